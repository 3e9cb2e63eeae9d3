// The sheet as a PDF (pdfkit) laid out like an official carom score sheet: the header, both
// players' innings side by side with running totals, the result, the totals, the notes and the
// four signature lines (rule 18). Every text is measured and wraps in its box (pdf-layout.ts), so
// any name, header or foul list fits; dates are shown in the host's time zone (or `tz`).
import PDFDocument from "pdfkit";
import { label, Lang } from "./labels";
import { loadFonts } from "./pdf-fonts";
import { drawInnings } from "./pdf-innings";
import { CONTENT_WIDTH, PAGE, SheetWriter } from "./pdf-layout";
import { NoteAt, SealCheck, Sheet } from "./sheet-model";
import { SheetFields, sheetFields } from "./sheet-fields";

// seal: the seal's check, printed with its short form; noteAt: when each note was entered (sheet-fields.ts)
export interface PdfOptions { tz?: string; seal?: SealCheck | null; noteAt?: NoteAt[] | null }

const LEFT = PAGE.margin;
const HALF = (CONTENT_WIDTH - 15) / 2; // a column of the header
const KEY = 92; // the labels' width in the header and the totals

function header(w: SheetWriter, f: SheetFields): void {
  const body = { size: 9 };
  const key = { size: 9, bold: true };
  const top = w.y;
  let bottom = top;
  [f.info, f.settings].forEach((rows, col) => {
    const x = LEFT + col * (HALF + 15);
    const keyWidth = Math.min(HALF / 2, Math.max(0, ...rows.map(([k]) => w.widthOf(k, key))) + 8);
    w.y = top;
    for (const [k, v] of rows) w.row([[k, x, keyWidth - 4, key], [v, x + keyWidth, HALF - keyWidth, body]]);
    bottom = Math.max(bottom, w.y);
  });
  w.y = bottom + 4;
  for (const p of f.players) {
    w.row([[`${f.playerWord} ${p.side}`, LEFT, KEY - 4, key], [`${p.name}${p.about ? ` (${p.about})` : ""}`, LEFT + KEY, CONTENT_WIDTH - KEY, { size: 10, bold: true }]]);
  }
  w.y += 4;
}

function totals(w: SheetWriter, f: SheetFields): void {
  const col = (CONTENT_WIDTH - KEY) / 2;
  const xA = LEFT + KEY;
  const xB = xA + col;
  w.y += 6;
  w.row([[`${f.result[0]}: ${f.result[1]}`, LEFT, CONTENT_WIDTH, { size: 11, bold: true }]], 6);
  w.row([["", LEFT, KEY - 4, { size: 9 }], [f.players[0].name, xA, col - 8, { size: 9, bold: true }], [f.players[1].name, xB, col - 8, { size: 9, bold: true }]]);
  for (const t of f.totals) {
    w.row([[t.label, LEFT, KEY - 4, { size: 9, bold: true }], [t.A, xA, col - 8, { size: 9 }], [t.B, xB, col - 8, { size: 9 }]], 1);
  }
  for (const block of [f.shootout.rounds.length > 0 ? f.shootout : null, f.notes.lines.length > 0 ? { title: f.notes.title, rounds: f.notes.lines.map((l) => `- ${l}`) } : null]) {
    if (block === null) continue;
    w.y += 6;
    w.row([[block.title, LEFT, CONTENT_WIDTH, { size: 9, bold: true }]]);
    for (const r of block.rounds) w.row([[r, LEFT + 8, CONTENT_WIDTH - 8, { size: 9 }]]);
  }
}

// rule 18: referee, scorer and both players sign; after the loser's signature no protest is heard
function signatures(w: SheetWriter, f: SheetFields): void {
  const signers = f.signatures.signers;
  const width = (CONTENT_WIDTH - 3 * 15) / 4;
  const style = { size: 8, align: "center" as const };
  const names = Math.max(...signers.map((x) => w.measure(x.name, width, style)));
  const mark = 12;
  w.ensure(30 + mark + names);
  const line = Math.max(w.y + 30 + mark, w.bottom - names - 4);
  w.put(f.signatures.title, LEFT, line - mark - 14, CONTENT_WIDTH, { size: 9, bold: true });
  signers.forEach((x, i) => {
    const left = LEFT + i * (width + 15);
    w.line(left, line, width);
    w.put(x.name, left, line + 3, width, style);
    if (x.signed) w.put(`(${f.signatures.signed})`, left, line - mark, width, style);
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
// the tournament's PDF). created: the document's creation date in its metadata (a sheet's: when
// its match ended, null when that is unknown: none, never the time of the export); left out:
// now (pdfkit's).
export function startPdf(title: string, created?: Date | null): { doc: PDFKit.PDFDocument; done: Promise<Buffer>; fonts: ReturnType<typeof loadFonts> } {
  const info: PDFKit.DocumentInfo = { Title: title, Creator: "carom" };
  if (created !== undefined) info.CreationDate = created ?? new Date(0); // (the file's id is made from it)
  const doc = new PDFDocument({ size: "A4", margin: PAGE.margin, bufferPages: true, info });
  if (created === null) {
    delete doc.info.CreationDate;
    // pdfkit makes its XMP metadata from the creation date at the end even where it writes none
    // (PDF 1.3, its default and ours): no XMP, no date
    (doc as unknown as { endMetadata: () => void }).endMetadata = () => undefined;
  }
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const fonts = loadFonts(doc);
  return { doc, fonts, done: new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks)))) };
}

export function sheetPdf(s: Sheet, lang: Lang, o: PdfOptions = {}): Promise<Buffer> {
  const L = (k: string) => label(k, lang);
  const f = sheetFields(s, lang, o);
  const ended = s.date === undefined ? NaN : new Date(s.date).getTime();
  const { doc, done, fonts } = startPdf(f.title, Number.isNaN(ended) ? null : new Date(ended));
  const w = new SheetWriter(doc, fonts);
  w.row([[f.title, LEFT, CONTENT_WIDTH, { size: 15, bold: true }]], 8);
  header(w, f);
  const ball = (p: "A" | "B") => (s.players[p].ball ? ` (${L(s.players[p].ball!)})` : "");
  drawInnings(w, f.innings, { ...f.inningHead, a: `A${ball("A")}`, b: `B${ball("B")}` });
  // the result, the totals and the notes on the page the signatures are on (rule 18: what is signed)
  w.together((x) => {
    totals(x, f);
    signatures(x, f);
  });
  footers(w, s, lang);
  doc.end();
  return done;
}
