// What a display shows of the shoot-out (rule 18's tie-break): its round and each player's run in
// that round. The shoot-out itself is played in match.ts.
import { Open, T } from "./codes";
import { idiv } from "./numbers";
import { Match, runAt } from "./state";

// The round being played, from 1; 0 outside the shoot-out.
export function shootoutRound(m: Match): number {
  return m.n[T.Open] === Open.Shootout ? idiv(idiv(m.rounds.length, 2), 2) + 1 : 0;
}

// Player p's run in the round being played (the inning at the table included), or -1 before
// p has begun an inning in it.
export function roundRun(m: Match, p: number): number {
  const closed = idiv(m.rounds.length, 2);
  const first = closed - (closed % 2); // the round's first inning: the breaker's
  const k = p === m.breaker ? first : first + 1;
  if (k < closed) return runAt(m.rounds, k);
  return k === closed && m.n[T.Shooter] === p ? m.n[T.Run] : -1;
}
