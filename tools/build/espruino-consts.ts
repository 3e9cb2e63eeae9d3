// Top-level constants in the Espruino build written where they are used (inlineConstArrays), so
// that they stay in flash with the code (tools/build/espruino-lazy.ts leaves the functions there).
import { walk, name, isKey, parse, innerNames, Node } from "./espruino-lazy";

const MUTATORS = ["push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill"];

// a literal, or an array of literals (a string literal longer than the flash threshold is read
// from flash instead: see inFlash in tools/build/build-espruino.ts)
const constant = (n: Node) =>
  (n.type === "Literal" && (typeof n.value === "number" || (typeof n.value === "string" && n.value.length < 128))) ||
  (n.type === "ArrayExpression" && (n.elements as Node[]).every((e) => e !== null && e.type === "Literal"));

// A top-level constant (X = "text", X = 7 or X = ["a", "b"], assigned once, never changed) is
// written out where it is used: a literal in the code stays in flash until it runs, where the
// variable costs one or more variables (an array two an item) for as long as the firmware runs.
// A list is never changed through its name (X[i] = .., X[i]++, delete X[i], X.push(..)); a
// function it is passed to gets a fresh copy each time, so it must only read it (the firmware's
// lists are tables of words and codes, read by indexOfWord and parseListed).
export function inlineConstArrays(code: string): string {
  const program = parse(code);
  const inner = innerNames(program);
  const assigned = new Map<string, number>();
  const candidates = new Map<string, Node>(); // name -> its assignment
  const refs: Array<{ n: Node; parent: Node | null }> = [];
  const changed = new Set<string>();
  const parents = new Map<Node, Node | null>();
  walk(program, null, (n, parent) => {
    parents.set(n, parent);
    if (n.type === "AssignmentExpression" && (n.left as Node).type === "Identifier") {
      const x = name(n.left);
      assigned.set(x, (assigned.get(x) ?? 0) + 1);
      const right = n.right as Node;
      if (constant(right)) candidates.set(x, n);
    }
    if (n.type === "VariableDeclarator" && n.init !== null && parent !== null && program.body.includes(parent)) {
      const x = name(n.id);
      assigned.set(x, (assigned.get(x) ?? 0) + 1);
      const init = n.init as Node;
      if (constant(init)) candidates.set(x, n);
    }
    if (n.type === "Identifier") refs.push({ n, parent });
  });
  for (const { n, parent } of refs) {
    if (parent === null || parent.type !== "MemberExpression" || parent.object !== n) continue;
    const up = parents.get(parent) ?? null;
    const method = parent.computed !== true ? name(parent.property) : "";
    const written = up !== null && ((up.type === "AssignmentExpression" && up.left === parent) || up.type === "UpdateExpression" ||
      (up.type === "UnaryExpression" && up.operator === "delete"));
    if (written || MUTATORS.includes(method)) changed.add(name(n));
  }
  const topLevel = (a: Node) => {
    // a declaration of the program, or an assignment that is one of its statements (or in a sequence that is one)
    if (a.type === "VariableDeclarator") return true;
    let p = parents.get(a) ?? null;
    while (p !== null && p.type === "SequenceExpression") p = parents.get(p) ?? null;
    return p !== null && p.type === "ExpressionStatement" && parents.get(p) === program;
  };
  const chosen = [...candidates].filter(([x, a]) => assigned.get(x) === 1 && !inner.has(x) && !changed.has(x) && topLevel(a));
  const edits: Array<{ start: number; end: number; by: string }> = [];
  for (const [x, a] of chosen) {
    const array = (a.type === "VariableDeclarator" ? a.init : a.right) as Node;
    const literal = code.slice(array.start, array.end);
    edits.push({ start: a.start, end: a.end, by: a.type === "VariableDeclarator" ? x : "0" });
    for (const { n, parent } of refs) {
      if (name(n) !== x || n === a.left || n === a.id) continue;
      if (isKey(n, parent)) continue;
      if (parent !== null && parent.type === "VariableDeclarator" && parent.id === n) continue;
      edits.push({ start: n.start, end: n.end, by: literal });
    }
  }
  let out = "";
  let pos = 0;
  for (const e of edits.sort((p, q) => p.start - q.start)) {
    out += code.slice(pos, e.start) + e.by;
    pos = e.end;
  }
  return out + code.slice(pos);
}
