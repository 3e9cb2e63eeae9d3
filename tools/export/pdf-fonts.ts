// The PDF sheet's fonts. Debian's DejaVu (fonts-dejavu-core) prints Latin, Greek and Cyrillic;
// for Chinese, Japanese and Korean names a CJK font is used when one is installed
// (fonts-wqy-microhei, or fonts-noto-cjk). Without DejaVu the sheet falls back to PDF's built-in
// Helvetica (Latin-1 only). A character no available font has prints as a visible mark.
//
//   const fonts = loadFonts(doc);
//   const t = fonts.fit("王小明", false);   // { font: "Cjk", text: "王小明" }, or the mark
//   doc.font(t.font).text(t.text, ...);
import * as fs from "fs";

// fontkit: the font engine pdfkit uses; only hasGlyphForCodePoint is needed here
interface Glyphs { hasGlyphForCodePoint(cp: number): boolean }
const fontkit = require("fontkit") as { openSync(file: string, postscriptName?: string): Glyphs };

const DEJAVU = "/usr/share/fonts/truetype/dejavu/";
export const CJK_FONTS = [
  { file: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", name: "WenQuanYiMicroHei" },
  { file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", name: "NotoSansCJKjp-Regular" },
];
// what a character no font has prints as (DejaVu has U+25A1 WHITE SQUARE; Helvetica has "?")
export const MISSING_MARK = "\u25a1";

export interface Fitted { font: string; text: string }

export interface SheetFonts {
  unicode: boolean; // DejaVu is installed
  cjk: boolean; // a CJK font is installed
  fit(text: string, bold: boolean): Fitted;
}

interface RegistersFonts { registerFont(name: string, src: string, family?: string): unknown }

const latin1 = { hasGlyphForCodePoint: (cp: number) => cp < 256 };

function covers(font: Glyphs, text: string): boolean {
  for (const ch of text) if (!font.hasGlyphForCodePoint(ch.codePointAt(0)!) && ch.trim() !== "") return false;
  return true;
}

export function loadFonts(doc: RegistersFonts, cjkFonts = CJK_FONTS): SheetFonts {
  const unicode = fs.existsSync(DEJAVU + "DejaVuSans.ttf") && fs.existsSync(DEJAVU + "DejaVuSans-Bold.ttf");
  doc.registerFont("Body", unicode ? DEJAVU + "DejaVuSans.ttf" : "Helvetica");
  doc.registerFont("Bold", unicode ? DEJAVU + "DejaVuSans-Bold.ttf" : "Helvetica-Bold");
  const main: Glyphs = unicode ? fontkit.openSync(DEJAVU + "DejaVuSans.ttf") : latin1;
  const cjkFile = cjkFonts.find((f) => fs.existsSync(f.file));
  const cjk = cjkFile === undefined ? null : fontkit.openSync(cjkFile.file, cjkFile.name);
  if (cjkFile !== undefined) doc.registerFont("Cjk", cjkFile.file, cjkFile.name);
  const mark = unicode ? MISSING_MARK : "?";
  return {
    unicode,
    cjk: cjk !== null,
    fit(text: string, bold: boolean): Fitted {
      const font = bold ? "Bold" : "Body";
      if (covers(main, text)) return { font, text };
      if (cjk !== null && covers(cjk, text)) return { font: "Cjk", text };
      let out = "";
      for (const ch of text) out += main.hasGlyphForCodePoint(ch.codePointAt(0)!) || ch.trim() === "" ? ch : mark;
      return { font, text: out };
    },
  };
}
