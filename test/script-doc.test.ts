// docs/script.md says what the code does: each error example gives the error it shows, every
// reason the rules core can give is listed, and the other examples replay.
import * as fs from "fs";
import * as path from "path";
import { errorText } from "../rules/reasons";
import { replayScript } from "../rules/replay";

const doc = fs.readFileSync(path.join(__dirname, "..", "docs", "script.md"), "utf8");
const utf8AsBytes = (t: string) => Buffer.from(t, "utf8").toString("latin1");

// ```script blocks: a whole script whose last line is `# line N: reason`
export function errorExamples(markdown: string): Array<{ script: string; expected: string }> {
  const blocks = [...markdown.matchAll(/```script\n([\s\S]*?)```/g)].map((m) => m[1].replace(/\n$/, ""));
  return blocks.map((b) => {
    const lines = b.split("\n");
    return { script: lines.slice(0, -1).join("\n"), expected: lines[lines.length - 1].replace(/^# /, "") };
  });
}

function reasons(): string[] {
  const out: string[] = [];
  for (let code = -1; errorText(code) !== "error"; code--) out.push(errorText(code));
  return out;
}

test("docs/script.md: every error example gives the error it shows", () => {
  const examples = errorExamples(doc);
  expect(examples.length).toBeGreaterThanOrEqual(28);
  for (const e of examples) {
    const r = replayScript(utf8AsBytes(e.script));
    expect({ script: e.script, got: r.ok ? "accepted" : Buffer.from(r.out, "latin1").toString("utf8") })
      .toEqual({ script: e.script, got: e.expected });
  }
});

test("docs/script.md: every reason the rules core can give is listed", () => {
  const all = reasons();
  expect(all.length).toBeGreaterThanOrEqual(30);
  const missing = all.filter((r) => !doc.includes("`" + r + "`"));
  expect(missing).toEqual([]);
});

test("docs/script.md: the examples of set-up and shots replay", () => {
  const plain = [...doc.matchAll(/```match\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(plain.length).toBe(3);
  for (const b of plain) expect(replayScript(utf8AsBytes(b))).toMatchObject({ ok: true });
});

test("rule 18: docs/script.md's shoot-out example ends as it says: B wins the tie-break 3 to 2", () => {
  const example = [...doc.matchAll(/```match\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes("set tiebreak shootout"));
  const sheet = JSON.parse(replayScript(example!).out);
  expect(sheet.result).toEqual({ kind: "tiebreak", winner: "B" });
  expect(sheet.tiebreak).toEqual([{ A: 2, B: 3 }]);
});
