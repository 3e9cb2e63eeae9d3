// The plain point's quick path (firmware/quick-point.ts, the unit's quickPress) against the
// general path: the same match, the same journal bytes, the same frame, at every point of every
// golden scenario, and in a long match with the shot clock running and messages passing.
import * as fs from "fs";
import { quickPoint } from "../firmware/quick-point";
import { fullMatch } from "../tools/matchgen";
import { rig, POINT, Rig } from "./rig";
import { scenarios } from "./scenarios";

jest.mock("../firmware/quick-point", () => {
  const actual = jest.requireActual("../firmware/quick-point");
  return { ...actual, quickPoint: jest.fn(actual.quickPoint) };
});
const spy = quickPoint as jest.MockedFunction<typeof quickPoint>;

function lines(file: string): string[] {
  return fs.readFileSync(file, "latin1").split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}

// Plays the lines on two units: on one each point is a press of the remote's point button, on
// the other the line entered; after each line both must agree to the byte. Returns the presses
// the quick path took.
function both(script: string[]): number {
  spy.mockClear();
  const pressed = rig();
  const entered = rig();
  let taken = 0;
  {
    for (const [i, l] of script.entries()) {
      for (const r of [pressed, entered]) r.clock.advance(700); // past a passing message's end
      const before = spy.mock.results.filter((x) => x.value > 0).length;
      // a press: down, 60 ms, up, 60 ms; it acts as the down edge settles (15 ms)
      if (l === "point") pressed.press(POINT);
      else pressed.line(l);
      if (l === "point") entered.clock.advance(15);
      entered.line(l);
      if (l === "point") entered.clock.advance(105);
      for (const r of [pressed, entered]) r.clock.advance(120);
      taken += spy.mock.results.filter((x) => x.value > 0).length - before;
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
  "rule 2: golden %s: a point pressed quickly is the point entered, to the journal byte and the frame", (_n, file) => {
    both(lines(file as string));
  });

test("rule 2: a 2 x 50-inning match with the shot clock: most points take the quick path, each the same as entered", () => {
  const script = fullMatch(50);
  script.splice(script.findIndex((l) => l.startsWith("lag ")), 0, "set shotclock 40");
  const points = script.filter((l) => l === "point").length;
  const taken = both(script);
  expect(points).toBeGreaterThan(100);
  expect(taken).toBeGreaterThan(points * 0.9);
});
