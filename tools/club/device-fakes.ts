// Espruino's Wifi and net for the interpreter for Linux (which has net but no Wifi), as Storage's
// .boot0 runs them before the firmware: the modules' cache answers require() first. Used by
// test/device-club.test.ts and the bench (tools/bench-device-club.ts).
import { FAKE_NET } from "../bench-device-mqtt";

// joins at once; JOINED: the network and password it was given
export const FAKE_WIFI = "Modules.addCached(\"Wifi\",function(){exports.connect=function(s,o,f){global.JOINED=s+\" \"+o.password;setTimeout(function(){f(null)},5)};" +
  "exports.disconnect=function(){};exports.on=function(){};exports.removeAllListeners=function(){}});";

// a broker in the interpreter itself that acknowledges at once (the client's own work, no network's waits)
export const FAKE_BROKER = `Modules.addCached("net",function(){${FAKE_NET.replace(/\n/g, "")}exports.connect=fakeNet.connect;});`;
