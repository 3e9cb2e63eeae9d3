// What the display shows, as numbers: the link's Op.View reply and live stream (firmware/link.ts),
// the club's retained state (firmware/club/club.ts). The host names them (tools/link/words.ts VIEW).
import { Foul, T } from "../../rules/codes";
import { Match } from "../../rules/state";
import { view } from "../../rules/view";
import { hexOf } from "../journal/link-frame";
import { Profile, secondsLeft } from "./shotclock";
import type { UnitState } from "./state";
import type { Session } from "../journal/journal-file";

// The sum of the n numbers of a from `from`. (tools/build/espruino-natives.ts: E.sum on Espruino)
/** @resident */
export function sumOf(a: number[], from: number, n: number): number {
  let sum = 0;
  for (let k = from; k < from + n; k++) sum = sum + a[k];
  return sum;
}

// The match's numbers in the order of VIEW, then the names in hex ("-" for none); clock: the shot
// clock's seconds left (-1 off), matchNo: the match's number, clockSet: 1 when the wall time is set.
/** @resident */
export function matchNumbers(m: Match, clock: number, matchNo: number, clockSet: number): string {
  const f = view(m);
  const n = m.n;
  // (m.f's slots as foulSlot lays them out, A's then B's: a call per slot cost the link's live
  // stream and the club's state 26 calls at every event, a loop over them about 490,000
  // instructions on Espruino, whose build sums them natively)
  const foulsA = sumOf(m.f, 0, Foul.Count);
  const foulsB = sumOf(m.f, Foul.Count, Foul.Count);
  const all = [n[T.Phase], f.shooter, f.breaker, f.score[0], f.score[1], f.run, f.inning, f.innings[0], f.innings[1], f.high[0], f.high[1],
    f.average[0], f.average[1], clock, n[T.Equalizing], f.lastInning ? 1 : 0, f.round, n[T.Winner], m.dist[0], m.dist[1],
    n[T.Warnings], n[T.Warnings + 1], foulsA, foulsB, matchNo, m.journal.length, clockSet];
  return all.join(" ") + " " + (m.names[0] === "" ? "-" : hexOf(m.names[0])) + " " + (m.names[1] === "" ? "-" : hexOf(m.names[1]));
}

// The unit's numbers now.
/** @resident */
export function viewNumbers(st: UnitState, rec: Session, now: number): string {
  const clock = st.shot.profile === Profile.Off ? -1 : secondsLeft(st.shot, now);
  return matchNumbers(rec.m, clock, rec.matchNo, st.wall.days < 0 ? 0 : 1);
}
