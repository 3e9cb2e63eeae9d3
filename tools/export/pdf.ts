// The sheet as a PDF (pdfkit) laid out like an official carom score sheet: the header, both
// players' innings side by side with running totals, the result, the totals, the notes and the
// four signature lines (rule 18). Every text is measured and wraps in its box (pdf-layout.ts), so
// any name, header or foul list fits; dates are shown in the host's time zone (or `tz`).
import PDFDocument from "pdfkit";
import { dateText } from "./dates";
import { label, Lang } from "./labels";
import { loadFonts } from "./pdf-fonts";
import { drawInnings } from "./pdf-innings";
import { CONTENT_WIDTH, PAGE, SheetWriter } from "./pdf-layout";
import { foulsText, inningRows, resultText, SealCheck, sealText, Sheet, shootoutLines } from "./sheet-model";

export interface PdfOptions { tz?: string; seal?: SealCheck | null } // seal: the seal's check, printed with its short form

const LEFT = PAGE.margin;
const HALF = (CONTENT_WIDTH - 15) / 2; // a column of the header
const KEY = 92; // the labels' width in the header and the totals

function header(w: SheetWriter, s: Sheet, lang: Lang, o: PdfOptions): void {
  const L = (k: string) => label(k, lang);
  const body = { size: 9 };
  const key = { size: 9, bold: true };
  const infoRows: Array<[string, string]> = ["event", "round", "table", "referee", "scorer"]
    .filter((k) => s.info?.[k]).map((k) => [L(k), s.info![k]]);
  if (s.date) infoRows.push([L("date"), dateText(s.date, lang, o.tz)]);
  if (sealText(o.seal, lang) !== "") infoRows.push([L("seal"), sealText(o.seal, lang)]);
  const c = s.config;
  const matchRows: Array<[string, string]> = [
    [L("distance"), c.distance[0] === c.distance[1] ? String(c.distance[0]) : `A ${c.distance[0]}, B ${c.distance[1]}`],
    [L("inningsLimit"), c.innings > 0 ? String(c.innings) : "-"], [L("equalize"), c.equalize ? L("yes") : L("no")],
    [L("shotclock"), c.shotclock > 0 ? `${c.shotclock}` : "-"], [L("extensions"), String(c.extensions)],
    [L("tiebreak"), L(`tiebreak.${c.tiebreak ?? "none"}`)],
  ];
  const top = w.y;
  let bottom = top;
  [infoRows, matchRows].forEach((rows, col) => {
    const x = LEFT + col * (HALF + 15);
    const keyWidth = Math.min(HALF / 2, Math.max(0, ...rows.map(([k]) => w.widthOf(k, key))) + 8);
    w.y = top;
    for (const [k, v] of rows) w.row([[k, x, keyWidth - 4, key], [v, x + keyWidth, HALF - keyWidth, body]]);
    bottom = Math.max(bottom, w.y);
  });
  w.y = bottom + 4;
  for (const p of ["A", "B"] as const) {
    const x = s.players[p];
    const about = [x.ball ? L(`ballOf.${x.ball}`) : "", s.breaker === p ? L("breaks") : ""].filter((t) => t !== "").join(", ");
    w.row([[`${L("player")} ${p}`, LEFT, KEY - 4, key], [`${x.name}${about ? ` (${about})` : ""}`, LEFT + KEY, CONTENT_WIDTH - KEY, { size: 10, bold: true }]]);
  }
  w.y += 4;
}

function totals(w: SheetWriter, s: Sheet, lang: Lang): void {
  const L = (k: string) => label(k, lang);
  const col = (CONTENT_WIDTH - KEY) / 2;
  const xA = LEFT + KEY;
  const xB = xA + col;
  w.y += 6;
  w.row([[`${label("result", lang)}: ${resultText(s, lang)}`, LEFT, CONTENT_WIDTH, { size: 11, bold: true }]], 6);
  w.row([["", LEFT, KEY - 4, { size: 9 }], [s.players.A.name, xA, col - 8, { size: 9, bold: true }], [s.players.B.name, xB, col - 8, { size: 9, bold: true }]]);
  const sums: Array<[string, (p: "A" | "B") => string]> = [
    ["score", (p) => String(s.players[p].score)], ["innings", (p) => String(s.players[p].innings)],
    ["average", (p) => s.players[p].average.toFixed(3)], ["highRun", (p) => String(s.players[p].highRun)],
    ["fouls", (p) => foulsText(s.players[p].fouls, lang) || "-"], ["warnings", (p) => String(s.players[p].warnings)],
    ["extensions", (p) => String(s.players[p].extensionsUsed)],
  ];
  for (const [k, f] of sums) {
    w.row([[L(k), LEFT, KEY - 4, { size: 9, bold: true }], [f("A"), xA, col - 8, { size: 9 }], [f("B"), xB, col - 8, { size: 9 }]], 1);
  }
  const rounds = shootoutLines(s, lang);
  if (rounds.length > 0) {
    w.y += 6;
    w.row([[L("shootout"), LEFT, CONTENT_WIDTH, { size: 9, bold: true }]]);
    for (const r of rounds) w.row([[r, LEFT + 8, CONTENT_WIDTH - 8, { size: 9 }]]);
  }
  if (s.notes.length === 0) return;
  w.y += 6;
  w.row([[L("notes"), LEFT, CONTENT_WIDTH, { size: 9, bold: true }]]);
  for (const n of s.notes) {
    const who = n.player ? ` (${s.players[n.player as "A" | "B"]?.name ?? n.player})` : "";
    w.row([[`- ${label(`note.${n.kind}`, lang)}${who}${n.text ? `: ${n.text}` : ""}`, LEFT + 8, CONTENT_WIDTH - 8, { size: 9 }]]);
  }
}

// rule 18: referee, scorer and both players sign; after the loser's signature no protest is heard
function signatures(w: SheetWriter, s: Sheet, lang: Lang): void {
  const role = (k: string) => `${label(k, lang)}${s.info?.[k] ? ": " + s.info[k] : ""}`;
  const signers: Array<[string, string]> = [["referee", role("referee")], ["scorer", role("scorer")], ["A", s.players.A.name], ["B", s.players.B.name]];
  const width = (CONTENT_WIDTH - 3 * 15) / 4;
  const style = { size: 8, align: "center" as const };
  const names = Math.max(...signers.map(([, n]) => w.measure(n, width, style)));
  const mark = 12;
  w.ensure(30 + mark + names);
  const line = Math.max(w.y + 30 + mark, w.bottom - names - 4);
  signers.forEach(([key, name], i) => {
    const x = LEFT + i * (width + 15);
    w.line(x, line, width);
    w.put(name, x, line + 3, width, style);
    if (s.signatures.includes(key)) w.put(`(${label("signed", lang)})`, x, line - mark, width, style);
  });
  w.y = line + names; // (the last thing on the sheet: no gap below it to keep room for)
}

function footers(w: SheetWriter, s: Sheet, lang: Lang): void {
  const range = w.doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    w.doc.switchToPage(i);
    const text = `${s.device ?? "carom"} - ${label(`state.${s.state}`, lang)} - ${i + 1}/${range.count}`;
    w.put(text, LEFT, PAGE.height - PAGE.margin - 10, CONTENT_WIDTH, { size: 7, grey: true });
  }
}

// An A4 document with the fonts Body and Bold (pdf-fonts.ts), and its bytes once it ends (also
// the tournament's PDF).
export function startPdf(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer>; fonts: ReturnType<typeof loadFonts> } {
  const doc = new PDFDocument({ size: "A4", margin: PAGE.margin, bufferPages: true, info: { Title: title, Creator: "carom" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const fonts = loadFonts(doc);
  return { doc, fonts, done: new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks)))) };
}

export function sheetPdf(s: Sheet, lang: Lang, o: PdfOptions = {}): Promise<Buffer> {
  const L = (k: string) => label(k, lang);
  const { doc, done, fonts } = startPdf(L("title"));
  const w = new SheetWriter(doc, fonts);
  w.row([[L("title"), LEFT, CONTENT_WIDTH, { size: 15, bold: true }]], 8);
  header(w, s, lang, o);
  const ball = (p: "A" | "B") => (s.players[p].ball ? ` (${L(s.players[p].ball!)})` : "");
  drawInnings(w, inningRows(s), { inning: L("inning"), run: L("run"), total: L("total"), a: `A${ball("A")}`, b: `B${ball("B")}` });
  // the result, the totals and the notes on the page the signatures are on (rule 18: what is signed)
  w.together((x) => {
    totals(x, s, lang);
    signatures(x, s, lang);
  });
  footers(w, s, lang);
  doc.end();
  return done;
}
