// npm run build:espruino -- --board NAME: one minified ES5 file for the Espruino interpreter,
// dist/espruino/NAME.js: the board's data (hardware/boards/NAME.json) as BOARD, then the rules
// core, the firmware and hal/espruino flattened by rollup into one scope (each definition before
// its first use: Espruino does not hoist function declarations), minified by terser for ES5.
// Espruino does not hoist var declarations either: `x = 1; ... var x` sets a global x there, so
// every function's vars are declared at its start (terser's hoist_vars).
import { execFileSync } from "child_process";
import * as acorn from "acorn";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { rollup } from "rollup";
import { minify } from "terser";
import { keptOut, LOADER_NAMES, lazyNames, MARK, parse, renamedByBundler, splitLazy, topFunctions, walk } from "./espruino-lazy";
import { inlineConstArrays } from "./espruino-consts";
import { checkMarks, KEPT, keptResidency, marks, Residency, residency } from "./espruino-residency";
import { detokenise, pretokenise, TokenTable, tokensOf } from "./espruino-pretokenise";
import { ALL, boardData, boardFile, espruinoTokens, Features, featuresOf } from "./board";
import { storageFit } from "./storage-fit";
import { inlineIntText } from "./espruino-inline";
import { ROOT } from "../root";
import { asBoard, DISPLAY_MODULE, displayModule } from "./espruino-as-board";
import type { BoardData } from "../../hal/board-data";
import { CODE_FILE } from "../../hal/espruino/storage-order";

// Longer string literals (the text tables) are left in flash: see inFlash.
const IN_FLASH_FROM = 128;
// The property names the build shortens (Espruino keeps a name of more than four characters in
// a second variable): those only the firmware's own objects have, found from the code
// (ownProperties in tools/build/espruino-residency.ts). Never a layout field's id: render looks texts
// up by id, and a shortened id would no longer be found.
function ownPropertiesOf(r: Residency): string[] {
  const layouts = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"));
  const clash = Object.keys(layouts).flatMap((k) => layouts[k].fields.map((f: { id: string }) => f.id)).filter((id: string) => r.ownProperties.includes(id));
  if (clash.length > 0) throw new Error(`the properties to shorten name layout field ids, which render looks up as strings: ${[...new Set(clash)].join(", ")}`);
  return r.ownProperties;
}

// The residency of the code as it is now (one type check per process: each build reads the same sources).
let derived: Residency | undefined;
const residencyNow = () => (derived ??= residency());

// Espruino's globals that a top-level name must not replace: E and the pins (A0..H31).
const RESERVED = ["E", "Q", "BOARD"].concat(..."ABCDEFGH".split("").map((p) => Array.from({ length: 32 }, (_, i) => p + i)));

// The firmware as rollup gives it, before terser: one scope, the comments kept (a board leaves
// out the code of what it does not have: asBoard).
export async function bundleOf(runtime: string, hasWifi: boolean, hasRadio = true, features?: Features): Promise<string> {
  const f: Features = features ?? { ...ALL, wifi: hasWifi, radio: hasRadio };
  // ES5 into a folder of this build's own: builds running at once (tests) never read half a file
  const es5 = fs.mkdtempSync(path.join(os.tmpdir(), "carom-es5-"));
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.portable.json", "--outDir", es5], { cwd: ROOT, stdio: "inherit" });
  // the start-up of the board's runtime, which composes its hal backend with the firmware
  const boardPlugin = {
    name: "board",
    load: (id: string) => (id === path.join(es5, ...DISPLAY_MODULE.split("/")) ? displayModule(f.display) : null),
    transform: (code: string, id: string) => (id.startsWith(es5) ? asBoard(code, id, f) : null),
  };
  const bundle = await rollup({ input: path.join(es5, "boot", `${runtime}.js`), logLevel: "silent", plugins: [boardPlugin] });
  // top-level code, not a function: a function defined in the global scope costs Espruino one
  // variable less (no link to its scope)
  const { output } = await bundle.generate({ format: "es" });
  await bundle.close();
  fs.rmSync(es5, { recursive: true, force: true });
  sourcesOf.set(output[0].code, Object.keys(output[0].modules).map((id) => path.relative(es5, id).replace(/\.js$/, ".ts")));
  return output[0].code;
}
// the sources a bundle of bundleOf's holds ("firmware/receiver/air.ts"...)
const sourcesOf = new Map<string, string[]>();

// buttons: other button pins than the board's (the bench gives the `linux` board the referee's
// four, which it presses through setWatch's callbacks); the file is then NAME-buttons.js.
// wifi: the club network's code in or out, whatever the board says (the tests and the bench give
// the `linux` board Wi-Fi, faked); the file is then NAME-wifi.js.
// radio: a receiver module on a UART, whatever the board says (the bench gives the `linux` board
// one on Serial2, faked: tools/bench/bench-remote.ts); the file is then NAME-...-radio.js.
// onLinux: the board's own build (its data and features) for the interpreter for Linux (the
// bench's peak variables per board: tools/bench/bench-pool.ts): its pins given as the Linux build's
// (onLinuxPins), its link on USB (the console the bench talks to); the file is then NAME-on-linux.js.
export async function buildEspruino(name: string, buttons?: string[], wifi?: boolean, radio?: { port: string; baud: number }, onLinux = false): Promise<string> {
  const board = onLinux ? onLinuxPins(boardData(name)) : boardData(name);
  const runtime = boardFile(name).runtime;
  const features = featuresOf(name);
  if (wifi !== undefined) features.wifi = wifi;
  if (buttons !== undefined) board.buttons = buttons;
  if (radio !== undefined) {
    board.radio = radio;
    features.radio = true;
  }
  const bundled = await bundleOf(runtime, features.wifi, features.radio, features);
  // a top-level name the bundler made up (two modules define the same one) is one no mark can name
  const renamed = renamedByBundler(bundled);
  if (renamed.length > 0) throw new Error(`the bundler renamed ${renamed.join(", ")}: two modules define the same top-level name; rename one`);
  const r = residencyNow();
  // (the marks of the modules in it: a board without a radio has none of the wireless remote's)
  const sources = sourcesOf.get(bundled) ?? [];
  checkMarks(marks().filter((m) => sources.includes(m.at.substring(0, m.at.lastIndexOf(":")))), topFunctions(parse(bundled)));
  const code = `var BOARD=${JSON.stringify(board)};\n${inlineIntText(bundled)}`;
  // first fold the constant expressions (the tables are concatenations of literals) ...
  const compress = { passes: 3, hoist_funs: false, hoist_vars: true, keep_fargs: false, toplevel: true };
  // (the functions to keep out of the resident ones are used once more, at the end, so that
  // terser does not write them into their callers; splitLazy removes that use)
  const folded = await minify(`${code}\n${MARK}(${keptOut(code, r.resident, r.press, r.apart).join(",")});`, { ecma: 5, compress, mangle: false });
  const { text, data } = inFlash(inlineConstArrays(folded.code!));
  const lazy = lazyNames(text, r.resident);
  // ... then name everything short (but the lazy functions, found by name in the next step)
  const min = await minify(text, {
    ecma: 5, compress,
    mangle: { toplevel: true, reserved: RESERVED.concat(LOADER_NAMES, lazy), properties: { regex: new RegExp(`^(${ownPropertiesOf(r).join("|")})$`) } },
    format: { ascii_only: true },
  });
  // pretokenised for the board's Espruino, the lazy functions' texts too (their offsets are
  // those of the bytes in the file)
  const tokens = espruinoTokens(name);
  const split = splitLazy(min.code!, lazy, 2 + data.length, (js) => pretokenise(js, tokens, true));
  const flash = data + split.data;
  // once started, the firmware lets go of the board's data (the drivers keep what they use)
  const started = `${split.text}\nBOARD=null;`;
  const code2 = (flash === "" ? "" : `${READER}${split.loader}`) + BUILTINS_FIRST + started;
  acorn.parse(code2, { ecmaVersion: 5 }); // throws on anything beyond ES5
  const tokenised = pretokenise(code2, tokens);
  // (read back, the same tokens: a pretokeniser's mistake fails the build, not the board)
  if (tokensOf(detokenise(tokenised, tokens)).join("\n") !== tokensOf(code2).join("\n")) throw new Error("build:espruino: the pretokenised code does not read back as the code");
  const file = flash === "" ? tokenised : `/*${flash}*/\n${tokenised}`;
  const out = path.join(ROOT, "dist", "espruino", `${name}${buttons === undefined ? "" : "-buttons"}${wifi === undefined ? "" : wifi ? "-wifi" : "-nowifi"}${radio === undefined ? "" : "-radio"}${onLinux ? "-on-linux" : ""}.js`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out + `.${process.pid}`, file, "latin1"); // (one byte a character)
  fs.renameSync(out + `.${process.pid}`, out);
  return out;
}

// A board's data (boardData) with its pins as the interpreter for Linux has them (D0-D31): the
// buttons D0, D1... in their order (as the bench's `linux` board has the referee's four), then
// every other pin in the order the data names it; an SPI the Linux build has not (HSPI) SPI1; the
// link on USB. Linux's pins and SPI do nothing (sysfs GPIO, no SPI device), so the drivers run as
// on the board, on nothing.
export function onLinuxPins(board: BoardData<string>): BoardData<string> {
  const pins = new Map<string, string>();
  const pin = (p: string) => {
    if (!pins.has(p)) pins.set(p, `D${pins.size}`);
    return pins.get(p) as string;
  };
  board.buttons.forEach(pin);
  const map = (v: unknown, key: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => map(x, key));
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, map(x, k)]));
    if (typeof v !== "string" || key === "name" || key === "device") return v;
    if (/^[A-H][0-9]{1,2}$/.test(v)) return pin(v);
    return key === "spi" && v === "HSPI" ? "SPI1" : v;
  };
  const out = map(board, "") as BoardData<string>;
  if (pins.size > 32) throw new Error(`board ${board.name}: ${pins.size} pins, the interpreter for Linux has 32`);
  out.link = { port: "USB", baud: 115200 };
  return out;
}

// Espruino finds a global name by walking the global object's names in the order they were made,
// at each use, and each string or array method looks up String or Array there: these builtins
// are named before the firmware's own names (about 13 % off a link frame). Ordering the
// firmware's names by use as well measured 0.1 %: not worth its bytes.
const BUILTINS_FIRST = "String,Math,Array,Object,Function;\n";

// Q(at, length): the text at `at` in the file, read from flash
const READER = `function Q(a,n){return require("Storage").read(${JSON.stringify(CODE_FILE)},a,n)}\n`;

// Every string literal of IN_FLASH_FROM characters or more goes into a comment at the start of
// the file, and the code reads it from there: require("Storage").read(CODE_FILE, at, length)
// gives a string that stays in flash (one variable), where a literal is copied into RAM when
// its statement runs (a variable every 12 or so characters).
function inFlash(code: string): { text: string; data: string } {
  const found: Array<{ start: number; end: number; value: string }> = [];
  walk(parse(code), null, (n, parent) => {
    if (n.type === "Literal" && typeof n.value === "string" && n.value.length >= IN_FLASH_FROM && !(parent?.type === "Property" && parent.key === n)) {
      found.push({ start: n.start, end: n.end, value: n.value });
    }
  });
  let data = "";
  let text = code;
  for (const f of found.sort((x, y) => y.start - x.start)) {
    // only plain ASCII text fits in a comment, and nothing that would end it (also where joined)
    if (/[^\x20-\x7e\n]/.test(f.value) || (data + f.value + "*/").indexOf("*/") < data.length + f.value.length) continue;
    let at = data.indexOf(f.value);
    if (at < 0) {
      at = data.length;
      data += f.value;
    }
    text = text.slice(0, f.start) + `Q(${at + 2},${f.value.length})` + text.slice(f.end);
  }
  return { text, data };
}

if (require.main === module) {
  const at = process.argv.indexOf("--board");
  const name = at >= 0 ? process.argv[at + 1] : undefined;
  if (name === undefined) {
    process.stderr.write("usage: npm run build:espruino -- --board NAME (a file in hardware/boards)\n");
    process.exit(2);
  }
  buildEspruino(name).then(
    (f) => {
      console.log(`build:espruino: ${path.relative(ROOT, f)} (${fs.statSync(f).size} bytes)`);
      const fit = storageFit(name, fs.statSync(f).size);
      // a board that does not fit does not build: the command fails (buildEspruino, the function,
      // still writes the file: the tests run a build that does not fit yet; carom flash refuses it)
      if (fit.spare < 0) {
        process.stderr.write(`build:espruino: ${fit.text.replace(/^WARNING: /, "ERROR: ")}\n`);
        process.exitCode = 1;
      } else process.stdout.write(`build:espruino: ${fit.text}\n`);
      if (JSON.stringify(residencyNow()) !== JSON.stringify(keptResidency())) {
        process.stderr.write(`build:espruino: the marks or the own properties differ from ${path.relative(ROOT, KEPT)}: ` +
          "check the change, then npm run residency\n");
      }
    },
    (e: Error) => {
      process.stderr.write(`build:espruino: ${e.message}\n`);
      process.exit(1);
    },
  );
}
