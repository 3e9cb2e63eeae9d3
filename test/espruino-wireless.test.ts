// The wireless press on the Espruino interpreter for Linux (ESPRUINO_BIN, built outside the repo),
// as the bench measures it (tools/bench/bench-remote.ts: wirelessPress): the real build with a receiver
// module on Serial2, faked by the bench's hook (it answers the unit's requests with the module's
// list), paired over the link and confirmed on the unit's MENU; each checked Down line scores one
// point (rule 2), a garbled line none.
import { buildEspruino } from "../tools/build/build-espruino";
import { openEspruino } from "../tools/sim/espruino-run";
import { PRESS_HOOK } from "../tools/bench/espruino-count";
import { gestureLine, wirelessHook } from "../tools/bench/bench-remote";
import { VECTOR_KEY } from "../tools/sim/remote-vectors";

const bin = process.env.ESPRUINO_BIN;
if (bin === undefined) console.warn("SKIPPED: the wireless press on Espruino needs ESPRUINO_BIN (an Espruino interpreter for Linux built outside the repo)");
const maybe = bin === undefined ? test.skip : test;

maybe("rule 2: the module's lines on the fake Serial2 score through the build, each once; garbled lines score nothing", async () => {
  const downs = Array.from({ length: 5 }, () => gestureLine(3, false));
  const garbled = downs.map((l) => l.substring(0, 5) + (l.charAt(5) === "0" ? "1" : "0") + l.substring(6));
  const bundle = await buildEspruino("linux", ["D0", "D1", "D2", "D3"], undefined, { port: "Serial2", baud: 115200 });
  const e = await openEspruino(bin!, { bundleFile: bundle, boot0: wirelessHook(downs.concat(garbled)) + PRESS_HOOK, timeoutMs: 120000 });
  const score = async () => JSON.parse((await e.ask("view")).body).score;
  try {
    for (const l of ["set distance 999", "lag A break white"]) expect((await e.ask(l)).ok).toBe(true);
    expect((await e.ask(`remote pair 1 ${VECTOR_KEY}`)).body).toMatch(/^confirm PAIR REMOTE/);
    expect((await e.askRaw("\x0133 1\n")).body).toBe("pressed"); // MENU twice: confirmed on the unit
    expect((await e.ask("remotes")).body).toBe("1:-:-");
    expect((await e.askRaw("\x025\n")).body).toBe("aired");
    expect(await score()).toEqual([5, 0]);
    expect((await e.askRaw("\x025\n")).body).toBe("aired"); // five garbled lines
    expect(await score()).toEqual([5, 0]);
    expect((await e.ask("remotes")).body).toMatch(/^1:3000mV:\d+s$/);
  } finally {
    await e.close();
  }
}, 180000);
