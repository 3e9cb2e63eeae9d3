// carom tournament fetch --port P against the simulator over a real pseudo-terminal (socat): the
// finished sheets a board keeps (carom new keeps one) and its finished current one are added to
// the tournament's sheets folder, each under its match id; a sheet the checks refuse is left out
// with the reason; a second fetch adds nothing twice.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnPtySim } from "../tools/sim/sim-process";
import { runCarom } from "./support/carom-cli";
import { needsProgram } from "./support/needs";

const root = path.join(__dirname, "..");
const carom = path.join(root, "bin", "carom.js");
const haveSocat = needsProgram("socat", "the tournament fetch test");

const run = (cwd: string, args: string[], input?: string) => runCarom(args, { cwd, input });

const match = (id: string) => fs.readFileSync(path.join(root, "examples", "tournament", "matches", `${id}.txt`), "utf8");

(haveSocat ? test : test.skip)("fetch adds the board's finished sheets of this event under their match ids, and leaves out the others with the reason", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-fetch-"));
  fs.copyFileSync(path.join(root, "examples", "tournament", "club.json"), path.join(dir, "club.json"));
  const sim = await spawnPtySim(path.join(dir, "store.json"));
  try {
    const play = async (script: string, keep: boolean) => {
      expect((await run(dir, ["send", "--port", sim.pty, "-"], script)).status).toBe(0);
      if (keep) expect((await run(dir, ["new", "--port", sim.pty])).status).toBe(0);
    };
    await play(match("A1"), true);
    await play(match("B1"), true);
    await play(match("B2").replace('set event "Club Championship 2026"', 'set event "Friendly"'), true);
    await play(match("A2"), false); // finished, still on the display: fetched too
    const first = await run(dir, ["tournament", "fetch", "club.json", "--port", sim.pty]);
    expect(first.status).toBe(0);
    expect(first.stderr.split("\n")).toEqual([
      "added sheets/A1.json (A1, Group A round 1)",
      "added sheets/B1.json (B1, Group B round 1)",
      'left out board sheet 3: from another event ("Friendly"; this tournament is "Club Championship 2026"): leave it out, or correct the file\'s event',
      "added sheets/A2.json (A2, Group A round 2)",
      "4 sheet(s) on the board: 3 added, 0 already there",
      "",
    ]);
    for (const id of ["A1", "B1", "A2"]) {
      const fetched = JSON.parse(fs.readFileSync(path.join(dir, "sheets", `${id}.json`), "utf8"));
      const replayed = JSON.parse(fs.readFileSync(path.join(root, "examples", "tournament", "sheets", `${id}.json`), "utf8"));
      expect({ id, players: fetched.players, result: fetched.result, info: fetched.info }).toEqual({ id, players: replayed.players, result: replayed.result, info: replayed.info });
    }
    const again = await run(dir, ["tournament", "fetch", "club.json", "--port", sim.pty]);
    expect(again.stderr.split("\n").slice(-2)).toEqual(["4 sheet(s) on the board: 0 added, 3 already there", ""]);
    const next = await run(dir, ["tournament", "next", "club.json"]);
    expect(next.stdout.split("\n").filter((l) => /^[A-Z]\w*  /.test(l))).toEqual([
      "B2  Group B round 2  table 2  Dan Eder - Eva Font",
      "A3  Group A round 3  table 1  Ana Ortega - Carla Díaz",
      "F  Final  winner of group A - winner of group B  (waits)",
    ]);
  } finally {
    sim.child.kill();
  }
}, 120000);

test("fetch without a port says what to pass", async () => {
  const r = await run(root, ["tournament", "fetch", "examples/tournament/club.json"]);
  expect([r.status, r.stderr]).toEqual([1, "carom: no port given: pass --port PATH (carom ports lists them; for carom sim --pty, the pty: path it printed)\n"]);
});
