// What a display shows of the shoot-out (rule 18's tie-break, played in rules/match.ts): each
// player's run in the round being played. (Here, not in rules/: only a display needs it, and the
// rules core's Lua bytecode has a budget.)
import { T } from "../../rules/codes";
import { idiv } from "../../rules/numbers";
import { Match, runAt } from "../../rules/state";

// Player p's run in the round being played (the inning at the table included), or -1 before
// p has begun an inning in it.
export function roundRun(m: Match, p: number): number {
  const closed = idiv(m.rounds.length, 2);
  const first = closed - (closed % 2); // the round's first inning: the breaker's
  const k = p === m.breaker ? first : first + 1;
  if (k < closed) return runAt(m.rounds, k);
  return k === closed && m.n[T.Shooter] === p ? m.n[T.Run] : -1;
}
