// Undo without replaying the journal (an event costs the Espruino interpreter milliseconds):
// before each of the last Snap.Ring events the derived numbers are kept as one string, made by
// join (one call of the interpreter's own, where packing them one by one cost it a loop).
// Fouls per kind are not restored: undoing a foul takes it off the fouler's count instead.
import { T } from "./codes";
import type { Match } from "./state";

// A number written by pack: a string of digits (with its "-") times one is its number on
// Espruino and in Lua alike, in one step where parseCount is a loop (floored: Lua 5.3 makes a
// float of a string in arithmetic, and floor gives its integer back).
/** @resident */
function num(s: string, from: number, to: number): number {
  return Math.floor((s.substring(from, to) as unknown as number) * 1);
}

// Ring: the events before which the state is kept for undo; Every: a checkpoint (the state kept
// for good) before every this many events, so that an undo past the ring replays fewer than this.
export const enum Snap { Ring = 3, Every = 32 }

// The derived state after the journal's first `events` events: the event count, the lengths of
// the two runs and of the shoot-out's rounds, and Match.n, each followed by a comma.
/** @resident */
export function pack(m: Match, events: number): string {
  return events + "," + m.runs[0].length + "," + m.runs[1].length + "," + m.rounds.length + "," + m.n.join(",") + ",";
}

// How many journal events the packed state stands for.
/** @resident */
export function packedEvents(s: string): number {
  return num(s, 0, s.indexOf(","));
}

// Restores a packed state. The runs and rounds strings only grow along the journal, so the
// packed state's are prefixes of the current ones.
/** @resident */
export function unpack(m: Match, s: string): void {
  let at = s.indexOf(",") + 1;
  let end = 0;
  for (let i = 0; i < 3; i++) {
    end = s.indexOf(",", at);
    const v = num(s, at, end);
    if (i === 2) m.rounds = m.rounds.substring(0, v);
    else m.runs[i] = m.runs[i].substring(0, v);
    at = end + 1;
  }
  // (Match.n in a loop without branches:
  // docs/architecture.md, "Espruino: what the interpreter costs")
  for (let i = 0; i < T.Size; i++) {
    end = s.indexOf(",", at);
    m.n[i] = num(s, at, end);
    at = end + 1;
  }
}
