// The plain point and miss: most shots of a match are a point or a miss (or a foul) that neither
// ends the match nor opens anything (the last inning, the equalizing one, a shoot-out). These are
// their changes of the match in a few lines, for the unit's quick path (firmware/panel/quick-point.ts),
// which journals them; the general path (match.ts step) makes the same changes through allowed,
// recordEvent, advance and apply. test/quick-point.test.ts holds the two the same at every point
// of the golden scenarios.
import { Ev, Foul, Fx, Limit, Open, Phase, T } from "./codes";
import { checkpoint, keep, knownBreak } from "./apply";
import { pack, Snap } from "./snapshot";
import { Match } from "./state";

// (The lines both share are written in each: a call costs the Espruino interpreter about as much
// as they do, docs/architecture.md.)

// A plain point entered: true; false when it is not one, and nothing changed.
/** @resident @apart */
export function plainPoint(m: Match): boolean {
  const t = m.n;
  const p = t[T.Shooter];
  const n = m.journal.length;
  if (t[T.Phase] !== Phase.Play || t[T.Open] === Open.Shootout || t[T.Equalizing] === 1 || t[T.Score + p] + 1 >= m.dist[p] ||
    n >= Limit.Journal) return false;
  m.journal = m.journal + String.fromCharCode(Ev.Point);
  if (n % Snap.Every === 0) checkpoint(m, n);
  if (!knownBreak(m.journal, n)) keep(m, pack(m, n)); // (apply.ts advance: undo cannot invert it)
  t[T.Shots] = t[T.Shots] + 1;
  t[T.BreakShot] = 0;
  t[T.Run] = t[T.Run] + 1;
  t[T.Score + p] = t[T.Score + p] + 1;
  if (t[T.Run] > t[T.High + p]) t[T.High + p] = t[T.Run];
  return true;
}

// A plain miss (ev Ev.Miss) or a foul of one kind (ev Ev.Foul + kind, rules 6, 8, 14) that ends a
// plain inning, counted to the fouler (state.ts foulSlot, in place): Fx.Inning or Fx.Foul; 0 when
// the inning it begins is the last one or past it (the innings limit), or it ends the match.
/** @resident @apart */
export function plainMiss(m: Match, ev: number): number {
  const t = m.n;
  const p = t[T.Shooter];
  const n = m.journal.length;
  const b = m.breaker;
  if (t[T.Phase] !== Phase.Play) return 0; // (before the lag there is no breaker, nor his runs)
  // the breaker's inning once the other player is at the table (view.ts: the inning field)
  const inning = (m.runs[b].length + (p === b ? 2 : 0)) / 2 + (p === b ? 0 : 1);
  if (t[T.Open] !== Open.Match || t[T.Equalizing] === 1 || (m.innLimit > 0 && inning >= m.innLimit) || n >= Limit.Journal) return 0;
  m.journal = m.journal + String.fromCharCode(ev);
  if (n % Snap.Every === 0) checkpoint(m, n);
  if (!knownBreak(m.journal, n)) keep(m, pack(m, n));
  t[T.Shots] = t[T.Shots] + 1;
  t[T.BreakShot] = 0;
  m.runs[p] = m.runs[p] + String.fromCharCode(Math.floor(t[T.Run] / 256), t[T.Run] % 256);
  t[T.Shooter] = 1 - p;
  t[T.Run] = 0;
  if (ev === Ev.Miss) return Fx.Inning;
  const k = p * Foul.Count + ev - Ev.Foul;
  m.f[k] = m.f[k] + 1;
  return Fx.Foul;
}

// After a point or a miss was undone: true when, entered again now, it would be a plain point or
// miss, so that what it changed on the display is all the undo changes back.
/** @resident @apart */
export function plainAgain(m: Match, ev: number): boolean {
  const t = m.n;
  const p = t[T.Shooter];
  const b = m.breaker;
  const inning = (m.runs[b].length + (p === b ? 2 : 0)) / 2 + (p === b ? 0 : 1); // (plainMiss's)
  if (t[T.Phase] !== Phase.Play || t[T.Equalizing] === 1) return false;
  return ev === Ev.Point ? t[T.Open] !== Open.Shootout && t[T.Score + p] + 1 < m.dist[p]
    : t[T.Open] === Open.Match && !(m.innLimit > 0 && inning >= m.innLimit);
}
