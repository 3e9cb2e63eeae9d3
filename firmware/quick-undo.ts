// The undo of a plain point or miss (quick-point.ts) that the rules' ring of snapshots serves:
// most undos of a match take back the press just made. The same as the general path (rules/
// match.ts undo, then session.ts enter): the journal's last event dropped, the state before it
// restored, the undo's record appended; or nothing at all (0) and the general path enters it.
import { Cmd, Ev, Fx, Open, Phase, T } from "../rules/codes";
import type { Match } from "../rules/match";
import { packedEvents } from "../rules/snapshot";
import { record } from "./records";
import { JOURNAL, roomy, Session, unwritten } from "./session";

const UNDO_RECORD = record(String.fromCharCode(Cmd.Undo));

// Fx.Undo when undone and journaled (or what the store's refusal makes of it, as enter's).
/** @resident @apart */
export function quickUndo(s: Session): number {
  const m = s.m;
  const n = m.journal.length - 1; // events that stay
  const ev = m.journal.charCodeAt(n);
  const last = m.ring.length - 1;
  if (m.n[T.Phase] !== Phase.Play || (ev !== Ev.Point && ev !== Ev.Miss) || last < 0 || packedEvents(m.ring[last]) !== n ||
    s.v1 || !roomy(s, 0)) return 0;
  // (rules/snapshot.ts unpack, the packed numbers taken apart by the interpreter's own split:
  // unpack's search for each comma and call for each number cost an undo more than all of this;
  // a string of digits times one is its number, as there)
  const v = (m.ring.pop() as string).split(",") as unknown as number[];
  m.journal = m.journal.substring(0, n);
  m.runs[0] = m.runs[0].substring(0, v[1] * 1);
  m.runs[1] = m.runs[1].substring(0, v[2] * 1);
  m.rounds = m.rounds.substring(0, v[3] * 1);
  for (let i = 0; i < T.Fouls; i++) m.n[i] = v[i + 4] * 1;
  if (!s.store.append(JOURNAL + s.file, UNDO_RECORD)) return unwritten(s, Fx.Undo);
  s.bytes = s.bytes + UNDO_RECORD.length;
  return Fx.Undo;
}

// After quickUndo took back `ev`: true when, entered again now, it would be a plain point or
// miss (quickPoint's and quickMiss's tests), so that what it changed on the display is all the
// undo changes back.
/** @resident @apart */
export function plainAgain(m: Match, ev: number): boolean {
  const t = m.n;
  const p = t[T.Shooter];
  const b = m.breaker;
  const inning = (m.runs[b].length + (p === b ? 2 : 0)) / 2 + (p === b ? 0 : 1); // (quickMiss's)
  if (t[T.Phase] !== Phase.Play || t[T.Equalizing] === 1) return false;
  return ev === Ev.Point ? t[T.Open] !== Open.Shootout && t[T.Score + p] + 1 < m.dist[p]
    : t[T.Open] === Open.Match && !(m.innLimit > 0 && inning >= m.innLimit);
}
