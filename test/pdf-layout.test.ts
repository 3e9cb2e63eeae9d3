// The PDF sheet is laid out for any content (issue 23): for each case, read the words back with
// pdftotext -bbox-layout: no two words overlap, none is outside the page, none is smaller than
// 7 pt, and every name and header field is there in full. Each case's first page is left in
// test/artifacts/ as a PNG to look at.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { replayScript } from "../rules/replay";
import { FOUL_KINDS } from "../rules/codes";
import { fullMatch } from "../tools/bench/matchgen";
import { dateText } from "../tools/export/dates";
import { Lang } from "../tools/export/labels";
import { MISSING_MARK } from "../tools/export/pdf-fonts";
import { sheetPdf } from "../tools/export/pdf";
import { foulsText, parseSheet, resultText, Sheet, shootoutLines } from "../tools/export/sheet-model";
import { flat, havePoppler, layoutProblems, readPdf, wordHeightAt } from "./support/pdf-words";

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const CJK = ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"];
const haveDejavu = fs.existsSync(DEJAVU);
const haveCjk = CJK.some((f) => fs.existsSync(f));
const missing = [havePoppler ? "" : "poppler-utils", haveDejavu ? "" : "fonts-dejavu-core"].filter((x) => x !== "");
if (missing.length > 0 && process.env.CI === "true") throw new Error(`CI needs ${missing.join(" ")} (apt-get install -y ${missing.join(" ")})`);
if (missing.length > 0) console.warn(`SKIPPED: the PDF layout tests need ${missing.join(" and ")}: apt-get install -y ${missing.join(" ")}`);
const maybe = missing.length === 0 ? test : test.skip;

const HEADER = (v: (k: string) => string) => ["event", "round", "table", "referee", "scorer"].map((k) => `set ${k} "${v(k)}"`);
const NAMES = (a: string, b: string) => [`player A "${a}"`, `player B "${b}"`];
const DATE = "2026-12-01T03:49:22Z";
const TZ = "America/Bogota";

// a match of `innings` innings per player, with the header and names given
function match(innings: number, head: string[], names: string[], extra: string[] = []): Sheet {
  const g = fullMatch(innings);
  return sheetOf([...g.slice(0, 2), ...head, ...names, ...g.slice(4), ...extra]);
}

function sheetOf(lines: string[]): Sheet {
  const r = replayScript(Buffer.from(lines.join("\n"), "utf8").toString("latin1"));
  if (!r.ok) throw new Error(r.out);
  return { ...parseSheet(r.out), date: DATE, device: "pico-wall" };
}

const LONG_A = "María de los Ángeles Fernández-Villaverde y Castañeda Ortiz";
const LONG_B = "Bartholomew Alexander Montgomery-Fitzwilliam of Kensington";
const FOULS_BOTH = ["set distance 5", "lag A break white", ...FOUL_KINDS.flatMap((k) => [`foul ${k}`, `foul ${k}`])];

const cases: Array<[string, () => Sheet, Lang]> = [
  ["32-long-match: every header field", () => sheetOf(fs.readFileSync(path.join(__dirname, "scenarios", "32-long-match.txt"), "utf8").split("\n")), "es"],
  ["names of 60 characters and long header fields", () => match(12, HEADER((k) => `${k}: ` + "Campeonato Nacional de Carambola a Tres Bandas, ".repeat(2).slice(0, 100)), NAMES(LONG_A, LONG_B)), "es"],
  ["all 13 foul kinds for both players", () => sheetOf([...HEADER((k) => `Valor de ${k}`), ...NAMES("Ana Ortega", "Ben Costa"), ...FOULS_BOTH]), "es"],
  ["1 inning", () => match(1, [], NAMES("Ana Ortega", "Ben Costa")), "es"],
  ["3 innings", () => match(3, [], NAMES("Ana Ortega", "Ben Costa")), "en"],
  ["50 innings", () => match(50, HEADER((k) => `The ${k}`), NAMES("Ana Ortega", "Ben Costa")), "en"],
  ["100 innings", () => match(100, HEADER((k) => `El ${k}`), NAMES("Ana Ortega", "Ben Costa"), ["protest B \"the clock ran early\""]), "es"],
  ["Greek names", () => match(10, HEADER((k) => `Πρωτάθλημα ${k}`), NAMES("Αλέξανδρος Παπαδόπουλος", "Γιώργος Νικολάου")), "es"],
  ["CJK names", () => match(10, HEADER((k) => `Open ${k}`), NAMES("王小明", "김민준 (Kim Min-jun)")), "en"],
  ["rule 18: a shoot-out's rounds", () => sheetOf(fs.readFileSync(path.join(__dirname, "scenarios", "59-shootout-innings-limit.txt"), "utf8").split("\n")), "es"],
];

let minHeight = 0;
beforeAll(async () => {
  if (missing.length === 0) minHeight = await wordHeightAt(7);
});

describe.each(cases)("the PDF sheet, %s", (name, make, lang) => {
  maybe("no overlap, nothing off the page or under 7 pt, every name and header field in full", async () => {
    const s = make();
    const pdf = await sheetPdf(s, lang, { tz: TZ });
    const { pages, words, text } = readPdf(pdf);
    expect(layoutProblems(pages, words, minHeight)).toEqual([]);
    const all = flat(text);
    const cjk = /[\u3000-\u9fff\uac00-\ud7af]/;
    const wanted = [s.players.A.name, s.players.B.name, ...Object.values(s.info ?? {}), dateText(DATE, lang, TZ), resultText(s, lang)]
      .filter((t) => haveCjk || !cjk.test(t));
    for (const t of wanted) expect({ name, missing: all.includes(flat(t)) ? "" : t }).toEqual({ name, missing: "" });
    if (!haveCjk && cjk.test(s.players.A.name)) expect(all).toContain(MISSING_MARK);
    for (const l of shootoutLines(s, lang)) expect(all).toContain(flat(l));
    for (const p of ["A", "B"] as const) if (Object.keys(s.players[p].fouls).length > 0) expect(all).toContain(flat(foulsText(s.players[p].fouls, lang)));
    fs.mkdirSync(path.join(__dirname, "artifacts"), { recursive: true });
    const file = path.join(__dirname, "artifacts", `sheet-${name.replace(/[^a-z0-9]+/gi, "-")}.pdf`);
    fs.writeFileSync(file, pdf);
    spawnSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", file, file.slice(0, -4)]);
  });
});

maybe("innings fill one column first: 3 innings in one block, 100 in two columns over two pages", async () => {
  const blocks = async (innings: number) => {
    const { words } = readPdf(await sheetPdf(match(innings, [], NAMES("Ana", "Ben")), "en"));
    return [1, 2, 3].map((p) => words.filter((w) => w.page === p && w.text === "Inning").length);
  };
  expect(await blocks(3)).toEqual([1, 0, 0]);
  expect(await blocks(30)).toEqual([1, 0, 0]);
  expect(await blocks(100)).toEqual([2, 1, 0]); // 94 on the first page, the last 6 on the next
});

maybe("the checks see what they look for: overlap, off the page, small text", () => {
  const page = [{ width: 100, height: 100 }];
  const word = (text: string, x: number, y: number, h = 10) => ({ page: 1, text, xMin: x, yMin: y, xMax: x + 20, yMax: y + h });
  expect(layoutProblems(page, [word("a", 0, 0), word("b", 21, 0), word("c", 0, 10)], minHeight)).toEqual([]);
  expect(layoutProblems(page, [word("a", 0, 0), word("b", 10, 5)], minHeight)).toHaveLength(1);
  expect(layoutProblems(page, [word("a", 90, 0)], minHeight)[0]).toMatch(/outside/);
  expect(layoutProblems(page, [word("a", 0, 0, minHeight - 0.5)], minHeight)[0]).toMatch(/7 pt/);
});

// rule 18: the result and what is signed stand on one page with the signatures, whatever the
// innings before them leave of the page (Spanish, a date that wraps, 36 to 56 innings: some left
// the signatures alone on a page of their own)
maybe("rule 18: a signed sheet keeps the result, the totals and the signatures on one page", async () => {
  const alone: string[] = [];
  for (let innings = 36; innings <= 56; innings += 2) {
    const signed = match(innings, HEADER((k) => `El ${k} del campeonato`), NAMES("Ana Ortega", "Ben Costa"),
      ["sign referee", "sign scorer", "sign A", "sign B"]);
    const { words } = readPdf(await sheetPdf(signed, "es", { tz: "America/Argentina/ComodRivadavia" }));
    const pagesOf = (t: string) => [...new Set(words.filter((w) => w.text === t).map((w) => w.page))];
    expect(pagesOf("(firmado)")).toHaveLength(1);
    if (pagesOf("Resultado:").join() !== pagesOf("(firmado)").join()) alone.push(`${innings} innings: the result on page ${pagesOf("Resultado:")}, the signatures on page ${pagesOf("(firmado)")}`);
  }
  expect(alone).toEqual([]);
}, 60000);
