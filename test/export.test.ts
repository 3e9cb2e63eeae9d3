// The exported sheet: PDF (read back with Debian's pdftotext), CSV and HTML.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { replayScript } from "../rules/replay";
import { fullMatch } from "../tools/bench/matchgen";
import { sheetPdf } from "../tools/export/pdf";
import { sheetCsv } from "../tools/export/csv";
import { sheetHtml } from "../tools/export/html";
import { inningRows, parseSheet } from "../tools/export/sheet-model";

const havePoppler = spawnSync("sh", ["-c", "command -v pdftotext && command -v pdftoppm"]).status === 0;
if (!havePoppler && process.env.CI === "true") throw new Error("CI needs poppler-utils (apt-get install -y poppler-utils)");
if (!havePoppler) console.warn("SKIPPED: the PDF text test needs pdftotext: apt-get install -y poppler-utils");
const maybe = havePoppler ? test : test.skip;

const script = [...fullMatch(50).slice(0, 2), 'set event "Copa Ibérica"', 'set referee "Marta Ruiz"', 'player A "Ana Núñez"',
  'player B "Ben Costa"', ...fullMatch(50).slice(4), "sign referee", "sign scorer"];
// as carom replay reads a file: UTF-8 bytes, one character each
const sheet = parseSheet(replayScript(Buffer.from(script.join("\n"), "utf8").toString("latin1")).out);

maybe("rule 18: the PDF holds the names, every inning's points with running totals, the totals and the signature lines", async () => {
  const pdf = await sheetPdf(sheet, "es");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-pdf-"));
  const file = path.join(dir, "sheet.pdf");
  fs.writeFileSync(file, pdf);
  const text = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
  expect(text).toContain("Ana Núñez");
  expect(text).toContain("Ben Costa");
  expect(text).toContain("Copa Ibérica");
  const rows = inningRows(sheet);
  expect(rows.length).toBe(50);
  for (const r of rows) {
    const want = new RegExp(`(^|\\s)${r.inning}\\s+${r.a}\\s+${r.aTotal}\\s+${r.b}\\s+${r.bTotal}(\\s|$)`, "m");
    expect({ inning: r.inning, found: want.test(text) }).toEqual({ inning: r.inning, found: true });
  }
  for (const p of ["A", "B"] as const) {
    const x = sheet.players[p];
    expect(text).toMatch(new RegExp(`Carambolas\\s+${sheet.players.A.score}\\s+${sheet.players.B.score}`));
    expect(text).toContain(x.average.toFixed(3));
  }
  expect(text).toMatch(/Árbitro: Marta Ruiz\s+Anotador\s+Ana Núñez\s+Ben Costa/);
  fs.mkdirSync(path.join(__dirname, "artifacts"), { recursive: true });
  spawnSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "1", file, path.join(__dirname, "artifacts", "sheet")]);
  expect(fs.existsSync(path.join(__dirname, "artifacts", "sheet-1.png"))).toBe(true);
});

test("CSV: one row per inning with running totals, quoted where needed", () => {
  const csv = sheetCsv({ ...sheet, players: { ...sheet.players, B: { ...sheet.players.B, name: 'Ben "B", Jr' } } }, "en");
  const lines = csv.split("\n");
  const head = lines.indexOf("Inning,A Run,A Total,B Run,B Total");
  expect(head).toBeGreaterThan(0);
  const r1 = inningRows(sheet)[0];
  expect(lines[head + 1]).toBe(`1,${r1.a},${r1.aTotal},${r1.b},${r1.bTotal}`);
  expect(csv).toContain('"Ben ""B"", Jr"');
});

test("HTML: a standalone page with the innings, escaped names and the signature lines", () => {
  const html = sheetHtml({ ...sheet, players: { ...sheet.players, A: { ...sheet.players.A, name: "<Ana & Co>" } } }, "en");
  expect(html).toContain("&lt;Ana &amp; Co&gt;");
  expect((html.match(/<tr><td>\d+<\/td>/g) ?? []).length).toBe(50);
  expect(html).toContain("Referee");
});
