// tools/bench/walk.ts: the walk of one parameter through the calls that pass it on, on the small
// code of test/fixtures/walk/ (high/ imports low/), then on the unit's options from startUnit.
import * as fs from "fs";
import * as path from "path";
import { Entry, projectProgram, tally, walkParam } from "../tools/bench/walk";
import { importFloors } from "../tools/bench/walk-floors";

const ROOT = path.join(__dirname, "..");
const FIX = path.join(__dirname, "fixtures", "walk");
const program = projectProgram(FIX);
const walk = (fn: string, allValues = false) => walkParam(FIX, "high/start.ts", fn, "o", { program, allValues });
const steps = (trip: Entry[]) => trip.map((e) => `${e.file} ${e.fn} as ${e.as}${e.again ? " again" : ""}`);

test("it follows the parameter through a call, into each file the call's function stands in", () => {
  const w = walk("viaCall");
  expect(steps(w.trip)).toEqual(["high/start.ts viaCall as o", "high/helper.ts helper as opts", "low/store.ts save as store"]);
  expect(w.files).toEqual(["high/start.ts", "high/helper.ts", "low/store.ts"]);
  expect([w.stays, w.returns]).toEqual([3, 0]);
});

test("through a property, an alias and a destructuring; a literal that holds a part; a closure that captures it", () => {
  expect(steps(walk("viaProperty").trip)).toEqual([
    "high/start.ts viaProperty as o", "low/store.ts save as store", "low/store.ts drain as store", "low/store.ts drain as store again",
  ]);
  expect(steps(walk("viaLiteral").trip)).toEqual([
    "high/start.ts viaLiteral as o", "high/helper.ts holder as h", "low/store.ts drain as store", "low/store.ts drain as store again",
  ]);
  expect(steps(walk("viaClosure").trip)).toEqual(["high/start.ts viaClosure as o", "low/store.ts save as store"]);
});

test("a method of an interface enters no file: the walk stops there and names the call", () => {
  const w = walk("viaHall");
  expect(steps(w.trip)).toEqual(["high/start.ts viaHall as o"]);
  expect(w.halls).toEqual(["o.hooks.done (high/start.ts:26)"]);
  expect(walk("viaCall").halls).toEqual(["store.port.send (low/store.ts:7)"]);
});

test("recursion does not loop: a function already read with that parameter is entered again, not read again", () => {
  const w = walk("viaRecursion");
  expect(steps(w.trip)).toEqual(["high/start.ts viaRecursion as o", "low/store.ts drain as store", "low/store.ts drain as store again"]);
  expect([w.files.length, w.stays]).toEqual([2, 2]);
});

test("a return into a file already left is counted, and so is coming up into it from a lower floor", () => {
  const w = walk("back");
  expect(steps(w.trip)).toEqual(["high/start.ts back as o", "low/store.ts save as store", "high/start.ts local as o"]);
  expect(w.files).toEqual(["high/start.ts", "low/store.ts"]);
  expect([w.stays, w.returns, w.upFromBelow, w.againFromBelow]).toEqual([3, 1, 1, 1]);
  const floorOf = importFloors(program, FIX);
  expect([floorOf("low/store.ts"), floorOf("high/start.ts")]).toEqual([1, 2]);
  // a first visit up from below is a climb but no return
  const up = tally([{ file: "low/a.ts", fn: "a", as: "x", again: false }, { file: "high/b.ts", fn: "b", as: "x", again: false }], floorOf);
  expect([up.stays, up.returns, up.upFromBelow, up.againFromBelow]).toEqual([2, 0, 1, 0]);
});

test("a number read out of the options carries nothing, unless all values are followed; a shadowing name is another", () => {
  expect(steps(walk("viaNumber").trip)).toEqual(["high/start.ts viaNumber as o"]);
  expect(steps(walk("viaNumber", true).trip)).toEqual(["high/start.ts viaNumber as o", "low/store.ts twice as n"]);
  expect(steps(walk("shadowed").trip)).toEqual(["high/start.ts shadowed as o"]);
});

test("a start that is not there is said", () => {
  expect(() => walkParam(FIX, "high/start.ts", "nowhere", "o", { program })).toThrow("no function nowhere in high/start.ts");
  expect(() => walkParam(FIX, "high/start.ts", "viaCall", "p", { program })).toThrow("viaCall in high/start.ts has no parameter p");
});

test("the unit's options from startUnit: the figures hold together", () => {
  const w = walkParam(ROOT, "firmware/unit.ts", "startUnit", "o");
  expect(w.trip[0]).toEqual({ file: "firmware/unit.ts", fn: "startUnit", as: "o", again: false });
  expect(new Set(w.files).size).toBe(w.files.length);
  for (const f of w.files) expect(fs.existsSync(path.join(ROOT, f))).toBe(true);
  expect(new Set(w.trip.map((e) => e.file))).toEqual(new Set(w.files));
  expect(w.stays).toBeGreaterThanOrEqual(w.files.length);
  expect(w.againFromBelow).toBeLessThanOrEqual(w.upFromBelow);
  expect(w.files).toContain("firmware/panel/settings.ts"); // loadPrefs(o.store), its first call
  expect(w.files).not.toContain("firmware/journal/session.ts"); // the record is handed apart (firmware/table.ts)
});
