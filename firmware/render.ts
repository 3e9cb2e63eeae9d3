// The rules core's view, the shot clock and a message -> one frame: a text per layout field.
import { Colour } from "../rules/codes";
import { Match } from "../rules/match";
import { Frame } from "../rules/view";
import { idiv, intText } from "../rules/numbers";

// Right-aligned; a number too long for its digits shows as dashes, never as a wrong number.
function pad(text: string, size: number): string {
  let t = text;
  if (t.length > size) {
    t = "";
    while (t.length < size) t = t + "-";
  }
  while (t.length < size) t = " " + t;
  return t;
}

// 1234 thousandths -> "1.234", as a display shows an average.
export function averageText(t: number): string {
  const frac = intText(1000 + (t % 1000));
  return intText(idiv(t, 1000)) + "." + frac.substring(1);
}

// f: the match's view (rules/view.ts); clock: seconds left, or -1 when the shot clock is off.
export function render(ids: string[], sizes: number[], m: Match, f: Frame, clock: number, message: string): string[] {
  const frame: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const p = id.substring(id.length - 1) === "B" ? 1 : 0;
    const kind = id.substring(0, id.length - 1);
    let text = "";
    if (kind === "score") text = intText(f.score[p]);
    else if (kind === "turn") text = f.shooter === p ? "1" : "";
    else if (kind === "break") text = f.breaker === p ? "1" : "";
    else if (kind === "high") text = intText(f.high[p]);
    else if (kind === "avg") text = averageText(f.average[p]);
    else if (kind === "ball") text = m.colourA === 0 ? "" : (m.colourA === Colour.White) === (p === 0) ? "W" : "Y";
    else if (id === "run") text = f.shooter >= 0 ? intText(f.run) : "";
    else if (id === "inning") text = f.inning > 0 ? intText(f.inning) : "";
    else if (id === "clock") text = clock >= 0 ? intText(clock) : "";
    else if (id === "msg") text = message.length > sizes[i] ? message.substring(0, sizes[i]) : message;
    frame.push(id === "msg" ? text : pad(text, sizes[i]));
  }
  return frame;
}
