// Issue 40, items 10 and 12: what carom says when a step is not possible names the one to take:
// carom config after the lag names carom new; a simulator's pseudo-terminal that is gone is named so.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnPtySim } from "../tools/sim/sim-process";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "the pseudo-terminal tests");
const maybe = haveSocat ? test : test.skip;
const carom = path.join(__dirname, "..", "bin", "carom.js");

maybe("rule 1: carom config after the lag is refused and names carom new", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-config-"));
  const sim = await spawnPtySim(path.join(dir, "store.json"));
  try {
    expect(spawnSync(process.execPath, [carom, "send", "--port", sim.pty, "-"], { input: "lag A break white\n" }).status).toBe(0);
    const r = spawnSync(process.execPath, [carom, "config", "--port", sim.pty, "--distance", "30"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/set distance 30: not allowed after the lag \(a new match\? carom new --port P once the match is over\)/);
  } finally {
    sim.child.kill();
  }
}, 60000);

test("a simulator's pseudo-terminal that is gone is named so, not a cable to check", async () => {
  const { openPort } = await import("../tools/link/open");
  await expect(openPort("/tmp/carom-pty-gone0/pty")).rejects.toThrow(/no pseudo-terminal at \/tmp\/carom-pty-gone0\/pty: the simulator that made it has stopped; start carom sim --pty again/);
  await expect(openPort("/tmp/carom-no-such-port")).rejects.toThrow(/no port at \/tmp\/carom-no-such-port: check the cable/);
});
