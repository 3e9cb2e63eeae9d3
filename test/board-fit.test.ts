// Every Espruino board's build fits its Storage beside what it keeps (a display unit: a match's
// two journal files with their room, the room beside them, Storage's reserve: storageFit in
// tools/build/build-espruino.ts), as `carom flash` builds it. No interpreter: the file's size only.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { buildEspruino } from "../tools/build/build-espruino";
import { boardFile, featuresOf } from "../tools/build/board";
import { storageFit } from "../tools/build/storage-fit";
import { buildRadio } from "../tools/build/build-radio";
import { ROOT } from "../tools/root";

const BOARDS = fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
  .filter((b) => boardFile(b).runtime === "espruino" && boardFile(b).storage !== undefined);
// Boards still too big (issue 21): their test turns red the day they fit, to move them up.
const SHORT = ["pico-table", "pico-wall"];

async function fit(board: string) {
  const file = boardFile(board).role === undefined ? await buildEspruino(board) : await buildRadio(board);
  const f = storageFit(board, fs.statSync(file).size);
  console.log(f.text);
  return f;
}

test("the boards with a Storage figure are the ones checked", () => {
  expect(BOARDS).toEqual(expect.arrayContaining(["esp32-wall", "pico-table", "pico-wall", "mdbt42q-remote", "mdbt42q-receiver"]));
});

test.each(BOARDS.filter((b) => !SHORT.includes(b)))("%s: the build fits its Storage", async (board) => {
  expect((await fit(board)).spare).toBeGreaterThanOrEqual(0);
}, 60000);

test.failing.each(SHORT)("%s: the build fits its Storage (NOT YET: see the figure printed)", async (board) => {
  expect((await fit(board)).spare).toBeGreaterThanOrEqual(0);
}, 60000);

test("a small board's data sets its journal room and leaves features out", () => {
  expect(featuresOf("pico-table")).toEqual({ wifi: false, radio: false, seal: false, languages: false, journalRoom: 3072, menuDigits: true, display: "max7219" });
  expect(featuresOf("pico-wall")).toMatchObject({ radio: true, seal: false, languages: false, journalRoom: 3072 });
  expect(featuresOf("esp32-wall")).toEqual({ wifi: true, radio: true, seal: true, languages: true, journalRoom: 8192, menuDigits: false, display: "ws2812" });
});

// npm run build:espruino -- --board NAME (the built command): a board that does not fit does not
// build; the command fails, saying the board's Storage, the file's size and the room a match needs.
const command = (board: string) =>
  spawnSync(process.execPath, [path.join(ROOT, "dist", "tools", "build", "build-espruino.js"), "--board", board], { cwd: ROOT, encoding: "utf8" });

test.each(SHORT)("npm run build:espruino -- --board %s: does not fit, so the command fails", (board) => {
  const r = command(board);
  expect(r.status).toBe(1);
  const size = fs.statSync(path.join(ROOT, "dist", "espruino", `${board}.js`)).size;
  const f = storageFit(board, size);
  expect(f.spare).toBeLessThan(0);
  expect(r.stderr).toContain(`build:espruino: ERROR: ${board}: Storage ${f.storage} B; the firmware's file ${size} B and a match's journal 8864 B and two kept 2 x 50 matches 2560 B DO NOT FIT: ${-f.spare} B short`);
}, 120000);

test("npm run build:espruino -- --board esp32-wall: fits, so the command succeeds", () => {
  const r = command("esp32-wall");
  expect(r.stderr).not.toContain("ERROR");
  expect(r.stdout).toMatch(/build:espruino: esp32-wall: Storage 917504 B; .* fit, \d+ B to spare/);
  expect(r.status).toBe(0);
}, 120000);
