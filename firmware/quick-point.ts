// The plain point: most presses of a match are a point that neither ends the match nor opens
// anything, and the general path (rules/match.ts step, allowed, record, advance, apply, point,
// then session.ts enter) costs the Espruino interpreter a read of all of those functions at each
// press. This is that point in a few lines: the same journal, state and record, or nothing at
// all (0) and the general path enters it. test/quick-point.test.ts holds it to the general path
// at every point of the golden scenarios.
import { Ev, Fx, Limit, Open, Phase, T } from "../rules/codes";
import { pack, Snap } from "../rules/snapshot";
import { record } from "./records";
import { JOURNAL, roomy, Session, unwritten } from "./session";

const POINT_RECORD = record(String.fromCharCode(Ev.Point));

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
  m.ring.push(pack(m, n));
  if (m.ring.length > Snap.Ring) m.ring.shift();
  t[T.Shots] = t[T.Shots] + 1;
  t[T.BreakShot] = 0;
  t[T.Run] = t[T.Run] + 1;
  t[T.Score + p] = t[T.Score + p] + 1;
  if (t[T.Run] > t[T.High + p]) t[T.High + p] = t[T.Run];
  if (!s.store.append(JOURNAL + s.file, POINT_RECORD)) return unwritten(s, Fx.Point);
  s.bytes = s.bytes + POINT_RECORD.length;
  return Fx.Point;
}
