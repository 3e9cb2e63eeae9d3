// The tournament's formats by name (`carom tournament show --format`; text, the default, first): a
// format is its file in tools/tournament/ and one line here. (Each loaded when it is used.)
import type { Lang } from "../export/labels";
import { inWords } from "../export/formats";
import type { EventView } from "./build";

export type TournamentExporter = (v: EventView, lang: Lang) => Promise<Buffer>;

export const TOURNAMENT_FORMATS: Record<string, TournamentExporter> = {
  text: async (v, lang) => Buffer.from((await import("./text")).tournamentText(v, lang) + "\n", "utf8"),
  html: async (v, lang) => Buffer.from((await import("./html")).tournamentHtml(v, lang), "utf8"),
  pdf: async (v, lang) => (await import("./pdf")).tournamentPdf(v, lang),
  csv: async (v, lang) => Buffer.from((await import("./csv")).tournamentCsv(v, lang), "utf8"),
};

// "text, html, pdf or csv": the names --format takes, in words
export function tournamentFormatNames(): string {
  return inWords(Object.keys(TOURNAMENT_FORMATS));
}

// the format of that name, if there is one (not a property every object has: "constructor")
export function tournamentFormat(name: string): TournamentExporter | undefined {
  return Object.prototype.hasOwnProperty.call(TOURNAMENT_FORMATS, name) ? TOURNAMENT_FORMATS[name] : undefined;
}
