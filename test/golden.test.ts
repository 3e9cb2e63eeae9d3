// Golden scenarios through `carom replay` on Node: the sheet, the schema, the error line.
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { scenarios } from "./support/scenarios";
import { schemaErrors } from "./support/schema";

const root = path.join(__dirname, "..");
const carom = path.join(root, "bin", "carom.js");
const all = scenarios();

test("there are at least 30 golden scenarios, with expectations", () => {
  expect(all.length).toBeGreaterThanOrEqual(30);
  expect(all.filter((s) => s.expected.sheet === undefined && s.expected.errorLine === undefined).map((s) => s.name)).toEqual([]);
});

describe.each(all.map((s) => [s.name, s]))("scenario %s", (_name, s) => {
  test("replays to the expected result", () => {
    const r = spawnSync(process.execPath, [carom, "replay", s.file], { encoding: "utf8" });
    if (s.expected.errorLine !== undefined) {
      expect(r.stdout).toBe("");
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^line ${s.expected.errorLine}: \\S.*\\n$`));
    } else {
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      const sheet = JSON.parse(r.stdout);
      expect(sheet).toEqual(s.expected.sheet);
      expect(schemaErrors(sheet)).toBe("");
    }
  });
});

test("carom replay - reads standard input", () => {
  const file = all.find((s) => s.expected.sheet !== undefined)!;
  const out = execFileSync(process.execPath, [carom, "replay", "-"], { input: fs.readFileSync(file.file) });
  expect(JSON.parse(out.toString("utf8"))).toEqual(file.expected.sheet);
});

test("carom replay on a missing file says so and exits 2", () => {
  const r = spawnSync(process.execPath, [carom, "replay", "/nonexistent/x.txt"], { encoding: "utf8" });
  expect(r.status).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(/cannot read .*no such file/);
});
