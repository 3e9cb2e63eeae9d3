// The sheet as CSV: header fields, one row per player, one row per inning with running totals.
// Numbers are cells of their own (the distance is two cells, not "8/8", which a spreadsheet
// would read as a date), and the file starts with a UTF-8 byte-order mark so that spreadsheets
// read accented names as UTF-8.
import { dateText } from "./dates";
import { label, Lang } from "./labels";
import { foulsText, inningRows, Sheet, resultText } from "./sheet-model";

export function cell(v: unknown): string {
  let t = v === null || v === undefined ? "" : String(v);
  // a text a spreadsheet would run as a formula (= + - @, tab, CR first) starts with ' instead
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[",\n;]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

export function sheetCsv(s: Sheet, lang: Lang, tz?: string): string {
  const rows: unknown[][] = [];
  for (const k of ["event", "round", "table", "referee", "scorer"]) if (s.info?.[k]) rows.push([label(k, lang), s.info[k]]);
  if (s.date) rows.push([label("date", lang), dateText(s.date, lang, tz)]);
  rows.push([label("distance", lang), s.config.distance[0], s.config.distance[1]], [label("inningsLimit", lang), s.config.innings],
    [label("tiebreak", lang), label(`tiebreak.${s.config.tiebreak ?? "none"}`, lang)]);
  rows.push([]);
  rows.push([label("player", lang), label("name", lang), label("ball", lang), label("score", lang), label("innings", lang), label("average", lang),
    label("highRun", lang), label("fouls", lang), label("warnings", lang), label("extensions", lang)]);
  for (const p of ["A", "B"] as const) {
    const x = s.players[p];
    rows.push([p, x.name, x.ball ? label(x.ball, lang) : "", x.score, x.innings, x.average.toFixed(3), x.highRun,
      foulsText(x.fouls, lang), x.warnings, x.extensionsUsed]);
  }
  rows.push([]);
  rows.push([label("inning", lang), `A ${label("run", lang)}`, `A ${label("total", lang)}`, `B ${label("run", lang)}`, `B ${label("total", lang)}`]);
  for (const r of inningRows(s)) rows.push([r.inning, r.a, r.aTotal, r.b, r.bTotal]);
  rows.push([]);
  if (s.tiebreak !== undefined) {
    rows.push([label("shootout", lang), "A", "B"]);
    s.tiebreak.forEach((r, i) => rows.push([label("shootoutRound", lang).replace("{n}", String(i + 1)), r.A, r.B]));
    rows.push([]);
  }
  rows.push([label("result", lang), resultText(s, lang)]);
  rows.push([label("signatures", lang), s.signatures.map((p) => label(`party.${p}`, lang)).join(" ")]);
  return "\ufeff" + rows.map((r) => r.map(cell).join(",")).join("\n") + "\n";
}
