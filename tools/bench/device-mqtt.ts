// hal/espruino/mqtt.ts as a script for the Espruino interpreter for Linux (ES5, the module's
// exports in a variable), with a driver appended: used by its test and the bench. Its encodings
// (mqtt-packet.ts) go in first as top-level functions, as the firmware's bundle has them.
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { ROOT } from "../root";

const EXPORT = /^exports\.\w+ = \w+;$/gm;

function es5Of(file: string): string {
  const src = fs.readFileSync(path.join(ROOT, "hal", "espruino", file), "utf8");
  return ts.transpileModule(src, { compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS, removeComments: true } }).outputText;
}

export function deviceMqttScript(driver: string): string {
  const packet = es5Of("mqtt-packet.ts").replace(EXPORT, "").replace(/^exports\.[\w. =]+void 0;$/gm, "").replace(/^Object\.defineProperty\(exports.*$/gm, "");
  const es5 = es5Of("mqtt.ts").replace(/^var (\w+) = require\("\.\/mqtt-packet"\);$/m, "").replace(/\(0, mqtt_packet_1\.(\w+)\)/g, "$1");
  if (/mqtt_packet_1|require\("\./.test(es5)) throw new Error("device-mqtt: hal/espruino/mqtt.ts imports what this script does not put in");
  // the exports after the functions: the interpreter does not hoist function declarations
  const exported = es5.match(EXPORT) ?? [];
  const body = es5.replace(EXPORT, "");
  return `var exports = {};\n${packet}\n${body}\n${exported.join("\n")}\n${driver}\n`;
}
