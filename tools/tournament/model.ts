// The tournament file (docs/tournament.md) as the code reads it, and what is built from it.
import { Sheet } from "../export/sheet-model";

export type Criterion = "matchPoints" | "average" | "highRun" | "headToHead" | "miniTable" | "lots";
export const DEFAULT_RANKING: Criterion[] = ["matchPoints", "average", "highRun", "headToHead", "miniTable", "lots"];

export interface MatchSettings { distance?: number; innings?: number; equalize?: boolean; tiebreak?: "none" | "shootout" }
export interface GroupsPhase {
  name: string; kind: "groups"; match?: MatchSettings; unsigned?: boolean; order?: "berger" | "umb";
  groups: Array<{ name: string; players: string[] }>;
}
export interface KnockoutPhase { name: string; kind: "knockout"; from: string; qualifiers: 1 | 2; match?: MatchSettings; unsigned?: boolean }
export type Phase = GroupsPhase | KnockoutPhase;

export interface TournamentFile {
  format: "carom-tournament/1";
  event: string;
  sheets?: string;
  tables?: string[];
  players: Array<{ id: string; name: string; seed?: number }>;
  ranking?: Criterion[];
  lots?: Record<string, string[]>;
  phases: Phase[];
  substitutions?: Array<{ player: string; by: string; from: string }>;
  withdrawals?: Array<{ player: string; note?: string }>;
  disqualifications?: Array<{ player: string; note?: string }>;
  // the club's key file (relative to this file), the key each table's board seals with, the
  // tables whose boards do not seal (tools/tournament/seals.ts)
  seals?: { keys: string; tables?: Record<string, string>; unsealed?: string[] };
}

// One scheduled match. a and b are entries (player ids of the file); null while not known yet,
// with `waits` saying what it waits for (e.g. "winner of A1").
export interface Scheduled {
  id: string; // A1, A2, ... SF1, F
  phase: string;
  group: string | null;
  round: string; // must equal the sheet's info.round
  roundNo: number;
  table: string | null;
  a: string | null; b: string | null;
  waitsA: string; waitsB: string;
  annulled: boolean; // a player of it withdrew or was disqualified from the tournament
}

// What a sheet gave a match: the entries' figures as the standings count them.
export interface Side { entry: string; name: string; score: number; innings: number; highRun: number }
export interface Result {
  match: Scheduled; file: string; sheet: Sheet;
  sides: [Side, Side];
  winner: string | null; // an entry, null for a draw
  kind: string; // the sheet's result kind
  shootout: string; // "3-2" when decided by a shoot-out
}

export interface Refused { file: string; reason: string }
