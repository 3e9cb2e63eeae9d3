// docs/figures.md: bench/results.json as a page, one table per part of the bench, written by
// `npm run bench` after the file (and by `node dist/tools/bench/bench-doc.js` from the file as it is).
// No figure in docs/ is copied by hand: test/bench-doc.test.ts holds the page to the file.
import * as fs from "fs";
import * as path from "path";
import { Figure, Results } from "./bench-results";
import { ROOT } from "../root";

export const FIGURES_DOC = path.join(ROOT, "docs", "figures.md");
const RESULTS = path.join(ROOT, "bench", "results.json");

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
const number = (v: number) => (Number.isInteger(v) ? v.toLocaleString("en-US") : String(v));

function budgetOf(f: Figure): string {
  if (f.budget === undefined) return "";
  const verdict = f.value === null ? "no figure" : f.overBudget ? "**not met**" : "met";
  return `${f.atLeast === true ? "at least" : "at most"} ${number(f.budget)}: ${verdict}`;
}

export function figuresDoc(r: Results): string {
  const parts: string[] = [];
  for (const f of r.figures) if (!parts.includes(f.part)) parts.push(f.part);
  const when = (p: string) => (r.partial ?? []).find((x) => x.part === p)?.date ?? r.date;
  const out = [
    "# Figures",
    "",
    "Written by `npm run bench` from `bench/results.json`: do not edit by hand (`docs/bench.md` says how",
    `each figure is measured). The whole bench ran ${r.date} on Node ${r.node}; a part run again since says when.`,
    "",
  ];
  for (const p of parts) {
    out.push(`## ${p}`, "", `Measured ${when(p)}.`, "", "| figure | value | budget | note |", "|---|---|---|---|");
    for (const f of r.figures.filter((x) => x.part === p)) {
      const value = f.value === null ? "-" : `${number(f.value)} ${f.unit}`.trim();
      out.push(`| ${cell(f.figure)} | ${value} | ${budgetOf(f)} | ${cell(f.note ?? "")} |`);
    }
    out.push("");
  }
  return out.join("\n");
}

export function writeFiguresDoc(): void {
  fs.writeFileSync(FIGURES_DOC, figuresDoc(JSON.parse(fs.readFileSync(RESULTS, "utf8")) as Results));
}

if (require.main === module) writeFiguresDoc();
