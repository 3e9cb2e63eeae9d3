// The unit's view (link-frame.ts Op.View: what the display shows, as numbers, then the names in
// hex) in protocol 2's JSON, which the club's state and the host's `view` give.
import { jsonString } from "../../rules/sheet";
import { unhex } from "../../firmware/journal/link-frame";

// Op.View's numbers, in order; the names follow in hex.
export const VIEW = ["state", "shooter", "breaker", "scoreA", "scoreB", "run", "inning", "inningsA", "inningsB", "highA", "highB",
  "averageA", "averageB", "clock", "equalizing", "lastInning", "round", "winner", "distanceA", "distanceB", "warningsA", "warningsB",
  "foulsA", "foulsB", "match", "events", "clockSet"];

// The view's numbers as protocol 2's JSON (what the display shows; the club's state too).
export function viewJson(rest: string[]): string {
  const v = (name: string) => Number(rest[VIEW.indexOf(name)]);
  const name = (i: number) => jsonString(rest[VIEW.length + i] === "-" ? "" : unhex(rest[VIEW.length + i], 0));
  return `{"state":${v("state")},"shooter":${v("shooter")},"breaker":${v("breaker")},"names":[${name(0)},${name(1)}],` +
    `"score":[${v("scoreA")},${v("scoreB")}],"run":${v("run")},"inning":${v("inning")},"high":[${v("highA")},${v("highB")}],` +
    `"average":[${v("averageA")},${v("averageB")}],"clock":${v("clock")},"equalizing":${v("equalizing") === 1},` +
    `"lastInning":${v("lastInning") === 1},"round":${v("round")},"winner":${v("winner")},"distance":[${v("distanceA")},${v("distanceB")}]}`;
}
