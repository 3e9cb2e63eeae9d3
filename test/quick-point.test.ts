// The plain point's, miss's and undo's quick path (firmware/panel/quick-point.ts, quick-undo.ts, the
// unit's quickPress) against the general path: the same match, the same journal bytes, the same
// frame, at every point, miss and undo of every golden scenario, with each point and miss also
// undone and entered again, and in a long match with the shot clock running and messages passing.
import * as fs from "fs";
import { FOUL_KINDS, Fx } from "../rules/codes";
import { quickMiss, quickPoint } from "../firmware/panel/quick-point";
import { quickUndo } from "../firmware/panel/quick-undo";
import { menuText, newMenu, promptItem } from "../firmware/panel/menu";
import { fullMatch } from "../tools/bench/matchgen";
import { rig, MENU, MISS, POINT, Rig, UNDO } from "./support/rig";
import { scenarios } from "./support/scenarios";

jest.mock("../firmware/panel/quick-point", () => {
  const actual = jest.requireActual("../firmware/panel/quick-point");
  return { ...actual, quickPoint: jest.fn(actual.quickPoint), quickMiss: jest.fn(actual.quickMiss) };
});
jest.mock("../firmware/panel/quick-undo", () => {
  const actual = jest.requireActual("../firmware/panel/quick-undo");
  return { ...actual, quickUndo: jest.fn(actual.quickUndo) };
});
const spies = [quickPoint, quickMiss, quickUndo] as Array<jest.MockedFunction<typeof quickPoint>>;
const quickTaken = () => spies.reduce((n, f) => n + f.mock.results.filter((x) => x.value > 0).length, 0);

function lines(file: string): string[] {
  return fs.readFileSync(file, "latin1").split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}

// A foul through the remote's menu: open it (its first item in play is the foul), OK, Next to
// the kind, OK, and OK to confirm. The foul is entered as the last OK goes down and settles.
function menuFoul(r: Rig, kind: number): number {
  const presses = [MENU, MENU, ...Array(kind).fill(POINT), MENU, MENU];
  presses.forEach((b) => r.press(b));
  return presses.length;
}

// Plays the lines on two units: on one each point, miss and undo is a press of the remote's button
// and each foul goes through the menu, on the other the line entered; after each line both must
// agree to the byte. Returns the presses the quick path took.
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
      const kind = l.startsWith("foul ") ? FOUL_KINDS.indexOf(l.slice(5)) : -1;
      if (button >= 0) pressed.press(button);
      else if (kind >= 0) entered.clock.advance(menuFoul(pressed, kind) * 120 - 105);
      else pressed.line(l);
      if (button >= 0) entered.clock.advance(15);
      entered.line(l);
      if (button >= 0) entered.clock.advance(105);
      if (kind >= 0) entered.clock.advance(105);
      for (const r of [pressed, entered]) r.clock.advance(120);
      taken += quickTaken() - before;
      const at = `line ${i + 1} ${l}`;
      expect([at, pressed.unit.session.m]).toEqual([at, entered.unit.session.m]);
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

test("rules 6, 14, 24: a foul entered by the menu's last step in plain play takes the quick path, the same as entered, the rebreak asked after a safety foul", () => {
  const fouls = ["foul ball-off-table", "foul push", "foul wrong-ball", "foul stopped-on-rail", "foul player-interference"];
  const script = ["set distance 30", "lag A break white", "point", ...fouls.flatMap((f) => [f, "point", "point", "miss"]), "foul intentional-safety", "rebreak", "point"];
  const taken = both(script);
  expect((quickMiss as jest.Mock).mock.results.filter((x) => x.value === Fx.Foul).length).toBe(fouls.length + 1);
  expect(taken).toBeGreaterThan(fouls.length + 10);
  const r = rig();
  for (const l of script.slice(0, 3)) r.line(l);
  menuFoul(r, FOUL_KINDS.indexOf("intentional-safety"));
  expect(r.unit.st.menu.open).toBe(true); // the rebreak's prompt (rule 24)
  expect(r.unit.st.menu.prompt).toBe(true);
  expect(r.field("msg")).toBe(r.menu().substring(0, r.field("msg").length));
});

test("rule 24: the rebreak prompt the safety foul's quick path opens is the one promptItem opens, its text in the unit's language, also when the language changed at the confirmation", () => {
  const kind = FOUL_KINDS.indexOf("intentional-safety");
  for (const [first, then] of [["es", "en"], ["en", "es"], ["en", "en"], ["es", ""], ["en", ""]]) {
    const r = rig();
    for (const l of [`!lang ${first}`, "set distance 30", "lag A break white", "point"]) r.line(l);
    [MENU, MENU, ...Array(kind).fill(POINT), MENU].forEach((b) => r.press(b)); // at its confirmation
    expect(r.unit.st.menu.foul).toBeGreaterThan(0);
    if (then !== "") r.line(`!lang ${then}`); // (a line the unit is given while its menu is open)
    const before = (quickMiss as jest.Mock).mock.results.length;
    r.press(MENU); // OK: the foul
    expect((quickMiss as jest.Mock).mock.results.slice(before).map((x) => x.value)).toEqual([Fx.Foul]);
    const expected = newMenu();
    Object.assign(expected, r.unit.st.menu, { items: "" });
    promptItem(expected, "rebreak");
    expect(r.unit.st.menu).toEqual(expected);
    expect(r.field("msg")).toBe(menuText(expected, r.unit.st.lang).substring(0, r.field("msg").length));
    expect(r.field("msg")).toBe((then || first) === "en" ? "REBREAK" : "REPONER SALIDA");
  }
});

test("rule 6: backing out of a foul's confirmation, its OK no longer enters the foul (the menu keeps no foul it no longer asks)", () => {
  const r = rig();
  for (const l of ["set distance 30", "lag A break white", "point"]) r.line(l);
  const journal = r.unit.session.m.journal;
  r.press(MENU); // the menu, on the foul item
  r.press(MENU); // the foul: its kind
  r.press(MENU); // the first kind: confirm?
  expect(r.unit.st.menu.foul).toBeGreaterThan(0);
  r.press(UNDO); // back to the items
  r.press(MENU); // OK on the foul item again: its kind, not the foul
  expect(r.unit.session.m.journal).toBe(journal);
  expect(r.unit.st.menu.open).toBe(true);
  r.press(MENU); // the kind, then confirmed: now the foul goes in
  r.press(MENU);
  expect(r.unit.session.m.journal.length).toBe(journal.length + 1);
  expect(r.unit.st.menu.open).toBe(false);
});
