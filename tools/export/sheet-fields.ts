// The sheet's fields as every format prints them (PDF, HTML, CSV): one model, so that the three
// say the same things in the same words. A format chooses only how to lay them out.
//   const f = sheetFields(sheet, "es", { tz: "Europe/Madrid" });
//   f.settings -> [["Distancia", "40"], ["Límite de entradas", "50"], ...]
import { dateText } from "./dates";
import { label, Lang } from "./labels";
import { foulsText, inningRows, InningRow, NoteAt, resultText, SealCheck, sealText, Sheet, shootoutLines } from "./sheet-model";

export type Pair = [string, string];

export interface SheetFields {
  title: string;
  playerWord: string; // "Player"
  info: Pair[]; // event, round, table, referee, scorer: those the sheet has; the date ("unknown" without one); the seal if any
  settings: Pair[]; // distance, innings limit, equalizing inning, shot clock, extensions, tie-break
  distance: [number, number]; // (the CSV's two number cells)
  players: Array<{ side: "A" | "B"; name: string; ball: string; breaks: string; about: string }>; // "white ball", "breaks", about: "white ball, breaks"
  inningHead: { inning: string; run: string; total: string };
  innings: InningRow[];
  result: Pair; // ["Result", "Ana wins on distance, 40-38 in 31 innings"]
  totals: Array<{ label: string; A: string; B: string }>; // headed by the players' names
  shootout: { title: string; rounds: string[] };
  // each note: when it was entered ("inning 12", "inning unknown" from a JSON sheet) and what
  notes: { title: string; rows: Array<{ at: string; text: string }>; lines: string[] }; // line: "inning 12 · protest (Ben Costa): ..."
  signatures: { title: string; signed: string; signers: Array<{ party: string; name: string; signed: boolean }> };
}

// noteAt: when each note was entered (note-times.ts), known from a journal or a script; without it
// every format says the inning is unknown
export interface FieldOptions { tz?: string; seal?: SealCheck | null; noteAt?: NoteAt[] | null }

export function sheetFields(s: Sheet, lang: Lang, o: FieldOptions = {}): SheetFields {
  const L = (k: string) => label(k, lang);
  const info: Pair[] = ["event", "round", "table", "referee", "scorer"].filter((k) => s.info?.[k]).map((k) => [L(k), s.info![k]]);
  // when the match ended, on the unit's clock; never the time of this export (a unit whose clock
  // was never set, a match script: unknown)
  info.push([L("date"), s.date ? dateText(s.date, lang, o.tz) : L("date.unknown")]);
  if (sealText(o.seal, lang) !== "") info.push([L("seal"), sealText(o.seal, lang)]);
  const c = s.config;
  const settings: Pair[] = [
    [L("distance"), c.distance[0] === c.distance[1] ? String(c.distance[0]) : `A ${c.distance[0]}, B ${c.distance[1]}`],
    [L("inningsLimit"), c.innings > 0 ? String(c.innings) : "-"], [L("equalize"), c.equalize ? L("yes") : L("no")],
    [L("shotclock"), c.shotclock > 0 ? String(c.shotclock) : "-"], [L("extensions"), String(c.extensions)],
    [L("tiebreak"), L(`tiebreak.${c.tiebreak ?? "none"}`)],
  ];
  const players = (["A", "B"] as const).map((p) => {
    const x = s.players[p];
    const ball = x.ball ? L(`ballOf.${x.ball}`) : "";
    const breaks = s.breaker === p ? L("breaks") : "";
    return { side: p, name: x.name, ball, breaks, about: [ball, breaks].filter((t) => t !== "").join(", ") };
  });
  const sums: Array<[string, (p: "A" | "B") => string]> = [
    ["score", (p) => String(s.players[p].score)], ["innings", (p) => String(s.players[p].innings)],
    ["average", (p) => s.players[p].average.toFixed(3)], ["highRun", (p) => String(s.players[p].highRun)],
    ["fouls", (p) => foulsText(s.players[p].fouls, lang) || "-"], ["warnings", (p) => String(s.players[p].warnings)],
    ["extensionsUsed", (p) => String(s.players[p].extensionsUsed)],
  ];
  const role = (k: string) => `${L(k)}${s.info?.[k] ? ": " + s.info[k] : ""}`;
  const signers: Pair[] = [["referee", role("referee")], ["scorer", role("scorer")], ["A", s.players.A.name], ["B", s.players.B.name]];
  const at = o.noteAt?.length === s.notes.length ? o.noteAt : null; // (one for each note, or none known)
  const notes = s.notes.map((n, i) => {
    const who = n.player ? ` (${s.players[n.player as "A" | "B"]?.name ?? n.player})` : "";
    return { at: noteAtText(at?.[i], lang), text: `${label(`note.${n.kind}`, lang)}${who}${n.text ? `: ${n.text}` : ""}` };
  });
  return {
    title: L("title"),
    playerWord: L("player"),
    info,
    settings,
    distance: [c.distance[0], c.distance[1]],
    players,
    inningHead: { inning: L("inning"), run: L("run"), total: L("total") },
    innings: inningRows(s),
    result: [L("result"), resultText(s, lang)],
    totals: sums.map(([k, f]) => ({ label: L(k), A: f("A"), B: f("B") })),
    shootout: { title: L("shootout"), rounds: shootoutLines(s, lang) },
    notes: { title: L("notes"), rows: notes, lines: notes.map((n) => `${n.at} · ${n.text}`) },
    signatures: { title: L("signatures"), signed: L("signed"), signers: signers.map(([party, name]) => ({ party, name, signed: s.signatures.includes(party) })) },
  };
}

// "inning 3", "shoot-out round 2", "after the end"; "inning unknown" when not known.
export function noteAtText(at: NoteAt | undefined, lang: Lang): string {
  if (at === undefined) return label("noteAt.unknown", lang);
  if (at.over) return label("noteAt.over", lang);
  return label(at.round > 0 ? "noteAt.round" : "noteAt.inning", lang).replace("{n}", String(at.round > 0 ? at.round : at.inning));
}

// Every field of the model as the texts a reader must find in each format, named by the model's
// member: the one list the PDF, the HTML and the CSV are checked against (test/sheet-formats.test.ts).
// A "-" (nothing) is left out: the CSV leaves such a cell empty.
export function fieldTexts(f: SheetFields): Array<{ field: keyof SheetFields; text: string }> {
  const out: Array<{ field: keyof SheetFields; text: string }> = [];
  const add = (field: keyof SheetFields, ...texts: string[]) => {
    for (const text of texts) if (text !== "" && text !== "-") out.push({ field, text });
  };
  add("title", f.title);
  add("playerWord", f.playerWord);
  for (const [k, v] of f.info) add("info", k, v);
  for (const [k, v] of f.settings.slice(1)) add("settings", k, v);
  add("settings", f.settings[0][0]);
  add("distance", String(f.distance[0]), String(f.distance[1]));
  for (const p of f.players) add("players", p.name, p.ball, p.breaks);
  add("inningHead", f.inningHead.inning, f.inningHead.run, f.inningHead.total);
  if (f.innings.length > 0) add("innings", String(f.innings.length));
  add("result", ...f.result);
  for (const t of f.totals) add("totals", t.label, t.A, t.B);
  if (f.shootout.rounds.length > 0) add("shootout", f.shootout.title);
  if (f.notes.rows.length > 0) add("notes", f.notes.title);
  for (const n of f.notes.rows) add("notes", n.at, n.text);
  add("signatures", f.signatures.title);
  for (const x of f.signatures.signers) add("signatures", x.name, x.signed ? f.signatures.signed : "");
  return out;
}
