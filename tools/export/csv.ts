// The sheet as CSV: the fields every format prints (sheet-fields.ts), a row each: the title, the header
// fields and settings, one row per player, one row per inning with running totals, the result,
// the totals, the shoot-out, the notes (each with its inning) and the signatures. Numbers are cells of their own (the
// distance is two cells, not "8/8", which a spreadsheet would read as a date), and the file
// starts with a UTF-8 byte-order mark so that spreadsheets read accented names as UTF-8.
import { label, Lang } from "./labels";
import { Sheet } from "./sheet-model";
import { FieldOptions, sheetFields } from "./sheet-fields";

export function cell(v: unknown): string {
  let t = v === null || v === undefined ? "" : String(v);
  // a text a spreadsheet would run as a formula (= + - @, tab, CR first) starts with ' instead
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[",\n;]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

// o.noteAt: when each note was entered (else "inning unknown"); o.tz: the date's time zone
export function sheetCsv(s: Sheet, lang: Lang, o: FieldOptions = {}): string {
  const f = sheetFields(s, lang, o);
  const rows: unknown[][] = [[f.title]];
  for (const [k, v] of f.info) rows.push([k, v]);
  for (const [k, v] of f.settings) rows.push(k === f.settings[0][0] ? [k, f.distance[0], f.distance[1]] : [k, v === "-" ? "" : v]);
  rows.push([]);
  rows.push([label("player", lang), label("name", lang), label("ball", lang), label("breaker", lang)]);
  for (const p of f.players) rows.push([p.side, p.name, p.ball, p.breaks]);
  rows.push([]);
  const h = f.inningHead;
  rows.push([h.inning, `A ${h.run}`, `A ${h.total}`, `B ${h.run}`, `B ${h.total}`]);
  for (const r of f.innings) rows.push([r.inning, r.a, r.aTotal, r.b, r.bTotal]);
  rows.push([]);
  rows.push(f.result);
  rows.push(["", f.players[0].name, f.players[1].name]);
  for (const t of f.totals) rows.push([t.label, t.A === "-" ? "" : t.A, t.B === "-" ? "" : t.B]);
  rows.push([]);
  if (s.tiebreak !== undefined && f.shootout.rounds.length > 0) {
    rows.push([f.shootout.title, "A", "B"]);
    s.tiebreak.forEach((r, i) => rows.push([label("shootoutRound", lang).replace("{n}", String(i + 1)), r.A, r.B]));
    rows.push([]);
  }
  if (f.notes.lines.length > 0) {
    rows.push([f.notes.title]);
    for (const n of f.notes.rows) rows.push([n.at, n.text]); // when (the inning), what
    rows.push([]);
  }
  rows.push([f.signatures.title]);
  for (const x of f.signatures.signers) rows.push([x.name, x.signed ? f.signatures.signed : ""]);
  return "\ufeff" + rows.map((r) => r.map(cell).join(",")).join("\n") + "\n";
}
