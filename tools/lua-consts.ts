// A module's constants written into the code that reads them, in the NodeMCU build: typescript-to-
// lua gives a module's `const LIMIT = 200` a local of the module (`local LIMIT = 200`), and an
// exported one a field of its table (`____exports.LIMIT = 200`) that each importing module takes
// as a local of its own; each such local that a function reads is an upvalue (24 bytes of RAM on
// the board, each module its own). Written as the literal where it is read, the value is a
// constant of that function, in LFS with the code. Only literals (a number, a string) assigned
// once, at the module's top level, are written in; a name the module also declares (a parameter,
// a local) or reads as a table (`NAME:sub`, `NAME[1]`, `NAME.x`) stays as it is.
import { declares, renameIdentifiers } from "./lua-locals";

const MODULE = /(\["([^"]+)"\] = function\(\.\.\.\) \n)([\s\S]*?\n)( end,\n)/g;
const LIT = String.raw`(-?\d+(?:\.\d+)?|"(?:[^"\\\n]|\\.)*")`;

// The literal as an operand wherever a name stood: a negative number in brackets (`a -LIMIT`
// must not become the comment `a --1`).
const operand = (lit: string) => (lit.startsWith("-") ? `(${lit})` : lit);

// Whether the name can be written as its literal everywhere in code but its definition.
function inlinable(code: string, name: string, definitions: number): boolean {
  const assigned = (code.match(new RegExp(`(^|[^.\\w])${name}\\s*=[^=]`, "gm")) ?? []).length;
  const asTable = new RegExp(`(^|[^.\\w])${name}\\s*([:[]|\\.(?!\\.))`, "m").test(code);
  return assigned === definitions && !asTable;
}

export function inlineConstants(bundle: string): string {
  const exported = new Map<string, Map<string, string>>(); // module -> exported name -> literal
  for (const m of bundle.matchAll(MODULE)) {
    const body = m[3];
    const lits = new Map<string, string>();
    for (const r of body.matchAll(new RegExp(`^____exports\\.([A-Za-z_]\\w*) = ${LIT}$`, "gm"))) {
      const sets = (body.match(new RegExp(`____exports\\.${r[1]}\\s*=[^=]`, "g")) ?? []).length;
      if (sets === 1 && !new RegExp(`____exports\\.${r[1]}\\s*([:[]|\\.(?!\\.))`).test(body)) lits.set(r[1], r[2]);
    }
    exported.set(m[2], lits);
  }
  return bundle.replace(MODULE, (_all, head: string, mod: string, body: string, tail: string) => {
    const tables = new Map<string, string>();
    for (const r of body.matchAll(/^local (____\w+) = require\("([^"]+)"\)$/gm)) tables.set(r[1], tables.has(r[1]) ? "" : r[2]);
    const names = new Map<string, string>();
    const candidates = new Map<string, string>();
    for (const line of body.split("\n")) {
      const own = new RegExp(`^local ([A-Za-z_]\\w*) = ${LIT}$`).exec(line);
      if (own !== null) candidates.set(own[1], own[2]);
      const alias = /^local ([A-Za-z_]\w*) = (____\w+)\.([A-Za-z_]\w*)$/.exec(line);
      const lit = alias === null ? undefined : exported.get(tables.get(alias[2]) ?? "")?.get(alias[3]);
      if (alias !== null && lit !== undefined) candidates.set(alias[1], lit);
    }
    const kept = body.split("\n").filter((line) => {
      const d = /^local ([A-Za-z_]\w*) = /.exec(line);
      const lit = d === null ? undefined : candidates.get(d[1]);
      if (d === null || lit === undefined) return true;
      const rest = body.replace(line + "\n", "");
      if (!inlinable(body, d[1], 1) || declares(rest, d[1])) return true;
      names.set(d[1], operand(lit));
      return false;
    });
    let code = renameIdentifiers(kept.join("\n"), names);
    // the module's own exported literals where it reads them (its definition stays: importers may read the table)
    for (const [name, lit] of exported.get(mod) ?? []) {
      code = code.replace(new RegExp(`(?<!^)____exports\\.${name}\\b(?!\\s*=[^=])`, "gm"), operand(lit));
    }
    return head + code + tail;
  });
}
