// The sheet's fields only the device knows: when the match ended (else, when asked) and the
// device's name, once the link has set the wall time.
import { Phase, T } from "../rules/codes";
import { jsonString } from "../rules/sheet";
import { wallText } from "./calendar";
import type { UnitState } from "./state";

export function sheetStamp(st: UnitState, now: number, device: string): string {
  if (st.wall.days < 0) return "";
  const over = st.session.m.n[T.Phase] >= Phase.Finished; // (an undo may have reopened it since)
  const date = st.endText !== "" && over ? st.endText : wallText(st.wall, now - st.wallAt);
  return ",\"date\":" + jsonString(date) + ",\"device\":" + jsonString(device);
}
