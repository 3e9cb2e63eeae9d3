// NodeMCU's Lua 5.1 takes at most 50 locals in a function (app/lua/luaconf.h LUAI_MAXVARS), and
// typescript-to-lua gives each imported name a local of the module's (`local view = ____view.view`).
// In a module with more locals than that, the imported names are read from their module's table
// instead (`____view.view`). A module that declares a local of an imported name's (`local NAME`,
// a parameter, a `for` variable) is refused: there the name is not the import.
export const MAX_LOCALS = 50;
const ALIAS = /^local ([A-Za-z_]\w*) = (____[A-Za-z_]\w*)\.([A-Za-z_]\w*)$/;
const LONG_OPEN = /^\[(=*)\[/;

// The module's top-level locals (TSTL writes them at column 0): `local a, b = ...`, `local function f`.
export function topLocals(chunk: string): number {
  let n = 0;
  for (const line of chunk.split("\n")) {
    const m = /^local (function )?([A-Za-z_][\w, ]*?)(?:\s*=|\s*\(|$)/.exec(line);
    if (m !== null) n += m[1] !== undefined ? 1 : m[2].split(",").length;
  }
  return n;
}

// Each name of `names` in code (outside strings and comments, not after . or :, not a table
// key `name =`) replaced by what `names` maps it to.
export function renameIdentifiers(code: string, names: Map<string, string>): string {
  let out = "";
  let i = 0;
  let prev = ""; // the last significant character written
  while (i < code.length) {
    const c = code[i];
    const rest = code.slice(i, i + 8);
    if (c === "-" && code[i + 1] === "-") {
      const long = LONG_OPEN.exec(code.slice(i + 2, i + 20));
      const end = long !== null ? code.indexOf("]" + long[1] + "]", i + 2 + long[0].length) + long[0].length : code.indexOf("\n", i);
      const stop = end < i ? code.length : end;
      out += code.slice(i, stop);
      i = stop;
    } else if (c === "\"" || c === "'") {
      let j = i + 1;
      while (j < code.length && code[j] !== c) j += code[j] === "\\" ? 2 : 1;
      out += code.slice(i, j + 1);
      i = j + 1;
      prev = c;
    } else if (c === "[" && LONG_OPEN.test(rest)) {
      const long = LONG_OPEN.exec(code.slice(i, i + 20))!;
      const end = code.indexOf("]" + long[1] + "]", i) + long[0].length;
      out += code.slice(i, end);
      i = end;
      prev = "]";
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < code.length && /\w/.test(code[j])) j++;
      const word = code.slice(i, j);
      const after = /^\s*(==?)/.exec(code.slice(j, j + 40));
      const key = after !== null && after[1] === "=";
      const to = names.get(word);
      out += to !== undefined && prev !== "." && prev !== ":" && !key ? to : word;
      prev = "a";
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < code.length && /[\w.]/.test(code[j])) j++;
      out += code.slice(i, j);
      prev = "0";
      i = j;
    } else {
      out += c;
      if (!/\s/.test(c)) prev = c === "." && code[i + 1] === "." ? "+" : c; // `..` is not a field
      if (c === "." && code[i + 1] === ".") {
        out += ".";
        i++;
      }
      i++;
    }
  }
  return out;
}

// One module's code when it has too many locals: a module's table that no line reads but its own
// (all its names dropped or written in) loaded without a local; then the imported names of as few
// modules as bring it under the limit, those it takes most names from first, read from their
// module's table. Each table so read stays in RAM as long as the module's functions do, so the
// fewer the better; a name kept as a local costs an upvalue where a function reads it.
export function fewerLocals(chunk: string, most = MAX_LOCALS - 2): string {
  if (topLocals(chunk) <= most) return chunk;
  const bare = chunk.replace(/^local (____\w+) = (require\("[^"]+"\))$/gm, (line, t: string, call: string) =>
    (chunk.match(new RegExp(`\\b${t}\\b`, "g")) ?? []).length === 1 ? call : line);
  const over = topLocals(bare) - most;
  if (over <= 0) return bare;
  // (two imports of files of one name share their table's name: typescript-to-lua's `____link`
  // for firmware/link and hal/nodemcu/link; the second one's local hides the first, so names
  // from those stay locals)
  const tables = new Map<string, number>();
  for (const m of bare.matchAll(/^local (____\w+) = require\(/gm)) tables.set(m[1], (tables.get(m[1]) ?? 0) + 1);
  const groups = new Map<string, string[]>();
  for (const line of bare.split("\n")) {
    const m = ALIAS.exec(line);
    if (m !== null && m[1] === m[3] && (tables.get(m[2]) ?? 0) <= 1) groups.set(m[2], (groups.get(m[2]) ?? []).concat(m[1]));
  }
  const names = new Map<string, string>();
  for (const [table, ns] of [...groups].sort((x, y) => y[1].length - x[1].length || (x[0] < y[0] ? -1 : 1))) {
    if (names.size >= over) break;
    for (const n of ns) names.set(n, `${table}.${n}`);
  }
  const rest = bare.split("\n").filter((line) => {
    const m = ALIAS.exec(line);
    return m === null || !names.has(m[1]) || names.get(m[1]) !== `${m[2]}.${m[3]}`;
  }).join("\n");
  for (const name of names.keys()) {
    if (declares(rest, name)) throw new Error(`lua-locals: a module declares a local ${name}, the name of one of its imports`);
  }
  return renameIdentifiers(rest, names);
}

// Whether code declares a local `name` of its own (`local name`, a `for` variable, a parameter).
export function declares(code: string, name: string): boolean {
  const w = `\\b${name}\\b`;
  return new RegExp(`\\blocal\\s+(function\\s+)?([\\w\\s,]*,\\s*)?${name}\\b|\\bfor\\s+[\\w\\s,]*${w}|\\bfunction\\b[^(\\n]*\\([^)]*${w}`).test(code);
}

// One module of a typescript-to-lua bundle: its head, its name, its body and its tail.
export const MODULE = /(\["([^"]+)"\] = function\(\.\.\.\) \n)([\s\S]*?\n)( end,\n)/g;

// The names most imported, as locals of the bundle's chunk (at most `most` of them: as many as the
// chunk's own locals leave of NodeMCU's limit of 50). Each module takes an imported name as a
// local of its own (`local intText = ____numbers.intText`), and each closure that calls it holds it
// as an upvalue: one upvalue (40 bytes on the 64-bit host, 24 on the ESP8266) per module and name,
// and the local's code in flash. As a local of the chunk, one upvalue that every module shares:
// the module that exports the name sets it once its body has run (before any module that imports
// it runs: modules are required at their top, and there are no import circles). Only names the
// exporting module assigns once, at its top level (its functions and constants), are shared.
export function shareImports(bundle: string, most = MAX_LOCALS - 2 - topLocals(bundle.replace(MODULE, ""))): string {
  const bodies = new Map<string, string>();
  for (const m of bundle.matchAll(MODULE)) bodies.set(m[2], m[3]);
  const tablesOf = (body: string) => {
    const t = new Map<string, string>();
    const twice = new Set<string>();
    for (const r of body.matchAll(/^local (____\w+) = require\("([^"]+)"\)$/gm)) {
      if (t.has(r[1])) twice.add(r[1]);
      t.set(r[1], r[2]);
    }
    for (const x of twice) t.delete(x); // (two modules of one name: the fewerLocals note)
    return t;
  };
  const once = (body: string, name: string) =>
    (body.match(new RegExp(`____exports\\.${name}\\s*=[^=]|function ____exports\\.${name}\\(`, "g")) ?? []).length === 1 &&
    new RegExp(`^(____exports\\.${name} = |function ____exports\\.${name}\\()`, "m").test(body);
  // who imports what: "module name" -> importing modules
  const importers = new Map<string, string[]>();
  for (const [mod, body] of bodies) {
    const tables = tablesOf(body);
    for (const a of body.matchAll(/^local ([A-Za-z_]\w*) = (____\w+)\.\1$/gm)) {
      const from = tables.get(a[2]);
      if (from === undefined || bodies.get(from) === undefined || !once(bodies.get(from) as string, a[1])) continue;
      const k = `${from} ${a[1]}`;
      importers.set(k, (importers.get(k) ?? []).concat(mod));
    }
  }
  const chosen = [...importers.entries()].filter(([, ms]) => ms.length > 1).sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1)).slice(0, most);
  if (chosen.length === 0) return bundle;
  const shared = new Map<string, string>(); // "module name" -> the chunk's local
  chosen.forEach(([k], i) => shared.set(k, `____s${i}`));
  const out = bundle.replace(MODULE, (_all, head: string, mod: string, body: string, tail: string) => {
    const tables = tablesOf(body);
    const names = new Map<string, string>();
    const lines = body.split("\n").filter((line) => {
      const a = /^local ([A-Za-z_]\w*) = (____\w+)\.\1$/.exec(line);
      const to = a === null ? undefined : shared.get(`${tables.get(a[2])} ${a[1]}`);
      if (a === null || to === undefined) return true;
      names.set(a[1], to);
      return false;
    });
    let code = lines.join("\n");
    for (const name of names.keys()) if (declares(code, name)) throw new Error(`lua-locals: module ${mod} declares a local ${name}, the name of one of its imports`);
    code = renameIdentifiers(code, names);
    const sets = [...shared].filter(([k]) => k.startsWith(`${mod} `)).map(([k, to]) => `${to} = ____exports.${k.split(" ")[1]}\n`).join("");
    if (sets !== "") {
      const end = code.lastIndexOf("\nreturn ____exports\n");
      if (end < 0) throw new Error(`lua-locals: module ${mod} does not end as the build expects (return ____exports)`);
      code = code.slice(0, end + 1) + sets + code.slice(end + 1);
    }
    return head + code + tail;
  });
  const at = out.indexOf("\nlocal ____modules = {}\n");
  if (at < 0) throw new Error("lua-locals: the bundle is not as the build expects (local ____modules)");
  return out.slice(0, at + 1) + `local ${[...shared.values()].join(", ")} -- (lua-locals.ts: shareImports)\n` + out.slice(at + 1);
}

// A typescript-to-lua bundle (luaBundle): each module's function rewritten by fewerLocals.
export function bundleFewerLocals(bundle: string): string {
  return bundle.replace(/(\["[^"]+"\] = function\(\.\.\.\) \n)([\s\S]*?\n)( end,\n)/g, (_all, head: string, body: string, tail: string) =>
    head + fewerLocals(body) + tail);
}

// Adjacent string literals joined (`("a" .. "b")` -> `"ab"`, and `= "a" .. "b"` at a line's end):
// typescript-to-lua writes a long string split over lines as a chain of `..` that Lua 5.1 runs
// when the module loads, making the string in RAM; joined, it is one constant, which LFS keeps in
// flash. A pair is left as it is when the join would change an escape (`"\1" .. "2"`).
const LIT = String.raw`"(?:[^"\\\n]|\\.)*"`;
export function joinLiterals(code: string): string {
  const paren = new RegExp(String.raw`\((${LIT}) \.\. (${LIT})\)`, "g");
  const tail = new RegExp(String.raw`(= |return )(${LIT}) \.\. (${LIT})$`, "gm");
  const join = (all: string, a: string, b: string) => (/(^|[^\\])(\\\\)*\\\d{1,2}"$/.test(a) && /^"\d/.test(b) ? all : a.slice(0, -1) + b.slice(1));
  let out = code;
  for (;;) {
    const next = out.replace(paren, join).replace(tail, (all: string, head: string, a: string, b: string) => {
      const j = join(all, a, b);
      return j === all ? all : head + j;
    });
    if (next === out) return out;
    out = next;
  }
}
