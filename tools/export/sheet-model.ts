import { label, Lang } from "./labels";

// The sheet as exports read it: running totals per inning for both players side by side.
export interface SheetPlayer {
  name: string; ball: string | null; score: number; innings: number; average: number; highRun: number;
  runs: number[]; fouls: Record<string, number>; warnings: number; extensionsUsed: number;
}
export interface Sheet {
  format: string;
  config: { distance: number[]; innings: number; equalize: boolean; shotclock: number; extensions: number };
  info?: Record<string, string>;
  breaker: "A" | "B" | null;
  players: { A: SheetPlayer; B: SheetPlayer };
  shooter: string | null;
  state: string;
  result: { kind: string; winner: "A" | "B" | null } | null;
  signatures: string[];
  notes: Array<{ kind: string; player?: string; text?: string }>;
  date?: string;
  device?: string;
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

export function winnerText(s: Sheet, lang: Lang): string {
  if (s.result === null) return label("inPlay", lang);
  const who = s.result.winner === null ? label("draw", lang) : `${label("winner", lang)} ${s.players[s.result.winner].name}`;
  return `${label(`kind.${s.result.kind}`, lang)}: ${who}`;
}

// The sheet's JSON as the device sent it (UTF-8 bytes read as latin1) -> the sheet.
export function parseSheet(latin1: string): Sheet {
  return JSON.parse(Buffer.from(latin1, "latin1").toString("utf8"));
}
