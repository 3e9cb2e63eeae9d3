// The plain point and miss: most presses of a match are a point or a miss that neither ends the
// match nor opens anything (the last inning, the equalizing one, a shoot-out), and the general path (rules/match.ts step, allowed, record, advance, apply, point,
// then session.ts enter) costs the Espruino interpreter a read of all of those functions at each
// press. This is that point, and that miss, in a few lines: the same journal, state and record, or nothing at
// all (0) and the general path enters it. test/quick-point.test.ts holds it to the general path
// at every point of the golden scenarios.
import { Ev, Foul, Fx, Limit, Open, Phase, T } from "../../rules/codes";
import { checkpoint, keep } from "../../rules/match";
import { knownBreak } from "../../rules/apply";
import { pack, Snap } from "../../rules/snapshot";
import { Framing, record } from "../journal/records";
import { JOURNAL, roomy, Session, unwritten } from "../journal/session";

const POINT_RECORD = record(String.fromCharCode(Ev.Point));
export const MISS_RECORD = record(String.fromCharCode(Ev.Miss));
// each foul kind's record, in the order of the kinds, all of one length: a code and its framing
export const FOUL_RECORDS = foulRecords();
export const enum FoulRecord { Bytes = 1 + Framing.Bytes }

function foulRecords(): string {
  let out = "";
  for (let k = 0; k < Foul.Count; k++) out = out + record(String.fromCharCode(Ev.Foul + k));
  return out;
}

// Fx.Point when entered and journaled (or what the store's refusal makes of it, as enter's);
// 0: not a plain point, nothing changed.
/** @resident @apart */
export function quickPoint(s: Session): number {
  const m = s.m;
  const t = m.n;
  const p = t[T.Shooter];
  const n = m.journal.length;
  if (t[T.Phase] !== Phase.Play || t[T.Open] === Open.Shootout || t[T.Equalizing] === 1 || t[T.Score + p] + 1 >= m.dist[p] ||
    n >= Limit.Journal || s.v1 || !roomy(s, 0)) return 0;
  m.journal = m.journal + String.fromCharCode(Ev.Point);
  if (n % Snap.Every === 0) checkpoint(m, n);
  if (!knownBreak(m.journal, n)) keep(m, pack(m, n)); // (rules/apply.ts advance: undo cannot invert it)
  t[T.Shots] = t[T.Shots] + 1;
  t[T.BreakShot] = 0;
  t[T.Run] = t[T.Run] + 1;
  t[T.Score + p] = t[T.Score + p] + 1;
  if (t[T.Run] > t[T.High + p]) t[T.High + p] = t[T.Run];
  if (!s.store.append(JOURNAL + s.file, POINT_RECORD)) return unwritten(s, Fx.Point);
  s.bytes = s.bytes + POINT_RECORD.length;
  return Fx.Point;
}

// The same for a miss (rules/match.ts apply, closeInning, endInning), ev Ev.Miss and rec its
// record, or for a foul of one kind (ev: Ev.Foul + kind, rules 6, 8, 14) that ends a plain inning,
// with its own record (FOUL_RECORDS) and counted to the fouler (rules/state.ts foulSlot, in place).
// (Its first lines are quickPoint's, and the foul is not a function of its own: each press would
// pay a call.) Fx.Inning (Fx.Foul), or 0 when the inning it begins is the last one or past it (the
// innings limit), or ends the match.
/** @resident @apart */
export function quickMiss(s: Session, ev: number, rec: string): number {
  const m = s.m;
  const t = m.n;
  const p = t[T.Shooter];
  const n = m.journal.length;
  const b = m.breaker;
  if (t[T.Phase] !== Phase.Play) return 0; // (before the lag there is no breaker, nor his runs)
  // the breaker's inning once the other player is at the table (rules/view.ts: the inning field)
  const inning = (m.runs[b].length + (p === b ? 2 : 0)) / 2 + (p === b ? 0 : 1);
  if (t[T.Open] !== Open.Match || t[T.Equalizing] === 1 || (m.innLimit > 0 && inning >= m.innLimit) ||
    n >= Limit.Journal || s.v1 || !roomy(s, 0)) return 0;
  m.journal = m.journal + String.fromCharCode(ev);
  if (n % Snap.Every === 0) checkpoint(m, n);
  if (!knownBreak(m.journal, n)) keep(m, pack(m, n)); // (rules/apply.ts advance: undo cannot invert it)
  t[T.Shots] = t[T.Shots] + 1;
  t[T.BreakShot] = 0;
  m.runs[p] = m.runs[p] + String.fromCharCode(Math.floor(t[T.Run] / 256), t[T.Run] % 256);
  t[T.Shooter] = 1 - p;
  t[T.Run] = 0;
  const fx = ev === Ev.Miss ? Fx.Inning : Fx.Foul;
  if (fx === Fx.Foul) {
    const k = p * Foul.Count + ev - Ev.Foul;
    m.f[k] = m.f[k] + 1;
  }
  // (a refusal that compacts keeps the count; one that reloads the match leaves what the store holds)
  if (!s.store.append(JOURNAL + s.file, rec)) return unwritten(s, fx);
  s.bytes = s.bytes + rec.length;
  return fx;
}
