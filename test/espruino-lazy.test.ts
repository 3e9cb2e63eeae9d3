// tools/build/espruino-lazy.ts: what the Espruino build leaves in flash (functions, constants) and
// how the code reaches it.
import * as acorn from "acorn";
import * as fs from "fs";
import * as vm from "vm";
import { buildEspruino } from "../tools/build/build-espruino";
import { espruinoTokens } from "../tools/build/board";
import { detokenise, pretokenise } from "../tools/build/espruino-pretokenise";
import { keptOut, lazyNames, lazyTexts, MARK, splitLazy } from "../tools/build/espruino-lazy";
import { inlineConstArrays } from "../tools/build/espruino-consts";
import { keptResidency } from "../tools/build/espruino-residency";

// a program after the build's first terser pass: top-level functions and constants
const PROGRAM = `var NAMES=["red","cue","other"],SEP=" ",STEPS=[1,2],LOG=[],COUNTS=[0,0],GONE=[1];
function count(){COUNTS[0]++;delete GONE[0];return COUNTS[0]}
function join(i){return NAMES[i]+SEP+NAMES.length}
function twice(i){return join(i)+"/"+join(i+1)}
function note(t){LOG.push(t);return LOG.length}
function idiv(a,b){return Math.floor(a/b)+STEPS[0]}
var out=[twice(0),note("x"),idiv(7,2),[0,1].map(join).join(","),count(),count()];
${MARK}();`;

function run(code: string): unknown {
  const context: { out?: unknown; Math: typeof Math } = { Math };
  vm.runInNewContext(code, context);
  return context.out;
}

test("constants are written where they are used; a list the code changes stays a variable", () => {
  const code = inlineConstArrays(PROGRAM);
  expect(code).toContain('return ["red","cue","other"][i]+" "+["red","cue","other"].length');
  for (const name of ["NAMES", "SEP", "STEPS"]) expect(code.split(name).length).toBe(2); // left declared, never set or read
  expect(code).toContain('Math.floor(a/b)+[1,2][0]');
  expect(code).toContain("LOG.push(t)"); // pushed to: not a constant
  expect(code).toMatch(/LOG=\[\]/);
  expect(code).toContain("COUNTS[0]++"); // counted up, deleted from: not constants either
  expect(code).toContain("delete GONE[0]");
  expect(run(code.replace(`${MARK}();`, ""))).toEqual(run(PROGRAM.replace(`${MARK}();`, "")));
});

test("a lazy function leaves the code for the file's comment; a reference makes it from there, with the same result", () => {
  const lazy = lazyNames(PROGRAM, ["idiv"]);
  expect(lazy).toEqual(["count", "join", "twice", "note"]);
  const head = "/*TEXTS*/";
  const { text, data, loader } = splitLazy(PROGRAM, lazy, head.length - 2);
  expect(text).not.toMatch(/function (join|twice|note)\(/);
  expect(text).toContain("function idiv(");
  expect(text).not.toContain(MARK);
  // a reference is the function's index: the most referenced (join: 3 times) is 0
  expect(text).toContain("[0,1].map(L(0))");
  expect(text).toMatch(/out=\[L\(\d\)\(0\),L\(\d\)\("x"\)/);
  // the table first (5 entries of 2 bytes: 4 functions and the end), then the texts
  expect(data.slice(10)).toMatch(/^\(function\(/);
  expect(data).not.toMatch(/[\0]|\*\//);
  // as on the board: Q reads the file itself (Storage), L makes a function from what Q read
  const file = `/*TEXTS${data}*/\n`;
  const reader = `var FILE=${JSON.stringify(file)};function Q(a,n){return FILE.substr(a,n)}\n`;
  expect(() => acorn.parse(file + reader + loader + text, { ecmaVersion: 5 })).not.toThrow();
  expect(run(file + reader + loader + text)).toEqual(run(PROGRAM.replace(`${MARK}();`, "")));
  // read back from the file as L reads it: each text where the table says
  const texts = lazyTexts(file, reader + loader + text);
  expect([...texts.keys()].sort()).toEqual([0, 1, 2, 3]);
  for (const t of texts.values()) expect(t.text).toMatch(/^\(function\(.*\)$/);
});

test("lazy texts longer than the table's 2 bytes reach (32,639 bytes in all) are counted in units of 2 (each padded), and still reached", () => {
  const body = Array.from({ length: 6000 }, (_, i) => `a=a+${i % 10};`).join("");
  const code = `function big(a){${body}return small(a)}\nfunction small(a){return a+1}\nfunction other(a){return a+2}\nvar out=[big(0),small(2),other(1)];\n${MARK}();`;
  const head = "/*TEXTS*/";
  const { text, data, loader } = splitLazy(code, ["big", "small", "other"], head.length - 2);
  expect(data.length).toBeGreaterThan(32767);
  expect(loader).toMatch(/\*2[+-]\d+,/);
  const file = `/*TEXTS${data}*/\n`;
  const reader = `var FILE=${JSON.stringify(file)};function Q(a,n){return FILE.substr(a,n)}\n`;
  expect(run(file + reader + loader + text)).toEqual(run(code.replace(`${MARK}();`, "")));
  for (const t of lazyTexts(file, reader + loader + text).values()) expect(t.len % 2).toBe(0);
});

test("more than 128 lazy functions: indices 0..127 (one byte each), then 128 on; each reaches its own text, pretokenised too", () => {
  const n = 300;
  const fns = Array.from({ length: n }, (_, i) => `function f${i}(a){return a*${n}+${i}}`).join("\n");
  // f0 referenced most, then f1...: the order of the indices
  const calls = Array.from({ length: n }, (_, i) => Array.from({ length: i < 10 ? 12 - i : 1 }, () => `f${i}(1)`).join(",")).join(",");
  const code = `${fns}\nvar out=[${calls}];\n${MARK}();`;
  const names = Array.from({ length: n }, (_, i) => `f${i}`);
  const head = "/*TEXTS*/";
  const { text, data, loader } = splitLazy(code, names, head.length - 2);
  expect(text).toContain("var out=[L(0)(1),");
  expect(text).toContain("L(127)(1)");
  expect(text).toContain("L(299)(1)");
  expect(text).not.toMatch(/L\(-/);
  const file = `/*TEXTS${data}*/\n`;
  const reader = `var FILE=${JSON.stringify(file)};function Q(a,n){return FILE.substr(a,n)}\n`;
  expect(run(file + reader + loader + text)).toEqual(run(code.replace(`${MARK}();`, "")));
  expect(lazyTexts(file, reader + loader + text).size).toBe(n);
  // read back from the pretokenised code as carom flash reads it: every function reached
  const T = espruinoTokens("linux");
  const tok = splitLazy(code, names, head.length - 2, (js) => pretokenise(js, T, true));
  const tokFile = `/*TEXTS${tok.data}*/\n`;
  const tokCode = detokenise(pretokenise(reader + tok.loader + tok.text, T), T);
  expect(lazyTexts(tokFile, tokCode, (t) => detokenise(t, T)).size).toBe(n);
});

test("pretokenised lazy texts: the offsets and lengths are those of the bytes", () => {
  const T = espruinoTokens("linux");
  const lazy = lazyNames(PROGRAM, ["idiv"]);
  const head = "/*TEXTS*/";
  const { text, data, loader } = splitLazy(PROGRAM, lazy, head.length - 2, (js) => pretokenise(js, T, true));
  expect(data.length).toBeLessThan(splitLazy(PROGRAM, lazy, head.length - 2).data.length);
  const file = `/*TEXTS${data}*/\n`;
  // Q reads the file's bytes; eval reads pretokenised bytes (as Espruino does: here read back as text)
  const reader = `var FILE=${JSON.stringify(file)};function Q(a,n){return FILE.substr(a,n)}\n`;
  const context: { out?: unknown; Math: typeof Math; eval?: unknown } = { Math };
  const g = vm.createContext(context);
  context.eval = (t: string) => vm.runInContext(detokenise(t, T), g);
  vm.runInContext(reader + loader + text, g);
  expect(context.out).toEqual(run(PROGRAM.replace(`${MARK}();`, "")));
});

test("a lazy function used as a constructor stops the build", () => {
  const code = `function P(x){this.x=x}\nvar p=new P(3);\n${MARK}();`;
  expect(() => splitLazy(code, ["P"], 0)).toThrow(/cannot be a constructor/);
});

test("a lazy function a resident one calls is kept out of it (terser would write it in)", () => {
  const code = "function handle(x){if(x)return command(x);return 0}\nfunction command(x){return x+1}\nfunction boot(){return command(0)}\nhandle(1);boot();";
  expect(keptOut(code, ["handle"], [], [])).toEqual(["command"]);
});

test("a lazy function that a press factory's closure calls is kept out of it; one that start-up code calls, or a property of its name, is not", () => {
  const code = "function startUnit(o){var u={rare:0};function line(t){var k={setup:1};if(t)return rare(t);return o.setup+k.setup}return line}\n" +
    "function rare(t){return t+1}\nfunction setup(){return 2}\nfunction main(){var f=function(){return {setup:setup()}};return startUnit({setup:f})}\nmain();";
  expect(keptOut(code, [], ["startUnit"], [])).toEqual(["rare"]);
});

test("a resident function kept apart is kept out of the resident ones that call it", () => {
  const code = "function step(m,c){if(c===41)return undo(m);return 1}\nfunction undo(m){return m-1}\nstep(1,2);";
  expect(keptOut(code, ["step", "undo"], [], ["undo"])).toEqual(["undo"]);
  expect(keptOut(code, ["step", "undo"], [], [])).toEqual([]);
  const uncalled = "function step(m,c){return 1}\nfunction undo(m){return m-1}\nstep(1,2);undo(3);";
  expect(keptOut(uncalled, ["step", "undo"], [], ["undo"])).toEqual([]);
});

test("the linux build defines at start only the resident functions, the loaders and what start-up needs", async () => {
  // (pretokenised for the board's Espruino: read back as text, the lazy texts' bytes where L says)
  const T = espruinoTokens("linux");
  const bytes = fs.readFileSync(await buildEspruino("linux"), "latin1");
  const code = detokenise(bytes, T);
  const program = acorn.parse(code, { ecmaVersion: 5 }) as unknown as { body: Array<{ type: string }> };
  const defined = program.body.filter((s) => s.type === "FunctionDeclaration").length;
  expect(defined).toBeLessThanOrEqual(keptResidency().resident.length + 2);
  // the lazy functions the code references, and those they reference in turn (through the table in the file)
  const lazy = lazyTexts(bytes, code.slice(code.indexOf("*/") + 2), (t) => detokenise(t, T));
  expect(lazy.size).toBeGreaterThan(60); // the sheet, the menu, boot, settings, device commands...
  for (const { at } of lazy.values()) expect(bytes.substring(at, at + 3)).toBe("(" + String.fromCharCode(T.byText.get("function")!) + "(");
}, 60000);
