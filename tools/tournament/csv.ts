// The tournament as CSV: one block per group (standings, then its matches), then the knockout.
import { cell } from "../export/csv";
import { Lang } from "../export/labels";
import { EventView } from "./build";
import { word } from "./labels";
import { matchCells, standingCells, standingHeader } from "./present";

export function tournamentCsv(v: EventView, lang: Lang): string {
  const rows: string[][] = [[v.t.event]];
  for (const g of v.groups) {
    rows.push([], [`${word("group", lang)} ${g.name}`], standingHeader(lang), ...g.rows.map(standingCells), []);
    rows.push(...g.matches.map((m) => matchCells(v, m, lang)));
  }
  for (const k of v.knockouts) rows.push([], [k.phase], ...k.matches.map((m) => matchCells(v, m, lang)));
  if (v.champion !== null) rows.push([], [word("champion", lang), v.champion]);
  return rows.map((r) => r.map(cell).join(",")).join("\n") + "\n";
}
