// The sheet as a printable HTML page: the fields every format prints (sheet-fields.ts).
import { Lang } from "./labels";
import { Sheet } from "./sheet-model";
import { FieldOptions, sheetFields } from "./sheet-fields";

export const esc = (t: unknown) => String(t ?? "").replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

// o.seal: the seal's check (carom sheet: against the club's key file), printed with its short form;
// o.noteAt: when each note was entered (else "inning unknown"); o.tz: the date's time zone
export function sheetHtml(s: Sheet, lang: Lang, o: FieldOptions = {}): string {
  const f = sheetFields(s, lang, o);
  const pairs = (rows: Array<[string, string]>) => rows.map(([k, v]) => `<b>${esc(k)}:</b> ${esc(v)}`).join(" &middot; ");
  const head = (i: number) => `${esc(f.playerWord)} ${f.players[i].side}: ${esc(f.players[i].name)}${f.players[i].about ? ` (${esc(f.players[i].about)})` : ""}`;
  const rows = f.innings.map((r) => `<tr><td>${r.inning}</td><td>${r.a ?? ""}</td><td>${r.aTotal ?? ""}</td><td>${r.b ?? ""}</td><td>${r.bTotal ?? ""}</td></tr>`).join("\n");
  const totals = f.totals.map((t) => `<tr><th>${esc(t.label)}</th><td>${esc(t.A)}</td><td>${esc(t.B)}</td></tr>`).join("\n");
  const list = (title: string, lines: string[]) => (lines.length === 0 ? "" : `<h3>${esc(title)}</h3><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join("")}</ul>`);
  const signer = (x: { name: string; signed: boolean }) => `<div class="sig"><div class="line">${x.signed ? esc(f.signatures.signed) : ""}</div>${esc(x.name)}</div>`;
  const h = f.inningHead;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(f.title)}</title><style>
body{font-family:sans-serif;max-width:800px;margin:2em auto} table{border-collapse:collapse} td,th{border:1px solid #999;padding:2px 8px;text-align:right}
.sig{display:inline-block;width:22%;margin:2em 1% 0;text-align:center;font-size:90%} .line{border-bottom:1px solid #000;height:2em}
.keep{break-inside:avoid;page-break-inside:avoid}
</style></head><body><h1>${esc(f.title)}</h1><p>${pairs(f.info)}</p>
<p>${pairs(f.settings)}</p>
<table><tr><th>${esc(h.inning)}</th><th colspan="2">${head(0)}</th><th colspan="2">${head(1)}</th></tr>
<tr><th></th><th>${esc(h.run)}</th><th>${esc(h.total)}</th><th>${esc(h.run)}</th><th>${esc(h.total)}</th></tr>
${rows}</table>
<div class="keep"><h2>${esc(f.result[0])}: ${esc(f.result[1])}</h2>
<table><tr><th></th><th>${esc(f.players[0].name)}</th><th>${esc(f.players[1].name)}</th></tr>
${totals}</table>
${list(f.shootout.title, f.shootout.rounds)}
${list(f.notes.title, f.notes.lines)}
<h3>${esc(f.signatures.title)}</h3><div>${f.signatures.signers.map(signer).join("")}</div></div>
</body></html>
`;
}
