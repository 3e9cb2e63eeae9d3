// Espruino's Wifi and net for the interpreter for Linux (which has net but no Wifi), as Storage's
// .boot0 runs them before the firmware: the modules' cache answers require() first. Used by
// test/device-club.test.ts and the bench (tools/bench/bench-device-club.ts).
import { FAKE_NET } from "./bench-device-mqtt";
import type { Espruino } from "../sim/espruino-run";

// joins at once; JOINED: the network and password it was given
export const FAKE_WIFI = "Modules.addCached(\"Wifi\",function(){exports.connect=function(s,o,f){global.JOINED=s+\" \"+o.password;setTimeout(function(){f(null)},5)};" +
  "exports.disconnect=function(){};exports.on=function(){};exports.removeAllListeners=function(){}});";

// a broker in the interpreter itself that acknowledges at once (the client's own work, no network's waits)
export const FAKE_BROKER = `Modules.addCached("net",function(){${FAKE_NET.replace(/\n/g, "")}exports.connect=fakeNet.connect;});`;

// the club network's settings as a unit's link takes them (the broker above)
export const NET = ["net ssid \"club\"", "net wifi-password \"wifi-secret\"", "net broker 127.0.0.1 1883", "net user \"table7\"", "net password \"secret\"", "net table 7"];

// The unit on the fakes above set for the club network, and waited for until it is online.
export async function goOnline(e: Espruino): Promise<void> {
  for (const l of NET) if (!(await e.ask(l)).ok) throw new Error(`refused: ${l}`);
  for (let i = 0; !/online$/.test((await e.ask("net")).body); i++) {
    if (i > 50) throw new Error("the unit did not get online");
    await new Promise((r) => setTimeout(r, 100));
  }
}
