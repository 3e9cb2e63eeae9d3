// bench/results.json: the figures of npm run bench, each row with the part of the bench that made
// it. `npm run bench -- --part NAME` (again for more) runs only those parts: their rows take the
// place of the same parts' rows in the file, the others stay as the last run left them, and
// `partial` says which parts ran since the whole run of `date`, and when.
import { missesBudget, Row } from "./bench-part";

export interface Figure extends Row { part: string; overBudget: boolean; met?: boolean }
export interface Results { date: string; node: string; figures: Figure[]; partial?: Array<{ part: string; date: string }> }

export function figure(r: Row, part: string): Figure {
  return { ...r, part, overBudget: missesBudget(r), met: r.budget === undefined ? undefined : r.value !== null && !missesBudget(r) };
}

// The parts named on the command line (--part NAME ...), or none: the whole bench.
export function partsOf(argv: string[]): string[] {
  const out: string[] = [];
  argv.forEach((a, i) => {
    if (a.startsWith("--part=")) out.push(a.slice("--part=".length));
    else if (a === "--part") {
      if (argv[i + 1] === undefined || argv[i + 1].startsWith("--")) throw new Error("--part needs the name of a part of the bench");
      out.push(argv[i + 1]);
    } else if (a.startsWith("--")) throw new Error(`the bench takes --part NAME only, not ${a}`);
  });
  return out;
}

// The results a run of some parts goes into, read before the parts run: a file whose rows do not
// say their part cannot take them.
export function previousResults(text: string | null): Results {
  if (text === null) throw new Error("bench/results.json is missing: run the whole bench first");
  const old = JSON.parse(text) as Results;
  const bare = old.figures.find((f) => typeof f.part !== "string");
  if (bare !== undefined) throw new Error(`bench/results.json has rows without their part (${bare.figure}): run the whole bench`);
  return old;
}

// The rows of a run of some parts in place of those parts' rows in the old results: where the
// part's first row was (a part new to the file at the end), in the order this run made them.
export function mergeResults(old: Results, fresh: Figure[], parts: string[], date: string, node: string): Results {
  const figures: Figure[] = [];
  const placed = new Set<string>();
  for (const f of old.figures) {
    if (!parts.includes(f.part)) figures.push(f);
    else if (!placed.has(f.part)) {
      placed.add(f.part);
      figures.push(...fresh.filter((x) => x.part === f.part));
    }
  }
  for (const p of parts) if (!placed.has(p)) figures.push(...fresh.filter((x) => x.part === p));
  const partial = (old.partial ?? []).filter((x) => !parts.includes(x.part)).concat(parts.map((p) => ({ part: p, date })));
  return { date: old.date, node, figures, partial };
}
