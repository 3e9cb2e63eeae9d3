// Every golden scenario on NodeMCU's host interpreters (LUAC_CROSS: luac.cross -e, Lua 5.1 as on
// the ESP8266; LUAC_CROSS53: Lua 5.3 with 32-bit numbers), the whole unit compiled to Lua
// (npm run build:nodemcu's bundle) on the fakes of NodeMCU's modules (lua/nodemcu/): the
// script's lines through the unit's link handler give the same sheet, or the same failing line,
// as `carom replay`.
import * as fs from "fs";
import { buildNodemcuLua } from "../tools/build/build-nodemcu";
import { nodemcuRun } from "../tools/sim/nodemcu-run";
import { replayScript } from "../rules/replay";
import { scenarios } from "./support/scenarios";
import { randomScripts } from "./support/gen";

const variables = ["LUAC_CROSS", "LUAC_CROSS53"];
for (const v of variables) if (process.env[v] === undefined) console.warn(`SKIPPED: NodeMCU unit check: set ${v} to a luac.cross built outside the repo`);

beforeAll(() => {
  if (variables.some((v) => process.env[v] !== undefined)) buildNodemcuLua();
}, 120000);

describe.each(variables.map((v) => [v]))("the unit on NodeMCU's %s -e", (variable) => {
  const cross = process.env[variable] as string;
  const maybe = process.env[variable] === undefined ? test.skip : test;
  maybe.each(scenarios().map((s) => [s.name, s.file]))("golden %s: the unit's sheet equals carom replay's", (_n, file) => {
    const script = fs.readFileSync(file, "latin1");
    const want = replayScript(script);
    const got = nodemcuRun(cross, script);
    if (want.ok) expect({ status: got.status, stdout: got.stdout, stderr: got.stderr }).toEqual({ status: 0, stdout: want.out, stderr: "" });
    else expect({ status: got.status, stderr: got.stderr }).toEqual({ status: 2, stderr: want.out + "\n" });
  });
});

test("the NodeMCU check finds its scenarios", () => {
  expect(scenarios().length).toBeGreaterThan(50);
});

// bad input never stops the unit: random scripts, legal and mangled, through the link, each
// giving carom replay's sheet or its failing line (a Lua error would end the run: status 3)
const cross = process.env.LUAC_CROSS;
(cross === undefined ? test.skip : test)("80 random scripts, legal and mangled, through the unit on LUAC_CROSS: carom replay's result", () => {
  const wrong = randomScripts(80, 2022).flatMap((text, i) => {
    const want = replayScript(text);
    const got = nodemcuRun(cross!, text);
    const same = want.ok ? got.status === 0 && got.stdout === want.out : got.status === 2 && got.stderr === want.out + "\n";
    return same ? [] : [{ i, status: got.status, stderr: got.stderr.slice(0, 200) }];
  });
  expect(wrong).toEqual([]);
}, 300000);
