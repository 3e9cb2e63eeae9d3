// What the Espruino build (tools/build/build-espruino.ts) leaves in flash: top-level constants, written
// where they are used (inlineConstArrays), and top-level functions, made when called. On Espruino
// a function costs a few variables for as long as it is defined, so only the functions of a
// button event's path (marked `/** @resident */` where they are defined: tools/build/espruino-residency.ts)
// are defined at start. Every other top-level function is a `(function(...){...})` in the file's
// leading comment; each reference to it becomes L(i), which makes the function from that text
// (its code stays in flash) when the reference runs, found through a table of offsets (splitLazy):
// that costs the interpreter two reads of the file at each call, and saves its variables for good.
import * as acorn from "acorn";

// a call that names the lazy functions until splitLazy takes them out
export const MARK = "LAZY$";
// the loader and its parameters: names the mangler must not use
export const LOADER_NAMES = ["L", "L$i", "L$t", MARK];

export type Node = acorn.Node & { [k: string]: unknown };

export function walk(node: unknown, parent: Node | null, visit: (n: Node, parent: Node | null) => void): void {
  if (node === null || typeof node !== "object") return;
  const n = node as Node;
  if (typeof n.type !== "string") return;
  visit(n, parent);
  for (const k of Object.keys(n)) {
    const v = n[k];
    if (Array.isArray(v)) v.forEach((c) => walk(c, n, visit));
    else if (v !== null && typeof v === "object") walk(v, n, visit);
  }
}

export const name = (n: unknown) => (n as { name: string }).name;

// `o.name` or `{ name: .. }`: a property, not the function of that name
export const isKey = (n: Node, parent: Node | null) =>
  parent !== null && ((parent.type === "MemberExpression" && parent.property === n && parent.computed !== true) || (parent.type === "Property" && parent.key === n));

type Program = Node & { body: Node[] };
export const parse = (code: string) => acorn.parse(code, { ecmaVersion: 5 }) as unknown as Program;
export const topFunctions = (program: Program) => program.body.filter((s) => s.type === "FunctionDeclaration").map((s) => name(s.id));

// Names declared or assigned inside functions (a top-level name they shadow is left alone).
export function innerNames(program: Program): Set<string> {
  const inner = new Set<string>();
  walk(program, null, (n, parent) => {
    if (n.type === "FunctionDeclaration" && parent !== program) inner.add(name(n.id));
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression") (n.params as unknown[]).forEach((p) => inner.add(name(p)));
    if (n.type === "FunctionExpression" && n.id !== null) inner.add(name(n.id));
    if (n.type === "VariableDeclarator" && parent !== null && !program.body.includes(parent)) inner.add(name(n.id));
    if (n.type === "CatchClause") inner.add(name(n.param));
  });
  return inner;
}

// The top-level functions of `code` (before mangling) to leave in flash: all but the resident
// ones, and none whose name is also declared or assigned inside a function.
export function lazyNames(code: string, resident: string[]): string[] {
  const program = parse(code);
  const top = topFunctions(program);
  const inner = innerNames(program);
  const used = new Set<string>();
  walk(program, null, (n, parent) => {
    if (n.type === "AssignmentExpression" && (n.left as Node).type === "Identifier") inner.add(name(n.left));
    if (n.type === "Identifier" && !(parent !== null && parent.type === "FunctionDeclaration" && parent.id === n)) used.add(name(n));
  });
  return top.filter((f) => !resident.includes(f) && !inner.has(f) && used.has(f));
}

// The lazy functions that a resident function calls, or a closure of a factory marked @press (in
// `code` before terser), and the resident ones marked @apart that they call: terser must not
// write them into their callers, where Espruino would read through them on every call (it reads
// past the code it skips). Written in, a function becomes a function expression called where it
// was called: the interpreter reads it twice at each call (once to define it, once to run it).
// Each resident one kept apart costs its variables (about 3 and one per parameter) for good;
// those marked save the most of a press of the point button per variable (render, down, up,
// enter and point: read twice at each press; undo: read through by each step). Measured with
// `npm run bench`: the peak must stay within its budget.
// Terser may write the others into their callers: code that runs once at start then costs no
// function (and start-up code written into the top level keeps its variables out of a function
// scope that closures would hold on to).
export function keptOut(code: string, resident: string[], factories: string[], apart: string[]): string[] {
  const kept = lazyNames(code, resident).concat(apart);
  const program = parse(code);
  const out = new Set<string>();
  const callsFrom = (f: Node) =>
    walk(f, null, (n, parent) => {
      if (n.type === "Identifier" && kept.includes(name(n)) && !isKey(n, parent) && !(parent !== null && parent.id === n)) out.add(name(n));
    });
  for (const f of program.body) {
    if (f.type !== "FunctionDeclaration") continue;
    if (resident.includes(name(f.id))) callsFrom(f);
    else if (factories.includes(name(f.id))) {
      walk(f.body, null, (n) => {
        if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression") callsFrom(n);
      });
    }
  }
  return [...out];
}

// The bundle's top-level names that rollup renamed (`record$1`: two modules had a `record`), and
// any top-level function defined twice: a name that says nothing, which a mark cannot follow.
export function renamedByBundler(code: string): string[] {
  const program = parse(code);
  const names: string[] = [];
  for (const s of program.body) {
    if (s.type === "FunctionDeclaration") names.push(name(s.id));
    if (s.type === "VariableDeclaration") for (const d of s.declarations as Node[]) names.push(name(d.id));
  }
  const fns = topFunctions(program);
  return [...new Set(names.filter((n) => /\$\d+$/.test(n)).concat(fns.filter((f, i) => fns.indexOf(f) !== i)))];
}

// Takes the lazy functions (kept by name through mangling) out of the minified `code`: their
// texts, to go after `dataEnd` in the file (the offset the comment's data reaches), and the code
// with each reference replaced by the loader, L(i): i the function's index in a table of offsets
// that goes first in the data (the flash a reference costs is L ( i ), 4 bytes pretokenised for
// an index from 0 to 127, where the offset and length written in it were 9 or so: the table
// costs 2 bytes a function). The most referenced functions have the smallest indices; 128 and
// more take 3-byte indices, from the 129th on. encode: what the texts become in
// the file (pretokenised for the board's Espruino: tools/build/espruino-pretokenise.ts). loader: the L
// that reads that table (tools/build/build-espruino.ts puts it after Q, the reader of the file).
//
// The table: an entry of 2 bytes for each function in the order of their indices, then one for
// the end of the last text; an entry is the offset of its text from the first text's, in units of
// U bytes (1, or 2, 4.. where the texts are longer than 32,639 bytes: each text is then padded to
// a multiple of U with spaces after its closing parenthesis), plus 128, as b0*128 + (b1-128): b0
// from 1 to 255, b1 from 128 to 255. No byte is 0 and no two make "*/" (b1 is neither "*" nor
// "/", the first b0 is 1): either would end the comment. L reads the 4 bytes of
// entries i and i+1 (one read more than an offset and length in the reference: 4 charCodeAt and
// a few sums) and evaluates the text between them. The text is evaluated in L's scope: its names
// (L$i, L$t) are ones the mangler leaves alone (LOADER_NAMES).
export function splitLazy(code: string, lazy: string[], dataEnd: number, encode: (js: string) => string = (js) => js): { text: string; data: string; loader: string } {
  const program = parse(code);
  const found = program.body.filter((s) => s.type === "FunctionDeclaration" && lazy.includes(name(s.id)));
  const marks: Node[] = [];
  walk(program, null, (n) => {
    if (n.type === "CallExpression" && (n.callee as Node).type === "Identifier" && name(n.callee) === MARK) marks.push(n);
  });
  if (marks.length !== 1) throw new Error(`espruino-lazy: the build has ${marks.length} ${MARK} calls, not one`);
  const refs: Node[] = [];
  walk(program, null, (n, parent) => {
    if (n.start >= marks[0].start && n.end <= marks[0].end) return;
    if (n.type !== "Identifier" || !lazy.includes(name(n))) return;
    if (isKey(n, parent)) return;
    if (parent !== null && parent.type === "FunctionDeclaration" && parent.id === n) return;
    // `new f()` would construct L itself: the firmware has no constructors, and a build that
    // gets one fails here rather than on the board
    if (parent !== null && parent.type === "NewExpression" && parent.callee === n) throw new Error(`espruino-lazy: new ${name(n)}(): a lazy function cannot be a constructor`);
    refs.push(n);
  });
  const uses = (d: Node) => refs.filter((r) => name(r) === name(d.id)).length;
  // the k-th most referenced: 0..127 (a raw integer of one byte), then 128 on (a negative index
  // would cost its minus sign as a byte of its own, as much as an index of two bytes)
  const indexOf = (k: number) => k;
  const ranked = found.map((d, k) => ({ d, k, uses: uses(d) })).sort((x, y) => y.uses - x.uses || x.k - y.k);
  const index = new Map<string, number>(ranked.map((r, k) => [name(r.d.id), indexOf(k)]));
  // the texts in the order of their indices (the table's)
  const decls = ranked.map((r) => r.d).sort((x, y) => index.get(name(x.id))! - index.get(name(y.id))!);
  const loader = (f: string) => {
    const i = index.get(f);
    if (i === undefined) throw new Error(`espruino-lazy: ${f} is referenced but the build dropped its definition`);
    return `L(${i})`;
  };
  // code[from, to) with its references replaced and the ranges in `cut` left out
  const rewrite = (from: number, to: number, cut: Node[]) => {
    const edits = refs.filter((r) => r.start >= from && r.end <= to && !cut.some((d) => r.start >= d.start && r.end <= d.end))
      .map((r) => ({ start: r.start, end: r.end, by: loader(name(r)) }))
      .concat(cut.map((d) => ({ start: d.start, end: d.end, by: d === marks[0] ? "0" : "" })))
      .sort((x, y) => x.start - y.start);
    let out = "";
    let pos = from;
    for (const e of edits) {
      out += code.slice(pos, e.start) + e.by;
      pos = e.end;
    }
    return out + code.slice(pos, to);
  };
  // (the mark, an expression, becomes 0: a statement, or a part of a sequence)
  const text = rewrite(0, code.length, found.concat(marks));
  if (decls.length === 0) return { text, data: "", loader: "" };
  const texts = decls.map((d) => encode("(function" + rewrite((d.id as Node).end, d.end, []) + ")"));
  texts.forEach((s, i) => {
    if (s.includes("*/") || s.includes("\0")) throw new Error(`espruino-lazy: ${name(decls[i].id)} cannot go in a comment`);
  });
  let unit = 1;
  const padded = (s: string) => s + " ".repeat((unit - (s.length % unit)) % unit);
  while (texts.reduce((n, s) => n + padded(s).length, 0) / unit > 32767 - 128) unit *= 2;
  const first = dataEnd + 2 * (decls.length + 1); // the first text's offset in the file
  let table = "";
  let at = 0;
  const entry = (v: number) => String.fromCharCode((v + 128) >> 7, 128 + ((v + 128) & 127));
  for (const s of texts) {
    table += entry(at / unit);
    at += padded(s).length;
  }
  table += entry(at / unit);
  // entry i is at T + 2i; the text's offset is (b0*128+b1)*unit + base
  const T = dataEnd - 2 * Math.min(...index.values());
  const base = first - 256 * unit;
  if (table.includes("\0") || table.includes("*/")) throw new Error("espruino-lazy: the table cannot go in a comment");
  const sum = (n: number) => (n < 0 ? `${n}` : `+${n}`);
  const times = unit === 1 ? "" : `*${unit}`;
  const L = `function L(L$i,L$t){L$t=Q(${T}+L$i+L$i,4);return eval(Q((L$i=L$t.charCodeAt(0)*128+L$t.charCodeAt(1))${times}${sum(base)},` +
    `(L$t.charCodeAt(2)*128+L$t.charCodeAt(3)-L$i)${times}))}\n`;
  return { text, data: table + texts.map(padded).join(""), loader: L };
}

// The lazy texts a built file's code reaches (its references L(i), and theirs in turn): index ->
// the text's offset and length in the file, read from the file's table as L reads it. file: the
// file's bytes (latin1); code: its code after the comment as text (detokenised); detok: a text's
// bytes as text. (For the tests and carom flash's check of the modules, which read the build.)
export function lazyTexts(file: string, code: string, detok: (bytes: string) => string = (s) => s): Map<number, { at: number; len: number; text: string }> {
  const m = /functionL\(L\$i,L\$t\)\{L\$t=Q\((\d+)\+L\$i\+L\$i,4\);returneval\(Q\(\(L\$i=L\$t\.charCodeAt\(0\)\*128\+L\$t\.charCodeAt\(1\)\)(?:\*(\d+))?([+-]\d+),/
    .exec(code.replace(/\s+/g, ""));
  const out = new Map<number, { at: number; len: number; text: string }>();
  if (m === null) return out; // (no lazy functions: no loader)
  const [T, unit, base] = [+m[1], m[2] === undefined ? 1 : +m[2], +m[3]];
  const refsIn = (t: string) => [...t.matchAll(/\bL\(\s*(\d+)\s*\)/g)].map((r) => +r[1]);
  const todo = refsIn(code);
  while (todo.length > 0) {
    const i = todo.pop()!;
    if (out.has(i)) continue;
    const b = (k: number) => file.charCodeAt(T + 2 * i + k);
    const a = b(0) * 128 + b(1);
    const at = a * unit + base;
    const len = (b(2) * 128 + b(3) - a) * unit;
    const text = detok(file.substr(at, len));
    out.set(i, { at, len, text });
    todo.push(...refsIn(text));
  }
  return out;
}
