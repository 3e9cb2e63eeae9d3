// The tournament in the terminal: each group's standings and matches, the knockout, the
// champion, refused sheets with their reasons, notes and what is left to decide.
import { Lang } from "../export/labels";
import { EventView } from "./build";
import { word } from "./labels";
import { layout, levelLines, matchCells as presentCells, MATCH_RIGHT, noteLines, standingCells, standingHeader, STANDING_RIGHT } from "./present";
import { Scheduled } from "./model";
import { verificationLines } from "./verification";

export function tournamentText(v: EventView, lang: Lang): string {
  const out: string[] = [v.t.event, ""];
  // a result of a table whose board does not seal is marked on its line
  const matchCells = (x: EventView, m: Scheduled, l: Lang) => {
    const cells = presentCells(x, m, l);
    if (x.unverified.has(m.id)) cells[cells.length - 1] = [cells[cells.length - 1], word("unverified", l)].filter((c) => c !== "").join(", ");
    return cells;
  };
  for (const g of v.groups) {
    out.push(`${word("group", lang)} ${g.name}`);
    out.push(...layout([standingHeader(lang), ...g.rows.map(standingCells)], STANDING_RIGHT));
    out.push("", ...layout(g.matches.map((m) => matchCells(v, m, lang)), MATCH_RIGHT), "");
  }
  for (const k of v.knockouts) {
    out.push(k.phase, ...layout(k.matches.map((m) => matchCells(v, m, lang)), MATCH_RIGHT), "");
  }
  if (v.champion !== null) out.push(`${word("champion", lang)}: ${v.champion}`, "");
  const section = (title: string, lines: string[]) => {
    if (lines.length > 0) out.push(title, ...lines.map((l) => `  ${l}`), "");
  };
  section(word("refused", lang), v.refused.map((r) => `${r.file}: ${r.reason}`));
  section(word("notes", lang), noteLines(v, lang));
  section(word("verification", lang), verificationLines(v, lang));
  section(word("todo", lang), levelLines(v, lang));
  return out.join("\n").trimEnd();
}
