// Undo without replaying the journal (an event costs the Espruino interpreter milliseconds):
// before each of the last Snap.Ring events the derived numbers are kept as one string, made by
// join (one call of the interpreter's own, where packing them one by one cost it a loop).
// Fouls per kind are not restored: undoing a foul takes it off the fouler's count instead.
import { T } from "./codes";
import type { Match } from "./match";
import { parseCount } from "./words";

export const enum Snap { Ring = 4 }

// The derived state after the journal's first `events` events: the event count, the two runs
// lengths and Match.n, separated by commas.
export function pack(m: Match, events: number): string {
  return events + "," + m.runs[0].length + "," + m.runs[1].length + "," + m.n.join(",");
}

// How many journal events the packed state stands for.
export function packedEvents(s: string): number {
  return parseCount(s.substring(0, s.indexOf(",")));
}

// Restores a packed state. The runs strings only grow along the journal, so the packed
// state's runs are a prefix of the current ones.
export function unpack(m: Match, s: string): void {
  let at = s.indexOf(",") + 1;
  for (let i = -2; i < T.Fouls; i++) {
    const end = s.indexOf(",", at);
    const minus = s.charCodeAt(at) === 45; // the winner is -1 when there is none
    const v = minus ? -parseCount(s.substring(at + 1, end)) : parseCount(s.substring(at, end));
    if (i >= 0) m.n[i] = v;
    else m.runs[i + 2] = m.runs[i + 2].substring(0, v);
    at = end + 1;
  }
}
