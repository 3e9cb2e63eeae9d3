// The PDF sheet's innings table: each inning of both players with running totals (rule 18: the
// sheet lists every inning). It fills one column down the page first; when the innings do not
// fit, two columns side by side (balanced), then the next pages.
import { InningRow } from "./sheet-model";
import { CONTENT_WIDTH, PAGE, SheetWriter } from "./pdf-layout";

const ROW = 12;
const COLS = [44, 51, 51, 51, 51]; // inning, A run, A total, B run, B total
const BLOCK = COLS.reduce((a, b) => a + b, 0);
const GAP = CONTENT_WIDTH - 2 * BLOCK;
const MIN_ROWS = 5; // fewer rows left on a page than this: start the table on the next page

export interface InningsHead { inning: string; run: string; total: string; a: string; b: string }

function drawBlock(w: SheetWriter, x: number, y: number, rows: InningRow[], head: InningsHead): number {
  const doc = w.doc;
  const bottom = y + ROW * (2 + rows.length);
  const split = x + COLS[0] + COLS[1] + COLS[2];
  const bold = { size: 8, bold: true, align: "center" as const };
  w.put(head.a, x + COLS[0], y + 2, COLS[1] + COLS[2], bold);
  w.put(head.b, split, y + 2, COLS[3] + COLS[4], bold);
  [head.inning, head.run, head.total, head.run, head.total].reduce((cx, h, i) => {
    w.put(h, cx, y + ROW + 2, COLS[i] - 3, { size: 8, bold: true, align: "right" });
    return cx + COLS[i];
  }, x);
  rows.forEach((r, j) => {
    const ry = y + ROW * (2 + j);
    if (j % 2 === 1) doc.rect(x, ry, BLOCK, ROW).fillOpacity(0.08).fill("#000").fillOpacity(1);
    let cx = x;
    [r.inning, r.a, r.aTotal, r.b, r.bTotal].forEach((c, i) => {
      w.put(c === null ? "" : String(c), cx, ry + 2, COLS[i] - 3, { size: 8.5, align: "right" });
      cx += COLS[i];
    });
  });
  doc.lineWidth(0.5).strokeColor("#000");
  doc.rect(x, y, BLOCK, bottom - y).stroke();
  doc.moveTo(x, y + ROW).lineTo(x + BLOCK, y + ROW).moveTo(x, y + 2 * ROW).lineTo(x + BLOCK, y + 2 * ROW).stroke();
  let vx = x;
  for (const c of COLS.slice(0, -1)) {
    vx += c;
    doc.moveTo(vx, vx === split ? y : y + ROW).lineTo(vx, bottom).stroke();
  }
  doc.lineWidth(1.5).moveTo(split, y).lineTo(split, bottom).stroke().lineWidth(1);
  return bottom;
}

export function drawInnings(w: SheetWriter, all: InningRow[], head: InningsHead): void {
  let rows = all.length === 0 ? [{ inning: 1, a: null, aTotal: null, b: null, bTotal: null }] : all;
  for (;;) {
    let fit = Math.floor((w.bottom - w.y) / ROW) - 2;
    if (fit < Math.min(MIN_ROWS, rows.length)) {
      w.doc.addPage();
      w.y = PAGE.margin;
      fit = Math.floor((w.bottom - w.y) / ROW) - 2;
    }
    const left = rows.length <= fit ? rows.length : Math.min(fit, Math.ceil(rows.length / 2));
    let bottom = drawBlock(w, PAGE.margin, w.y, rows.slice(0, left), head);
    const right = Math.min(fit, rows.length - left);
    if (right > 0) bottom = Math.max(bottom, drawBlock(w, PAGE.margin + BLOCK + GAP, w.y, rows.slice(left, left + right), head));
    w.y = bottom + 4;
    rows = rows.slice(left + right);
    if (rows.length === 0) return;
    w.doc.addPage();
    w.y = PAGE.margin;
  }
}
