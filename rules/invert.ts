// Undo without a snapshot: most events a referee takes back are a plain point or miss, and the
// state after one says all that it changed but the break shot's flag (the event before it
// says that) and, for a point that equalled the high run, whether an earlier inning holds it.
import { Ev, Open, Phase, T } from "./codes";
import { Match } from "./state";

// Whether the break shot's flag before the journal's n-th event is known from the event before
// it: after a shot 0, after a rebreak 1 (rule 24), and 1 before the first (the lag's break).
/** @resident */
export function knownBreak(journal: string, n: number): boolean {
  const prev = n > 0 ? journal.charCodeAt(n - 1) : Ev.Rebreak;
  return prev === Ev.Point || prev === Ev.Miss || prev === Ev.Rebreak || prev >= Ev.Foul;
}

// Whether the state after the journal's n-th event ev is enough to take it back (invert): a
// point or a miss in a match inning that neither ended the match nor opened the equalizing
// inning, its break flag known.
/** @resident */
export function invertible(m: Match, ev: number, n: number): boolean {
  const t = m.n;
  return t[T.Phase] === Phase.Play && t[T.Open] === Open.Match && t[T.Equalizing] === 0 &&
    (ev === Ev.Point || (ev === Ev.Miss && t[T.Run] === 0)) && knownBreak(m.journal, n);
}

// Takes back the journal's n-th event ev, invertible: the state before it (rules/apply.ts point
// and endInning, backwards).
/** @resident @apart */
export function invert(m: Match, ev: number, n: number): void {
  const t = m.n;
  const p = t[T.Shooter];
  t[T.Shots] = t[T.Shots] - 1;
  t[T.BreakShot] = n === 0 || m.journal.charCodeAt(n - 1) === Ev.Rebreak ? 1 : 0;
  if (ev === Ev.Point) {
    const r = t[T.Run];
    if (t[T.High + p] === r && !closedRun(m.runs[p], r)) t[T.High + p] = r - 1;
    t[T.Run] = r - 1;
    t[T.Score + p] = t[T.Score + p] - 1;
    return;
  }
  const q = 1 - p; // the miss's shooter
  const s = m.runs[q];
  const k = s.length - 2;
  t[T.Run] = s.charCodeAt(k) * 256 + s.charCodeAt(k + 1);
  m.runs[q] = s.substring(0, k);
  t[T.Shooter] = q;
}

// Whether one of the closed innings' runs in s (two character codes each) is r.
function closedRun(s: string, r: number): boolean {
  const two = String.fromCharCode(Math.floor(r / 256), r % 256);
  let i = s.indexOf(two);
  while (i >= 0 && i % 2 === 1) i = s.indexOf(two, i + 1);
  return i >= 0;
}
