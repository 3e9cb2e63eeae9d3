// The wireless remote's frame vectors (tools/sim/remote-vectors.ts): the simulator's receiver refuses
// every repeat, older, altered, other-key, unpaired and no-such-gesture frame and takes every
// genuine one; the Espruino interpreter for Linux (ESPRUINO_BIN, with its crypto library) running
// the firmware's own receiving code over its own SHA256 answers each of the same frames alike.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { Reject } from "../firmware/receiver/air";
import { remoteVectors } from "../tools/sim/remote-vectors";
import { airProbe, probeOutput } from "../tools/bench/air-probe";

const bin = process.env.ESPRUINO_BIN;
if (bin === undefined) console.warn("SKIPPED: the wireless remote's frame check on Espruino: set ESPRUINO_BIN to an Espruino interpreter for Linux (with crypto) built outside the repo");
const maybe = bin === undefined ? test.skip : test;
const v = remoteVectors(300);

test("the simulator: every genuine frame is taken, every other one refused for what it is", () => {
  const seen: Record<string, number> = {};
  const wrong: string[] = [];
  v.kinds.forEach((k, i) => {
    seen[k] = (seen[k] ?? 0) + 1;
    const w = v.want[i];
    const ok = k === "genuine" ? w >= 0 : k === "repeat" || k === "older" ? w === Reject.Old : k === "unpaired" ? w === Reject.Unknown :
      k === "other key" ? w === Reject.Mac : k === "no such gesture" ? w === Reject.Gesture : w < 0;
    if (!ok) wrong.push(`${i} ${k} ${w}`);
  });
  expect(wrong).toEqual([]);
  for (const k of ["genuine", "repeat", "older", "altered", "other key", "unpaired", "no such gesture"]) expect(seen[k]).toBeGreaterThan(5);
  // an altered byte: refused as old (a lowered counter), unknown (the id) or by its MAC
  expect(new Set(v.kinds.map((k, i) => (k === "altered" ? v.want[i] : 0)).filter((w) => w !== 0))).toEqual(new Set([Reject.Old, Reject.Mac, Reject.Unknown]));
});

// (50 frames a run, each run on the flash the run before left: the counters kept across restarts)
maybe("the Espruino interpreter for Linux: the firmware's receiving code answers each of the same 300 frames as the simulator, across restarts", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-air-"));
  const codes: number[] = [];
  try {
    for (let from = 0; from < v.frames.length; from += 50) {
      const file = await airProbe(v.keyHex, v.frames.slice(from, from + 50), from === 0, dir);
      const out = probeOutput(spawnSync(bin!, [file], { cwd: dir, encoding: "latin1", timeout: 120000, input: "" }).stdout);
      expect([from, out.ended]).toEqual([from, true]);
      codes.push(...out.codes);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(codes).toEqual(v.want);
}, 320000);
