// Where the firmware's variables go on the Espruino interpreter (npm run bench, with ESPRUINO_BIN):
// after the lines, E.dumpVariables() lists every variable in use with the ones it links to; each
// is counted once, for the first way it is reached from the root, in one of these parts:
//   functions: functions declared at the bundle's top level (the resident ones: the lazy ones are
//     made from flash when called, and gone after);
//   variables: top-level variables of the bundle and what they hold (function expressions too)
//     but closures' scopes;
//   unit: what closures' scopes hold (the unit's state, the match, the hal roles' objects and
//     closures: startUnit and the factories it calls);
//   watches: setWatch's records of the buttons;
//   interpreter: the rest (built-ins, timers, the console, unreachable).
import * as acorn from "acorn";
import { detokenise, TokenTable } from "../build/espruino-pretokenise";
import * as fs from "fs";
import { openEspruino } from "../sim/espruino-run";
import { sealed } from "../link/frame";

export type Part = "functions" | "variables" | "unit" | "watches" | "interpreter";
export const PARTS: Part[] = ["functions", "variables", "unit", "watches", "interpreter"];

interface Node { size: number; label: string; kind: number; links: number[] }

// E.dumpVariables's lines: "ref,size,flags,name,links...", a name quoted (it may hold commas).
export function parseDump(text: string): Map<number, Node> {
  const nodes = new Map<number, Node>();
  for (const line of text.split(/\r?\n/)) {
    const m = /^(\d+),(\d+),(\d+),(.*)$/.exec(line);
    if (m === null) continue;
    let rest = m[4];
    let label = "";
    const quoted = /^(?:(?:Flash)?String )?"/.exec(rest);
    if (quoted !== null) {
      const end = rest.lastIndexOf('",');
      label = end < 0 ? rest : rest.slice(0, end + 1);
      rest = end < 0 ? "" : rest.slice(end + 2);
    } else {
      const comma = rest.indexOf(",");
      label = comma < 0 ? rest : rest.slice(0, comma);
      rest = comma < 0 ? "" : rest.slice(comma + 1);
    }
    const links = rest.split(",").filter((x) => /^\d+$/.test(x)).map(Number);
    nodes.set(Number(m[1]), { size: Number(m[2]), label: label, kind: Number(m[3]), links: links });
  }
  return nodes;
}

// The bundle's top-level names: its declared functions, and its variables (whatever they hold).
export function topLevelNames(bundle: string): { functions: Set<string>; variables: Set<string> } {
  const out = { functions: new Set<string>(), variables: new Set<string>() };
  const program = acorn.parse(bundle, { ecmaVersion: 5 }) as unknown as { body: Array<{ type: string; id?: { name: string }; declarations?: Array<{ id: { name: string } }> }> };
  for (const s of program.body) {
    if (s.type === "FunctionDeclaration" && s.id !== undefined) out.functions.add(s.id.name);
    if (s.type === "VariableDeclaration") for (const d of s.declarations ?? []) out.variables.add(d.id.name);
  }
  return out;
}

const ROOT = 1; // (Espruino's JSV_ROOT)
const SCOPE = '"\\xFFsco"';

// Variables per part: a breadth-first walk from the root (variable 1), each root name's part
// given by what it names, a closure's scope's by that.
export function breakdown(nodes: Map<number, Node>, own: { functions: Set<string>; variables: Set<string> }): Record<Part, number> {
  const out: Record<Part, number> = { functions: 0, variables: 0, unit: 0, watches: 0, interpreter: 0 };
  const seen = new Set<number>();
  const root = [...nodes].find(([, n]) => n.kind === ROOT)?.[0] ?? 1;
  const queue: Array<[number, Part]> = [[root, "interpreter"]];
  const partOfRootName = (n: Node): Part => {
    const name = n.label.slice(1, -1);
    return own.functions.has(name) ? "functions" : own.variables.has(name) ? "variables" : "interpreter";
  };
  while (queue.length > 0) {
    const [ref, from] = queue.shift() as [number, Part];
    const n = nodes.get(ref);
    if (n === undefined || seen.has(ref)) continue;
    seen.add(ref);
    let part = from;
    if (ref !== root && nodes.get(root)?.links.includes(ref) && n.label.startsWith('"')) part = partOfRootName(n);
    if (n.label === SCOPE) part = "unit";
    if (part === "interpreter" && n.label === '"watches"') part = "watches";
    out[part] += n.size;
    for (const c of n.links) if (!seen.has(c)) queue.push([c, part]);
  }
  for (const [ref, n] of nodes) if (!seen.has(ref)) out.interpreter += n.size;
  return out;
}

// The hook that runs a "\x02CODE\n" chunk on the link's port (the bench's; the firmware's own
// link never sees it), then answers "1 ok dbg".
const HOOK = "(function(){var U=USB.on;USB.on=function(e,f){var B=null;U.call(USB,e,function(d){if(B===null&&d.charCodeAt(0)!==2)return f(d);" +
  'B=(B===null?"":B)+d;var k=B.indexOf("\\n");if(k<0)return;var c=B.substring(1,k);B=null;eval(c);' +
  `USB.write(${JSON.stringify("\n" + sealed("1 ok dbg") + "\r\n")})})}})();`;

// Plays the lines on the bundle, then the breakdown of the variables in use, their total, and
// process.memory()'s usage just before the dump (-1: not seen).
// tokens: the table the bundle is pretokenised for (its code is read back as text for its names)
export async function memoryBreakdown(bin: string, bundleFile: string, lines: string[], tokens: TokenTable): Promise<{ parts: Record<Part, number>; total: number; usage: number }> {
  let out = "";
  const e = await openEspruino(bin, { bundleFile: bundleFile, timeoutMs: 600000, boot0: HOOK, tap: (t) => (out += t) });
  try {
    for (let i = 0; i < lines.length; i++) {
      const r = await e.ask(lines[i]);
      if (!r.ok) throw new Error(`line ${i + 1} ${lines[i]}: ${r.body}`);
    }
    out = "";
    // (the console on the link's port for the dump, left there: the run ends after it)
    await e.askRaw("\x02USB.setConsole(true);print(\"USAGE \"+process.memory().usage);E.dumpVariables();\n");
  } finally {
    await e.close();
  }
  const nodes = parseDump(out);
  if (nodes.size === 0) throw new Error("E.dumpVariables printed nothing");
  const parts = breakdown(nodes, topLevelNames(detokenise(fs.readFileSync(bundleFile, "latin1").replace(/^\/\*[\s\S]*?\*\//, ""), tokens)));
  const usage = /USAGE (\d+)/.exec(out);
  return { parts: parts, total: PARTS.reduce((s, p) => s + parts[p], 0), usage: usage === null ? -1 : Number(usage[1]) };
}
