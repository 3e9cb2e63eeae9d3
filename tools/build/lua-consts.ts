// A module's constants written into the code that reads them, in the NodeMCU build: typescript-to-
// lua gives a module's `const LIMIT = 200` a local of the module (`local LIMIT = 200`), and an
// exported one a field of its table (`____exports.LIMIT = 200`) that each importing module takes
// as a local of its own; each such local that a function reads is an upvalue (24 bytes of RAM on
// the board, each module its own). Written as the literal where it is read, the value is a
// constant of that function, in LFS with the code. Only literals (a number, a string, a sum of
// numbers) assigned once, at the module's top level, are written in; a name the module also
// declares (a parameter, a local) or reads as a table (`NAME:sub`, `NAME[1]`, `NAME.x`) stays.
import { declares, MODULE, renameIdentifiers } from "./lua-locals";

// a number, a sum or product of numbers (`80 + 2048 + 512`, which Lua folds when it compiles), a string
const LIT = String.raw`(-?\d+(?:\.\d+)?(?: [-+*] \d+(?:\.\d+)?)*|"(?:[^"\\\n]|\\.)*")`;

// The literal as an operand wherever a name stood: a negative number or a sum in brackets (`a
// -LIMIT` must not become the comment `a --1`, nor `2 * ROOM` become `2 * 80 + 2048 + 512`).
const operand = (lit: string) => (lit.startsWith("-") || / [-+*] /.test(lit) ? `(${lit})` : lit);

// Whether the name can be written as its literal everywhere in code but its definition.
function inlinable(code: string, name: string, definitions: number): boolean {
  // (`X = 1`, and `X, y = 1, 2`: `, X = ` is the first form)
  const assigned = (code.match(new RegExp(`(^|[^.\\w])${name}[ \\t]*(,[\\w \\t.,]*)?=[^=]`, "gm")) ?? []).length;
  const asTable = new RegExp(`(^|[^.\\w])${name}\\s*([:[]|\\.(?!\\.))`, "m").test(code);
  return assigned === definitions && !asTable;
}

// (a local typescript-to-lua declares at the module's top before its functions, `local a, b`, and
// assigns later, `b = 16`, is one too, when nothing runs between the two at the module's top)
const HOIST = /^local [A-Za-z_][\w, ]*$/;
const unhoist = (line: string, name: string) => line.replace(new RegExp(`(, ${name}\\b|\\b${name}, |^local ${name}$)`), "");
// Whether top-level lines run nothing of the module's (so that no function reads a hoisted local
// before its assignment): functions' definitions and bodies, constants, names taken from modules,
// and within other statements (a table, a `do` block of re-exports) no call but `require`.
const QUIET = new RegExp(String.raw`^(|--.*|end|\}|do|(local )?function [\w.]+\(.*|local [\w, ]+|([\w.]+|local \w+) = (${LIT}|\{|____\w+\.\w+|require\("[^"]+"\)))$`);
function runsNothing(lines: string[]): boolean {
  let inFunction = false;
  return lines.every((l) => {
    if (!/^\s/.test(l)) {
      inFunction = /^(local )?function /.test(l);
      return QUIET.test(l);
    }
    return inFunction || !l.includes("(") || /^\s+local \w+ = require\("[^"]+"\)$/.test(l);
  });
}

export function inlineConstants(bundle: string): string {
  // (again until nothing changes: `ROOM = RECORD + SHEET_BASE` is a literal once those are)
  for (let out = inlineOnce(bundle); ; bundle = out, out = inlineOnce(out)) if (out === bundle) return out;
}

function inlineOnce(bundle: string): string {
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
    const lines = body.split("\n");
    const hoist = lines.findIndex((l) => HOIST.test(l));
    const names = new Map<string, string>();
    const drop = new Set<number>();
    lines.forEach((line, i) => {
      const own = new RegExp(`^local ([A-Za-z_]\\w*) = ${LIT}$`).exec(line);
      const late = new RegExp(`^([A-Za-z_]\\w*) = ${LIT}$`).exec(line);
      const alias = /^local ([A-Za-z_]\w*) = (____\w+)\.([A-Za-z_]\w*)$/.exec(line);
      const aliased = alias === null ? undefined : exported.get(tables.get(alias[2]) ?? "")?.get(alias[3]);
      const hoisted = late !== null && hoist >= 0 && hoist < i && unhoist(lines[hoist], late[1]) !== lines[hoist] && runsNothing(lines.slice(hoist + 1, i));
      const name = own?.[1] ?? (hoisted ? late[1] : alias?.[1]);
      const lit = own?.[2] ?? (name === late?.[1] ? late?.[2] : aliased);
      if (name === undefined || lit === undefined) return;
      const rest = lines.filter((_, j) => j !== i).map((l, j) => (j === hoist - (i < hoist ? 1 : 0) && name === late?.[1] ? unhoist(l, name) : l)).join("\n");
      if (!inlinable(body, name, 1) || declares(rest, name)) return;
      names.set(name, operand(lit));
      drop.add(i);
      if (name === late?.[1]) lines[hoist] = unhoist(lines[hoist], name);
    });
    const kept = lines.filter((l, i) => !drop.has(i) && !(i === hoist && l === ""));
    let code = renameIdentifiers(kept.join("\n"), names);
    // the module's own exported literals where it reads them (its definition stays: importers may read the table)
    for (const [name, lit] of exported.get(mod) ?? []) {
      code = code.replace(new RegExp(`(?<!^)____exports\\.${name}\\b(?!\\s*=[^=])`, "gm"), () => operand(lit)); // (a function: no `$&` read in a string)
    }
    return head + code + tail;
  });
}
