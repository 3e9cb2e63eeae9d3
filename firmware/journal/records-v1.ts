// Journals written by version 1 (before the codes had gaps): each record's first byte is that
// version's code, given here the code that means the same now. Its payloads are laid out as now.
import { Cmd, Ev } from "../../rules/codes";
import { Rec } from "./records";

export const V1 = 1;

// version 1's code -> the code now (0: no such code); one statement a code, so that a change is
// one line a reviewer reads
function v1Code(c: number): number {
  if (c === 1) return Ev.Point;
  if (c === 2) return Ev.Miss;
  if (c >= 3 && c <= 15) return Ev.Foul + c - 3; // the 13 foul kinds, in FOUL_KINDS' order
  if (c === 16) return Ev.Rebreak;
  if (c === 17 || c === 18) return Ev.Warn + c - 17;
  if (c === 19) return Ev.Extension;
  if (c === 20) return Ev.Interference;
  if (c === 21) return Ev.Miscue;
  if (c === 22 || c === 23) return Ev.Protest + c - 22;
  if (c === 24 || c === 25) return Ev.Dq + c - 24;
  if (c === 26 || c === 27) return Ev.Forfeit + c - 26;
  if (c === 28) return Ev.Suspend;
  if (c === 29) return Ev.Resume;
  if (c >= 30 && c <= 33) return Ev.Sign + c - 30;
  if (c >= 41 && c <= 49) return Cmd.Undo + c - 41; // undo, lag, player, distance, innings, equalize, shotclock, extensions, info
  if (c === 60) return Rec.Profile;
  if (c === Rec.Header || c === Rec.Commit) return c;
  return 0;
}

// A version-1 payload as the same record now.
export function fromV1(p: string): string {
  return String.fromCharCode(v1Code(p.charCodeAt(0))) + p.substring(1);
}
