// The match in the store: every accepted command is appended to a journal before it is
// acknowledged; at boot the journal is replayed; two journal files alternate so that compaction
// (and the start of a new match) never rewrites the only copy. A journal file is H, its body,
// K (the body is complete), then appended records. Finished matches are kept as sheets.
import { Cmd, Err, Phase } from "../../rules/codes";
import { Command } from "../../rules/command";
import { newMatch, step } from "../../rules/match";
import { Store } from "../../hal/roles";
import { canonicalPayloads, keptBytes } from "./canonical-body";
import { damagedFiles, keepDamaged, KEEP_SHEETS, lastSheet, markAbandoned } from "./kept-files";
import { fromV1, V1 } from "./records-v1";
import { clockPayload, commandPayload, headerGen, headerMatch, payloadCommand, readJournal, Rec, record, VERSION } from "./records";
import {
  compact, file, holdBehind, isForeign, JOURNAL, JOURNAL_ROOM, keepAside, noBody, RECORD, Session, writeJournal,
} from "./journal-file";
import { freeRoom, makeRoom, roomFor, upgrade } from "./room";

export { DAMAGED, damagedFiles, isAbandoned, KEEP_SHEETS, keptSheets } from "./kept-files";
export { compact, JOURNAL, JOURNAL_ROOM, MAX_NOTES, ROOM } from "./journal-file";
export type { Session } from "./journal-file";

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
// When the match ended or was signed, on the unit's clock (days 0: never set), kept in the
// journal: the sheet's date (records.ts Rec.Clock). A compaction keeps the last one.
export function stampClock(s: Session, days: number, secs: number): void {
  const p = clockPayload(days, secs);
  const rec = record(p);
  s.clock = p;
  if (s.store.append(file(s.file), rec)) s.bytes = s.bytes + rec.length;
  else compact(s);
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
