// The ESP32 wall unit publishing to the club network by itself (firmware/club/club.ts with
// hal/espruino's Wi-Fi and MQTT): what it adds to the board's file, and on the Espruino
// interpreter for Linux (ESPRUINO_BIN) the variables and instructions it costs, the linux board
// built with Wi-Fi against the same without, on fakes of Wifi and of a broker that acknowledges
// at once (tools/bench/device-fakes.ts).
import { spawnSync } from "child_process";
import * as fs from "fs";
import { buildEspruino } from "../build/build-espruino";
import { Row } from "./bench-espruino";
import { REMOTE, instructions, matchWithUndos, play } from "./espruino-count";
import { FAKE_BROKER, FAKE_WIFI, NET } from "./device-fakes";

// held back: the timers of 0 ms, by which the club publishes an event once the display shows it
// (firmware/club/club.ts), never run: what is left is the press up to the display
const HOLD_PUBLISH = "(function(){var S=setTimeout;global.setTimeout=function(f,ms){return S(ms===0?function(){}:f,ms)}})();";

// the lines, then the memory figures; net: the club network set first, online before the match
const playNet = (bin: string, bundle: string, lines: string[], net: boolean) =>
  play(bin, bundle, lines, { boot0: net ? FAKE_WIFI + FAKE_BROKER : undefined, online: net, before: true, sheet: false, timeoutMs: 900000 });

export async function deviceClubFigures(add: (r: Row) => void): Promise<void> {
  const esp32 = fs.statSync(await buildEspruino("esp32-wall")).size;
  const without = fs.statSync(await buildEspruino("esp32-wall", undefined, false)).size;
  add({ figure: "ESP32 wall unit: the club network's code in esp32-wall.js (with Wi-Fi less without)", value: esp32 - without, unit: "bytes",
    note: `${esp32} with, ${without} without; boards without Wi-Fi leave it out` });
  const bin = process.env.ESPRUINO_BIN;
  if (bin === undefined || !fs.existsSync(bin)) {
    add({ figure: "ESP32 wall unit publishing: variables and instructions", value: null, unit: "", note: "skipped: set ESPRUINO_BIN" });
    return;
  }
  const lines = matchWithUndos();
  const plain = await playNet(bin, await buildEspruino("linux"), lines, false);
  const wifi = await playNet(bin, await buildEspruino("linux", undefined, true), lines, true);
  add({ figure: "ESP32 wall unit publishing: peak variables after a line, 2 x 50 match with 200 undos", value: wifi.peak, unit: "vars",
    note: `${plain.peak} without the club network; pool of ${wifi.total}` });
  add({ figure: "ESP32 wall unit publishing: variables the club network holds at rest, online, after the match", value: wifi.now - plain.now, unit: "vars",
    note: `${wifi.now} with, ${plain.now} without (client, settings, the 8 events before the next)` });
  add({ figure: "ESP32 wall unit publishing: variables in use after the match less before it, online", value: wifi.now - wifi.before, unit: "vars",
    note: `without the club network: ${plain.now - plain.before}` });
  if (spawnSync("sh", ["-c", "command -v valgrind"]).status !== 0) {
    add({ figure: "ESP32 wall unit publishing: instructions per event", value: null, unit: "", note: "skipped: apt-get install valgrind" });
    return;
  }
  // the point button pressed 150 times against 50, with the club network and without. The press
  // up to the display: the presses in one line, the publish held back. The publish: one press a
  // line (so that its timer of 0 ms runs after each, with a state of its own), with it less without
  // it; the line's own handling is in both.
  const setup = ["set distance 999", "lag A break white"];
  const perPress = async (bundle: string, net: boolean, hold = "", oneALine = false) => {
    const boot0 = (net ? FAKE_WIFI + FAKE_BROKER : "") + hold;
    const presses = (n: number) => (oneALine ? Array<string>(n).fill("0 1") : `0 ${n}`);
    const a = await instructions(bin, bundle, net ? NET.concat(setup) : setup, presses(50), boot0);
    const b = await instructions(bin, bundle, net ? NET.concat(setup) : setup, presses(150), boot0);
    return { total: Math.round((b.total - a.total) / 100), less: Math.round((b.total - b.flash - (a.total - a.flash)) / 100) };
  };
  const withNet = await buildEspruino("linux", REMOTE, true);
  const shown = await perPress(withNet, true, HOLD_PUBLISH);
  const lined = await perPress(withNet, true, HOLD_PUBLISH, true);
  const both = await perPress(withNet, true, "", true);
  const off = (await perPress(await buildEspruino("linux", REMOTE), false, "", true)).total;
  const on = both.total;
  add({ figure: "ESP32 wall unit publishing: interpreter instructions per button event (the point button), publishing", value: on, unit: "instr",
    note: `${off} without the club network: ${on - off} for the event, the state (QoS 1, acknowledged); one press a line` });
  add({ figure: "ESP32 wall unit publishing: a point press up to the display, less the flash reads", value: shown.less, unit: "instr", budget: 3000000,
    note: "the publish held back (its timer of 0 ms never runs)" });
  add({ figure: "ESP32 wall unit publishing: the publish after a point press, less the flash reads", value: both.less - lined.less, unit: "instr", budget: 6000000,
    note: "the event's record and the state's numbers, QoS 1, acknowledged by a broker in the interpreter" });
}

if (require.main === module) {
  deviceClubFigures((r) => console.log(`${r.figure}: ${r.value} ${r.unit} ${r.note ?? ""}`)).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
