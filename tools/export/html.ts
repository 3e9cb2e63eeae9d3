// The sheet as a printable HTML page.
import { dateText } from "./dates";
import { label, Lang } from "./labels";
import { foulsText, inningRows, SealCheck, sealText, Sheet, resultText, shootoutLines } from "./sheet-model";

export const esc = (t: unknown) => String(t ?? "").replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

// seal: the seal's check (carom sheet: against the club's key file), printed with its short form
export function sheetHtml(s: Sheet, lang: Lang, tz?: string, seal?: SealCheck | null): string {
  const L = (k: string) => esc(label(k, lang));
  const info = ["event", "round", "table", "referee", "scorer"].filter((k) => s.info?.[k]).map((k) => `<b>${L(k)}:</b> ${esc(s.info![k])}`);
  if (s.date) info.push(`<b>${L("date")}:</b> ${esc(dateText(s.date, lang, tz))}`);
  if (sealText(seal, lang) !== "") info.push(`<b>${L("seal")}:</b> ${esc(sealText(seal, lang))}`);
  const head = (p: "A" | "B") => `${esc(s.players[p].name)}${s.players[p].ball ? ` (${L(s.players[p].ball!)})` : ""}${s.breaker === p ? ` &middot; ${L("breaker")}` : ""}`;
  const rows = inningRows(s).map((r) => `<tr><td>${r.inning}</td><td>${r.a ?? ""}</td><td>${r.aTotal ?? ""}</td><td>${r.b ?? ""}</td><td>${r.bTotal ?? ""}</td></tr>`).join("\n");
  const sum = (k: string, f: (p: "A" | "B") => unknown) => `<tr><th>${L(k)}</th><td>${esc(f("A"))}</td><td>${esc(f("B"))}</td></tr>`;
  const result = esc(resultText(s, lang));
  const rounds = shootoutLines(s, lang).map((r) => `<li>${esc(r)}</li>`).join("");
  const notes = s.notes.map((n) => `<li>${esc(label(`note.${n.kind}`, lang))}${n.player ? ` (${esc(n.player)})` : ""}${n.text ? `: ${esc(n.text)}` : ""}</li>`).join("");
  const signer = (who: string, name: string) => `<div class="sig"><div class="line">${s.signatures.includes(who) ? L("signed") : ""}</div>${esc(name)}</div>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${L("title")}</title><style>
body{font-family:sans-serif;max-width:800px;margin:2em auto} table{border-collapse:collapse} td,th{border:1px solid #999;padding:2px 8px;text-align:right}
.sig{display:inline-block;width:22%;margin:2em 1% 0;text-align:center;font-size:90%} .line{border-bottom:1px solid #000;height:2em}
</style></head><body><h1>${L("title")}</h1><p>${info.join(" &middot; ")}</p>
<p><b>${L("distance")}:</b> ${s.config.distance.join(" / ")} &middot; <b>${L("inningsLimit")}:</b> ${s.config.innings || "-"} &middot; <b>${L("equalize")}:</b> ${s.config.equalize ? L("yes") : L("no")} &middot; <b>${L("tiebreak")}:</b> ${L(`tiebreak.${s.config.tiebreak ?? "none"}`)}</p>
<table><tr><th>${L("inning")}</th><th colspan="2">A: ${head("A")}</th><th colspan="2">B: ${head("B")}</th></tr>
<tr><th></th><th>${L("run")}</th><th>${L("total")}</th><th>${L("run")}</th><th>${L("total")}</th></tr>
${rows}</table>
<h2>${L("result")}: ${result}</h2>
<table><tr><th></th><th>A</th><th>B</th></tr>
${sum("score", (p) => s.players[p].score)}${sum("innings", (p) => s.players[p].innings)}${sum("average", (p) => s.players[p].average.toFixed(3))}
${sum("highRun", (p) => s.players[p].highRun)}${sum("fouls", (p) => foulsText(s.players[p].fouls, lang))}${sum("warnings", (p) => s.players[p].warnings)}
${sum("extensions", (p) => s.players[p].extensionsUsed)}</table>
${rounds ? `<h3>${L("shootout")}</h3><ul>${rounds}</ul>` : ""}
${notes ? `<h3>${L("notes")}</h3><ul>${notes}</ul>` : ""}
<div>${signer("referee", `${label("referee", lang)}${s.info?.referee ? ": " + s.info.referee : ""}`)}${signer("scorer", `${label("scorer", lang)}${s.info?.scorer ? ": " + s.info.scorer : ""}`)}${signer("A", s.players.A.name)}${signer("B", s.players.B.name)}</div>
</body></html>
`;
}
