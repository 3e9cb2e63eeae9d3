// tools/build/espruino-residency.ts: what stays in RAM on Espruino (the marked functions) and the
// property names the build shortens, found from the code and kept in tools/build/espruino-residency.json.
// None of this needs the interpreter.
import * as ts from "typescript";
import { rollup } from "rollup";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildEs5Core } from "../tools/build/es5";
import { bundleOf } from "../tools/build/build-espruino";
import { parse, renamedByBundler, topFunctions } from "../tools/build/espruino-lazy";
import { checkMarks, keptResidency, marksIn, ownPropertiesIn, residency } from "../tools/build/espruino-residency";

test("the kept residency is the code's: a changed mark or own property shows here (check it, then npm run residency)", () => {
  expect(residency()).toEqual(keptResidency());
}, 60000);

test("every kept name is in the bundle, with Wi-Fi and without, and the bundler renamed no top-level name", async () => {
  const kept = keptResidency();
  expect(kept.resident.length).toBeGreaterThan(30); // a press's path: gestures, keys, the rules core, the journal, render
  // the club network's (its publish path): in the bundle with Wi-Fi only, which a board without leaves out
  const wifiOnly = ["firmware/club/club.ts", "hal/espruino/mqtt.ts", "hal/espruino/mqtt-packet.ts"].flatMap((f) =>
    [...fs.readFileSync(path.join(__dirname, "..", f), "utf8").matchAll(/\/\*\* @resident \*\/\n(?:export )?function (\w+)/g)].map((m) => m[1]));
  expect(wifiOnly.length).toBeGreaterThan(5);
  const codes = [await bundleOf("espruino", true), await bundleOf("espruino", false)];
  for (const [i, code] of codes.entries()) {
    expect(renamedByBundler(code)).toEqual([]);
    const top = topFunctions(parse(code));
    for (const f of kept.resident.concat(kept.apart, kept.press)) expect([f, top.includes(f)]).toEqual([f, i === 0 || !wifiOnly.includes(f)]);
  }
  // (a property of the club network's objects only where the bundle has them, of the wireless
  // remote's only in its own build, of the script's words only in the rules core's ES5 file: the
  // unit takes frames, the host parses lines)
  const radios = [await bundleOf("espruino-remote", false), await bundleOf("espruino-receiver", false)];
  const core = fs.readFileSync(await buildEs5Core(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-core-")), "rules.min.js")), "latin1");
  for (const p of kept.ownProperties) {
    expect([p, [codes[0], core].concat(radios).some((c) => new RegExp(`\\.${p}\\b|\\b${p}: `).test(c))]).toEqual([p, true]);
  }
}, 60000);

test("a marked function the bundle does not have stops the build, with its name and place", () => {
  const marks = [{ name: "render", tag: "resident" as const, at: "firmware/panel/render.ts:30" }, { name: "view", tag: "resident" as const, at: "rules/view.ts:20" }];
  expect(() => checkMarks(marks, ["view", "step"])).toThrow(/no top-level function render \(marked @resident at firmware\/panel\/render\.ts:30\)/);
  expect(() => checkMarks(marks, ["view", "render"])).not.toThrow();
});

const source = (text: string) => ts.createSourceFile("/v/a.ts", text, ts.ScriptTarget.ES5, true);

test("a mark is read from the line above a top-level function; one anywhere else is refused", () => {
  const marks = marksIn([source("// why\n/** @resident @apart */\nexport function point(m: number) { return m + 1; }\n/** @press */\nfunction startUnit() { return 0; }\n")]);
  expect(marks.map((m) => [m.name, m.tag])).toEqual([["point", "resident"], ["point", "apart"], ["startUnit", "press"]]);
  expect(() => marksIn([source("/** @resident */\nconst f = () => 1;\n")])).toThrow(/@resident at .*a\.ts:2 is not on a top-level function declaration/);
  expect(() => marksIn([source("function f() {\n  /** @resident */\n  function g() { return 1; }\n  return g();\n}\n")])).toThrow(/not on a top-level function/);
  expect(() => marksIn([source("/** @apart */\nfunction undo() { return 1; }\n")])).toThrow(/undo .* is @apart but not @resident/);
  const twice = [source("/** @resident */\nfunction record() { return 1; }\n"), ts.createSourceFile("/v/b.ts", "/** @resident */\nfunction record() { return 2; }\n", ts.ScriptTarget.ES5, true)];
  expect(() => marksIn(twice)).toThrow(/two functions named record are marked @resident \(.*a\.ts:2, .*b\.ts:2\): rename one/);
});

test("two modules with a function of the same name: the bundler renames one, which the build refuses", async () => {
  const modules: Record<string, string> = {
    main: 'import { record } from "rules"; import { record as write } from "records"; print(record(1) + write(2));',
    rules: "export function record(x) { return x + 1; }",
    records: "export function record(x) { return x * 2; }",
  };
  const bundle = await rollup({ input: "main", logLevel: "silent", plugins: [{ name: "v", resolveId: (id: string) => id, load: (id: string) => modules[id] }] });
  const code = (await bundle.generate({ format: "es" })).output[0].code;
  await bundle.close();
  expect(renamedByBundler(code)).toEqual(["record$1"]);
  expect(renamedByBundler("function a(){}\nfunction b(){}\nvar HEX$1=1;function a(){}")).toEqual(["HEX$1", "a"]);
});

// A program of virtual files for ownPropertiesIn.
function program(files: Record<string, string>): { p: ts.Program; own: ts.SourceFile[] } {
  const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES5, lib: ["lib.es5.d.ts"], strict: true, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const real = host.getSourceFile;
  host.getSourceFile = (name, lang) => (files[name] !== undefined ? ts.createSourceFile(name, files[name], lang, true) : real.call(host, name, lang));
  host.fileExists = (name) => files[name] !== undefined || ts.sys.fileExists(name);
  const p = ts.createProgram(Object.keys(files), options, host);
  p.getTypeChecker();
  return { p, own: p.getSourceFiles().filter((f) => f.fileName.startsWith("/v/") && !f.isDeclarationFile) };
}

test("the names shortened are those only the firmware's own objects have, of more than four characters", () => {
  const { p, own } = program({
    "/v/globals.d.ts": "interface Port { write(d: string): void; baudRate: number }\ndeclare const P: Port;\n",
    "/v/a.ts": [
      "export interface Clock { afterMs: number; tallyUp: number; baudRate: number; run: number }",
      "/** @external */",
      "export interface Wifi { connect(): void; ssidName: string }",
      "declare const LOOP: { setConsole(): void };",
      "export function f(c: Clock, w: Wifi, k: string): number {",
      "  P.write('x'); LOOP.setConsole(); w.connect();",
      "  const texts: { [id: string]: string } = { scoreA: '1', otherText: '2' };",
      "  const u = { countUp: 1, runs: 2 };",
      "  return c.afterMs + c.tallyUp + u.countUp + u.runs + texts[k].length + P.baudRate + c.run + w.ssidName.length;",
      "}",
      "export function g(s: { byName: number; alsoThis: number }, k: 'byName' | 'alsoThis'): number { return s[k]; }",
    ].join("\n"),
  });
  // baudRate: also Espruino's (a declaration file); setConsole: a `declare`; connect, ssidName:
  // an @external type; scoreA, otherText: looked up by a computed name; byName, alsoThis: the
  // same; run, runs: short; length, write: JavaScript's
  expect(ownPropertiesIn(p, own)).toEqual(["afterMs", "countUp", "tallyUp"]);
});
