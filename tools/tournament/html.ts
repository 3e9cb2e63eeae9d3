// The tournament as a page a club puts on a screen: large type, one table per group, the matches,
// the knockout; it reloads itself every minute, so a browser left open follows the results.
import { esc } from "../export/html";
import { Lang } from "../export/labels";
import { EventView } from "./build";
import { word } from "./labels";
import { levelLines, matchCells, MATCH_RIGHT, noteLines, standingCells, standingHeader, STANDING_RIGHT } from "./present";

function table(rows: string[][], right: boolean[], head?: string[]): string {
  const td = (c: string, i: number, tag: string) => `<${tag}${right[i] ? ' class="r"' : ""}>${esc(c)}</${tag}>`;
  const h = head === undefined ? "" : `<tr>${head.map((c, i) => td(c, i, "th")).join("")}</tr>`;
  return `<table>${h}${rows.map((r) => `<tr>${r.map((c, i) => td(c, i, "td")).join("")}</tr>`).join("\n")}</table>`;
}

export function tournamentHtml(v: EventView, lang: Lang): string {
  const parts: string[] = [];
  for (const g of v.groups) {
    parts.push(`<section><h2>${esc(word("group", lang))} ${esc(g.name)}</h2>${table(g.rows.map(standingCells), STANDING_RIGHT, standingHeader(lang))}`,
      `${table(g.matches.map((m) => matchCells(v, m, lang)), MATCH_RIGHT)}</section>`);
  }
  for (const k of v.knockouts) parts.push(`<section><h2>${esc(k.phase)}</h2>${table(k.matches.map((m) => matchCells(v, m, lang)), MATCH_RIGHT)}</section>`);
  if (v.champion !== null) parts.push(`<h2 class="champion">${esc(word("champion", lang))}: ${esc(v.champion)}</h2>`);
  const list = (title: string, lines: string[]) => (lines.length === 0 ? "" : `<h3>${esc(title)}</h3><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ul>`);
  parts.push(list(word("refused", lang), v.refused.map((r) => `${r.file}: ${r.reason}`)), list(word("notes", lang), noteLines(v, lang)), list(word("todo", lang), levelLines(v, lang)));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="60"><title>${esc(v.t.event)}</title><style>
body{font-family:sans-serif;background:#0b3d20;color:#fff;margin:1em 2em;font-size:1.25vw} h1{font-size:2.4vw}
section{display:inline-block;vertical-align:top;margin:0 2em 1em 0} table{border-collapse:collapse;margin-bottom:.6em}
td,th{padding:.15em .6em;border-bottom:1px solid #2f6b45;text-align:left} .r{text-align:right} th{color:#ffd54a}
.champion{color:#ffd54a}
</style></head><body><h1>${esc(v.t.event)}</h1>
${parts.filter((p) => p !== "").join("\n")}
</body></html>
`;
}
