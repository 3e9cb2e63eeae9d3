// The tournament as CSV: one block per group (standings, then its matches as plain numbers), then
// the knockout.
import { cell } from "../export/csv";
import { Lang } from "../export/labels";
import { EventView } from "./build";
import { word } from "./labels";
import { Scheduled } from "./model";
import { matchCells, standingCells, standingHeader } from "./present";

// id, round, table, A, A points, A innings, B, B points, B innings, note
function matchRow(v: EventView, m: Scheduled, lang: Lang): string[] {
  const [id, , a, , b, , note] = matchCells(v, m, lang);
  const r = v.results.get(m.id);
  const figures = (i: 0 | 1) => (r === undefined ? ["", ""] : [String(r.sides[i].score), String(r.sides[i].innings)]);
  return [id, m.round, m.table ?? "", a, ...figures(0), b, ...figures(1), note];
}

export function tournamentCsv(v: EventView, lang: Lang): string {
  const rows: string[][] = [[v.t.event]];
  const matchHead = ["", word("round", lang), word("table", lang), "A", word("pts", lang), word("inn", lang), "B", word("pts", lang), word("inn", lang), ""];
  for (const g of v.groups) {
    rows.push([], [`${word("group", lang)} ${g.name}`], standingHeader(lang), ...g.rows.map(standingCells), []);
    rows.push(matchHead, ...g.matches.map((m) => matchRow(v, m, lang)));
  }
  for (const k of v.knockouts) rows.push([], [k.phase], matchHead, ...k.matches.map((m) => matchRow(v, m, lang)));
  if (v.champion !== null) rows.push([], [word("champion", lang), v.champion]);
  return rows.map((r) => r.map(cell).join(",")).join("\n") + "\n";
}
