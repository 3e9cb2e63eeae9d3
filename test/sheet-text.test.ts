// What the exported sheets say in words: the result as a person writes it, the date in the
// sheet's language and a named time zone, the CSV a spreadsheet opens, the PDF's fonts.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import PDFDocument from "pdfkit";
import { replayScript } from "../rules/replay";
import { dateText, timeZoneProblem } from "../tools/export/dates";
import { sheetCsv } from "../tools/export/csv";
import { CJK_FONTS, loadFonts, MISSING_MARK } from "../tools/export/pdf-fonts";
import { parseSheet, resultText, Sheet } from "../tools/export/sheet-model";

const sheet = (lines: string[]): Sheet => parseSheet(replayScript(Buffer.from(lines.join("\n"), "utf8").toString("latin1")).out);
const names = ['player A "Ana Ortega"', 'player B "Ben Costa"'];

test("rule 18: the result as a person writes it, winner's score first, with the innings", () => {
  const won = sheet(["set distance 3", ...names, "lag A break white", "point", "point", "miss", "point", "miss", "point"]);
  expect(resultText(won, "es")).toBe("Ana Ortega gana por distancia, 3-1 en 2 entradas");
  expect(resultText(won, "en")).toBe("Ana Ortega wins on distance, 3-1 in 2 innings");
  const byB = sheet(["set distance 2", ...names, "lag A break white", "miss", "point", "point"]);
  expect(resultText(byB, "es")).toBe("Ben Costa gana por distancia, 2-0 en 1 entrada");
  const limit = sheet(["set innings 2", ...names, "lag A break white", "point", "miss", "miss", "miss", "point", "miss"]);
  expect(resultText(limit, "es")).toBe("Empate al límite de entradas, 1-1 en 2 entradas");
  expect(resultText(sheet([...names, "forfeit B"]), "en")).toBe("Ana Ortega wins: Ben Costa forfeits, 0-0");
  expect(resultText(sheet([...names, "lag A break white", "point", "dq A"]), "es")).toBe("Ben Costa gana por descalificación de Ana Ortega, 40-0 en 1 entrada");
  expect(resultText(sheet([...names, "lag A break white", "point"]), "en")).toBe("In play, 1-0 in 1 inning");
  expect(resultText(sheet(names), "es")).toBe("Sin empezar");
});

test("dates: in the sheet's language, in the chosen time zone, the zone named", () => {
  expect(dateText("2026-12-01T03:49:22Z", "es", "Europe/Madrid")).toBe("1 de diciembre de 2026 a las 4:49 (Europe/Madrid, GMT+1)");
  expect(dateText("2026-12-01T03:49:22Z", "en", "America/Bogota")).toBe("November 30, 2026 at 10:49 PM (America/Bogota, GMT-5)");
  expect(dateText("2026-12-01T03:49:22Z", "es", "UTC")).toBe("1 de diciembre de 2026 a las 3:49 (UTC)");
  expect(dateText("not a date", "es", "UTC")).toBe("not a date");
  expect(timeZoneProblem("Europe/Madrid")).toBeNull();
  expect(timeZoneProblem("Mars/Base")).toMatch(/unknown time zone Mars\/Base: use an IANA name/);
});

test("dates: the host's time zone by default (TZ)", () => {
  const carom = path.join(__dirname, "..", "dist", "tools", "export", "dates.js");
  const run = (tz: string) => spawnSync(process.execPath, ["-e", `console.log(require(${JSON.stringify(carom)}).dateText("2026-12-01T03:49:22Z", "en"))`],
    { env: { ...process.env, TZ: tz }, encoding: "utf8" }).stdout.trim();
  expect(run("Asia/Tokyo")).toBe("December 1, 2026 at 12:49 PM (Asia/Tokyo, GMT+9)");
});

test("carom sheet --tz with an unknown zone says what to use, and exits 2 before opening a port", () => {
  const r = spawnSync(process.execPath, [path.join(__dirname, "..", "bin", "carom.js"), "sheet", "--tz", "Mars/Base", "--port", "/nonexistent"], { encoding: "utf8" });
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/unknown time zone Mars\/Base: use an IANA name such as Europe\/Madrid/);
});

test("CSV: a distance of 8 is two cells 8 and 8, never 8/8 (a spreadsheet's date); UTF-8 with a byte-order mark", () => {
  const s = sheet(["set distance 8", ...names, "lag A break white", "point"]);
  const csv = sheetCsv(s, "es");
  expect(csv.slice(0, 1)).toBe("\ufeff");
  expect(csv).not.toMatch(/\d+\/\d+/);
  expect(csv.slice(1).split("\n")).toContain("Distancia,8,8");
  expect(sheetCsv(sheet(["set distance 8 6", "lag A break white"]), "en").slice(1).split("\n")).toContain("Distance,8,6");
});

test("PDF fonts: CJK names in a CJK font when one is installed, else a visible mark; Greek in DejaVu", () => {
  const doc = new PDFDocument();
  const none = loadFonts(doc, []);
  expect(none.fit("王小明", false).text).toBe(MISSING_MARK.repeat(3));
  expect(none.fit("Ana 王", true)).toEqual({ font: "Bold", text: `Ana ${MISSING_MARK}` });
  expect(none.fit("Αλέξανδρος", false)).toEqual({ font: "Body", text: "Αλέξανδρος" });
  const installed = CJK_FONTS.some((f) => fs.existsSync(f.file));
  if (installed) expect(loadFonts(doc).fit("王小明", false)).toEqual({ font: "Cjk", text: "王小明" });
  else console.warn("SKIPPED: the CJK font part needs fonts-wqy-microhei: apt-get install -y fonts-wqy-microhei");
});

test("carom sheet checks the scoreboard's sheet against docs/sheet.schema.json before exporting it", () => {
  const { checked } = require("../tools/cli/sheet");
  const good = replayScript("lag A break white\npoint").out;
  expect(checked(good).players.A.score).toBe(1);
  const bad = JSON.stringify({ ...JSON.parse(good), state: "over" });
  expect(() => checked(bad)).toThrow(/does not follow docs\/sheet.schema.json \(\/state must be equal to one of the allowed values\): update carom and the firmware/);
  expect(() => checked("{\"format\"")).toThrow(/not JSON/);
});
