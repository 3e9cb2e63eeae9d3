// The rules core's view, the shot clock and a message -> one frame: a text per layout field.
import { Colour } from "../../rules/codes";
import { Match } from "../../rules/match";
import { Frame } from "../../rules/view";
import { roundRun } from "./shootout-runs";

// Right-aligned; a number too long for its digits shows as dashes, never as a wrong number.
// Padded in render's loop, not by a function of its own: on Espruino a call costs about as much
// as the padding; padStart and repeat are native there (firmware/strings.d.ts), where a literal
// of spaces would be read again for each field.

// f: the match's view (rules/view.ts); clock: seconds left, or -1 when the shot clock is off
// (shown only while someone is at the table).
// A layout names only the fields below (a test renders every layout).
// Every field's text is worked out once, in one object, and the layout's fields are looked up in
// it: a chain of tests for each field would be read through again for each one on Espruino.
// An average, 1234 thousandths, shows as "1.234".
// The shoot-out (rule 18's tie-break) on a layout with a high-run field per player: each shows
// the player's run in the round being played (blank before the player's inning); the inning
// field shows the round (rules/view.ts). (A function of its own, being rare:
// docs/architecture.md, "Espruino: what the interpreter costs".)
function shootoutFields(ids: string[], sizes: number[], frame: string[], m: Match): void {
  for (let p = 0; p < 2; p++) {
    const k = ids.indexOf(p === 0 ? "highA" : "highB");
    const t = roundRun(m, p) < 0 ? "" : "" + roundRun(m, p);
    if (k >= 0) frame[k] = t.length > sizes[k] ? "-".repeat(sizes[k]) : t.padStart(sizes[k]);
  }
}

/** @resident @apart */
export function render(ids: string[], sizes: number[], m: Match, f: Frame, clock: number, message: string): string[] {
  const ball = m.colourA === 0 ? "" : m.colourA === Colour.White ? "W" : "Y";
  const a = f.average[0];
  const b = f.average[1];
  const texts: { [id: string]: string } = {
    scoreA: "" + f.score[0], scoreB: "" + f.score[1],
    turnA: f.shooter === 0 ? "1" : "", turnB: f.shooter === 1 ? "1" : "",
    breakA: f.breaker === 0 ? "1" : "", breakB: f.breaker === 1 ? "1" : "",
    highA: "" + f.high[0], highB: "" + f.high[1],
    avgA: (a - (a % 1000)) / 1000 + "." + ("" + (1000 + (a % 1000))).substring(1),
    avgB: (b - (b % 1000)) / 1000 + "." + ("" + (1000 + (b % 1000))).substring(1),
    ballA: ball, ballB: ball === "" ? "" : ball === "W" ? "Y" : "W",
    run: f.shooter >= 0 ? "" + f.run : "",
    inning: f.inning > 0 ? "" + f.inning : "",
    clock: clock >= 0 && f.shooter >= 0 ? "" + clock : "", // nothing once nobody is at the table (the match over)
    msg: "",
  };
  const frame: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const t = texts[ids[i]];
    const w = sizes[i];
    frame.push(t.length > w ? "-".repeat(w) : t.padStart(w));
  }
  if (f.round > 0) shootoutFields(ids, sizes, frame, m);
  const k = ids.indexOf("msg");
  if (k >= 0) frame[k] = message.length > sizes[k] ? message.substring(0, sizes[k]) : message;
  return frame;
}
