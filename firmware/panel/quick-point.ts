// The plain point and miss journaled: the rules' changes of the match (rules/plain.ts) and the
// event's record, as the general path (journal/session.ts enter) has them, without its way there:
// that path costs the Espruino interpreter a read of all its functions at each press. Or nothing
// at all (0) and the general path enters it. test/quick-point.test.ts holds it to the general
// path at every point of the golden scenarios.
import { Ev, Foul, Fx } from "../../rules/codes";
import { plainMiss, plainPoint } from "../../rules/plain";
import { Framing, record } from "../journal/records";
import { JOURNAL, Session } from "../journal/journal-file";
import { roomy } from "../journal/room";
import { unwritten } from "../journal/session";

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
  if (s.v1 || !roomy(s, 0) || !plainPoint(s.m)) return 0;
  if (!s.store.append(JOURNAL + s.file, POINT_RECORD)) return unwritten(s, Fx.Point);
  s.bytes = s.bytes + POINT_RECORD.length;
  return Fx.Point;
}

// The same for a miss (ev Ev.Miss, rec its record) or a foul of one kind (ev Ev.Foul + kind,
// with its own record: FOUL_RECORDS) that ends a plain inning: Fx.Inning (Fx.Foul), or 0.
/** @resident @apart */
export function quickMiss(s: Session, ev: number, rec: string): number {
  const fx = s.v1 || !roomy(s, 0) ? 0 : plainMiss(s.m, ev);
  if (fx === 0) return 0;
  // (a refusal that compacts keeps the count; one that reloads the match leaves what the store holds)
  if (!s.store.append(JOURNAL + s.file, rec)) return unwritten(s, fx);
  s.bytes = s.bytes + rec.length;
  return fx;
}
