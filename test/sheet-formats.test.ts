// One sheet, three formats (issue 40, item 9): the PDF, the HTML page and the CSV print the same
// fields (tools/export/sheet-fields.ts): the header, every setting (distance, innings limit,
// equalizing inning, shot clock, extensions, tie-break), the innings, the result, the totals
// under the players' names, the notes and the signatures (rule 18). `carom sheet --script FILE`
// makes them from a match script, without a scoreboard.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { replayScript } from "../rules/replay";
import { sheetCsv } from "../tools/export/csv";
import { sheetHtml } from "../tools/export/html";
import { Lang } from "../tools/export/labels";
import { sheetPdf } from "../tools/export/pdf";
import { sheetFields } from "../tools/export/sheet-fields";
import { parseSheet, Sheet } from "../tools/export/sheet-model";
import { flat, havePoppler, readPdf } from "./pdf-words";

if (!havePoppler) console.warn("SKIPPED: the PDF's fields need pdftotext: apt-get install -y poppler-utils");
const root = path.join(__dirname, "..");
const carom = path.join(root, "bin", "carom.js");
const EXAMPLE = path.join(root, "examples", "match.txt");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-formats-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function sheetOf(text: string): Sheet {
  const r = replayScript(Buffer.from(text, "utf8").toString("latin1"));
  if (!r.ok) throw new Error(r.out);
  return { ...parseSheet(r.out), date: "2026-12-01T19:05:00Z" };
}

// the example, with a protest (a note with a text) and a table, so that every kind of field is there
const sheet = sheetOf(fs.readFileSync(EXAMPLE, "utf8").replace('set referee "Marta Ruiz"', 'set referee "Marta Ruiz"\nset table "Mesa 3"')
  .replace("sign referee", 'protest B "the clock ran early"\nsign referee'));
const unhtml = (t: string) => t.replace(/<[^>]*>/g, " ").replace(/&middot;/g, " ").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const uncsv = (t: string) => t.replace(/"/g, "").replace(/,/g, " ");

// every text of the model, as a list of what a reader must find
function wanted(s: Sheet, lang: Lang): string[] {
  const f = sheetFields(s, lang, { tz: "UTC" });
  const t = f.totals.flatMap((x) => [x.label, x.A === "-" ? "" : x.A, x.B === "-" ? "" : x.B]);
  return [...f.info.flat(), ...f.settings.map(([k]) => k), ...f.settings.slice(1).map(([, v]) => (v === "-" ? "" : v)),
    ...f.players.map((p) => p.name), ...f.result, ...t, f.notes.title, ...f.notes.lines, f.signatures.title, ...f.signatures.signers.map((x) => x.name)]
    .filter((x) => x !== "");
}

describe.each(["es", "en"] as Lang[])("the sheet in %s", (lang) => {
  test("the model has every setting, the notes and the totals under the players' names", () => {
    const f = sheetFields(sheet, lang, { tz: "UTC" });
    expect(f.settings.map(([, v]) => v)).toEqual(["8", "30", lang === "es" ? "sí" : "yes", "40", "1", lang === "es" ? "no (empate)" : "none (a draw)"]);
    expect(f.notes.lines).toHaveLength(2);
    expect(f.notes.lines[1]).toContain("Ben Costa");
    expect(f.notes.lines[1]).toContain("the clock ran early");
  });

  test("the HTML page prints every field, its totals headed by the players' names (not A and B)", () => {
    const html = sheetHtml(sheet, lang, "UTC");
    const text = flat(unhtml(html));
    expect(wanted(sheet, lang).filter((w) => !text.includes(flat(w)))).toEqual([]);
    expect(html).not.toMatch(/<th><\/th><th>A<\/th><th>B<\/th>/);
  });

  test("the CSV prints every field: the equalizing inning, the shot clock, the extensions, the notes", () => {
    const text = flat(uncsv(sheetCsv(sheet, lang, "UTC")));
    expect(wanted(sheet, lang).filter((w) => !text.includes(flat(uncsv(w))))).toEqual([]);
  });

  (havePoppler ? test : test.skip)("the PDF prints every field", async () => {
    const text = flat(readPdf(await sheetPdf(sheet, lang, { tz: "UTC" })).text);
    expect(wanted(sheet, lang).filter((w) => !text.includes(flat(w)))).toEqual([]);
  });
});

test("carom sheet --script FILE --format csv|html|pdf: the example's sheet without a scoreboard", () => {
  for (const format of ["csv", "html", "pdf", "json"]) {
    const out = path.join(dir, `example.${format}`);
    const r = spawnSync(process.execPath, [carom, "sheet", "--script", EXAMPLE, "--format", format, "--lang", "en", "-o", out], { cwd: root, encoding: "utf8" });
    expect(r.stderr).toBe(`wrote ${out} (${fs.statSync(out).size} bytes)\n`);
    expect(r.status).toBe(0);
  }
  expect(fs.readFileSync(path.join(dir, "example.csv"), "utf8")).toContain("Ana Ortega wins on distance, 8-3 in 3 innings");
  expect(fs.readFileSync(path.join(dir, "example.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
  const json = spawnSync(process.execPath, [carom, "replay", EXAMPLE], { cwd: root, encoding: "latin1" }).stdout;
  expect(fs.readFileSync(path.join(dir, "example.json"), "latin1")).toBe(json);
});

test("carom sheet --script with a bad line says which and what to write; with --port it says to choose one", () => {
  const bad = path.join(dir, "bad.txt");
  fs.writeFileSync(bad, "set distance 5\nlag A break white\nfoul pusch\n");
  const r = spawnSync(process.execPath, [carom, "sheet", "--script", bad, "--format", "pdf"], { cwd: root, encoding: "utf8" });
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/bad\.txt: line 3: unknown foul kind: pusch \(the kinds: ball-off-table, /);
  const both = spawnSync(process.execPath, [carom, "sheet", "--script", bad, "--port", "/dev/null"], { cwd: root, encoding: "utf8" });
  expect(both.status).toBe(2);
  expect(both.stderr).toContain("leave out --port");
});
