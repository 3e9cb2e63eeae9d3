// The checks a sheet passes before it counts: valid, finished, signed (unless the phase allows
// otherwise), of this event, of a scheduled round and pair (after substitutions, rule 22), played
// with the phase's settings, a knockout match with a winner, and each match given once.
import { SCHEMA_PATH } from "../export/sheet-schema";
import Ajv2020 from "ajv/dist/2020";
import * as fs from "fs";
import { Sheet } from "../export/sheet-model";
import { Phase, Result, Scheduled, Side, TournamentFile } from "./model";

export type TSheet = Sheet & { tiebreak?: Array<{ A?: number; B?: number }>; config: Sheet["config"] & { tiebreak?: string } };
export interface Candidate { file: string; sheet: TSheet }

const schema = JSON.parse(fs.readFileSync(SCHEMA_PATH, "utf8")); // the sheet's own schema (docs/sheet.schema.json)
const validSheet = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

// A sheet file's own checks: JSON, the sheet schema, finished, this event, a round.
export function readCandidate(file: string, text: string, event: string): Candidate | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return "not JSON: save sheets with carom sheet --format json -o FILE";
  }
  if (!validSheet(data)) {
    const e = validSheet.errors![0];
    return `not a carom sheet (${e.instancePath || "the sheet"} ${e.message}): save sheets with carom sheet --format json -o FILE`;
  }
  const sheet = data as TSheet;
  if (sheet.state !== "finished" && sheet.state !== "signed") return `not finished (state ${sheet.state}): finish the match on the board, then save its sheet again`;
  const ev = sheet.info?.event;
  if (ev === undefined || ev === "") return `no event on the sheet: set it before the lag (carom config --event "${event}")`;
  if (ev !== event) return `from another event ("${ev}"; this tournament is "${event}"): leave it out, or correct the file's event`;
  if (sheet.info?.round === undefined || sheet.info.round === "") return `no round on the sheet: set it before the lag (carom tournament next prints the carom config line)`;
  return { file, sheet };
}

const norm = (name: string) => name.normalize("NFC").trim().toLowerCase();

// The name an entry plays under in a match: the player's, or a substitute's from the match the
// substitution names on (rule 22).
export function nameAt(t: TournamentFile, entry: string, match: string, order: Map<string, number>): string {
  let name = t.players.find((p) => p.id === entry)!.name;
  const at = order.get(match) ?? 0;
  for (const s of t.substitutions ?? []) if (s.player === entry && (order.get(s.from) ?? Infinity) <= at) name = s.by;
  return name;
}

function settingsProblem(sheet: TSheet, phase: Phase): string {
  const want = phase.match ?? {};
  const c = sheet.config;
  if (want.distance !== undefined && (c.distance[0] !== want.distance || c.distance[1] !== want.distance)) {
    return `played to ${c.distance.join("/")} points; ${phase.name} plays to ${want.distance}: replay it or correct the file's match settings`;
  }
  if (want.innings !== undefined && c.innings !== want.innings) return `played with an innings limit of ${c.innings}; ${phase.name} has ${want.innings}`;
  if (want.equalize !== undefined && c.equalize !== want.equalize) return `played with the equalizing inning ${c.equalize ? "on" : "off"}; ${phase.name} has it ${want.equalize ? "on" : "off"}`;
  if (want.tiebreak !== undefined && c.tiebreak !== undefined && c.tiebreak !== want.tiebreak) return `played with tiebreak ${c.tiebreak}; ${phase.name} has tiebreak ${want.tiebreak}`;
  return "";
}

const pairText = (t: TournamentFile, m: Scheduled, order: Map<string, number>) =>
  `${m.a === null ? m.waitsA : nameAt(t, m.a, m.id, order)} - ${m.b === null ? m.waitsB : nameAt(t, m.b, m.id, order)}`;

// The scheduled match a candidate gives, as a result; or why not.
export function matchCandidate(t: TournamentFile, phase: Phase, c: Candidate, schedule: Scheduled[], order: Map<string, number>): Result | string {
  const s = c.sheet;
  const inRound = schedule.filter((m) => m.round === s.info!.round);
  const names = [norm(s.players.A.name), norm(s.players.B.name)];
  const m = inRound.find((x) => x.a !== null && x.b !== null &&
    [norm(nameAt(t, x.a, x.id, order)), norm(nameAt(t, x.b, x.id, order))].sort().join("\n") === [...names].sort().join("\n"));
  if (m === undefined) {
    return `${s.players.A.name} and ${s.players.B.name} are not a scheduled pair of ${s.info!.round} (scheduled: ${inRound.map((x) => pairText(t, x, order)).join("; ")}): check the names on the sheet, or record a substitution (rule 22)`;
  }
  if (s.state !== "signed" && phase.unsigned !== true) {
    return `not signed: the loser signs on the board (sign A or sign B), or set "unsigned": true for phase ${phase.name}`;
  }
  const settings = settingsProblem(s, phase);
  if (settings !== "") return settings;
  const entryOf = (side: "A" | "B") => (norm(nameAt(t, m.a!, m.id, order)) === norm(s.players[side].name) ? m.a! : m.b!);
  const side = (k: "A" | "B"): Side => ({ entry: entryOf(k), name: s.players[k].name, score: s.players[k].score, innings: s.players[k].innings, highRun: s.players[k].highRun });
  const winner = s.result!.winner === null ? null : entryOf(s.result!.winner);
  if (winner === null && phase.kind === "knockout") return `a draw, but a knockout match needs a winner: play it with set tiebreak shootout`;
  // both in the schedule's order (its player A first), the shoot-out's runs too
  const [first, second] = side("A").entry === m.a ? (["A", "B"] as const) : (["B", "A"] as const);
  const shootout = s.result!.kind === "tiebreak" && s.tiebreak !== undefined ? s.tiebreak.map((r) => `${r[first] ?? 0}-${r[second] ?? 0}`).join(", ") : "";
  const sides: [Side, Side] = [side(first), side(second)];
  return { match: m, file: c.file, sheet: s, sides, winner, kind: s.result!.kind, shootout };
}
