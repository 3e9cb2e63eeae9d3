// Undo (rule 2's referee takes an entry back): the journal's last event dropped and the state
// before it restored, in work that does not grow with the match: worked out from the state
// after it (invert.ts), or the snapshot kept before it, or the last checkpoint before it and
// the events since (fewer than Snap.Every).
import { Err, Ev, Fx, Phase, T } from "./codes";
import { advance, invertible, noFouls } from "./apply";
import { packedEvents, unpack } from "./snapshot";
import { foulSlot, Match } from "./state";

/** @resident @apart */
export function undo(m: Match): number {
  if (m.n[T.Phase] === Phase.Locked) return Err.Locked;
  const n = m.journal.length - 1; // events that stay
  if (n < 0) return Err.NothingToUndo;
  const ev = m.journal.charCodeAt(n);
  if (ev === Ev.Protest || ev === Ev.Protest + 1) m.protests.pop();
  const c = m.cps; // one past the events that stay no longer stands for them (undos go one at a time)
  if (packedEvents(c[c.length - 1]) > n) c.pop();
  const last = m.ring.length - 1;
  const kept = last >= 0 && packedEvents(m.ring[last]) === n;
  const inverse = invertible(m, ev, n);
  m.journal = m.journal.substring(0, n);
  if (inverse) invert(m, ev, n);
  else if (kept) unpack(m, m.ring[last]);
  else restore(m, n);
  if (kept) m.ring.pop();
  if (ev >= Ev.Foul) {
    const k = foulSlot(m.n[T.Shooter], ev - Ev.Foul);
    m.f[k] = m.f[k] - 1; // the restored shooter is the one who fouled
  }
  return Fx.Undo;
}

// The state after the journal's first n events (all it holds now) from the last checkpoint at
// or before them, the events since replayed. The fouls are not in a checkpoint: they are kept
// as they are (the replay would count those since again).
/** @resident @apart */
export function restore(m: Match, n: number): void {
  const c = m.cps;
  while (c.length > 1 && packedEvents(c[c.length - 1]) > n) c.pop();
  const f = m.f;
  unpack(m, c[c.length - 1]);
  m.ring = [];
  noFouls(m);
  advance(m, packedEvents(c[c.length - 1]));
  m.f = f;
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
  const q = 1 - p; // the miss's (or the foul's) shooter
  const s = m.runs[q];
  const k = s.length - 2;
  t[T.Run] = s.charCodeAt(k) * 256 + s.charCodeAt(k + 1);
  m.runs[q] = s.substring(0, k);
  t[T.Shooter] = q;
}

// Whether one of the closed innings' runs in s (two character codes each) is r. (A match that
// runs past s's end is none: docs/architecture.md, "Espruino: what the interpreter costs".)
function closedRun(s: string, r: number): boolean {
  const two = String.fromCharCode(Math.floor(r / 256), r % 256);
  for (let i = s.indexOf(two); i >= 0 && i + 2 <= s.length; i = s.indexOf(two, i + 1)) if (i % 2 === 0) return true;
  return false;
}
