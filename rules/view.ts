// What a wall display shows of a match that takes computing (the firmware adds the shot clock;
// phase, flags and result it reads from Match.n).
import { Open, Result, T } from "./codes";
import { creditedScore, inningsOf, Match } from "./match";
import { averageThousandths, idiv } from "./numbers";

export interface Frame {
  shooter: number; // -1 when nobody is at the table
  breaker: number;
  score: number[];
  run: number; // the current run
  inning: number; // the inning being played (the breaker's count)
  innings: number[];
  high: number[];
  average: number[]; // thousandths, truncated
  lastInning: boolean; // an innings limit is reached with this inning
  round: number; // the shoot-out's round (then `inning` too), 0 outside it
}

/** @resident */
export function view(m: Match): Frame {
  const a = inningsOf(m, 0);
  const b = inningsOf(m, 1);
  const sa = creditedScore(m, 0);
  const sb = creditedScore(m, 1);
  const inning = m.breaker < 0 ? 0 : m.breaker === 0 ? a : b;
  // the shoot-out's round, from 1 (two innings a round, two characters an inning)
  const round = m.n[T.Open] === Open.Shootout ? idiv(m.rounds.length, 4) + 1 : 0;
  return {
    shooter: m.n[T.Result] === Result.None && m.breaker >= 0 ? m.n[T.Shooter] : -1,
    breaker: m.breaker,
    score: [sa, sb],
    run: m.n[T.Result] === Result.None ? m.n[T.Run] : 0,
    inning: round > 0 ? round : inning,
    innings: [a, b],
    high: [m.n[T.High], m.n[T.High + 1]],
    average: [averageThousandths(sa, a), averageThousandths(sb, b)],
    lastInning: round === 0 && m.innLimit > 0 && inning >= m.innLimit && m.n[T.Result] !== Result.Innings,
    round: round,
  };
}
