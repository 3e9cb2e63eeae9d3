// The rules core's view, the shot clock and a message -> one frame: a text per layout field.
import { Colour, T } from "../rules/codes";
import { inningsOf, Match } from "../rules/match";
import { averageThousandths } from "../rules/numbers";
import { Frame } from "../rules/view";
import { roundRun } from "./shootout-runs";

// Right-aligned; a number too long for its digits shows as dashes, never as a wrong number.
// Padded in render's loop, not by a function of its own: on Espruino a call costs about as much
// as the padding; padStart and repeat are native there (firmware/strings.d.ts), where a literal
// of spaces would be read again for each field.

// f: the match's view (rules/view.ts); clock: seconds left, or -1 when the shot clock is off.
// A layout names only the fields below (a test renders every layout).
// Every field's text is worked out once, in one object, and the layout's fields are looked up in
// it: a chain of tests for each field would be read through again for each one on Espruino.
// An average, 1234 thousandths, shows as "1.234".
// The shoot-out (rule 18's tie-break) on a layout with a high-run field per player: each shows
// the player's run in the round being played (blank before the player's inning); the inning
// field shows the round (rules/view.ts). (A function of its own: rare, and Espruino reads
// through every branch of a function at each call.)
function shootoutFields(ids: string[], sizes: number[], frame: string[], m: Match): void {
  for (let p = 0; p < 2; p++) {
    const k = ids.indexOf(p === 0 ? "highA" : "highB");
    const t = roundRun(m, p) < 0 ? "" : "" + roundRun(m, p);
    if (k >= 0) frame[k] = t.length > sizes[k] ? "-".repeat(sizes[k]) : t.padStart(sizes[k]);
  }
}

export function averageText(a: number): string {
  return (a - (a % 1000)) / 1000 + "." + ("" + (1000 + (a % 1000))).substring(1);
}

export function render(ids: string[], sizes: number[], m: Match, f: Frame, clock: number, message: string): string[] {
  const ball = m.colourA === 0 ? "" : m.colourA === Colour.White ? "W" : "Y";
  const a = f.average[0];
  const b = f.average[1];
  const texts: { [id: string]: string } = {
    scoreA: "" + f.score[0], scoreB: "" + f.score[1],
    turnA: f.shooter === 0 ? "1" : "", turnB: f.shooter === 1 ? "1" : "",
    breakA: f.breaker === 0 ? "1" : "", breakB: f.breaker === 1 ? "1" : "",
    highA: "" + f.high[0], highB: "" + f.high[1],
    avgA: averageText(a),
    avgB: averageText(b),
    ballA: ball, ballB: ball === "" ? "" : ball === "W" ? "Y" : "W",
    run: f.shooter >= 0 ? "" + f.run : "",
    inning: f.inning > 0 ? "" + f.inning : "",
    clock: clock >= 0 ? "" + clock : "",
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

// The fields a shot in a match's inning changes (not the shoot-out's: its high-run fields are the
// round's), drawn into the frame of the last render as render would draw them
// (test/render-shot.test.ts). `at`: their places in the layout, -1 for a field it lacks.
export function shotPlaces(ids: string[]): number[] {
  const want = ["scoreA", "scoreB", "highA", "highB", "avgA", "avgB", "run", "clock", "msg", "turnA", "turnB", "inning"];
  const at: number[] = [];
  for (let i = 0; i < want.length; i++) at.push(ids.indexOf(want[i]));
  return at;
}

// (Each draws its fields in a loop of its own, in one function: on Espruino a call costs more
// than the loop it would save.)
// a point: the shooter's score, high run and average, the run and the clock, the message line
export function pointFields(frame: string[], at: number[], sizes: number[], m: Match, clock: number, message: string): void {
  const p = m.n[T.Shooter];
  const s = m.n[T.Score + p];
  const a = averageThousandths(s, inningsOf(m, p));
  const texts = ["" + s, "" + m.n[T.High + p], (a - (a % 1000)) / 1000 + "." + ("" + (1000 + (a % 1000))).substring(1), "" + m.n[T.Run], clock >= 0 ? "" + clock : ""];
  const places = [at[p], at[2 + p], at[4 + p], at[6], at[7]];
  for (let i = 0; i < 5; i++) {
    const k = places[i];
    if (k >= 0) frame[k] = texts[i].length > sizes[k] ? "-".repeat(sizes[k]) : texts[i].padStart(sizes[k]);
  }
  const k = at[8];
  if (k >= 0) frame[k] = message.length > sizes[k] ? message.substring(0, sizes[k]) : message;
}

// an inning that ended with the match going on: who is at the table, the inning, both averages
// (the new shooter's innings grew), the run, the clock and the message line; `inning` as the
// view counts it (the breaker's innings)
export function inningFields(frame: string[], at: number[], sizes: number[], m: Match, inning: number, clock: number, message: string): void {
  const p = m.n[T.Shooter];
  const texts = [p === 0 ? "1" : "", p === 1 ? "1" : "", "" + inning, averageText(averageThousandths(m.n[T.Score], inningsOf(m, 0))),
    averageText(averageThousandths(m.n[T.Score + 1], inningsOf(m, 1))), "" + m.n[T.Run], clock >= 0 ? "" + clock : ""];
  const places = [at[9], at[10], at[11], at[4], at[5], at[6], at[7]];
  for (let i = 0; i < 7; i++) {
    const k = places[i];
    if (k >= 0) frame[k] = texts[i].length > sizes[k] ? "-".repeat(sizes[k]) : texts[i].padStart(sizes[k]);
  }
  const k = at[8];
  if (k >= 0) frame[k] = message.length > sizes[k] ? message.substring(0, sizes[k]) : message;
}
