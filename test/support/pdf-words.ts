// Reading a PDF back as poppler-utils sees it: each word's box (pdftotext -bbox-layout) and the
// text (pdftotext), and what is wrong with its layout: words that overlap, words outside the
// page, text smaller than 7 pt.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import PDFDocument from "pdfkit";
import { loadFonts } from "../../tools/export/pdf-fonts";

export interface Word { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }
export interface Page { width: number; height: number }

export const havePoppler = spawnSync("sh", ["-c", "command -v pdftotext && command -v pdftoppm"]).status === 0;

function tempFile(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-pdf-")), "sheet.pdf");
  fs.writeFileSync(file, pdf);
  return file;
}

const unescape = (t: string) => t.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");

export function readPdf(pdf: Buffer): { pages: Page[]; words: Word[]; text: string } {
  const file = tempFile(pdf);
  const xml = spawnSync("pdftotext", ["-bbox-layout", file, "-"], { encoding: "utf8" }).stdout;
  const pages: Page[] = [];
  const words: Word[] = [];
  for (const p of xml.split("<page ").slice(1)) {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(p)!;
    pages.push({ width: Number(size[1]), height: Number(size[2]) });
    for (const m of p.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)) {
      words.push({ page: pages.length, text: unescape(m[5]), xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) });
    }
  }
  const text = spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout;
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return { pages, words, text };
}

// The height pdftotext gives a word of `size` pt in the sheet's fonts: the smallest of them.
export async function wordHeightAt(size: number): Promise<number> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const fonts = loadFonts(doc);
  ["Body", "Bold", ...(fonts.cjk ? ["Cjk"] : [])].forEach((f, i) => doc.font(f).fontSize(size).text("Hx", 50, 50 + 30 * i));
  doc.end();
  return Math.min(...readPdf(await done).words.map((w) => w.yMax - w.yMin));
}

const SLACK = 0.3; // points two boxes may share (rounding)

export function layoutProblems(pages: Page[], words: Word[], minHeight: number): string[] {
  const out: string[] = [];
  const where = (w: Word) => `"${w.text}" (page ${w.page}, ${w.xMin.toFixed(1)},${w.yMin.toFixed(1)})`;
  for (const w of words) {
    const p = pages[w.page - 1];
    if (w.xMin < 0 || w.yMin < 0 || w.xMax > p.width || w.yMax > p.height) out.push(`outside the page: ${where(w)}`);
    if (w.yMax - w.yMin < minHeight - 0.01) out.push(`smaller than 7 pt: ${where(w)}`);
  }
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i];
      const b = words[j];
      if (a.page !== b.page) continue;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > SLACK && y > SLACK) out.push(`overlap: ${where(a)} and ${where(b)}`);
    }
  }
  return out;
}

// text without its white space: a wrapped line (also one broken after a "/") reads as one
export const flat = (t: string) => t.replace(/\s+/g, "");
