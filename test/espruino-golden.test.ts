// Every golden scenario on the Espruino interpreter for Linux (ESPRUINO_BIN: a build made
// outside the repo, never committed): the `linux` board's firmware, run from Storage, fed the
// script's lines over its link, gives the same sheet (or the same failing line) as `carom replay`.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnSync } from "child_process";
import { buildEspruino } from "../tools/build/build-espruino";
import { espruinoRun } from "../tools/sim/espruino-run";
import { replayScript } from "../rules/replay";
import { scenarios } from "./support/scenarios";

const bin = process.env.ESPRUINO_BIN;
if (bin === undefined) console.warn("SKIPPED: Espruino check: set ESPRUINO_BIN to an Espruino interpreter for Linux built outside the repo");
const maybe = bin === undefined ? test.skip : test; // one at a time: the interpreter keeps a core busy
// the build, copied: another build of dist/espruino/linux.js while this runs changes nothing here
let bundle: Promise<string> | undefined;
const built = () => (bundle = bundle ?? buildEspruino("linux").then((f) => {
  const copy = path.join(os.tmpdir(), `carom-golden-${process.pid}.js`);
  fs.copyFileSync(f, copy);
  return copy;
}));

describe("golden scenarios on the Espruino interpreter (linux board)", () => {
  maybe.each(scenarios().map((s) => [s.name, s.file]))("golden %s: the device's sheet equals carom replay's", async (_n, file) => {
    const want = replayScript(fs.readFileSync(file, "latin1"));
    const got = await espruinoRun(bin!, fs.readFileSync(file, "latin1"), 120000, await built());
    if (want.ok) {
      expect(got.status).toBe(0);
      expect(got.stdout).toBe(want.out);
      expect(got.stderr).toMatch(/^memory: peak \d+ of \d+ variables\n$/);
    } else {
      expect(got.status).toBe(2);
      expect(got.stderr).toBe(want.out + "\n");
    }
  }, 180000);
});

test("the Espruino check finds its scenarios", () => {
  expect(scenarios().length).toBeGreaterThan(50);
  expect(path.basename(scenarios()[0].file)).toMatch(/\.txt$/);
});

// firmware/strings.d.ts declares them for the firmware (render pads with them)
maybe("the String methods past ES5 the firmware uses give on Espruino what they give on Node", () => {
  const cases = '["7".padStart(3), "123".padStart(3), "".padStart(1), "12".padStart(5), "-".repeat(2), "-".repeat(0)]';
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-strings-")), "strings.js");
  fs.writeFileSync(file, `print("OUT " + JSON.stringify(${cases}));quit();`);
  const run = spawnSync(bin!, [file], { cwd: path.dirname(file), encoding: "latin1", timeout: 30000 });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const out = /OUT (.*)/.exec(run.stdout);
  expect(out === null ? run.stdout : JSON.parse(out[1])).toEqual(eval(cases));
});
