// Writing the PDF sheet top to bottom: every text is measured before it is placed, so that long
// names and fields wrap within their box and push what follows down (or onto the next page)
// instead of printing over it.
import { SheetFonts } from "./pdf-fonts";

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER = 18; // room kept at the bottom of each page for the footer line

export type Align = "left" | "right" | "center";

export interface Style { size: number; bold?: boolean; align?: Align; grey?: boolean }

export class SheetWriter {
  y = PAGE.margin;

  // measuring: nothing is drawn and no page is added, y only moves (heightOf)
  constructor(readonly doc: PDFKit.PDFDocument, readonly fonts: SheetFonts, private readonly measuring = false) {}

  // the lowest y text may reach on a page (a block that stands at the bottom, measured, stands
  // right below what comes before it)
  get bottom(): number {
    return this.measuring ? this.y : PAGE.height - PAGE.margin - FOOTER;
  }

  // the height `write` takes when written from the top of a page, without drawing anything
  heightOf(write: (w: SheetWriter) => void): number {
    const probe = new SheetWriter(this.doc, this.fonts, true);
    probe.y = 0;
    write(probe);
    return probe.y;
  }

  // a new page unless `write` fits below y (or would not fit on a page of its own), then `write`:
  // what must be read together is never split across pages
  together(write: (w: SheetWriter) => void): void {
    const h = this.heightOf(write);
    if (h <= PAGE.height - 2 * PAGE.margin - FOOTER) this.ensure(h);
    write(this);
  }

  private use(text: string, style: Style): string {
    const f = this.fonts.fit(text, style.bold === true);
    this.doc.font(f.font).fontSize(style.size).fillColor(style.grey === true ? "#555" : "#000");
    return f.text;
  }

  // the height `text` takes in a box `width` wide
  measure(text: string, width: number, style: Style): number {
    const t = this.use(text, style);
    return this.doc.heightOfString(t, { width, align: style.align ?? "left" });
  }

  // the width `text` takes on one line
  widthOf(text: string, style: Style): number {
    return this.doc.widthOfString(this.use(text, style));
  }

  // `text` in a box at (x, y), `width` wide; returns its height
  put(text: string, x: number, y: number, width: number, style: Style): number {
    const h = this.measure(text, width, style);
    const t = this.use(text, style);
    if (!this.measuring) this.doc.text(t, x, y, { width, align: style.align ?? "left" });
    return h;
  }

  // a line `width` long at (x, y)
  line(x: number, y: number, width: number): void {
    if (!this.measuring) this.doc.lineWidth(0.75).moveTo(x, y).lineTo(x + width, y).stroke();
  }

  // a new page when `height` does not fit below y
  ensure(height: number): void {
    if (this.measuring || this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  // a row of cells [text, x, width, style]: placed together, y moves past the tallest
  row(cells: Array<[string, number, number, Style]>, gap = 2): number {
    const h = Math.max(...cells.map(([t, , w, s]) => this.measure(t, w, s)));
    this.ensure(h);
    for (const [t, x, w, s] of cells) this.put(t, x, this.y, w, s);
    this.y += h + gap;
    return h;
  }
}
