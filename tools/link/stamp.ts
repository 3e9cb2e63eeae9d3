// The sheet's fields only a scoreboard knows: when the match ended (its journal's last Rec.Clock:
// kept-match.ts) and the device's name; none while it is in play, nor when the unit's clock was
// never set then (the sheet is then carom replay's exactly). The host adds them to the sheets it
// makes; the club network's unit, to those it publishes.
import { jsonString } from "../../rules/sheet";
import { wallText } from "../../firmware/journal/calendar";

export function sheetStamp(days: number, secs: number, device: string): string {
  return days > 0 ? ",\"date\":" + jsonString(wallText({ days: days, secs: secs }, 0)) + ",\"device\":" + jsonString(device) : "";
}
