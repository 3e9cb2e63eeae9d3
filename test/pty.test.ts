// End to end over a real pseudo-terminal pair (socat) with the real serialport package:
// `carom sim --pty` in the background, `carom send` a golden scenario, then a separate
// `carom sheet --format json` equals `carom replay` on the same file.
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { scenarios } from "./support/scenarios";
import { spawnPtySim } from "../tools/sim/sim-process";
import { needsProgram } from "./support/needs";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const haveSocat = needsProgram("socat", "the pseudo-terminal tests");
const maybe = haveSocat ? test : test.skip;

const startSim = spawnPtySim;

function run(args: string[]): Promise<{ status: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [carom, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (status) => resolve({ status, stdout: Buffer.concat(out), stderr: err }));
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-e2e-"));

maybe("every golden scenario: send, then sheet over the pty, equals carom replay", async () => {
  const all = scenarios();
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < all.length) {
      const s = all[next++];
      const sim = await startSim(path.join(dir, `${s.name}.json`));
      try {
        const sent = await run(["send", "--port", sim.pty, s.file]);
        if (s.expected.errorLine !== undefined) {
          if (sent.status !== 2 || !sent.stderr.startsWith(`line ${s.expected.errorLine}: `)) {
            failures.push(`${s.name}: send ${sent.status} ${sent.stderr}`);
          }
          continue;
        }
        if (sent.status !== 0) failures.push(`${s.name}: send ${sent.status} ${sent.stderr}`);
        const sheet = await run(["sheet", "--port", sim.pty, "--format", "json"]);
        const replay = await run(["replay", s.file]);
        // (carom set the unit's clock when it opened the port: a finished match carries when it ended, and the device)
        const { date, device, ...rest } = JSON.parse(sheet.stdout.toString("utf8"));
        const over = rest.state === "finished" || rest.state === "signed";
        if (sheet.status !== 0 || JSON.stringify(rest) + "\n" !== replay.stdout.toString("utf8") || (over && (!/^\d{4}-/.test(date) || device === undefined))) {
          failures.push(`${s.name}: sheet differs: ${sheet.stderr}`);
        }
      } finally {
        sim.child.kill();
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(failures).toEqual([]);
}, 180000);

maybe("the simulator's store keeps the match across a restart; errors say what to do", async () => {
  const store = path.join(dir, "restart.json");
  let sim = await startSim(store);
  expect((await run(["config", "--port", sim.pty, "--distance", "5", "3", "--player-a", "Ana", "--player-b", "Ben"])).status).toBe(0);
  const lag = spawnSync(process.execPath, [carom, "send", "--port", sim.pty, "-"], { input: "lag A break white\npoint\npoint\n" });
  expect(lag.status).toBe(0);
  sim.child.kill();
  await new Promise((r) => setTimeout(r, 200));
  sim = await startSim(store);
  try {
    const sheet = JSON.parse((await run(["sheet", "--port", sim.pty])).stdout.toString());
    expect(sheet.players.A).toMatchObject({ name: "Ana", score: 2 });
    expect(sheet.config.distance).toEqual([5, 3]);
    expect(sheet.date).toBeUndefined(); // in play: a sheet is dated when its match ended
    expect((await run(["time", "--port", sim.pty])).status).toBe(0);
    expect(spawnSync(process.execPath, [carom, "send", "--port", sim.pty, "-"], { input: "point\npoint\npoint\n" }).status).toBe(0); // A's 5: the end
    const dated = JSON.parse((await run(["sheet", "--port", sim.pty])).stdout.toString());
    expect(dated.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(dated.device).toBe("carom-sim");
    const csv = await run(["sheet", "--port", sim.pty, "--format", "csv", "--lang", "es"]);
    expect(csv.stdout.toString()).toContain("Carambolas,5,0");
    const busy = await run(["sheet", "--port", path.join(dir, "nope")]);
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/no port at .*nope: check the cable and the path/);
    const none = await run(["sheet"]);
    expect(none.stderr).toMatch(/no port given: pass --port PATH/);
  } finally {
    sim.child.kill();
  }
}, 60000);
