// The project stands alone: nothing in it reads or points into a folder beside the repository.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

const root = path.join(__dirname, "..");
const SKIP = new Set(["node_modules", "dist", ".git", "artifacts", ".carom"]);
const SELF = path.join("test", "standalone.test.ts");
// the team folder beside the clone (by its relative path, or one built from its name), or its own files
const OUTSIDE = [/\.\.\/shared\b/, /["'`]shared["'`]/, /\bshared\/(spec|seed|hooks|DESIGN)/];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : [p];
  });
}

test("no file in the repository reads or points into the team folder beside the clone", () => {
  const all = files(root).filter((f) => path.relative(root, f) !== SELF && !/\.(png|pdf|img|bin)$/.test(f));
  expect(all.length).toBeGreaterThan(100);
  const hits: string[] = [];
  for (const f of all) {
    fs.readFileSync(f, "utf8").split("\n").forEach((line, i) => {
      if (OUTSIDE.some((re) => re.test(line))) hits.push(`${path.relative(root, f)}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(hits).toEqual([]);
});

test("the check would see such a reference", () => {
  expect(OUTSIDE.filter((re) => re.test("see `../" + "shared/spec/SCRIPT.md`")).length).toBeGreaterThan(0);
  expect(OUTSIDE.filter((re) => re.test('path.join(__dirname, "..", "..", "' + 'shared", "spec")')).length).toBeGreaterThan(0);
});

test("carom replay --help names the language's page, which is in the repository", () => {
  const r = spawnSync(process.execPath, [path.join(root, "bin", "carom.js"), "replay", "--help"], { encoding: "utf8" });
  expect(r.stdout).toContain("docs/script.md");
  expect(fs.existsSync(path.join(root, "docs", "script.md"))).toBe(true);
});

test("the README's prerequisites are the packages CI installs", () => {
  const packages = (text: string, re: RegExp) => (re.exec(text)?.[1] ?? "").trim().split(/\s+/).sort();
  const readme = packages(fs.readFileSync(path.join(root, "README.md"), "utf8"), /sudo apt-get install -y ([^\n]+)/);
  const ci = packages(fs.readFileSync(path.join(root, ".ci", "run"), "utf8"), /apt-get install -y -qq ([^>\n]+)/);
  expect(readme).toEqual(expect.arrayContaining(["lua5.1", "lua5.3", "chromium", "socat", "poppler-utils", "fonts-dejavu-core"]));
  expect(readme).toEqual(ci);
});
