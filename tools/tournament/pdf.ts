// The tournament as a PDF in the sheet's style (A4, DejaVu where installed, bold headings):
// each group's standings and matches, the knockout, the champion, notes.
import { Lang } from "../export/labels";
import { startPdf } from "../export/pdf";
import { EventView } from "./build";
import { word } from "./labels";
import { levelLines, matchCells, noteLines, standingCells, standingHeader, STANDING_RIGHT } from "./present";

const ROW = 13;
const STANDING_WIDTHS = [24, 160, 30, 24, 24, 24, 40, 40, 50, 30];
const MATCH_WIDTHS = [32, 50, 140, 60, 140, 50, 43];
type Align = "left" | "right" | "center";
const aligned = (right: boolean[]): Align[] => right.map((r) => (r ? "right" : "left"));
const MATCH_ALIGN: Align[] = ["left", "left", "left", "center", "left", "right", "left"];

export function tournamentPdf(v: EventView, lang: Lang): Promise<Buffer> {
  const { doc, done } = startPdf(v.t.event);
  const left = 40;
  let y = 40;
  const room = (lines: number) => {
    if (y + lines * ROW > 842 - 50) {
      doc.addPage();
      y = 40;
    }
  };
  const rows = (cells: string[][], widths: number[], align: Align[], boldFirst: boolean) => {
    cells.forEach((r, j) => {
      room(1);
      doc.font(boldFirst && j === 0 ? "Bold" : "Body").fontSize(8.5);
      let x = left;
      r.forEach((c, i) => {
        doc.text(c, x, y, { width: widths[i] - 4, align: align[i], height: ROW, ellipsis: true, lineBreak: false });
        x += widths[i];
      });
      y += ROW;
    });
    y += 6;
  };
  const heading = (text: string, size: number) => {
    room(3);
    doc.font("Bold").fontSize(size).text(text, left, y);
    y += size + 8;
  };
  heading(v.t.event, 15);
  for (const g of v.groups) {
    heading(`${word("group", lang)} ${g.name}`, 11);
    rows([standingHeader(lang), ...g.rows.map(standingCells)], STANDING_WIDTHS, aligned(STANDING_RIGHT), true);
    rows(g.matches.map((m) => matchCells(v, m, lang)), MATCH_WIDTHS, MATCH_ALIGN, false);
  }
  for (const k of v.knockouts) {
    heading(k.phase, 11);
    rows(k.matches.map((m) => matchCells(v, m, lang)), MATCH_WIDTHS, MATCH_ALIGN, false);
  }
  if (v.champion !== null) heading(`${word("champion", lang)}: ${v.champion}`, 12);
  const list = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    heading(title, 10);
    for (const l of lines) {
      room(2);
      doc.font("Body").fontSize(8.5).text(`- ${l}`, left + 8, y, { width: 507 });
      y = doc.y + 2;
    }
  };
  list(word("refused", lang), v.refused.map((r) => `${r.file}: ${r.reason}`));
  list(word("notes", lang), noteLines(v, lang));
  list(word("todo", lang), levelLines(v, lang));
  doc.end();
  return done;
}
