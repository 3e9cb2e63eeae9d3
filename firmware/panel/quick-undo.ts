// The undo of a point or miss by the remote's button: the rules' undo (rules/undo.ts) and the
// undo's record, as the general path (session.ts enter) has them, without its way there; or
// nothing at all (0) and the general path enters it.
import { Cmd, Ev, Fx, Phase, T } from "../../rules/codes";
import { undo } from "../../rules/match";
import { record } from "../journal/records";
import { JOURNAL, Session } from "../journal/journal-file";
import { roomy } from "../journal/room";
import { unwritten } from "../journal/session";

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
