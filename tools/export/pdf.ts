// The sheet as a PDF (pdfkit) laid out like an official carom score sheet: both players'
// innings side by side with running totals, the results, and the four signature lines (rule 18).
import PDFDocument from "pdfkit";
import { label, Lang } from "./labels";
import * as fs from "fs";
import { foulsText, inningRows, Sheet, winnerText } from "./sheet-model";

// Debian's DejaVu fonts (fonts-dejavu-core) cover names beyond Latin-1; PDF's built-in
// Helvetica is the fallback.
const DEJAVU = "/usr/share/fonts/truetype/dejavu/";

const ROW = 12;
const ROWS_PER_BLOCK = 45;

// An A4 document with the fonts Body and Bold, and its bytes once it ends (also the tournament's PDF).
export function startPdf(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: title, Creator: "carom" } });
  const unicode = fs.existsSync(DEJAVU + "DejaVuSans.ttf") && fs.existsSync(DEJAVU + "DejaVuSans-Bold.ttf");
  doc.registerFont("Body", unicode ? DEJAVU + "DejaVuSans.ttf" : "Helvetica");
  doc.registerFont("Bold", unicode ? DEJAVU + "DejaVuSans-Bold.ttf" : "Helvetica-Bold");
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  return { doc, done: new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks)))) };
}

export function sheetPdf(s: Sheet, lang: Lang): Promise<Buffer> {
  const L = (k: string) => label(k, lang);
  const { doc, done } = startPdf(L("title"));
  const left = 40;
  const width = 515;

  doc.font("Bold").fontSize(15).text(L("title"), left, 40);
  doc.font("Body").fontSize(9);
  const info = ["event", "round", "table", "referee", "scorer"].filter((k) => s.info?.[k]).map((k) => `${L(k)}: ${s.info![k]}`);
  if (s.date) info.push(`${L("date")}: ${s.date}`);
  if (s.breaker !== null) info.push(`${L("breaker")}: ${s.players[s.breaker].name}`);
  if (info.length > 0) doc.text(info.join("   "), left, 62, { width });
  doc.text(`${L("distance")}: ${s.config.distance.join(" / ")}   ${L("inningsLimit")}: ${s.config.innings || "-"}   ` +
    `${L("equalize")}: ${s.config.equalize ? L("yes") : L("no")}   ${L("shotclock")}: ${s.config.shotclock || "-"}`, left, 76, { width });

  const who = (p: "A" | "B") => {
    const x = s.players[p];
    return `${p}: ${x.name}${x.ball ? ` (${L(x.ball)})` : ""}`;
  };
  const rows = inningRows(s);
  const blockWidth = 250;
  const cols = [42, 52, 52, 52, 52]; // inning, A run, A total, B run, B total
  const drawBlock = (x: number, y: number, part: typeof rows) => {
    doc.font("Bold").fontSize(8);
    doc.rect(x, y, blockWidth, ROW * 2).stroke();
    doc.text(who("A"), x + cols[0] + 2, y + 2, { width: cols[1] + cols[2] - 4, height: ROW, ellipsis: true });
    doc.text(who("B"), x + cols[0] + cols[1] + cols[2] + 2, y + 2, { width: cols[3] + cols[4] - 4, height: ROW, ellipsis: true });
    const heads = [L("inning"), L("run"), L("total"), L("run"), L("total")];
    let cx = x;
    heads.forEach((h, i) => {
      doc.text(h, cx, y + ROW + 2, { width: cols[i] - 3, align: "right" });
      cx += cols[i];
    });
    doc.font("Body").fontSize(9);
    part.forEach((r, j) => {
      const ry = y + ROW * (2 + j);
      if (j % 2 === 1) doc.rect(x, ry, blockWidth, ROW).fillOpacity(0.08).fill("#000").fillOpacity(1).fillColor("#000");
      const cells = [r.inning, r.a, r.aTotal, r.b, r.bTotal];
      let tx = x;
      cells.forEach((c, i) => {
        doc.text(c === null ? "" : String(c), tx, ry + 2, { width: cols[i] - 3, align: "right" });
        tx += cols[i];
      });
    });
    const bottom = y + ROW * (2 + part.length);
    let vx = x;
    for (const w of cols.slice(0, -1)) {
      vx += w;
      doc.moveTo(vx, y + ROW).lineTo(vx, bottom).stroke();
    }
    doc.moveTo(x + cols[0] + cols[1] + cols[2], y).lineTo(x + cols[0] + cols[1] + cols[2], bottom).lineWidth(1.5).stroke().lineWidth(1);
    doc.rect(x, y, blockWidth, bottom - y).stroke();
    return bottom;
  };

  // two blocks side by side, balanced (a 50-inning match: 25 and 25), ROWS_PER_BLOCK at most
  let y = 96;
  let bottom = y;
  for (let start = 0; start < Math.max(rows.length, 1); start += 2 * ROWS_PER_BLOCK) {
    if (start > 0) {
      doc.addPage();
      y = 40;
    }
    const page = rows.slice(start, start + 2 * ROWS_PER_BLOCK);
    const half = Math.max(1, Math.ceil(page.length / 2));
    bottom = drawBlock(left, y, page.slice(0, half));
    if (page.length > half) bottom = Math.max(bottom, drawBlock(left + blockWidth + 15, y, page.slice(half)));
  }

  // results, summary, notes, signatures: on a new page when they do not fit
  if (bottom > 842 - 300) {
    doc.addPage();
    bottom = 30;
  }
  y = bottom + 16;
  const result = winnerText(s, lang);
  doc.font("Bold").fontSize(11).text(`${L("result")}: ${result}`, left, y);
  y += 20;
  const sumRows: Array<[string, (p: "A" | "B") => string]> = [
    ["score", (p) => String(s.players[p].score)], ["innings", (p) => String(s.players[p].innings)],
    ["average", (p) => s.players[p].average.toFixed(3)], ["highRun", (p) => String(s.players[p].highRun)],
    ["fouls", (p) => foulsText(s.players[p].fouls, lang) || "-"], ["warnings", (p) => String(s.players[p].warnings)],
    ["extensions", (p) => String(s.players[p].extensionsUsed)],
  ];
  doc.fontSize(9);
  doc.font("Bold").text(s.players.A.name, left + 110, y, { width: 190 }).text(s.players.B.name, left + 310, y, { width: 190 });
  y += ROW + 2;
  for (const [k, f] of sumRows) {
    doc.font("Bold").text(L(k), left, y, { width: 105 });
    doc.font("Body").text(f("A"), left + 110, y, { width: 190 }).text(f("B"), left + 310, y, { width: 190 });
    y += ROW + 1;
  }
  if (s.notes.length > 0) {
    y += 6;
    doc.font("Bold").text(L("notes"), left, y);
    y += ROW;
    doc.font("Body");
    for (const n of s.notes) {
      doc.text(`- ${label(`note.${n.kind}`, lang)}${n.player ? ` (${n.player})` : ""}${n.text ? `: ${n.text}` : ""}`, left + 8, y, { width: width - 8 });
      y += ROW;
    }
  }
  // rule 18: referee, scorer and both players sign; after the loser's signature no protest is heard
  const sigY = Math.max(y + 40, 842 - 110);
  const role = (k: string) => `${L(k)}${s.info?.[k] ? ": " + s.info[k] : ""}`;
  const signers: Array<[string, string]> = [["referee", role("referee")], ["scorer", role("scorer")], ["A", s.players.A.name], ["B", s.players.B.name]];
  signers.forEach(([key, name], i) => {
    const x = left + i * 130;
    doc.moveTo(x, sigY).lineTo(x + 115, sigY).stroke();
    doc.font("Body").fontSize(8).text(name, x, sigY + 4, { width: 115, align: "center" });
    if (s.signatures.includes(key)) doc.text(`(${L("signed")})`, x, sigY - 12, { width: 115, align: "center" });
  });
  doc.fontSize(7).fillColor("#666").text(`${s.device ?? "carom"} - ${label(`state.${s.state}`, lang)}`, left, 842 - 50, { width });
  doc.end();
  return done;
}
