// A journal file in the store (session.ts keeps the match in two of them): its name, the room it
// keeps, and how one is written whole (header, body, commit) into the other file, a damaged one
// kept aside first. A journal file is H, its body, K (the body is complete), then appended records.
import { Err } from "../../rules/codes";
import { Match } from "../../rules/match";
import { Store } from "../../hal/roles";
import { canonicalPayloads } from "./canonical-body";
import { damagedFiles, keepCopies } from "./kept-files";
import { V1 } from "./records-v1";
import { Framing, headerPayload, readJournal, readRecords, Rec, record, VERSION } from "./records";

// The journal files are JOURNAL + 0 and JOURNAL + 1. (enter, which each press runs, appends to
// JOURNAL + s.file without a call of file(): docs/architecture.md, "Espruino: what the interpreter costs")
export const JOURNAL = "j";
export function file(i: number): string {
  return JOURNAL + i;
}
// Room kept for the events that end a match (undo, forfeit, dq, suspend, the signatures): other
// events and notes are refused before they would take it, so a match can always be ended,
// signed and kept.
export const END_ROOM = 512;
export const RECORD = 80; // the largest record, with some margin
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
export const FILE_ROOM = JOURNAL_ROOM - END_ROOM - RECORD;

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
// While the journal in use ends in damage (or a torn record) that neither a compaction nor a
// cut could clear, or a damaged file has no copy kept aside: nothing is appended (makeRoom fails
// and freeRoom tries again, then refuses with Err.Unkept).
export function holdBehind(s: Session): void {
  const data = s.store.read(file(s.file));
  if (s.unkept || readJournal(data).end < data.length) {
    s.unkept = true;
    s.base = -FILE_ROOM;
  }
}

// Keeps every damaged journal file aside (kept-files.ts): false while one has no copy, and
// s.refused says so (else what is refused is for the room).
export function keepAside(s: Session): boolean {
  const ok = keepCopies(s.store, [file(0), file(1)], s.matchNo);
  s.damaged = damagedFiles(s.store).length;
  s.refused = ok ? Err.StoreFull : Err.Unkept;
  return ok;
}
// A journal of a version this firmware cannot read (a later one): left alone.
export function isForeign(data: string): boolean {
  const p = readRecords(data).payloads;
  return p.length > 0 && p[0].charCodeAt(0) === Rec.Header && p[0].charCodeAt(1) !== VERSION && p[0].charCodeAt(1) !== V1;
}

// A journal's body: its records' payloads, each given to the sink in turn.
export type Body = (sink: (payload: string) => void) => void;
const PIECE = 256; // bytes written at a time: some tens of records
export const noBody: Body = () => undefined;

// Writes a whole journal (header, body, commit) into the other file, then drops the old one.
// Never over a journal of another version. Streamed: a pass over the body sizes the file, a
// second writes it in pieces of about PIECE bytes (the body is never whole in RAM), the commit
// record last and alone: until it is written the file is not a complete journal, and boot keeps
// the old one.
export function writeJournal(s: Session, gen: number, body: Body): boolean {
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
