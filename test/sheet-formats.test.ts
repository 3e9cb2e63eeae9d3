// One sheet, three formats (issue 40, item 9): the PDF, the HTML page and the CSV print the same
// fields (tools/export/sheet-fields.ts): the header, every setting (distance, innings limit,
// equalizing inning, shot clock, extensions, tie-break), the innings, the result, the totals
// under the players' names, the notes and the signatures (rule 18). `carom sheet --script FILE`
// makes them from a match script, without a scoreboard.
import { FORMATS } from "../tools/export/formats";
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { replayScript } from "../rules/replay";
import { sheetCsv } from "../tools/export/csv";
import { sheetHtml } from "../tools/export/html";
import { Lang } from "../tools/export/labels";
import { sheetPdf } from "../tools/export/pdf";
import { fieldTexts, SheetFields, sheetFields } from "../tools/export/sheet-fields";
import { NoteAt, parseSheet, Sheet } from "../tools/export/sheet-model";
import { noteTimes } from "../tools/export/note-times";
import { newMatch } from "../rules/match";
import { replayInto } from "../rules/replay";
import { sheetJson } from "../rules/sheet";
import { rig, unitSheet } from "./support/rig";
import { flat, havePoppler, readPdf } from "./support/pdf-words";

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

// the model's own list of its fields' texts (fieldTexts), as each format's text must hold them
const missing = (f: SheetFields, text: string, norm: (t: string) => string = (t) => t) =>
  fieldTexts(f).filter((x) => !text.includes(flat(norm(x.text)))).map((x) => `${x.field}: ${x.text}`);

describe.each(["es", "en"] as Lang[])("the sheet in %s", (lang) => {
  test("the model has every setting, the notes and the totals under the players' names", () => {
    const f = sheetFields(sheet, lang, { tz: "UTC" });
    expect(f.settings.map(([, v]) => v)).toEqual(["8", "30", lang === "es" ? "sí" : "yes", "40", "1", lang === "es" ? "no (empate)" : "none (a draw)"]);
    expect(f.notes.lines).toHaveLength(2);
    expect(f.notes.lines[1]).toContain("Ben Costa");
    expect(f.notes.lines[1]).toContain("the clock ran early");
  });

  test("the HTML page prints every field, its totals headed by the players' names (not A and B)", () => {
    const html = sheetHtml(sheet, lang, { tz: "UTC" });
    expect(missing(sheetFields(sheet, lang, { tz: "UTC" }), flat(unhtml(html)))).toEqual([]);
    expect(html).not.toMatch(/<th><\/th><th>A<\/th><th>B<\/th>/);
  });

  test("the CSV prints every field: the equalizing inning, the shot clock, the extensions, the notes", () => {
    const text = flat(uncsv(sheetCsv(sheet, lang, { tz: "UTC" })));
    expect(missing(sheetFields(sheet, lang, { tz: "UTC" }), text, uncsv)).toEqual([]);
  });

  (havePoppler ? test : test.skip)("the PDF prints every field", async () => {
    const text = flat(readPdf(await sheetPdf(sheet, lang, { tz: "UTC" })).text);
    expect(missing(sheetFields(sheet, lang, { tz: "UTC" }), text)).toEqual([]);
  });
});

test("carom sheet --script FILE --format csv|html|pdf: the example's sheet without a scoreboard", () => {
  for (const format of ["json", ...Object.keys(FORMATS)]) {
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

// Issue 40 item 9: one model, three formats with the same fields. The model names its fields'
// texts (fieldTexts) and every member of the model is in that list; each format is checked
// against the list above (the shoot-out's too: test/shootout.test.ts's scenario).
test("the model's list of field texts names every member of the model (with a shoot-out and notes)", () => {
  const shootout = sheetOf(fs.readFileSync(path.join(__dirname, "scenarios", "59-shootout-innings-limit.txt"), "utf8"));
  const named = new Set([sheet, shootout].flatMap((s) => fieldTexts(sheetFields(s, "en", { tz: "UTC" })).map((x) => x.field)));
  expect([...named].sort()).toEqual(Object.keys(sheetFields(sheet, "en")).sort());
  for (const lang of ["es", "en"] as Lang[]) {
    const f = sheetFields(shootout, lang, { tz: "UTC" });
    expect(missing(f, flat(unhtml(sheetHtml(shootout, lang, { tz: "UTC" }))))).toEqual([]);
    expect(missing(f, flat(uncsv(sheetCsv(shootout, lang, { tz: "UTC" }))), uncsv)).toEqual([]);
  }
});

// Which inning a note belongs to: not in the JSON sheet (notes are {kind, player, text}, and
// carom replay's JSON must not change), but in the host's model when it makes the sheet from a
// journal or a script, and printed by all three formats.
const NOTES = ["set distance 5", 'player A "Ana Ortega"', 'player B "Ben Costa"', "lag A break white",
  "point", "miss", // A's inning 1
  "miss", // B's 1
  "interference", "undo", // a note taken back: the notes that stay keep their innings
  "miss", "miss", // A's 2, B's 2
  "point", 'protest B "the clock ran early"', "miss", // A's 3: the protest in inning 3
  "miscue", "miss", // B's 3
  "forfeit B", 'protest B "after the end"', ""].join("\n");

function notesOfScript(text: string): { sheet: Sheet; at: NoteAt[] } {
  const m = newMatch();
  expect(replayInto(m, text)).toBe("");
  return { sheet: parseSheet(sheetJson(m)), at: noteTimes(m) };
}

// the words of each format's note lines: "inning 3 · protest (Ben Costa): the clock ran early" (the
// CSV's two cells: "inning 3", "protest ...")
const nl = (t: string) => flat(t.replace(/·/g, ""));
async function noteLines(s: Sheet, lang: Lang, at?: NoteAt[]): Promise<Record<string, string[]>> {
  const pick = (lines: string[]) => lines.map((l) => nl(l.replace(/^\s*-\s/, ""))).filter((l) => /protest|protesta|miscue|pifia/.test(l));
  const out: Record<string, string[]> = {
    html: pick([...sheetHtml(s, lang, { noteAt: at }).matchAll(/<li>([^<]*)<\/li>/g)].map((m) => unhtml(m[1]))),
    csv: pick(sheetCsv(s, lang, { noteAt: at }).split("\n").map(uncsv)),
  };
  if (havePoppler) out.pdf = pick(readPdf(await sheetPdf(s, lang, { noteAt: at })).text.split("\n"));
  return out;
}

test("a note's inning, from a script: every format says inning 3 for the protest and the miscue, after the end for the last", async () => {
  const { sheet: s, at } = notesOfScript(NOTES);
  expect(s.notes.map((n) => n.kind)).toEqual(["protest", "miscue", "protest"]);
  expect(at).toEqual([{ inning: 3, round: 0, over: false }, { inning: 3, round: 0, over: false }, { inning: 4, round: 0, over: true }]);
  const lines = await noteLines(s, "en", at);
  for (const [format, l] of Object.entries(lines)) {
    expect([format, l]).toEqual([format, ["inning 3 · protest (Ben Costa): the clock ran early", "inning 3 · miscue", "after the end · protest (Ben Costa): after the end"].map(nl)]);
  }
  expect(Object.values(await noteLines(s, "es", at)).map((l) => l[0])).toEqual(Object.keys(lines).map(() => nl("entrada 3 · protesta (Ben Costa): the clock ran early")));
});

test("a note's inning, from a bare JSON sheet (no journal): every format says the inning is unknown", async () => {
  const { sheet: s } = notesOfScript(NOTES);
  for (const [format, l] of Object.entries(await noteLines(s, "en"))) {
    expect([format, l.map((x) => x.startsWith(nl("inning unknown")))]).toEqual([format, [true, true, true]]);
  }
});

test("a note's inning in the shoot-out is its round", () => {
  const text = fs.readFileSync(path.join(__dirname, "scenarios", "59-shootout-innings-limit.txt"), "utf8");
  const lines = text.split("\n");
  const last = lines.map((l) => l.replace(/#.*/, "").trim()).lastIndexOf("point"); // a shot of the shoot-out's last round
  const { sheet: s, at } = notesOfScript([...lines.slice(0, last), "miscue", ...lines.slice(last)].join("\n"));
  expect(s.tiebreak!.length).toBeGreaterThan(1);
  expect(at).toEqual([{ inning: 0, round: s.tiebreak!.length, over: false }]);
  expect(sheetFields(s, "en", { noteAt: at }).notes.rows[0].at).toBe(`shoot-out round ${s.tiebreak!.length}`);
});

test("a note's inning, from the unit's journal: the JSON is carom replay's (no inning in it), the model has inning 3, and all three formats print it", async () => {
  const r = rig();
  for (const l of NOTES.split("\n").filter((x) => x !== "")) r.send(l);
  const reply = unitSheet(r.link);
  expect(reply.ok).toBe(true);
  const json = JSON.parse(Buffer.from(reply.body, "latin1").toString("utf8"));
  expect(json.notes).toEqual([{ kind: "protest", player: "B", text: "the clock ran early" }, { kind: "miscue" }, { kind: "protest", player: "B", text: "after the end" }]);
  const replayed = replayScript(Buffer.from(NOTES, "utf8").toString("latin1")).out.trim();
  expect(reply.body.slice(0, replayed.length - 1)).toBe(replayed.slice(0, -1)); // (then the device's fields)
  expect(reply.noteAt).toEqual(notesOfScript(NOTES).at);
  for (const [format, l] of Object.entries(await noteLines(parseSheet(reply.body), "en", reply.noteAt))) {
    expect([format, l[0]]).toEqual([format, nl("inning 3 · protest (Ben Costa): the clock ran early")]);
  }
});

test("carom sheet --script FILE: the notes' innings in the PDF, the HTML and the CSV; the JSON still carom replay's", () => {
  const file = path.join(dir, "notes.txt");
  fs.writeFileSync(file, NOTES);
  const out = (format: string) => spawnSync(process.execPath, [carom, "sheet", "--script", file, "--format", format, "--lang", "en"], { cwd: root }).stdout;
  expect(flat(unhtml(out("html").toString("utf8")))).toContain(flat("inning 3 · protest (Ben Costa): the clock ran early"));
  expect(out("csv").toString("utf8")).toContain("inning 3,protest (Ben Costa): the clock ran early\n");
  if (havePoppler) expect(flat(readPdf(out("pdf")).text)).toContain(flat("inning 3 · protest (Ben Costa): the clock ran early"));
  expect(out("json").toString("latin1")).toBe(spawnSync(process.execPath, [carom, "replay", file], { cwd: root, encoding: "latin1" }).stdout);
});
