// The run's last lines name what was not tested and why (test/skipped-reporter.js).
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const root = path.join(__dirname, "..");

test("a run that skips tests ends, just above the summary, with one SKIPPED line per file: its reason, or the tests' names", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-skip-"));
  fs.writeFileSync(path.join(dir, "needs.test.js"),
    'console.warn("SKIPPED: the frob test needs frobnicate: apt-get install -y frob");\n' +
    'test.skip("frobs", () => {});\ntest.skip("frobs twice", () => {});\ntest("runs", () => {});\n');
  fs.writeFileSync(path.join(dir, "quiet.test.js"), 'test.skip("a quiet skip", () => {});\n');
  fs.writeFileSync(path.join(dir, "all.test.js"), 'test("nothing skipped", () => {});\n');
  const reporter = path.join(root, "test", "skipped-reporter.js");
  fs.writeFileSync(path.join(dir, "jest.config.js"), `module.exports = { reporters: ["default", ${JSON.stringify(reporter)}] };\n`);
  const r = spawnSync(process.execPath, [path.join(root, "node_modules", "jest", "bin", "jest.js"), "--ci"], { cwd: dir, encoding: "utf8" });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(r.status).toBe(0);
  // just above jest's summary ("Test Suites: ..."), which comes last
  const lines = r.stderr.split("\n");
  const summary = lines.findIndex((l) => l.startsWith("Test Suites:"));
  expect(lines[summary - 1]).toBe("");
  const ours = lines.slice(0, summary - 1).reverse();
  const block = ours.slice(0, ours.indexOf("")).sort();
  expect(block).toEqual([
    "SKIPPED: no reason given (quiet.test.js: 1 skipped): a quiet skip",
    "SKIPPED: the frob test needs frobnicate: apt-get install -y frob (needs.test.js: 2 skipped)",
  ]);
});

test("jest.config.js uses the reporter", () => {
  expect(require("../jest.config.js").reporters).toContain("<rootDir>/test/skipped-reporter.js");
});
