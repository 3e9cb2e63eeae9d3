// The house's figures (tools/bench/house.ts) from the code: the README a front door, no import
// running back up a floor, and the largest file as the files say.
import * as fs from "fs";
import * as path from "path";
import { floorOf, house, runsBackUp } from "../tools/bench/house";
import { walkParam } from "../tools/bench/walk";

const h = house();

test("the README is a front door of at most 200 lines", () => {
  expect(h.readme).toBeLessThanOrEqual(200);
  expect(h.readme).toBe(fs.readFileSync(path.join(__dirname, "..", "README.md"), "utf8").split("\n").length - 1);
});

test("no import runs back up a floor of firmware/ or tools/; one that would is seen", () => {
  expect(h.backUp).toEqual([]);
  expect(runsBackUp("firmware/journal/records.ts", "firmware/panel/state.ts")).toBe(true);
  expect(runsBackUp("firmware/panel/state.ts", "firmware/journal/records.ts")).toBe(false);
  expect(runsBackUp("firmware/link.ts", "firmware/unit-device.ts")).toBe(true); // (the top files: only the unit is over them)
  expect(runsBackUp("firmware/unit.ts", "firmware/link.ts")).toBe(false);
  expect(runsBackUp("tools/link/frame.ts", "tools/cli/common.ts")).toBe(true);
  expect(runsBackUp("tools/cli/sheet.ts", "tools/link/frame.ts")).toBe(false);
  expect(floorOf("tools/nowhere/x.ts")).toBe(-1);
});

test("the largest source file and those over 250 lines are what the files say", () => {
  const count = (f: string) => fs.readFileSync(path.join(__dirname, "..", f), "utf8").split("\n").length - 1;
  expect(h.largest.lines).toBe(count(h.largest.file));
  for (const f of h.over250) expect(count(f)).toBeGreaterThan(250);
  for (const f of h.over250) expect(count(f)).toBeLessThanOrEqual(h.largest.lines);
});

test("the unit's options and context, followed from startUnit, stay in at most 15 files and 60 stays, and no file is entered again from below", () => {
  const w = walkParam(path.join(__dirname, ".."), "firmware/unit.ts", "startUnit", "o");
  expect(w.files).toContain("firmware/unit.ts");
  expect(w.stays).toBeGreaterThanOrEqual(w.files.length);
  expect({ files: w.files.length, stays: w.stays, againFromBelow: w.againFromBelow })
    .toEqual({ files: Math.min(w.files.length, 15), stays: Math.min(w.stays, 60), againFromBelow: 0 });
  // the record and the features are handed apart (firmware/table.ts), not reached through the context
  for (const f of w.files) expect(f).not.toMatch(/^firmware\/(journal|club|seal|wireless)\/|^firmware\/link\.ts$|^rules\//);
});

test("the unit imports no feature: the start-up (firmware/table.ts) starts them", () => {
  const text = ["firmware/unit.ts", "firmware/unit-device.ts"].map((f) => fs.readFileSync(path.join(__dirname, "..", f), "utf8")).join("\n");
  const from = [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
  expect(from.filter((s) => /club\/|seal\/|wireless\/|^\.\/link$/.test(s))).toEqual([]);
});

test("every source file is at most 250 lines", () => {
  expect(h.over250).toEqual([]);
  expect(h.largest.lines).toBeLessThanOrEqual(250);
});
