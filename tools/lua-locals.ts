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

// One module's code: its imported names read from their module's table when it has too many locals.
export function fewerLocals(chunk: string, most = MAX_LOCALS - 2): string {
  if (topLocals(chunk) <= most) return chunk;
  const names = new Map<string, string>();
  const kept: string[] = [];
  // (two imports of files of one name share their table's name: typescript-to-lua's `____link`
  // for firmware/link and hal/nodemcu/link; the second one's local hides the first, so names
  // from those stay locals)
  const tables = new Map<string, number>();
  for (const m of chunk.matchAll(/^local (____\w+) = require\(/gm)) tables.set(m[1], (tables.get(m[1]) ?? 0) + 1);
  for (const line of chunk.split("\n")) {
    const m = ALIAS.exec(line);
    if (m !== null && m[1] === m[3] && (tables.get(m[2]) ?? 0) <= 1) names.set(m[1], `${m[2]}.${m[3]}`);
    else kept.push(line);
  }
  const rest = kept.join("\n");
  for (const name of names.keys()) {
    const w = `\\b${name}\\b`;
    const declared = new RegExp(`\\blocal\\s+(function\\s+)?([\\w\\s,]*,\\s*)?${name}\\b|\\bfor\\s+[\\w\\s,]*${w}|\\bfunction\\b[^(\\n]*\\([^)]*${w}`);
    if (declared.test(rest)) throw new Error(`lua-locals: a module declares a local ${name}, the name of one of its imports`);
  }
  return renameIdentifiers(rest, names);
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
