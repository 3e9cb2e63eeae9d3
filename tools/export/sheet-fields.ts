// The sheet's fields as every format prints them (PDF, HTML, CSV): one model, so that the three
// say the same things in the same words. A format chooses only how to lay them out.
//   const f = sheetFields(sheet, "es", { tz: "Europe/Madrid" });
//   f.settings -> [["Distancia", "40"], ["Límite de entradas", "50"], ...]
import { dateText } from "./dates";
import { label, Lang } from "./labels";
import { foulsText, inningRows, InningRow, resultText, SealCheck, sealText, Sheet, shootoutLines } from "./sheet-model";

export type Pair = [string, string];

export interface SheetFields {
  title: string;
  playerWord: string; // "Player"
  info: Pair[]; // event, round, table, referee, scorer, date, seal: those the sheet has
  settings: Pair[]; // distance, innings limit, equalizing inning, shot clock, extensions, tie-break
  distance: [number, number]; // (the CSV's two number cells)
  players: Array<{ side: "A" | "B"; name: string; about: string }>; // about: "white ball, breaks"
  inningHead: { inning: string; run: string; total: string };
  innings: InningRow[];
  result: Pair; // ["Result", "Ana wins on distance, 40-38 in 31 innings"]
  totals: Array<{ label: string; A: string; B: string }>; // headed by the players' names
  shootout: { title: string; rounds: string[] };
  notes: { title: string; lines: string[] }; // "inning 12, Ben Costa: protest: ..."
  signatures: { title: string; signed: string; signers: Array<{ party: string; name: string; signed: boolean }> };
}

export interface FieldOptions { tz?: string; seal?: SealCheck | null }

export function sheetFields(s: Sheet, lang: Lang, o: FieldOptions = {}): SheetFields {
  const L = (k: string) => label(k, lang);
  const info: Pair[] = ["event", "round", "table", "referee", "scorer"].filter((k) => s.info?.[k]).map((k) => [L(k), s.info![k]]);
  if (s.date) info.push([L("date"), dateText(s.date, lang, o.tz)]);
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
    return { side: p, name: x.name, about: [x.ball ? L(`ballOf.${x.ball}`) : "", s.breaker === p ? L("breaks") : ""].filter((t) => t !== "").join(", ") };
  });
  const sums: Array<[string, (p: "A" | "B") => string]> = [
    ["score", (p) => String(s.players[p].score)], ["innings", (p) => String(s.players[p].innings)],
    ["average", (p) => s.players[p].average.toFixed(3)], ["highRun", (p) => String(s.players[p].highRun)],
    ["fouls", (p) => foulsText(s.players[p].fouls, lang) || "-"], ["warnings", (p) => String(s.players[p].warnings)],
    ["extensionsUsed", (p) => String(s.players[p].extensionsUsed)],
  ];
  const role = (k: string) => `${L(k)}${s.info?.[k] ? ": " + s.info[k] : ""}`;
  const signers: Pair[] = [["referee", role("referee")], ["scorer", role("scorer")], ["A", s.players.A.name], ["B", s.players.B.name]];
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
    notes: {
      title: L("notes"),
      lines: s.notes.map((n) => {
        const who = n.player ? ` (${s.players[n.player as "A" | "B"]?.name ?? n.player})` : "";
        return `${label(`note.${n.kind}`, lang)}${who}${n.text ? `: ${n.text}` : ""}`;
      }),
    },
    signatures: { title: L("signatures"), signed: L("signed"), signers: signers.map(([party, name]) => ({ party, name, signed: s.signatures.includes(party) })) },
  };
}
