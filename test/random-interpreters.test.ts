// Issue 38: 200 random matches (every other one with rule 18's shoot-out) through the unit's
// journal and the host give carom replay's sheet on the real interpreters too: the linux board's
// firmware on Espruino (ESPRUINO_BIN) and the unit compiled to Lua on NodeMCU's luac.cross, integer
// build (LUAC_CROSS). Both are built outside the repo; RANDOM_MATCHES sets fewer for a quick run.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildEspruino } from "../tools/build/build-espruino";
import { espruinoRun } from "../tools/sim/espruino-run";
import { buildNodemcuLua } from "../tools/build/build-nodemcu";
import { nodemcuRun } from "../tools/sim/nodemcu-run";
import { replayScript } from "../rules/replay";
import { randomMatches } from "./support/gen";

const N = Number(process.env.RANDOM_MATCHES ?? 200);
const matches = randomMatches(N, 3800).map((lines) => lines.join("\n") + "\n");
const espruino = process.env.ESPRUINO_BIN;
const cross = process.env.LUAC_CROSS;
if (espruino === undefined) console.warn("SKIPPED: random matches on Espruino: set ESPRUINO_BIN to an Espruino interpreter for Linux built outside the repo");
if (cross === undefined) console.warn("SKIPPED: random matches on NodeMCU: set LUAC_CROSS to a luac.cross (integer) built outside the repo");

const shootouts = (sheets: string[]) => sheets.filter((s) => JSON.parse(s).result?.kind === "tiebreak").length;

(cross === undefined ? test.skip : test)(`${N} random matches on NodeMCU's luac.cross (integer): the unit's journal gives carom replay's sheet`, () => {
  buildNodemcuLua();
  const wrong: string[] = [];
  const sheets: string[] = [];
  matches.forEach((script, i) => {
    const want = replayScript(script);
    const got = nodemcuRun(cross!, script);
    if (!want.ok || got.status !== 0 || got.stdout !== want.out) wrong.push(`match ${i}: ${got.stderr.slice(0, 200) || "the sheets differ"}`);
    else sheets.push(want.out);
  });
  expect(wrong.slice(0, 5)).toEqual([]);
  expect(shootouts(sheets)).toBeGreaterThan(N / 40);
}, 1800000);

(espruino === undefined ? test.skip : test)(`${N} random matches on the Espruino interpreter (linux board): the unit's journal gives carom replay's sheet`, async () => {
  const bundle = path.join(os.tmpdir(), `carom-random-${process.pid}.js`);
  fs.copyFileSync(await buildEspruino("linux"), bundle);
  const wrong: string[] = [];
  const sheets: string[] = [];
  for (let i = 0; i < matches.length; i++) {
    const want = replayScript(matches[i]);
    const got = await espruinoRun(espruino!, matches[i], 120000, bundle);
    if (!want.ok || got.status !== 0 || got.stdout !== want.out) wrong.push(`match ${i}: ${got.stderr.slice(0, 200) || "the sheets differ"}`);
    else sheets.push(want.out);
  }
  fs.rmSync(bundle, { force: true });
  expect(wrong.slice(0, 5)).toEqual([]);
  expect(shootouts(sheets)).toBeGreaterThan(N / 40);
}, 7200000);
