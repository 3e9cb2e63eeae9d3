// The sheet's export formats by name: a format is its file in tools/export/ and one line here.
// `carom sheet --format` takes each (and json, the sheet itself); test/sheet-formats.test.ts
// runs each (its checks of the model's fields read each format's text: a new one is added there).
// (each loaded when it is used: the `carom` command starts without PDFKit)
import type { Lang } from "./labels";
import type { PdfOptions } from "./pdf";
import type { Sheet } from "./sheet-model";

export type Exporter = (s: Sheet, lang: Lang, o: PdfOptions) => Promise<Buffer>;

export const FORMATS: Record<string, Exporter> = {
  csv: async (s, lang, o) => Buffer.from((await import("./csv")).sheetCsv(s, lang, { tz: o.tz, noteAt: o.noteAt }), "utf8"), // (a CSV carries no seal's check)
  html: async (s, lang, o) => Buffer.from((await import("./html")).sheetHtml(s, lang, o), "utf8"),
  pdf: async (s, lang, o) => (await import("./pdf")).sheetPdf(s, lang, o),
};

// "a, b or c": names in words
export function inWords(names: string[]): string {
  return names.slice(0, -1).join(", ") + " or " + names[names.length - 1];
}

// "json, csv, html or pdf": the names --format takes, in words
export function formatNames(): string {
  return inWords(["json", ...Object.keys(FORMATS)]);
}
