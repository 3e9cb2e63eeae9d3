// The match's state: flat numbers plus compact strings, read through the names below where the
// rules read it (the hottest paths of a press index Match.n by T directly).
import { Foul, Open, T } from "./codes";

export interface Match {
  // configuration and names (rule 1, 22): not part of the journal
  dist: number[]; // per player
  innLimit: number;
  equalize: boolean;
  tiebreak: boolean; // a level match goes to a shoot-out
  shotclock: number;
  extensions: number;
  info: string[]; // event, round, table, referee, scorer ("" = not set)
  names: string[];
  // the lag (rule 4): breaker -1 before it
  breaker: number;
  colourA: number; // 0 before the lag, Colour.White or Colour.Yellow
  journal: string; // one character code per match event since the lag (codes.ts: Ev)
  protests: string[]; // texts of the protests in the journal, in order
  // derived from the journal
  n: number[]; // flat numbers, indexed by T: phase, shooter, run, flags, result, counters
  f: number[]; // fouls per player and kind (foulSlot)
  runs: string[]; // closed innings, two character codes each
  rounds: string; // the shoot-out's closed innings, two character codes each, the breaker's first
  ring: string[]; // packed states before each of the last few events, oldest first
  cps: string[]; // packed states before every Snap.Every-th event, oldest first (snapshot.ts)
}

// Where Match.f counts player p's fouls of one kind (rules 6, 8, 14).
/** @resident */
export function foulSlot(p: number, kind: number): number {
  return p * Foul.Count + kind;
}

// The last match event in the journal, or 0.
export function lastEvent(m: Match): number {
  return m.journal.length > 0 ? m.journal.charCodeAt(m.journal.length - 1) : 0;
}

// A run kept as two character codes, the i-th of a string of them.
export function runAt(s: string, i: number): number {
  return s.charCodeAt(i * 2) * 256 + s.charCodeAt(i * 2 + 1);
}
