import { label, Lang } from "./labels";

// The sheet as exports read it: running totals per inning for both players side by side.
export interface SheetPlayer {
  name: string; ball: string | null; score: number; innings: number; average: number; highRun: number;
  runs: number[]; fouls: Record<string, number>; warnings: number; extensionsUsed: number;
}
export interface Sheet {
  format: string;
  config: { distance: number[]; innings: number; equalize: boolean; shotclock: number; extensions: number; tiebreak?: string };
  info?: Record<string, string>;
  breaker: "A" | "B" | null;
  players: { A: SheetPlayer; B: SheetPlayer };
  shooter: string | null;
  state: string;
  result: { kind: string; winner: "A" | "B" | null } | null;
  signatures: string[];
  notes: Array<{ kind: string; player?: string; text?: string }>;
  tiebreak?: Array<{ A?: number; B?: number }>; // the shoot-out's rounds (rule 18's tie-break)
  date?: string;
  device?: string;
  seal?: { key: string; counter: number; device?: string; records?: string; mac: string }; // a sealed sheet's (docs/protocol.md: Sealed sheets)
}

// When a note was entered (the sheet's notes, in order): the inning being played as the sheet's
// rows number them (the breaker's count), or the shoot-out's round (round > 0), or after the match
// was over. The host's alone: the JSON sheet's notes are {kind, player, text} (spec/SCRIPT.md) and
// carom replay's JSON has no such field; the host knows it when it makes the sheet from a journal
// or a script (note-times.ts), not from a JSON sheet file.
export interface NoteAt { inning: number; round: number; over: boolean }

// Whether a sheet's seal was checked against the club's key file (tools/link/seal-check.ts: sealLine).
export interface SealCheck { short: string; status: "verified" | "unverified" | "invalid"; why: string }

// The seal as the printed sheets show it: its short form and whether it was verified ("" without a seal).
export function sealText(check: SealCheck | null | undefined, lang: Lang): string {
  if (check === null || check === undefined) return "";
  return `${check.short} (${label(`seal.${check.status}`, lang).replace("{why}", check.why)})`;
}

export interface InningRow { inning: number; a: number | null; aTotal: number | null; b: number | null; bTotal: number | null }

export function inningRows(s: Sheet): InningRow[] {
  const n = Math.max(s.players.A.runs.length, s.players.B.runs.length);
  const rows: InningRow[] = [];
  let ta = 0;
  let tb = 0;
  for (let i = 0; i < n; i++) {
    const a = i < s.players.A.runs.length ? s.players.A.runs[i] : null;
    const b = i < s.players.B.runs.length ? s.players.B.runs[i] : null;
    if (a !== null) ta += a;
    if (b !== null) tb += b;
    rows.push({ inning: i + 1, a, aTotal: a === null ? null : ta, b, bTotal: b === null ? null : tb });
  }
  return rows;
}

export function foulsText(f: Record<string, number>, lang: Lang): string {
  return Object.keys(f).map((k) => `${label(`foul.${k}`, lang)} ${f[k]}`).join(", ");
}

// The result as a person writes it: "Ana Ortega gana por distancia, 40-38 en 31 entradas"
// (the winner's score first; A's first in a draw or an open match).
export function resultText(s: Sheet, lang: Lang): string {
  const r = s.result;
  const w = r === null || r.winner === null ? "A" : r.winner;
  const l = w === "A" ? "B" : "A";
  let head: string;
  if (r === null) head = label(`open.${s.state}`, lang);
  else if (r.winner === null) head = label(`draw.${r.kind}`, lang);
  else head = label(`result.${r.kind}`, lang).replace("{w}", s.players[w].name).replace("{l}", s.players[l].name);
  const innings = Math.max(s.players.A.innings, s.players.B.innings);
  const score = `${s.players[w].score}-${s.players[l].score}`;
  if (innings === 0) return s.state === "setup" ? head : `${head}, ${score}`;
  return `${head}, ${score} ${label(innings === 1 ? "in.1" : "in.n", lang).replace("{n}", String(innings))}`;
}

// The shoot-out's rounds as lines: "Round 2: Ana Ortega 1, Ben Costa 2" (the breaker first).
export function shootoutLines(s: Sheet, lang: Lang): string[] {
  const order: Array<"A" | "B"> = s.breaker === "B" ? ["B", "A"] : ["A", "B"];
  return (s.tiebreak ?? []).map((r, i) => `${label("shootoutRound", lang).replace("{n}", String(i + 1))}: ` +
    order.filter((p) => r[p] !== undefined).map((p) => `${s.players[p].name} ${r[p]}`).join(", "));
}

// The sheet's JSON as the device sent it (UTF-8 bytes read as latin1) -> the sheet.
export function parseSheet(latin1: string): Sheet {
  return JSON.parse(Buffer.from(latin1, "latin1").toString("utf8"));
}
