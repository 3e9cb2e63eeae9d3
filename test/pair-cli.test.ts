// carom pair and carom remotes over real pseudo-terminals (socat): the simulator's unit on one,
// a stand-in for the remote's Espruino console on another. The key reaches the unit over its link
// and the remote over its serial port only once the unit agreed (PAIR REMOTE confirmed).
import { spawn } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { Gesture } from "../firmware/panel/gestures";
import { hexOf } from "../firmware/journal/link-frame";
import { readRecords } from "../firmware/journal/records";
import { openPty, Pty } from "../tools/sim/pty";
import { startSim, Sim } from "../tools/sim/sim";
import { runCarom } from "./support/carom-cli";
import { needsProgram } from "./support/needs";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const haveSocat = needsProgram("socat", "carom pair over pseudo-terminals");
const maybe = haveSocat ? test : test.skip;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-pair-"));
let sim: Sim;
let remote: Pty;
let console_ = "";
let files: Record<string, string> = {};

// the person at the unit confirms PAIR REMOTE when carom asks
const run = (args: string[]) => runCarom(args, {
  onStderr: (err) => {
    if (/confirm on the unit/.test(err) && sim.unit.st.menu.prompt) {
      sim.unit.key(Gesture.Press, 3);
      sim.unit.key(Gesture.Press, 3);
    }
  },
});

beforeAll(async () => {
  if (!haveSocat) return;
  sim = await startSim({ port: -1, host: "127.0.0.1", store: path.join(dir, "store.json"), controls: 0, pty: true });
  remote = await openPty();
  // the remote's console: runs the line's Storage writes (as Espruino would) and prints the answer
  remote.link.onData = (chunk) => {
    console_ += chunk;
    const m = /S\.write\("rkey","((?:\\x[0-9a-f]{2})+)"\)/.exec(chunk);
    if (m) {
      files.rkey = m[1].split("\\x").slice(1).map((h) => String.fromCharCode(parseInt(h, 16))).join("");
      remote.link.write(`carom-paired ${files.rkey.length}\r\n`);
    }
  };
});

afterAll(async () => {
  if (haveSocat) {
    await sim.close();
    await remote.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

maybe("carom pair: the unit confirms, both ends get the same key, the remote starts its counter again; carom remotes lists and revokes", async () => {
  const r = await run(["pair", "--port", sim.pty, "--remote-port", remote.path, "--wait-ms", "10000"]);
  expect(r.stderr).toMatch(/remote 2 is paired/); // (the simulator's own remote is 1)
  expect(r.status).toBe(0);
  const [id, hex] = readRecords(files.rkey).payloads[0].split(" ");
  expect(id).toBe("2");
  expect(hexOf(sim.wireless.receiver.air.keys[sim.wireless.receiver.air.ids.indexOf(2)])).toBe(hex);
  expect(console_).toMatch(/S\.erase\("rblk0"\);S\.erase\("rblk1"\)/);
  // (the last line crosses socat after carom has closed its end: up to 5 s on a loaded machine)
  for (let i = 0; i < 100 && !/load\(\)/.test(console_); i++) await new Promise((r) => setTimeout(r, 50));
  expect(console_).toMatch(/load\(\)/);
  const list = await run(["remotes", "--port", sim.pty]);
  expect(list.stdout).toMatch(/^remote 1: .*\nremote 2: battery not known yet, not heard since the unit started\n$/);
  const gone = await run(["remotes", "--port", sim.pty, "--revoke", "2"]);
  expect(gone.stdout).toBe("revoked 2\n");
  expect(sim.unit.st.air!.ids).toEqual([1]);
}, 60000);

maybe("carom pair without the unit's agreement pairs nothing and writes nothing to the remote", async () => {
  console_ = "";
  const child = spawn(process.execPath, [carom, "pair", "--port", sim.pty, "--remote-port", remote.path, "--wait-ms", "1500"], { stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  const status = await new Promise((res) => child.on("close", res));
  expect(status).toBe(1);
  expect(err).toMatch(/not confirmed on the unit within 2 s: remote 2 is not paired/);
  expect(console_).toBe("");
  expect(sim.unit.st.air!.ids).toEqual([1]);
  sim.unit.st.menu.open = false;
}, 30000);
