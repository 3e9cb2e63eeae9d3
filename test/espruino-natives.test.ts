// tools/build/espruino-natives.ts: the Espruino build's native loops give the portable functions'
// answers (here on Espruino's E as test/support/espruino-string.ts copies it; on the interpreter itself the
// golden scenarios run them: test/espruino-golden.test.ts).
import * as fs from "fs";
import * as path from "path";
import * as vm from "vm";
import fc from "fast-check";
import { ModuleKind, ScriptTarget, transpileModule } from "typescript";
import { checksum } from "../firmware/journal/records";
import { hexOf, unhex } from "../firmware/journal/link-frame";
import { sumOf } from "../firmware/panel/view-numbers";
import { functionText, NATIVES } from "../tools/build/espruino-natives";
import { ESPRUINO_E } from "./support/espruino-string";

// the natives' text as ES5 functions in a context of their own
function natives(): { checksum: (s: string) => string; hexOf: (s: string) => string; unhex: (s: string, from: number) => string; sumOf: (a: number[], from: number, n: number) => number } {
  const context = vm.createContext({ E: ESPRUINO_E, Uint8Array });
  for (const n of NATIVES) vm.runInContext(n.text.replace(/export /g, ""), context);
  return context as never;
}

const bytes = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 600 }).map((a) => String.fromCharCode(...a));

test("the link's and the journal's checksum, natively, is Fletcher-16 as the portable loop makes it (any bytes, any length)", () => {
  const n = natives();
  fc.assert(fc.property(bytes, (s) => n.checksum(s) === checksum(s)), { numRuns: 500 });
  expect(n.checksum("")).toBe(checksum(""));
  expect(n.checksum("\xff".repeat(300))).toBe(checksum("\xff".repeat(300)));
});

test("hexOf and unhex, natively, as the portable ones: lowercase hex, anything but hex refused", () => {
  const n = natives();
  fc.assert(fc.property(bytes, (s) => n.hexOf(s) === hexOf(s) && n.unhex(hexOf(s), 0) === s), { numRuns: 300 });
  fc.assert(fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 3 }), (t, from) => n.unhex(t, from) === unhex(t, from)), { numRuns: 2000 });
  for (const bad of ["0A", "0x", " 1", "+1", "-1", "1g", "0", "zz"]) expect(n.unhex(bad, 0)).toBe("");
});

test("the foul counts' sum, natively, as the portable loop makes it", () => {
  const n = natives();
  fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 26, maxLength: 26 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 13 }),
    (a, from, k) => n.sumOf(a, from, k) === sumOf(a, from, k)), { numRuns: 300 });
});

test("each native finds the one function it replaces in its module's ES5 text, as tsc writes it for the build", () => {
  for (const n of NATIVES) {
    const ts = fs.readFileSync(path.join(__dirname, "..", n.file.replace(/\.js$/, ".ts")), "utf8");
    const es5 = transpileModule(ts, { compilerOptions: { target: ScriptTarget.ES5, module: ModuleKind.ES2015 } }).outputText;
    expect({ name: n.name, found: (es5.match(new RegExp(functionText(n.name).source, "g")) ?? []).length }).toEqual({ name: n.name, found: 1 });
  }
});
