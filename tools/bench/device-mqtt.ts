// hal/espruino/mqtt.ts as a script for the Espruino interpreter for Linux (ES5, the module's
// exports in a variable), with a driver appended: used by its test and the bench.
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { ROOT } from "../root";

export function deviceMqttScript(driver: string): string {
  const src = fs.readFileSync(path.join(ROOT, "hal", "espruino", "mqtt.ts"), "utf8");
  const es5 = ts.transpileModule(src, { compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS, removeComments: true } }).outputText;
  // the exports after the functions: the interpreter does not hoist function declarations
  const exported = es5.match(/^exports\.\w+ = \w+;$/gm) ?? [];
  const body = es5.replace(/^exports\.\w+ = \w+;$/gm, "");
  return `var exports = {};\n${body}\n${exported.join("\n")}\n${driver}\n`;
}
