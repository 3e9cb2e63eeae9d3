// The cells every output shows (terminal, HTML, PDF, CSV): standings rows and match lines.
import { Lang } from "../export/labels";
import { displayName, EventView } from "./build";
import { word, waitsText } from "./labels";
import { Scheduled } from "./model";
import { averageText, Row } from "./standings";

export const STANDING_KEYS = ["place", "player", "mp", "won", "drawn", "lost", "pts", "inn", "ga", "hr"];
export const STANDING_RIGHT = [false, false, true, true, true, true, true, true, true, true];

export function standingHeader(lang: Lang): string[] {
  return STANDING_KEYS.map((k) => word(k, lang));
}

export function standingCells(r: Row): string[] {
  return [`${r.place}${r.level ? "=" : ""}`, r.name, String(r.mp), String(r.won), String(r.drawn), String(r.lost),
    String(r.points), String(r.innings), averageText(r.points, r.innings), String(r.highRun)];
}

export const MATCH_RIGHT = [false, false, false, true, false, true, false];

// id, table, A, score, B, innings, note
export function matchCells(v: EventView, m: Scheduled, lang: Lang): string[] {
  const table = m.table === null ? "" : `${word("tableWord", lang)} ${m.table}`;
  const r = v.results.get(m.id);
  const annulled = m.annulled ? word("annulled", lang) : "";
  if (r === undefined) {
    const who = (e: string | null, waits: string) => (e === null ? waitsText(waits, lang) : displayName(v.t, e, m.id, v.order));
    const note = annulled !== "" ? annulled : m.a !== null && m.b !== null ? word("toPlay", lang) : word("waits", lang);
    return [m.id, table, who(m.a, m.waitsA), "-", who(m.b, m.waitsB), "", note];
  }
  const [a, b] = r.sides;
  const inn = a.innings === b.innings ? `${a.innings} ${word("inningsShort", lang)}` : `${a.innings}/${b.innings} ${word("inningsShort", lang)}`;
  const kind = r.kind === "distance" || r.kind === "innings-limit" ? "" : word(`kind.${r.kind}`, lang) + (r.shootout !== "" ? ` ${r.shootout}` : "");
  return [m.id, table, a.name, `${a.score}-${b.score}`, b.name, inn, [kind, annulled].filter((x) => x !== "").join(", ")];
}

export function noteLines(v: EventView, lang: Lang): string[] {
  return v.notes.map((n) => word(n.key, lang, ...n.who.split("|")) + (n.extra !== "" ? ` (${n.extra})` : ""));
}

export function levelLines(v: EventView, lang: Lang): string[] {
  return v.level.map((l) => word("level", lang, l.group, l.names.join(", "), l.ids.map((i) => `"${i}"`).join(", ")));
}

// columns padded to their widest cell, two spaces apart
// (a column empty in every row is left out)
export function layout(rows: string[][], right: boolean[]): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((r) => r.flatMap((c, i) => (widths[i] === 0 ? [] : [right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])])).join("  ").trimEnd());
}
