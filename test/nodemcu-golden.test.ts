// Every golden scenario on NodeMCU's host interpreters (LUAC_CROSS: luac.cross -e, Lua 5.1 as on
// the ESP8266; LUAC_CROSS53: Lua 5.3 with 32-bit numbers), the whole unit compiled to Lua
// (npm run build:nodemcu's bundle) on the fakes of NodeMCU's modules (lua/nodemcu/): the
// script's lines through the unit's link handler give the same sheet, or the same failing line,
// as `carom replay`.
import * as fs from "fs";
import { buildNodemcuLua } from "../tools/build-nodemcu";
import { nodemcuRun } from "../tools/nodemcu-run";
import { replayScript } from "../rules/replay";
import { scenarios } from "./scenarios";

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
