// The house's figures (issue "A house a newcomer can walk"), from the code as it stands: the
// README's length, the largest source files, the imports that run back up a floor of firmware/
// or tools/, the walk of the unit's options and context from startUnit (walk.ts), and the files
// a new foul kind, board, display driver or export format touches (recipes.ts). `npm run
// bench -- --part house` writes them into bench/results.json and docs/figures.md.
import * as fs from "fs";
import * as path from "path";
import { Row } from "./bench-part";
import { ROOT } from "../root";
import { walkParam } from "./walk";
import { filesUnder, recipes } from "./recipes";

const SOURCES = ["rules", "firmware", "hal", "boot", "tools", "lua"];
// firmware/'s and tools/'s floors, from the ground (docs/architecture.md; test/layers.test.ts)
export const FIRMWARE_FLOORS = [["journal"], ["panel"], ["seal"], ["club", "wireless", "remote"], ["receiver"]];
export const TOOLS_FLOORS = [["root.ts", "web"], ["export", "build"], ["link"], ["club", "tournament"], ["sim"], ["cli"], ["bench"]];

// firmware/'s top files, from below: the link and the unit's device commands, the unit, the start-up that starts them all
const TOP_FLOORS: Record<string, number> = { "unit.ts": 1, "table.ts": 2 };

// a file's floor in its folder (paths from the root, "/"): firmware/'s top files above its folders (TOP_FLOORS)
export function floorOf(file: string): number {
  const parts = file.split("/");
  if (parts[0] === "tools") return TOOLS_FLOORS.findIndex((fl) => fl.includes(parts[1]));
  if (parts.length === 2) return FIRMWARE_FLOORS.length + (TOP_FLOORS[parts[1]] ?? 0);
  return FIRMWARE_FLOORS.findIndex((fl) => fl.includes(parts[1]));
}

// an import that runs back up: within firmware/ or tools/, to another folder on the same floor or above
export function runsBackUp(from: string, to: string): boolean {
  const [a, b] = [from.split("/"), to.split("/")];
  if (a[0] !== b[0] || (a[0] !== "firmware" && a[0] !== "tools") || a[1] === b[1]) return false;
  return floorOf(to) >= floorOf(from);
}

const sources = (dir: string): string[] => filesUnder(ROOT, dir, /\.(ts|js)$/);

const lines = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8").split("\n").length - 1;

// the relative imports of a file, as paths from the root
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from\s*|import\s*\(\s*|require\(\s*)"(\.{1,2}\/[^"]+)"/g)].flatMap((m) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
    const hit = [base + ".ts", base + ".js", base].find((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());
    return hit === undefined ? [] : [hit];
  });
}

export interface House { readme: number; largest: { file: string; lines: number }; over250: string[]; backUp: string[] }

export function house(): House {
  const files = SOURCES.flatMap(sources);
  const sized = files.map((f) => ({ file: f, lines: lines(f) })).sort((x, y) => y.lines - x.lines);
  return {
    readme: lines("README.md"),
    largest: sized[0],
    over250: sized.filter((s) => s.lines > 250).map((s) => s.file),
    backUp: files.flatMap((f) => importsOf(f).filter((t) => runsBackUp(f, t)).map((t) => `${f} -> ${t}`)),
  };
}

export function houseFigures(add: (r: Row) => void): void {
  const h = house();
  add({ figure: "house: README.md", value: h.readme, unit: "lines", budget: 200 });
  add({ figure: "house: the largest source file (not tests)", value: h.largest.lines, unit: "lines", budget: 250,
    note: `${h.largest.file}; over 250: ${h.over250.join(", ") || "none"}` });
  add({ figure: "house: imports that run back up a floor of firmware/ or tools/", value: h.backUp.length, unit: "imports", budget: 0, note: h.backUp.join(", ") });
  const w = walkParam(ROOT, "firmware/unit.ts", "startUnit", "o");
  add({ figure: "house: following the unit's options and context from startUnit through the calls that pass them on (tools/bench/walk.ts)", value: w.files.length, unit: "files", budget: 15,
    note: `${w.stays} stays (goal 60), ${w.returns} of them back into a file already left, ${w.againFromBelow} entered again from below (goal 0)` });
  const t = walkParam(ROOT, "firmware/table.ts", "startTable", "o");
  add({ figure: "house: the same from startTable, the start-up that hands the record and the context to the features (no goal: the whole unit)", value: t.files.length, unit: "files",
    note: `${t.stays} stays, ${t.returns} of them back into a file already left, ${t.againFromBelow} entered again from below` });
  for (const r of recipes()) {
    add({ figure: `house: files to touch for ${r.recipe} (tools/bench/recipes.ts)`, value: r.files, unit: "files", budget: r.goal, note: r.own.concat(r.lists).join(", ") + (r.contract.length > 0 ? `; besides, the contract's ${r.contract.join(", ")} (a doc)` : "") +
      (r.made.length > 0 ? `; written by a command from those: ${r.made.join(", ")}` : "") });
  }
}

if (require.main === module) houseFigures((r) => console.log(`${r.figure}: ${r.value} ${r.unit}${r.budget === undefined ? "" : ` (goal ${r.budget})`}${r.note ? `: ${r.note}` : ""}`));
