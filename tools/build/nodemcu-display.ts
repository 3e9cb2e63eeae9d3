// What NodeMCU's build reads from a display kind's code (hal/nodemcu/display/KIND.ts, and the
// drivers it imports): the C modules of the firmware it calls, and the fields of the board's
// display it reads, which are what the board's data gives it (pins as gpio indexes).
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";
import { isPin, displaySchema, kindStarts } from "./display-kinds";
import type { BoardData } from "../../hal/board-data";

// What NodeMCU 3.0's C modules ask beside themselves: ws2812.newBuffer is pixbuf's (there only
// when pixbuf is built in), and the ws2812 module drives GPIO2 alone (the display's `pin`).
const ALSO_NEEDS: Record<string, string[]> = { ws2812: ["pixbuf"] };
export const ONLY_PIN: Record<string, [string, string]> = { ws2812: ["D4", "GPIO2"] };

const COMMENT_OR_STRING = /\/\*[\s\S]*?\*\/|\/\/.*$|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/gm;
// a file's text without its comments; and without its strings too (its code alone)
const withoutComments = (text: string) => text.replace(COMMENT_OR_STRING, (m) => (m.startsWith("/") ? "" : m));
const codeOf = (text: string) => text.replace(COMMENT_OR_STRING, (m) => (m.startsWith("/") ? "" : '""'));

const declaredModules = () => [...fs.readFileSync(path.join(ROOT, "hal", "nodemcu", "nodemcu.d.ts"), "utf8").matchAll(/^declare namespace (\w+)/gm)].map((m) => m[1]);

// The C modules a file and the files it imports (relative imports, not `import type`) call, each
// with the file that calls it: the namespaces hal/nodemcu/nodemcu.d.ts declares, where the code
// reads a name of one (`spi.setup`, not `o.spi.x`).
export function modulesCalled(file: string, seen = new Set<string>(), declared = declaredModules()): Map<string, string> {
  const out = new Map<string, string>();
  if (seen.has(file)) return out;
  seen.add(file);
  const text = withoutComments(fs.readFileSync(file, "utf8"));
  const code = codeOf(text);
  for (const m of declared) if (new RegExp(`(?<![\\w.$])${m}\\s*\\.\\s*\\w`).test(code)) out.set(m, path.relative(ROOT, file));
  for (const [, spec] of text.matchAll(/^(?:import|export)\s+(?!type\b)[\w\s{},*$]*?\bfrom\s*["'](\.[^"']+)["']/gm)) {
    const base = path.join(path.dirname(file), spec);
    const hit = [`${base}.ts`, path.join(base, "index.ts")].find((f) => fs.existsSync(f));
    if (hit === undefined) throw new Error(`build:nodemcu: ${path.relative(ROOT, file)} imports ${spec}, which is not a file`);
    for (const [k, v] of modulesCalled(hit, seen, declared)) if (!out.has(k)) out.set(k, v);
  }
  return out;
}

// The C modules the board's display calls, each with the file that calls it (its kind's start and
// the drivers it imports, called or not: a strip's file carries the message line's MAX7219).
export function displayModules(kind: string): Map<string, string> {
  kindStarts("nodemcu", kind);
  const called = modulesCalled(path.join(ROOT, "hal", "nodemcu", "display", `${kind}.ts`));
  for (const [m, file] of [...called]) for (const also of ALSO_NEEDS[m] ?? []) if (!called.has(also)) called.set(also, `${file}: what ${m} needs`);
  return called;
}

// The display's data as its kind's start reads it on NodeMCU: the fields hal/nodemcu/display/KIND.ts
// reads as `d.FIELD` (`d.msg.cs`: of an object, the fields read; all of it where it is read whole,
// not only compared with undefined), pins (the schema's $defs/pin) as gpio indexes. A start that
// reads `d` otherwise (`d[k]`, `{ cs } = d`, `f(d)`, `a ? d : b`) stops the build: what it reads
// could not be told. The MAX7219s' spi, sck and mosi are not read: NodeMCU's HSPI has its pins
// (nodemcu-board.ts checks them).
export function displayData(name: string, d: Record<string, any>, pinIndex: (pin: string, what: string) => number, root = ROOT): BoardData<number>["display"] {
  const file = `hal/nodemcu/display/${d.kind}.ts`;
  const code = codeOf(fs.readFileSync(path.join(root, file), "utf8"));
  if (!/^export function \w+\(_?d: /m.test(code)) throw new Error(`build:nodemcu: ${file}: its start takes the board's display as \`d\` (the build gives it the fields it reads: d.FIELD)`);
  // (d itself: not d.FIELD, nor a parameter or a key named d, `(d: D`, `{ d: 1 }`)
  const otherwise = code.split("\n").findIndex((l) => [...l.matchAll(/(?<![\w.$])d\b(?!\s*\.)/g)].some((m) => !(/[(,{]\s*$/.test(l.slice(0, m.index)) && /^d\s*:/.test(l.slice(m.index)))));
  if (otherwise >= 0) throw new Error(`build:nodemcu: ${file} line ${otherwise + 1} reads the board's display d otherwise than as d.FIELD: the build gives it only the fields it reads so`);
  const pick = (o: Record<string, any>, s: Record<string, any>, at: string, whole: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      const read = new RegExp(`(?<![\\w.$])${at.replace(/\./g, "\\s*\\.\\s*")}\\s*\\.\\s*${k}\\b`);
      if (!(whole || (at === "d" && k === "kind") || read.test(code))) continue;
      const f = s.properties?.[k];
      if (isPin(f)) out[k] = pinIndex(v, `board ${name}: display.${at === "d" ? "" : at.slice(2) + "."}${k}`);
      else if (v === null || typeof v !== "object" || Array.isArray(v)) out[k] = v;
      else out[k] = pick(v, f ?? {}, `${at}.${k}`, whole || new RegExp(`${read.source}(?!\\s*\\.\\s*\\w|\\s*[!=]==?\\s*(?:undefined|null)\\b)`).test(code));
    }
    return out;
  };
  return pick(d, displaySchema(root), "d", false) as BoardData<number>["display"];
}
