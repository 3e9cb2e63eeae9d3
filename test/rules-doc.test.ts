// docs/rules.md: each of the 25 rules has its section, and every test or scenario it cites exists.
import * as fs from "fs";
import * as path from "path";

const root = path.join(__dirname, "..");
const doc = fs.readFileSync(path.join(root, "docs", "rules.md"), "utf8");

// The titles a test file gives its tests and groups: the literal first argument of test(...),
// it(...), describe(...), maybe(...) and the like.
export function testTitles(source: string): string[] {
  const call = /\b[A-Za-z_$][\w$]*(?:\.(?:each\([^)]*\)|skip|only|concurrent))?\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)\s*,/g;
  return [...source.matchAll(call)].map((m) => m[1].slice(1, -1).replace(/\\(.)/g, "$1"));
}

// "title" (`test/file.test.ts`) and `test/scenarios/NAME.txt`
export function citations(markdown: string): { tests: Array<{ title: string; file: string }>; files: string[] } {
  const tests = [...markdown.matchAll(/"([^"\n]+)" \(`(test\/[\w.-]+\.test\.ts)`\)/g)].map((m) => ({ title: m[1], file: m[2] }));
  const files = [...markdown.matchAll(/`(test\/scenarios\/[\w.-]+\.txt)`/g)].map((m) => m[1]);
  return { tests, files };
}

function sections(markdown: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const part of markdown.split(/\n(?=## )/)) {
    const m = /^## Rule (\d+):/.exec(part);
    if (m !== null) out.set(Number(m[1]), part);
  }
  return out;
}

test("docs/rules.md has a section for each of the 25 rules, in order, each citing a test or scenario", () => {
  const s = sections(doc);
  expect([...s.keys()]).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  for (const [rule, text] of s) {
    const c = citations(text);
    expect({ rule, cited: c.tests.length + c.files.length > 0 }).toEqual({ rule, cited: true });
  }
});

test("every test docs/rules.md cites exists under that name in that file", () => {
  const { tests } = citations(doc);
  expect(tests.length).toBeGreaterThanOrEqual(50);
  const titles = new Map<string, string[]>();
  const missing = tests.filter((t) => {
    if (!titles.has(t.file)) {
      const file = path.join(root, t.file);
      titles.set(t.file, fs.existsSync(file) ? testTitles(fs.readFileSync(file, "utf8")) : []);
    }
    return !titles.get(t.file)!.includes(t.title);
  });
  expect(missing).toEqual([]);
});

test("every golden scenario docs/rules.md cites exists", () => {
  const { files } = citations(doc);
  expect(files.length).toBeGreaterThanOrEqual(25);
  expect(files.filter((f) => !fs.existsSync(path.join(root, f)))).toEqual([]);
});

test("the title reader finds titles in all three kinds of quotes, and no others", () => {
  const src = `test("a \\"b\\"", () => {});\nmaybe('rule 2: it\\'s', async () => {});\ndescribe(\`group\`, () => {});\nfoo("not a title");`;
  expect(testTitles(src)).toEqual(['a "b"', "rule 2: it's", "group"]);
});
