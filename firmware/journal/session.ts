// The match in the store: every accepted command is appended to a journal before it is
// acknowledged; at boot the journal is replayed; two journal files alternate so that compaction
// (and the start of a new match) never rewrites the only copy. A journal file is H, its body,
// K (the body is complete), then appended records. Finished matches are kept as sheets.
import { Cmd, Err, Ev, Phase } from "../../rules/codes";
import { Command } from "../../rules/command";
import { Match, newMatch, step } from "../../rules/match";
import { Store } from "../../hal/roles";
import { canonicalPayloads, keptBytes } from "./canonical-body";
import { DAMAGED, damagedFiles, keepCopies, keepDamaged, KEEP_SHEETS, lastSheet, markAbandoned } from "./kept-files";
import { fromV1, V1 } from "./records-v1";

export { DAMAGED, damagedFiles, isAbandoned, KEEP_SHEETS, keptSheets } from "./kept-files";
import {
  clockPayload, commandPayload, Framing, headerGen, headerMatch, headerPayload, payloadCommand, readJournal, readRecords, Rec, record, VERSION,
} from "./records";

// The journal files are JOURNAL + 0 and JOURNAL + 1. (A declared function, left in flash until
// called: enter, which each press runs, appends to JOURNAL + s.file without a call.)
export const JOURNAL = "j";
function file(i: number): string {
  return JOURNAL + i;
}
// Room kept for the events that end a match (undo, forfeit, dq, suspend, the signatures): other
// events and notes are refused before they would take it, so a match can always be ended,
// signed and kept.
export const END_ROOM = 512;
const RECORD = 80; // the largest record, with some margin
// Notes (protests) a match may hold on the device: a device limit, not the replay contract's
// (each is up to 120 bytes of journal; docs/using.md: "How much a board keeps").
export const MAX_NOTES = 20;
export const JOURNAL_ROOM = 8192; // bytes a journal file keeps for appends (a 2 x 50 match needs 1.2 KB)
// What the store keeps free besides the journal (whose bytes count once more: a compaction's
// copy, or the kept match once it is over, which is its canonical journal and the time it ended):
// two records, the room for the end.
export const ROOM = 2 * RECORD + END_ROOM;
// A journal file's own room (JOURNAL_ROOM on flash) is not used past this without a compaction:
// the rest is the end's.
const FILE_ROOM = JOURNAL_ROOM - END_ROOM - RECORD;

export interface Session {
  store: Store;
  m: Match;
  file: number; // the journal in use: 0 (j0) or 1 (j1)
  bytes: number; // its length (what makeRoom needs, without reading it back)
  base: number; // its length when it was last written whole: a flash store counts what was appended
  // since as free (in the room written with it) until the next compaction
  matchNo: number;
  gen: number;
  profile: number; // the shot-clock profile (firmware/panel/shotclock.ts)
  skipped: number; // records at boot that no longer apply
  damaged: number; // damaged journal files kept aside (DAMAGED)
  refused: number; // why the store refused the last command (Err.StoreFull, Err.NoteLimit)
  v1: boolean; // the journal in use is still version 1's (its rewrite failed): nothing may be appended to it
  unkept: boolean; // a damaged journal file has no copy kept aside yet (the store was full): see keepAside
  clock: string; // the last Rec.Clock payload (when the match ended or was signed), "" before one
}

// Applies a journal payload (boot).
function applyPayload(s: Session, p: string): void {
  const cmd = payloadCommand(p);
  if (cmd.code === Rec.Profile) {
    s.profile = cmd.a;
  } else if (cmd.code === Rec.Clock) {
    s.clock = p;
  } else if (step(s.m, cmd) < 0) {
    s.skipped = s.skipped + 1;
  }
}

// Boots: the complete journal of the highest generation wins; a torn tail is compacted away.
export function openSession(store: Store): Session {
  const s: Session = {
    store: store, m: newMatch(), file: 0, bytes: 0, matchNo: 1, gen: 0, profile: 0, skipped: 0, damaged: 0, refused: 0, base: 0, v1: false,
    unkept: false, clock: "",
  };
  reload(s);
  return s;
}

// Reads the match back from the store. A journal of another version is left alone (a later
// firmware may read it); a new journal then goes in the other file.
function reload(s: Session): void {
  const store = s.store;
  let best = -1;
  let bestCommit = -1;
  let bestGen = -1;
  let tornAt = -1;
  let foreign = -1;
  let payloads: string[] = [];
  let old = false; // the best journal is version 1's
  let bytes = 0;
  const kept = [true, true]; // a damaged file is kept aside before anything erases it
  for (let f = 0; f < 2; f++) {
    const data = store.read(file(f));
    const recs = readJournal(data);
    const p = recs.payloads;
    let commit = -1;
    for (let i = 1; i < p.length && commit < 0; i++) if (p[i].charCodeAt(0) === Rec.Commit) commit = i;
    const header = p.length > 0 && p[0].charCodeAt(0) === Rec.Header;
    if (isForeign(data)) foreign = f;
    if (recs.bad >= 0) kept[f] = keepDamaged(store, data);
    const version = header ? p[0].charCodeAt(1) : 0;
    // a complete journal, or the proven records of a damaged one
    if ((commit > 0 || (header && recs.bad >= 0)) && (version === VERSION || version === V1) && headerGen(p[0]) > bestGen) {
      old = version === V1;
      best = f;
      bestGen = headerGen(p[0]);
      bestCommit = commit;
      payloads = p;
      bytes = data.length;
      tornAt = recs.end < data.length ? recs.end : -1;
    }
  }
  s.m = newMatch();
  s.profile = 0;
  s.clock = "";
  s.skipped = 0;
  s.v1 = false;
  s.damaged = damagedFiles(store).length;
  s.unkept = !kept[0] || !kept[1]; // (then no journal is written over until its copy is kept: writeJournal)
  if (best < 0) {
    s.matchNo = lastSheet(store) + 1;
    s.file = foreign === 0 ? 1 : 0;
    s.bytes = 0;
    // (with nowhere to write without losing a damaged journal, nothing is written)
    if (foreign !== s.file && kept[s.file] && store.read(file(s.file)) !== "") store.erase(file(s.file));
    if (foreign !== 1 - s.file || kept[s.file]) writeJournal(s, 0, noBody);
    holdBehind(s);
    return;
  }
  s.file = best;
  s.bytes = bytes;
  s.base = 0; // (what was appended since is not known: all of it, to be safe)
  s.gen = bestGen;
  s.matchNo = headerMatch(payloads[0]);
  for (let i = 1; i < payloads.length; i++) if (i !== bestCommit) applyPayload(s, old ? fromV1(payloads[i]) : payloads[i]);
  if (foreign !== 1 - best && kept[1 - best] && store.read(file(1 - best)) !== "") store.erase(file(1 - best));
  // version 1's journal goes on as a version-2 copy in the other file (appends are version 2's)
  s.v1 = old && !compact(s);
  if (old) return;
  // a torn last record, or damage (once a copy is kept aside): later appends must not land behind it
  if (tornAt >= 0 && !compact(s) && kept[best] && store.replace(file(best), store.read(file(best)).substring(0, tornAt), JOURNAL_ROOM)) s.bytes = tornAt;
  holdBehind(s);
}

// While the journal in use ends in damage (or a torn record) that neither a compaction nor a
// cut could clear, or a damaged file has no copy kept aside: nothing is appended (makeRoom fails
// and freeRoom tries again, then refuses with Err.Unkept).
function holdBehind(s: Session): void {
  const data = s.store.read(file(s.file));
  if (s.unkept || readJournal(data).end < data.length) {
    s.unkept = true;
    s.base = -FILE_ROOM;
  }
}

// Keeps every damaged journal file aside (kept-files.ts): false while one has no copy, and
// s.refused says so (else what is refused is for the room).
function keepAside(s: Session): boolean {
  const ok = keepCopies(s.store, [file(0), file(1)], s.matchNo);
  s.damaged = damagedFiles(s.store).length;
  s.refused = ok ? Err.StoreFull : Err.Unkept;
  return ok;
}

// Erases the damaged journal files kept aside: how many there were. A damaged journal file that
// still has no copy (no room for one) is given up: the journal is written again from the records
// before the damage.
export function clearDamaged(s: Session): number {
  const names = damagedFiles(s.store);
  for (let i = 0; i < names.length; i++) s.store.erase(names[i]);
  s.damaged = 0;
  if (s.unkept && !keepAside(s)) {
    s.unkept = false;
    const other = file(1 - s.file);
    if (readJournal(s.store.read(other)).bad >= 0) s.store.erase(other);
    const data = s.store.read(file(s.file));
    if (!compact(s)) s.store.replace(file(s.file), data.substring(0, readJournal(data).end), JOURNAL_ROOM);
    reload(s);
  }
  return names.length;
}

// A journal of a version this firmware cannot read (a later one): left alone.
function isForeign(data: string): boolean {
  const p = readRecords(data).payloads;
  return p.length > 0 && p[0].charCodeAt(0) === Rec.Header && p[0].charCodeAt(1) !== VERSION && p[0].charCodeAt(1) !== V1;
}

// A journal's body: its records' payloads, each given to the sink in turn.
type Body = (sink: (payload: string) => void) => void;
const PIECE = 256; // bytes written at a time: some tens of records
const noBody: Body = () => undefined;

// Writes a whole journal (header, body, commit) into the other file, then drops the old one.
// Never over a journal of another version. Streamed: a pass over the body sizes the file, a
// second writes it in pieces of about PIECE bytes (the body is never whole in RAM), the commit
// record last and alone: until it is written the file is not a complete journal, and boot keeps
// the old one.
function writeJournal(s: Session, gen: number, body: Body): boolean {
  if (s.unkept && !keepAside(s)) return false;
  // (a journal in use is not read back: on flash that copies all of it into RAM)
  const target = s.bytes > 0 || s.store.read(file(s.file)) !== "" ? 1 - s.file : s.file;
  const before = s.store.read(file(target));
  if (isForeign(before)) return false;
  const name = file(target);
  // (the other file's older journal goes first: its room comes back when the store compacts)
  if (target !== s.file && before !== "") s.store.erase(name);
  const commit = record(String.fromCharCode(Rec.Commit));
  let piece = record(headerPayload(s.matchNo, gen));
  let size = piece.length + commit.length;
  body((p) => {
    size = size + p.length + Framing.Bytes; // (the checksums are made once, in the pass that writes)
  });
  let at = 0;
  let ok = true;
  const flush = () => {
    ok = ok && s.store.write(name, piece, at, size + JOURNAL_ROOM);
    at = at + piece.length;
    piece = "";
  };
  body((p) => {
    piece = piece + record(p);
    if (piece.length >= PIECE) flush();
  });
  if (piece !== "") flush();
  piece = commit;
  flush();
  if (!ok) return false;
  if (target !== s.file) s.store.erase(file(s.file));
  s.file = target;
  s.bytes = size;
  s.base = size;
  s.gen = gen;
  s.unkept = false;
  return true;
}

export function compact(s: Session): boolean {
  return writeJournal(s, s.gen + 1, (sink) => body(s, sink));
}

// The canonical journal of the match as it stands, and when it last ended.
function body(s: Session, sink: (payload: string) => void): void {
  canonicalPayloads(s.m, s.profile, true, sink);
  if (s.clock !== "") sink(s.clock);
}

// When the match ended or was signed, on the unit's clock (days 0: never set), kept in the
// journal: the sheet's date (records.ts Rec.Clock). A compaction keeps the last one.
export function stampClock(s: Session, days: number, secs: number): void {
  const p = clockPayload(days, secs);
  const rec = record(p);
  s.clock = p;
  if (s.store.append(file(s.file), rec)) s.bytes = s.bytes + rec.length;
  else compact(s);
}

// Keeps ROOM besides the journal, and the end's room in the journal file (on flash the file's
// room is set when it is written: what was appended since the last compaction uses it up);
// compacts, then drops the oldest kept sheets, when the store runs short.
/** @resident */
function makeRoom(s: Session, extra: number): boolean {
  return roomy(s, extra) || freeRoom(s, extra);
}

// The room is there as it is, without making any (quick-point.ts asks too).
/** @resident */
export function roomy(s: Session, extra: number): boolean {
  return s.bytes - s.base < FILE_ROOM && s.store.free() >= ROOM + extra + s.bytes;
}

// (apart from makeRoom: the Espruino interpreter reads through the whole of a function at each call)
// Compacts, then drops the oldest kept sheets one by one, compacting again after each while the
// journal file's room is used up, until the room is there or no sheet is left.
function freeRoom(s: Session, extra: number): boolean {
  const need = () => extra < 0 ? -extra : ROOM + extra + s.bytes; // (extra < 0: that many bytes, no more)
  const done = () => s.store.free() >= need() && (extra < 0 || s.bytes - s.base < FILE_ROOM);
  s.refused = Err.StoreFull;
  compact(s);
  let oldest = s.matchNo - KEEP_SHEETS;
  while (!done() && oldest < s.matchNo) {
    if (s.store.read("sheet." + oldest) !== "") {
      s.store.erase("sheet." + oldest);
      if (extra >= 0 && s.bytes - s.base >= FILE_ROOM) compact(s);
    }
    oldest = oldest + 1;
  }
  return !s.unkept && done();
}

// One command from the buttons or the link: applied, then journaled, then acknowledged.
/** @resident @apart */
export function enter(s: Session, cmd: Command): number {
  if (cmd.code < 0 || cmd.code === Cmd.None) return step(s.m, cmd);
  if (s.v1 && !upgrade(s)) return Err.StoreFull;
  if (!(cmd.text === "" && makeRoom(s, 0)) && !roomFor(s, cmd)) return s.refused;
  const before = s.m.journal.length;
  const fx = step(s.m, cmd);
  if (fx < 0) return fx;
  const grew = s.m.journal.length > before;
  const ev = grew ? s.m.journal.charCodeAt(s.m.journal.length - 1) : cmd.code;
  const rec = record(commandPayload(cmd, ev));
  if (s.store.append(JOURNAL + s.file, rec)) {
    s.bytes = s.bytes + rec.length;
    return fx;
  }
  return unwritten(s, fx);
}

// Version 1's journal, which could not be rewritten at boot: the oldest kept sheets go until its
// version-2 copy fits (records of version 2 appended to it would read back as other events).
function upgrade(s: Session): boolean {
  let oldest = s.matchNo - KEEP_SHEETS;
  let done = compact(s);
  while (!done && oldest < s.matchNo) {
    s.store.erase("sheet." + oldest);
    oldest = oldest + 1;
    done = compact(s);
  }
  s.v1 = !done;
  return done;
}

// The room for a command with a text (a shot, a note, a name), or for any command once the store
// runs short: a note within the match's limit, leaving the room for the end; an event that ends
// a match (ENDING) may use that room. Sets s.refused when false.
function roomFor(s: Session, cmd: Command): boolean {
  const code = cmd.code;
  const note = code === Ev.Protest || code === Ev.Protest + 1;
  if (note && s.m.protests.length >= MAX_NOTES) {
    s.refused = Err.NoteLimit;
    return false;
  }
  if (cmd.text !== "" && makeRoom(s, 0)) return true;
  if (s.unkept) return false; // (s.refused: freeRoom's)
  s.refused = Err.StoreFull;
  return !note && isEnding(code); // (the store takes it or not: its append, else a compaction)
}

// undo, forfeit, dq, suspend (and resume: a suspended match is ended after it), the signatures
function isEnding(code: number): boolean {
  return code === Cmd.Undo || code === Ev.Forfeit || code === Ev.Forfeit + 1 || code === Ev.Dq || code === Ev.Dq + 1 ||
    code === Ev.Suspend || code === Ev.Resume || (code >= Ev.Sign && code <= Ev.Sign + 3);
}

// A record the store did not take (a full journal file): compact instead, the shorter canonical
// journal of the match as it stands now, this command included.
export function unwritten(s: Session, fx: number): number {
  if (compact(s)) return fx;
  reload(s); // not written: the match goes back to what the store holds
  s.refused = Err.StoreFull;
  return Err.StoreFull;
}

// The shot-clock profile: a device setting journaled with the match, before the lag.
export function setProfile(s: Session, profile: number): number {
  if (s.m.n[0] !== Phase.Setup) return Err.NotNow;
  if (s.v1 && !upgrade(s)) return Err.StoreFull;
  if (!makeRoom(s, 0)) return s.refused;
  const before = s.profile;
  s.profile = profile;
  const rec = record(String.fromCharCode(Rec.Profile, profile));
  if (s.store.append(file(s.file), rec)) {
    s.bytes = s.bytes + rec.length;
  } else if (!compact(s)) {
    s.profile = before;
    return Err.StoreFull;
  }
  return 0;
}

// Keeps the finished match (abandon: the unfinished match, marked abandoned in the archive's
// index) as its canonical journal and the time it ended, under "sheet." and its number (the host
// makes its sheet: kept-match.ts), and starts the next match with the same configuration (names
// start over), or the defaults. A power cut in between leaves the match, and doing it again
// writes the same file.
export function nextMatch(s: Session, abandon: boolean, defaults: boolean): number {
  const phase = s.m.n[0];
  if (abandon ? phase !== Phase.Play && phase !== Phase.Suspended : phase !== Phase.Finished && phase !== Phase.Locked) return Err.NotNow;
  if (s.unkept && !keepAside(s)) return Err.Unkept; // (the journal is not erased before its damage is kept)
  const sheet = keptBytes(s.m, s.profile, s.matchNo, s.clock);
  // the sheet, then the next match's journal beside this one's; with no room for both, this
  // one's goes first (the sheet keeps the match: a power cut then starts a blank match)
  const need = sheet.length + JOURNAL_ROOM + 4 * RECORD;
  if (s.store.free() < need && !freeRoom(s, -need) && !freeRoom(s, -sheet.length - RECORD)) return Err.StoreFull;
  if (!markAbandoned(s.store, s.matchNo, abandon) || !s.store.replace("sheet." + s.matchNo, sheet, 0)) return Err.StoreFull;
  s.store.erase("sheet." + (s.matchNo - KEEP_SHEETS));
  if (s.store.free() < JOURNAL_ROOM + 4 * RECORD) {
    s.store.erase(file(s.file));
    s.bytes = 0;
  }
  const payloads: string[] = []; // the set-up (a few records)
  if (!defaults) {
    canonicalPayloads(s.m, s.profile, false, (p) => {
      payloads.push(p);
    });
  }
  s.matchNo = s.matchNo + 1;
  if (!writeJournal(s, s.gen + 1, (sink) => {
    for (let i = 0; i < payloads.length; i++) sink(payloads[i]);
  })) {
    s.matchNo = s.matchNo - 1;
    return Err.StoreFull;
  }
  s.m = newMatch();
  s.profile = 0; // (the body's record sets it again)
  s.clock = "";
  for (let i = 0; i < payloads.length; i++) applyPayload(s, payloads[i]);
  return 0;
}
