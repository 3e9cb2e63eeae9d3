// The remote's buttons on the Espruino interpreter for Linux (ESPRUINO_BIN, built outside the
// repo): points and misses pressed through the bench's press hook, most of them on the quick
// path (firmware/panel/quick-point.ts), give the sheet the host's unit gives for the same presses.
import { buildEspruino } from "../tools/build/build-espruino";
import { openEspruino } from "../tools/sim/espruino-run";
import { PRESS_HOOK } from "../tools/bench/espruino-count";
import { rig, MISS, POINT } from "./support/rig";

const bin = process.env.ESPRUINO_BIN;
if (bin === undefined) console.warn("SKIPPED: the presses on Espruino need ESPRUINO_BIN (an Espruino interpreter for Linux built outside the repo)");
const maybe = bin === undefined ? test.skip : test;

// a match's presses: runs of points, each ended by a miss, to the innings limit and past it (refused)
const SETUP = ["set distance 15", "set innings 8", "player A \"Ana\"", "player B \"Ben\"", "lag A break white"];
const PRESSES = Array.from({ length: 20 }, (_, i) => "0".repeat(i % 3) + "1").join("");

maybe("rules 2, 18: points and misses pressed on the interpreter give the host's sheet, to the innings limit", async () => {
  const e = await openEspruino(bin!, { bundleFile: await buildEspruino("linux", ["D0", "D1", "D2", "D3"]), boot0: PRESS_HOOK, timeoutMs: 120000 });
  let device: unknown;
  try {
    for (const l of SETUP) expect((await e.ask(l)).ok).toBe(true);
    for (const p of PRESSES) expect((await e.askRaw(`\x01${p} 1\n`)).body).toBe("pressed");
    device = JSON.parse((await e.ask("sheet")).body);
  } finally {
    await e.close();
  }
  const host = rig();
  for (const l of SETUP) host.line(l);
  for (const p of PRESSES) host.press(p === "0" ? POINT : MISS);
  expect(device).toEqual(host.sheet());
  expect(host.sheet().result).toMatchObject({ kind: "innings-limit" });
}, 180000);
