// Undo without replaying the journal (an event costs the Espruino interpreter milliseconds):
// before each of the last Snap.Ring events the derived numbers are packed into a short string.
// Fouls per kind are not packed: undoing a foul takes it off the fouler's count instead.
import { T } from "./codes";
import type { Match } from "./match";

// Length: the event count, the two runs lengths and the numbers before T.Fouls, two characters each.
export const enum Snap { Ring = 8, Length = 40 }

// The derived state after the journal's first `events` events. Values are stored plus one
// (the winner can be -1).
export function pack(m: Match, events: number): string {
  let s = "";
  for (let i = -3; i < T.Fouls; i++) {
    const v = 1 + (i >= 0 ? m.n[i] : i === -3 ? events : m.runs[i + 2].length);
    s = s + String.fromCharCode(Math.floor(v / 256), v % 256);
  }
  return s;
}

function at(s: string, i: number): number {
  return s.charCodeAt(2 * i) * 256 + s.charCodeAt(2 * i + 1) - 1;
}

// How many journal events the packed state stands for.
export function packedEvents(s: string): number {
  return at(s, 0);
}

// Restores a packed state. The runs strings only grow along the journal, so the packed
// state's runs are a prefix of the current ones.
export function unpack(m: Match, s: string): void {
  m.runs[0] = m.runs[0].substring(0, at(s, 1));
  m.runs[1] = m.runs[1].substring(0, at(s, 2));
  for (let i = 0; i < T.Fouls; i++) m.n[i] = at(s, 3 + i);
}
