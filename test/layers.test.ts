// The code's layers (docs/architecture.md, "The layers"): no import circle anywhere (type-only
// imports count), rules/ imports only rules/, hal/ nothing above it, firmware/ no hal backend;
// the start-up that composes a backend with the firmware lives in boot/.
import * as fs from "fs";
import * as path from "path";
import { floorOf, runsBackUp } from "../tools/bench/house";

const ROOT = path.join(__dirname, "..");
const FOLDERS = ["rules", "firmware", "hal", "boot", "tools", "lua"];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : e.name.endsWith(".ts") ? [p] : [];
  });
}

// The project files a source imports (import, import type, export ... from, import()).
export function importsOf(file: string, text: string): string[] {
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|import\s*\(\s*"([^"]+)"\s*\)|(?:^|\n)\s*import\s*"([^"]+)"/g)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((s) => s.startsWith("."));
  return specs.map((s) => {
    const base = path.resolve(path.dirname(file), s);
    const hit = [base + ".ts", base + ".d.ts", path.join(base, "index.ts")].find((f) => fs.existsSync(f));
    if (hit === undefined) throw new Error(`${path.relative(ROOT, file)} imports ${s}, which is not a file`);
    return hit;
  });
}

// Every circle of a graph, as the files along it (Tarjan's strongly connected components).
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const files = FOLDERS.flatMap((f) => sources(path.join(ROOT, f)));
const graph = new Map(files.map((f) => [f, importsOf(f, fs.readFileSync(f, "utf8"))]));
const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join("/");

test("the circle finder finds a circle, type-only imports too", () => {
  const dir = fs.mkdtempSync(path.join(require("os").tmpdir(), "carom-layers-"));
  fs.writeFileSync(path.join(dir, "a.ts"), 'import type { B } from "./b";\nexport interface A { b: B }\n');
  fs.writeFileSync(path.join(dir, "b.ts"), 'import { A } from "./a";\nexport type B = A[];\n');
  const g = new Map(["a.ts", "b.ts"].map((f) => path.join(dir, f)).map((f) => [f, importsOf(f, fs.readFileSync(f, "utf8"))]));
  expect(circles(g).map((c) => c.map((f) => path.basename(f)).sort())).toEqual([["a.ts", "b.ts"]]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("no import circle anywhere in the code", () => {
  expect(files.length).toBeGreaterThan(50);
  expect(circles(graph).map((c) => c.map(rel))).toEqual([]);
});

test("each layer imports only from below: rules/ from rules/, hal/ from hal/, firmware/ no hal backend", () => {
  const wrong: string[] = [];
  for (const [f, deps] of graph) {
    for (const d of deps) {
      const from = rel(f);
      const to = rel(d);
      if (from.startsWith("rules/") && !to.startsWith("rules/")) wrong.push(`${from} -> ${to}`);
      if (from.startsWith("hal/") && !to.startsWith("hal/")) wrong.push(`${from} -> ${to}`);
      if (from.startsWith("firmware/") && !(to.startsWith("rules/") || to.startsWith("firmware/") || to === "hal/roles.ts")) wrong.push(`${from} -> ${to}`);
    }
  }
  expect(wrong).toEqual([]);
});

// (the floors from the ground: firmware/ journal, panel, seal, club wireless and remote, receiver;
// tools/ web, export and build, link, club and tournament, sim, cli, bench)
test.each(["firmware", "tools"])("%s/'s folders import only from their own folder or a floor below (tools/bench/house.ts)", (top) => {
  const wrong: string[] = [];
  for (const [f, deps] of graph) {
    const from = rel(f);
    if (!from.startsWith(`${top}/`) || from.endsWith(".d.ts")) continue;
    expect([from, floorOf(from)]).not.toEqual([from, -1]); // (a new folder takes its floor in tools/bench/house.ts)
    for (const d of deps) if (runsBackUp(from, rel(d))) wrong.push(`${from} -> ${rel(d)}`);
  }
  expect(wrong).toEqual([]);
});

test("a start-up for every runtime a board names, and every board valid against hardware/board.schema.json", () => {
  const Ajv = require("ajv");
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "board.schema.json"), "utf8"));
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  const dir = path.join(ROOT, "hardware", "boards");
  const boards = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
  expect(boards.length).toBeGreaterThanOrEqual(4);
  for (const f of boards) {
    const b = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
    expect([f, validate(b) ? "valid" : JSON.stringify(validate.errors)]).toEqual([f, "valid"]);
    expect(b.name + ".json").toBe(f);
    expect(b.$schema).toBe("../board.schema.json");
    expect(fs.existsSync(path.join(ROOT, "boot", `${b.runtime}.ts`))).toBe(true);
  }
  const pico = JSON.parse(fs.readFileSync(path.join(dir, "pico-wall.json"), "utf8"));
  delete pico.runtime;
  expect(validate(pico)).toBe(false);
  expect(validate({ ...JSON.parse(fs.readFileSync(path.join(dir, "linux.json"), "utf8")), board: "pico" })).toBe(false);
});

// A write into a match's fields: an assignment to a Match's field (rules/state.ts), through the
// names the code gives a match (m, mm, match, s.m, session.m) or its numbers (t = m.n).
const FIELDS = "dist|innLimit|equalize|tiebreak|shotclock|extensions|info|names|breaker|colourA|journal|protests|n|f|runs|rounds|ring|cps";
const MATCH_WRITE = new RegExp(`(\\b(m|mm|match|s\\.m|session\\.m)\\.(${FIELDS})(\\[[^\\]]*\\])?|\\bt\\[[^\\]]*\\])\\s*(=|\\+=|-=)(?!=)|\\b(m|mm|match)\\.(${FIELDS})\\.(push|splice|pop|shift)\\(`);

const TARGET = `(\\b(m|mm|match|s\\.m|session\\.m)\\.(${FIELDS})(\\[[^\\]]*\\])?|\\bt\\[[^\\]]*\\])`;
const MATCH_STEP = new RegExp(`${TARGET}\\s*(\\+\\+|--)|(\\+\\+|--)\\s*${TARGET}`);

export function matchWrites(text: string): string[] {
  return text.split("\n").filter((l) => !/^\s*\/\//.test(l) && (MATCH_WRITE.test(l) || MATCH_STEP.test(l))).map((l) => l.trim());
}

test("rules/ is the only code that changes a match: the quick path's changes are rules/plain.ts's", () => {
  // (the quick point as it was written in firmware/: seen)
  expect(matchWrites("  t[T.Run] = t[T.Run] + 1;\n  m.journal = m.journal + c;\n  m.runs[p] += x;\n  if (a === b) m.f[k] = 1;\n  t[T.Shots]++;\n  --m.n[k];")).toHaveLength(6);
  expect(matchWrites("  if (m.n[T.Phase] === 1) s.m = newMatch();\n  // m.journal = x\n  const t = m.n;")).toEqual([]);
  const outside = files.filter((f) => !rel(f).startsWith("rules/") && /^(firmware|hal|boot)\//.test(rel(f)));
  expect(outside.length).toBeGreaterThan(20);
  expect(outside.flatMap((f) => matchWrites(fs.readFileSync(f, "utf8")).map((l) => `${rel(f)}: ${l}`))).toEqual([]);
});
