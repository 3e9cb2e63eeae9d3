// Undo (rule 2's referee takes an entry back): the journal's last event dropped and the state
// before it restored, in work that does not grow with the match: worked out from the state
// after it (invert.ts), or the snapshot kept before it, or the last checkpoint before it and
// the events since (fewer than Snap.Every).
import { Err, Ev, Fx, Phase, T } from "./codes";
import { advance, noFouls } from "./apply";
import { invert, invertible } from "./invert";
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
