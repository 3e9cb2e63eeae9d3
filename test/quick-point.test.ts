// The plain point's, miss's and undo's quick path (firmware/quick-point.ts, quick-undo.ts, the
// unit's quickPress) against the general path: the same match, the same journal bytes, the same
// frame, at every point, miss and undo of every golden scenario, with each point and miss also
// undone and entered again, and in a long match with the shot clock running and messages passing.
import * as fs from "fs";
import { quickMiss, quickPoint } from "../firmware/quick-point";
import { quickUndo } from "../firmware/quick-undo";
import { fullMatch } from "../tools/matchgen";
import { rig, MISS, POINT, Rig, UNDO } from "./rig";
import { scenarios } from "./scenarios";

jest.mock("../firmware/quick-point", () => {
  const actual = jest.requireActual("../firmware/quick-point");
  return { ...actual, quickPoint: jest.fn(actual.quickPoint), quickMiss: jest.fn(actual.quickMiss) };
});
jest.mock("../firmware/quick-undo", () => {
  const actual = jest.requireActual("../firmware/quick-undo");
  return { ...actual, quickUndo: jest.fn(actual.quickUndo) };
});
const spies = [quickPoint, quickMiss, quickUndo] as Array<jest.MockedFunction<typeof quickPoint>>;
const quickTaken = () => spies.reduce((n, f) => n + f.mock.results.filter((x) => x.value > 0).length, 0);

function lines(file: string): string[] {
  return fs.readFileSync(file, "latin1").split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}

// Plays the lines on two units: on one each point, miss and undo is a press of the remote's button, on
// the other the line entered; after each line both must agree to the byte. Returns the presses
// the quick path took.
function both(script: string[]): number {
  spies.forEach((f) => f.mockClear());
  const pressed = rig();
  const entered = rig();
  let taken = 0;
  {
    for (const [i, l] of script.entries()) {
      for (const r of [pressed, entered]) r.clock.advance(700); // past a passing message's end
      const before = quickTaken();
      const button = l === "point" ? POINT : l === "miss" ? MISS : l === "undo" ? UNDO : -1;
      // a press: down, 60 ms, up, 60 ms; it acts as the down edge settles (15 ms)
      if (button >= 0) pressed.press(button);
      else pressed.line(l);
      if (button >= 0) entered.clock.advance(15);
      entered.line(l);
      if (button >= 0) entered.clock.advance(105);
      for (const r of [pressed, entered]) r.clock.advance(120);
      taken += quickTaken() - before;
      const at = `line ${i + 1} ${l}`;
      expect([at, pressed.unit.st.session.m]).toEqual([at, entered.unit.st.session.m]);
      expect([at, pressed.store.files]).toEqual([at, entered.store.files]);
      expect([at, last(pressed)]).toEqual([at, last(entered)]);
    }
  }
  return taken;
}

function last(r: Rig): string[] {
  return r.display.frames[r.display.frames.length - 1];
}

test.each(scenarios().filter((s) => s.expected.sheet !== undefined).map((s) => [s.name, s.file]))(
  "rule 2: golden %s: a point or miss pressed quickly is the one entered, to the journal byte and the frame", (_n, file) => {
    both(lines(file as string));
  });

// Each point and miss taken back at once and entered again.
function redone(script: string[]): string[] {
  return script.flatMap((l) => (l === "point" || l === "miss" ? [l, "undo", l] : [l]));
}

test.each(scenarios().filter((s) => s.expected.sheet !== undefined).map((s) => [s.name, s.file]))(
  "rule 18: golden %s: each point and miss undone by the button and entered again is the same as entered", (_n, file) => {
    both(redone(lines(file as string)));
  });

test("rules 2, 18: undos in a row by the button, past the snapshots the ring keeps, are the same as entered", () => {
  const script = fullMatch(50);
  const at = script.findIndex((l, i) => i > 60 && l === "miss");
  const taken = both([...script.slice(0, at), ...Array(12).fill("undo"), ...script.slice(at - 12, at + 40)]);
  expect(taken).toBeGreaterThan(40);
});

test("rules 2, 18: a 2 x 50-inning match with the shot clock: most points and misses take the quick path, each the same as entered", () => {
  const script = fullMatch(50);
  script.splice(script.findIndex((l) => l.startsWith("lag ")), 0, "set shotclock 40");
  const points = script.filter((l) => l === "point" || l === "miss").length;
  const taken = both(redone(script));
  expect(points).toBeGreaterThan(100);
  expect(taken).toBeGreaterThan(points * 0.9 * 3);
});
