// The room a journal keeps: what a command may take of the store (the end's room kept for the
// events that end a match), made by compacting and then by dropping the oldest kept sheets;
// and version 1's journal made version 2's before anything is appended to it.
import { Cmd, Err, Ev } from "../../rules/codes";
import { Command } from "../../rules/command";
import { KEEP_SHEETS } from "./kept-files";
import { compact, FILE_ROOM, MAX_NOTES, ROOM, Session } from "./journal-file";

// Keeps ROOM besides the journal, and the end's room in the journal file (on flash the file's
// room is set when it is written: what was appended since the last compaction uses it up);
// compacts, then drops the oldest kept sheets, when the store runs short.
/** @resident */
export function makeRoom(s: Session, extra: number): boolean {
  return roomy(s, extra) || freeRoom(s, extra);
}

// The room is there as it is, without making any (quick-point.ts asks too).
/** @resident */
export function roomy(s: Session, extra: number): boolean {
  return s.bytes - s.base < FILE_ROOM && s.store.free() >= ROOM + extra + s.bytes;
}

// (apart from makeRoom: docs/architecture.md, "Espruino: what the interpreter costs")
// Compacts, then drops the oldest kept sheets one by one, compacting again after each while the
// journal file's room is used up, until the room is there or no sheet is left.
export function freeRoom(s: Session, extra: number): boolean {
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
// Version 1's journal, which could not be rewritten at boot: the oldest kept sheets go until its
// version-2 copy fits (records of version 2 appended to it would read back as other events).
export function upgrade(s: Session): boolean {
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
export function roomFor(s: Session, cmd: Command): boolean {
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
