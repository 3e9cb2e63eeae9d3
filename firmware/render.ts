// The rules core's view, the shot clock and a message -> one frame: a text per layout field.
import { Colour } from "../rules/codes";
import { Match } from "../rules/match";
import { Frame } from "../rules/view";
import { idiv, intText } from "../rules/numbers";

// Right-aligned; a number too long for its digits shows as dashes, never as a wrong number.
const SPACES = "                ";
const DASHES = "----------------";

function pad(text: string, size: number): string {
  let t = text.length > size ? DASHES.substring(0, size) : SPACES.substring(0, size - text.length) + text;
  while (t.length < size) t = (text.length > size ? "-" : " ") + t; // a field wider than 16
  return t;
}

// 1234 thousandths -> "1.234", as a display shows an average.
export function averageText(t: number): string {
  const frac = intText(1000 + (t % 1000));
  return intText(idiv(t, 1000)) + "." + frac.substring(1);
}

// f: the match's view (rules/view.ts); clock: seconds left, or -1 when the shot clock is off.
// Every field's text is worked out once, in one object, and the layout's fields are looked up in
// it: a chain of tests for each field would be read through again for each one on Espruino.
export function render(ids: string[], sizes: number[], m: Match, f: Frame, clock: number, message: string): string[] {
  const ball = m.colourA === 0 ? "" : m.colourA === Colour.White ? "W" : "Y";
  const texts: { [id: string]: string } = {
    scoreA: intText(f.score[0]), scoreB: intText(f.score[1]),
    turnA: f.shooter === 0 ? "1" : "", turnB: f.shooter === 1 ? "1" : "",
    breakA: f.breaker === 0 ? "1" : "", breakB: f.breaker === 1 ? "1" : "",
    highA: intText(f.high[0]), highB: intText(f.high[1]),
    avgA: averageText(f.average[0]), avgB: averageText(f.average[1]),
    ballA: ball, ballB: ball === "" ? "" : ball === "W" ? "Y" : "W",
    run: f.shooter >= 0 ? intText(f.run) : "",
    inning: f.inning > 0 ? intText(f.inning) : "",
    clock: clock >= 0 ? intText(clock) : "",
  };
  const frame: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (id === "msg") frame.push(message.length > sizes[i] ? message.substring(0, sizes[i]) : message);
    else frame.push(pad(texts[id] === undefined ? "" : texts[id], sizes[i]));
  }
  return frame;
}
