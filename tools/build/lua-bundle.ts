// The NodeMCU bundle as typescript-to-lua writes it, changed for the ESP8266: modules a board
// leaves out emptied, the runtime library hoisted and pruned, what Lua 5.1 cannot take split.
import { leftOut, nodemcuFeatures } from "./nodemcu-board";
import { FOUL_KINDS } from "../../rules/codes";
import { MODULE } from "./lua-locals";
import { kindStarts } from "./display-kinds";
import { ROOT } from "../root";

// kind: the board's display.kind (its display's start alone), or every kind's (the tests' bundle)
export function leaveOut(bundle: string, kind?: string): string {
  const f = nodemcuFeatures();
  const out = luaDisplayModule(displayWordsOnly(emptyModules(bundle, leftOut())), kind);
  const wifi = '["firmware.panel.wifi-board"] = function(...) \nlocal ____exports = {}\n____exports.WIFI = true\n____exports.RADIO = true\n____exports.SEAL = true\n';
  if (!out.includes(wifi)) throw new Error("build:nodemcu: firmware/panel/wifi-board.ts is not as the build expects");
  return out.replace(wifi, wifi.replace("WIFI = true", `WIFI = ${f.wifi}`).replace("RADIO = true", `RADIO = ${f.radio}`).replace("SEAL = true", `SEAL = ${f.seal}`));
}

// The board's display start (hal/nodemcu/display/board.ts, a declaration) as the build writes it:
// the start of hal/nodemcu/display/KIND.ts for the board's kind, or with no kind every kind's,
// chosen by the board's data as it starts. The kinds it does not require, nothing requires: the
// bundle drops them (dropDeadModules) with what only they require (a table unit's strip).
export const LUA_DISPLAY_MODULE = "hal.nodemcu.display.board";
export function luaDisplayModule(bundle: string, kind?: string, root = ROOT): string {
  const span = moduleSpan(bundle, LUA_DISPLAY_MODULE);
  if (span === undefined || bundle.slice(span.body, span.end) !== "local ____exports = {}\nreturn ____exports") {
    throw new Error("build:nodemcu: hal/nodemcu/display/board.ts is not as the build expects (a declaration alone)");
  }
  const starts = kindStarts("nodemcu", kind, root);
  const body = ["local ____exports = {}"];
  // (a kind's name as a Lua name: "ht-16k33" is no local's)
  for (const [k, f] of starts) {
    const local = `____${k.replace(/\W/g, "_")}`;
    body.push(`local ${local} = require("hal.nodemcu.display.${k}")`, `local ${f} = ${local}.${f}`);
  }
  body.push("function ____exports.startDisplay(d, layout, clock, quiet)");
  if (kind !== undefined) body.push(`    return ${starts[0][1]}(d, layout, clock, quiet)`);
  else {
    body.push("    local k = d.kind");
    for (const [k, f] of starts) body.push(`    if k == ${JSON.stringify(k)} then`, `        return ${f}(d, layout, clock, quiet)`, "    end");
    body.push("    return quiet");
  }
  body.push("end", "return ____exports");
  return bundle.slice(0, span.body) + body.join("\n") + bundle.slice(span.end);
}

// The foul kinds' words (rules/foul-words.ts) with the display's columns alone: each line
// name|Spanish|English|sheet's Spanish|sheet's English becomes name|Spanish|English.
export function displayWordsOnly(bundle: string): string {
  const span = moduleSpan(bundle, "rules.foul-words");
  const lines = /(?<=\\n|")([a-z-]+)\|([^|"\\\n]*)\|([^|"\\\n]*)\|[^|"\\\n]*\|[^|"\\\n]*\\n/g;
  const module = span === undefined ? "" : bundle.slice(span.body, span.end);
  if (span === undefined || (module.match(lines) ?? []).length !== FOUL_KINDS.length) throw new Error("build:nodemcu: rules/foul-words.ts is not as the build expects (its lines name|es|en|es|en)");
  return bundle.slice(0, span.body) + module.replace(lines, "$1|$2|$3\\n") + bundle.slice(span.end);
}

// Where a module of the bundle is: its body from `body` to `end` (its last line's end), if it is there.
function moduleSpan(bundle: string, name: string): { body: number; end: number } | undefined {
  const head = `["${name}"] = function(...) \n`;
  const at = bundle.indexOf(head);
  const end = at < 0 ? -1 : bundle.indexOf("\n end,\n", at);
  return end < 0 ? undefined : { body: at + head.length, end };
}

// The bundle without the modules that nothing requires any more: once their constants are written
// where they are read (lua-consts.ts), a module of constants alone (rules/foul-words.ts) is
// required by a line whose table nothing reads. Such lines go, then the modules no line requires
// (a module's proto, its name and its table are LFS and RAM for nothing), until none is left.
export function dropDeadModules(bundle: string): string {
  let out = bundle;
  for (;;) {
    out = out.replace(MODULE, (_all, head: string, _mod: string, body: string, tail: string) => head + body.split("\n").filter((line) => {
      const m = /^\s*local (____\w+) = require\("[^"]+"\)$/.exec(line);
      return m === null || (body.match(new RegExp(`\\b${m[1]}\\b`, "g")) ?? []).length > 1;
    }).join("\n") + tail);
    const required = new Set([...out.matchAll(/\brequire\("([^"]+)"/g)].map((m) => m[1]));
    const dead = [...out.matchAll(MODULE)].filter((m) => !required.has(m[2]));
    if (dead.length === 0) return out;
    for (const m of dead) out = out.replace(m[0], "");
  }
}

// The bundle with each module of `names` left as an empty module.
export function emptyModules(bundle: string, names: string[]): string {
  let out = bundle;
  for (const m of names) {
    const span = moduleSpan(out, m);
    if (span === undefined) throw new Error(`build:nodemcu: no module ${m} in the bundle to leave out`);
    out = out.slice(0, span.body) + "return {}" + out.slice(span.end);
  }
  return out;
}

const LUALIB = "-- typescript-to-lua's runtime library: the functions the modules call (tools/build/build-nodemcu.ts)\n";
const LUALIB_END = "-- (the runtime library's end)\n";

// The runtime library's functions as locals of the bundle's chunk, before the modules.
// typescript-to-lua's bundle has them in a module of their own, and each module takes the ones it
// calls as locals of its own (`local __TS__X = ____lualib.__TS__X`; or, over the locals limit,
// `____lualib.__TS__X` at each call): a local and an upvalue (RAM) per module and name, and the
// library's table kept. As the chunk's locals, one upvalue each, which every closure shares.
export function hoistLualib(bundle: string): string {
  const head = '["lualib_bundle"] = function(...) \n';
  const at = bundle.indexOf(head);
  const end = at < 0 ? -1 : bundle.indexOf("\n end,\n", at);
  const ret = end < 0 ? -1 : bundle.lastIndexOf("\nreturn {\n", end);
  const modules = bundle.indexOf("\nlocal ____modules = {}\n");
  if (ret < 0 || modules < 0 || modules > at) throw new Error("build:nodemcu: the bundle's lualib_bundle is not as the build expects");
  const out = (bundle.slice(0, at) + bundle.slice(end + "\n end,\n".length))
    .replace(/^local ____lualib = require\("lualib_bundle"\)\n/gm, "")
    .replace(/^local (__TS__\w+) = ____lualib\.\1\n/gm, "")
    .replace(/\b____lualib\.(__TS__\w+)/g, "$1");
  if (out.includes("____lualib")) throw new Error("build:nodemcu: a module takes the runtime library otherwise than the build expects");
  return out.slice(0, modules + 1) + LUALIB + bundle.slice(at + head.length, ret).trim() + "\n" + LUALIB_END + out.slice(modules + 1);
}

// The runtime library as the bundle uses it (hoistLualib's): typescript-to-lua puts in it what the
// modules it compiled need, the modules left out too; a function of it that no kept module names
// (nor a kept function of the library) is dropped. Its functions are blocks apart by a blank line,
// each naming itself first (`local function __TS__X`, `local __TS__X`).
export function pruneLualib(bundle: string): string {
  const at = bundle.indexOf(LUALIB);
  const end = at < 0 ? -1 : bundle.indexOf(LUALIB_END, at);
  if (end < 0) throw new Error("build:nodemcu: the bundle has no runtime library where the build puts it");
  const blocks = bundle.slice(at + LUALIB.length, end).split("\n\n").filter((b) => b.trim() !== "");
  const nameOf = (b: string) => /^local (?:function )?(__TS__\w+)/.exec(b)?.[1];
  if (blocks.some((b) => nameOf(b) === undefined)) throw new Error("build:nodemcu: a block of the runtime library names no function");
  const names = (text: string) => text.match(/__TS__\w+/g) ?? [];
  const used = new Set(names(bundle.slice(0, at) + bundle.slice(end)));
  for (let grew = true; grew;) {
    grew = false;
    for (const b of blocks) {
      if (!used.has(nameOf(b) as string)) continue;
      for (const n of names(b)) if (!used.has(n)) grew = used.add(n) !== undefined;
    }
  }
  const kept = blocks.filter((b) => used.has(nameOf(b) as string));
  return bundle.slice(0, at + LUALIB.length) + kept.map((b) => b.trim() + "\n").join("\n") + bundle.slice(end);
}

// A split's default limit (typescript-to-lua's 2^32 - 1) as 2^31 - 2, the most an integer firmware's
// luac.cross puts in its image: no text of the unit comes near either.
export function splitLimit(bundle: string): string {
  const out = bundle.replace(/^(\s*limit = )4294967295$/m, "$12147483646");
  if (out === bundle && /function __TS__StringSplit\b/.test(bundle)) throw new Error("build:nodemcu: typescript-to-lua's split is not as the build expects (its default limit)");
  return out;
}

// The number literals of Lua code past what an integer firmware's luac.cross.int keeps (2^31 - 2):
// it refuses 2^31 - 1 and -2^31, but wraps a larger one silently (2^32 - 1 becomes -1). Strings
// and comments are not looked in.
export function bigLiterals(lua: string): string[] {
  const code = lua.replace(/--\[\[[\s\S]*?\]\]|--[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, " ");
  return (code.match(/\b(?:0[xX][0-9a-fA-F]+|\d+)\b/g) ?? []).filter((n) => Number(n) > 2147483646);
}

// NaN, which Lua writes 0 / 0, is a division by zero on an integer firmware: an error. The unit
// makes it only as typescript-to-lua's charCodeAt past a text's end; there it becomes -1, which
// the code's tests of such a byte take as they take NaN (equal to no code, in no range of codes).
// Any other 0 / 0 stops the build.
export function noNaN(bundle: string): string {
  const out = bundle.replace(/(string\.byte\([^\n]*?\) or )0 \/ 0\b/g, "$1-1")
    .replace(/(local function __TS__StringCharCodeAt\(self, index\)\n[\s\S]*?\nend\n)/, (f: string) => f.replace(/\b0 \/ 0\b/g, "-1"));
  const left = out.split("\n").find((l) => /\b0 \/ 0\b/.test(l));
  if (left !== undefined) throw new Error(`build:nodemcu: a NaN (0 / 0) an integer firmware cannot make: ${left.trim()}`);
  return out;
}

// Imported names a module never uses (`local NAME = ____m.NAME`, NAME nowhere else in it: those of
// the board's features, firmware/panel/wifi-board.ts, once tools/build/tstl-natives.js has decided them) dropped.
export function dropUnusedImports(bundle: string): string {
  return bundle.replace(/(\["[^"]+"\] = function\(\.\.\.\) \n)([\s\S]*?\n)( end,\n)/g, (_all, head: string, body: string, tail: string) =>
    head + body.split("\n").filter((line) => {
      const m = /^local ([A-Za-z_]\w*) = ____\w+\.\1$/.exec(line);
      return m === null || (body.match(new RegExp(`\\b${m[1]}\\b`, "g")) ?? []).length > 2; // (the line names it twice)
    }).join("\n") + tail);
}
