// Hand-built sheets and tournaments for the tournament tests: a sheet is made from the figures a
// director reads off it (score, innings, high run per player, how it ended).
import { buildEvent, EventView } from "../../tools/tournament/build";
import { parseTournament } from "../../tools/tournament/load";
import { TournamentFile } from "../../tools/tournament/model";
import { tournamentText } from "../../tools/tournament/text";

export type Figures = [name: string, score: number, innings: number, highRun: number];

export interface HandSheet {
  round: string; a: Figures; b: Figures;
  event?: string; kind?: string; winner?: "A" | "B" | null; state?: string;
  tiebreak?: Array<{ A?: number; B?: number }>; distance?: number; innings?: number; equalize?: boolean; noRound?: boolean;
}

// runs that add up to the score with the high run first (a disqualification's credited score is
// no sum of runs: then the runs are the high run and zeros)
function runs(score: number, innings: number, highRun: number, credited: boolean): number[] {
  const out: number[] = [];
  let left = credited ? highRun : score;
  for (let i = 0; i < innings; i++) {
    const r = i === 0 ? Math.min(highRun, left) : Math.min(highRun, left, Math.ceil(left / (innings - i)));
    out.push(r);
    left -= r;
  }
  return out;
}

export function sheet(h: HandSheet): object {
  const winner = h.winner !== undefined ? h.winner : h.a[1] > h.b[1] ? "A" : h.a[1] < h.b[1] ? "B" : null;
  const kind = h.kind ?? "distance";
  const player = (f: Figures, ball: string) => ({
    name: f[0], ball, score: f[1], innings: f[2], average: f[2] === 0 ? 0 : Math.floor((f[1] * 1000) / f[2]) / 1000, highRun: f[3],
    runs: runs(f[1], f[2], f[3], kind === "disqualification"), fouls: {}, warnings: 0, extensionsUsed: 0,
  });
  const info: Record<string, string> = { event: h.event ?? "Spring Cup" };
  if (h.noRound !== true) info.round = h.round;
  const state = h.state ?? "signed";
  const s: Record<string, unknown> = {
    format: "carom-sheet/1", discipline: "three-cushion",
    config: { distance: [h.distance ?? 30, h.distance ?? 30], innings: h.innings ?? 0, equalize: h.equalize ?? false, shotclock: 0, extensions: 0, tiebreak: h.tiebreak ? "shootout" : "none" },
    info, breaker: "A", players: { A: player(h.a, "white"), B: player(h.b, "yellow") }, shooter: null, state,
    result: state === "finished" || state === "signed" ? { kind, winner } : null,
    signatures: state === "signed" ? ["referee", winner === "A" ? "B" : "A"] : [], notes: [],
  };
  if (h.tiebreak) s.tiebreak = h.tiebreak;
  return s;
}

export function tournament(t: Omit<TournamentFile, "format" | "event"> & { event?: string }): TournamentFile {
  return parseTournament(JSON.stringify({ format: "carom-tournament/1", event: "Spring Cup", ...t }), "test.json");
}

export function build(t: TournamentFile, sheets: Array<object | string>): EventView {
  return buildEvent(t, sheets.map((s, i) => ({ file: `s${String(i + 1).padStart(2, "0")}.json`, text: typeof s === "string" ? s : JSON.stringify(s) })));
}

export function lines(t: TournamentFile, sheets: Array<object | string>): string[] {
  return tournamentText(build(t, sheets), "en").split("\n");
}
