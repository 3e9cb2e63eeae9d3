// Preloaded (NODE_OPTIONS=--require) by test/flash.test.ts into carom and the espruino CLI it
// runs. CAROM_NETLOG=FILE: every network connection is written to FILE and refused.
// CAROM_LISTED_PORT=PATH: serialport's list() also reports PATH (a pseudo-terminal, which udev
// does not list, and the espruino CLI opens only the ports that its list has).
const fs = require("fs");
const net = require("net");
const Module = require("module");

if (process.env.CAROM_NETLOG) {
  net.Socket.prototype.connect = function (...args) {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0]; // node passes [options, callback] inside
    const where = first !== null && typeof first === "object" ? `${first.host || first.path}:${first.port}` : `${first}`;
    fs.appendFileSync(process.env.CAROM_NETLOG, `${where}\n`);
    throw new Error("no network in this test");
  };
}

if (process.env.CAROM_LISTED_PORT) {
  const load = Module._load;
  Module._load = function (request, ...rest) {
    const m = load.call(this, request, ...rest);
    if (request === "serialport" && m.SerialPort && !m.SerialPort.listsPty) {
      const list = m.SerialPort.list.bind(m.SerialPort);
      m.SerialPort.list = async () => [...(await list()), { path: process.env.CAROM_LISTED_PORT, manufacturer: "fake Espruino", vendorId: "0483", productId: "5740" }];
      m.SerialPort.listsPty = true;
    }
    return m;
  };
}
