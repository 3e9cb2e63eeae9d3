// The golden scenario files: test/scenarios/NAME.txt with NAME.json (the expected sheet) or
// NAME.err (one line `line N`: the script must fail there).
import * as fs from "fs";
import * as path from "path";

export const SCENARIO_DIR = path.join(__dirname, "..", "scenarios");

export interface Scenario {
  name: string;
  file: string;
  expected: { sheet?: unknown; errorLine?: number };
}

export function scenarios(): Scenario[] {
  return fs
    .readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((f) => {
      const base = f.slice(0, -4);
      const json = path.join(SCENARIO_DIR, base + ".json");
      const err = path.join(SCENARIO_DIR, base + ".err");
      const expected: Scenario["expected"] = {};
      if (fs.existsSync(json)) expected.sheet = JSON.parse(fs.readFileSync(json, "utf8"));
      if (fs.existsSync(err)) {
        const m = /^line (\d+)\s*$/.exec(fs.readFileSync(err, "utf8").trim());
        if (m === null) throw new Error(`${base}.err must hold one line "line N"`);
        expected.errorLine = Number(m[1]);
      }
      return { name: base, file: path.join(SCENARIO_DIR, f), expected };
    });
}
