// The undo of a point or miss by the remote's button: the rules' undo (rules/undo.ts) and the
// undo's record, as the general path (session.ts enter) has them, without its way there; or
// nothing at all (0) and the general path enters it.
import { Cmd, Ev, Fx, Open, Phase, T } from "../../rules/codes";
import { Match, undo } from "../../rules/match";
import { record } from "../journal/records";
import { JOURNAL, roomy, Session, unwritten } from "../journal/session";

const UNDO_RECORD = record(String.fromCharCode(Cmd.Undo));

// Fx.Undo when undone and journaled (or what the store's refusal makes of it, as enter's).
/** @resident @apart */
export function quickUndo(s: Session): number {
  const m = s.m;
  const ev = m.journal.charCodeAt(m.journal.length - 1);
  if (m.n[T.Phase] !== Phase.Play || (ev !== Ev.Point && ev !== Ev.Miss) || s.v1 || !roomy(s, 0)) return 0;
  undo(m); // (rules/undo.ts: its refusals are none of these, nor is the protest it may drop)
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
