// docs/figures.md is what the bench writes from bench/results.json, not figures copied by hand.
import * as fs from "fs";
import * as path from "path";
import { figuresDoc, FIGURES_DOC } from "../tools/bench/bench-doc";
import { Results } from "../tools/bench/bench-results";

const results = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "bench", "results.json"), "utf8")) as Results;

test("docs/figures.md is bench/results.json as the bench writes it (node dist/tools/bench/bench-doc.js writes it again)", () => {
  expect(fs.readFileSync(FIGURES_DOC, "utf8")).toBe(figuresDoc(results));
});

test("each figure's row says its value, its budget and whether it is met", () => {
  const r: Results = {
    date: "2026-12-06T00:00:00.000Z", node: "v20",
    figures: [
      { figure: "Storage | left", value: -1177, unit: "bytes", budget: 2560, atLeast: true, part: "Espruino", overBudget: true },
      { figure: "a point press", value: 1739603, unit: "instr", budget: 3000000, part: "Espruino", overBudget: false, note: "less\nthe flash" },
      { figure: "wear", value: null, unit: "years", part: "flash wear", overBudget: false },
    ],
    partial: [{ part: "flash wear", date: "2026-12-07T00:00:00.000Z" }],
  };
  const doc = figuresDoc(r);
  expect(doc).toContain("| Storage \\| left | -1,177 bytes | at least 2,560: **not met** |  |");
  expect(doc).toContain("| a point press | 1,739,603 instr | at most 3,000,000: met | less the flash |");
  expect(doc).toContain("## flash wear\n\nMeasured 2026-12-07T00:00:00.000Z.");
  expect(doc).toContain("| wear | - |  |  |");
});
