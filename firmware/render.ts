// The rules core's view, the shot clock and a message -> one frame: a text per layout field.
import { Colour } from "../rules/codes";
import { Match } from "../rules/match";
import { Frame } from "../rules/view";
import { idiv, intText } from "../rules/numbers";

// Right-aligned; a number too long for its digits shows as dashes, never as a wrong number.
// (Padded in render's loop, not in a function of its own: on Espruino a call costs about as
// much as the padding.)
const SPACES = "                ";
const DASHES = "----------------";

// 1234 thousandths -> "1.234", as a display shows an average.
export function averageText(t: number): string {
  return intText(idiv(t, 1000)) + "." + intText(1000 + (t % 1000)).substring(1);
}

// f: the match's view (rules/view.ts); clock: seconds left, or -1 when the shot clock is off.
// Every field's text is worked out once, in one object, and the layout's fields are looked up in
// it: a chain of tests for each field would be read through again for each one on Espruino.
export function render(ids: string[], sizes: number[], m: Match, f: Frame, clock: number, message: string): string[] {
  const ball = m.colourA === 0 ? "" : m.colourA === Colour.White ? "W" : "Y";
  const texts: { [id: string]: string } = {
    scoreA: "" + f.score[0], scoreB: "" + f.score[1],
    turnA: f.shooter === 0 ? "1" : "", turnB: f.shooter === 1 ? "1" : "",
    breakA: f.breaker === 0 ? "1" : "", breakB: f.breaker === 1 ? "1" : "",
    highA: "" + f.high[0], highB: "" + f.high[1],
    avgA: averageText(f.average[0]), avgB: averageText(f.average[1]),
    ballA: ball, ballB: ball === "" ? "" : ball === "W" ? "Y" : "W",
    run: f.shooter >= 0 ? "" + f.run : "",
    inning: f.inning > 0 ? "" + f.inning : "",
    clock: clock >= 0 ? "" + clock : "",
    msg: message,
  };
  const frame: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const size = sizes[i];
    const t = texts[ids[i]] === undefined ? "" : texts[ids[i]];
    if (ids[i] === "msg") {
      frame.push(t.length > size ? t.substring(0, size) : t);
      continue;
    }
    let out = t.length > size ? DASHES.substring(0, size) : SPACES.substring(0, size - t.length) + t;
    while (out.length < size) out = (t.length > size ? "-" : " ") + out; // a field wider than 16
    frame.push(out);
  }
  return frame;
}
