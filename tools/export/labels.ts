// The words of an exported sheet, in Spanish or English; a foul kind's ("foul.KIND") are its line
// in rules/foul-words.ts.
import { FOUL_WORDS } from "../../rules/foul-words";

export type Lang = "es" | "en";

const WORDS: Record<string, [string, string]> = {
  title: ["Planilla de partida: carambola a tres bandas", "Score sheet: three-cushion carom"],
  event: ["Torneo", "Event"], round: ["Ronda", "Round"], table: ["Mesa", "Table"], referee: ["Árbitro", "Referee"],
  scorer: ["Anotador", "Scorer"], date: ["Fecha", "Date"], device: ["Marcador", "Scoreboard"],
  seal: ["Sello", "Seal"], "seal.verified": ["verificado", "verified"], "seal.unverified": ["sin verificar: {why}", "not verified: {why}"],
  "seal.invalid": ["NO VÁLIDO: {why}", "NOT VALID: {why}"],
  player: ["Jugador", "Player"], ball: ["Bola", "Ball"], white: ["blanca", "white"], yellow: ["amarilla", "yellow"],
  distance: ["Distancia", "Distance"], inningsLimit: ["Límite de entradas", "Innings limit"],
  equalize: ["Entrada igualatoria", "Equalizing inning"], shotclock: ["Reloj de tiro (s)", "Shot clock (s)"],
  inning: ["Entrada", "Inning"], run: ["Serie", "Run"], total: ["Total", "Total"], score: ["Carambolas", "Points"],
  innings: ["Entradas", "Innings"], average: ["Promedio", "Average"], highRun: ["Serie mayor", "High run"],
  fouls: ["Faltas", "Fouls"], warnings: ["Avisos", "Warnings"], extensions: ["Extensiones", "Extensions"],
  extensionsUsed: ["Extensiones usadas", "Extensions used"],
  result: ["Resultado", "Result"],
  signatures: ["Firmas", "Signatures"], signed: ["firmado", "signed"], notes: ["Notas", "Notes"], yes: ["sí", "yes"],
  no: ["no", "no"], breaker: ["Salida", "Break"],
  "ballOf.white": ["bola blanca", "white ball"], "ballOf.yellow": ["bola amarilla", "yellow ball"], breaks: ["sale", "breaks"],
  // the result as a sentence: {w} the winner, {l} the loser
  "result.distance": ["{w} gana por distancia", "{w} wins on distance"],
  "result.innings-limit": ["{w} gana al límite de entradas", "{w} wins at the innings limit"],
  "result.forfeit": ["{w} gana por abandono de {l}", "{w} wins: {l} forfeits"],
  "result.disqualification": ["{w} gana por descalificación de {l}", "{w} wins: {l} is disqualified"],
  "result.tiebreak": ["{w} gana el desempate a {l}", "{w} wins the shoot-out against {l}"],
  tiebreak: ["Desempate", "Tie-break"], "tiebreak.none": ["no (empate)", "none (a draw)"], "tiebreak.shootout": ["tanda de desempate", "shoot-out"],
  shootout: ["Desempate", "Shoot-out"], shootoutRound: ["Ronda {n}", "Round {n}"],
  "open.tie-break": ["En el desempate", "In the shoot-out"], "state.tie-break": ["desempate", "shoot-out"],
  "draw.distance": ["Empate: los dos alcanzan la distancia", "Draw: both reached the distance"],
  "draw.innings-limit": ["Empate al límite de entradas", "Draw at the innings limit"],
  "open.setup": ["Sin empezar", "Not started"], "open.in-play": ["En juego", "In play"],
  "open.suspended": ["Suspendida", "Suspended"],
  "in.1": ["en 1 entrada", "in 1 inning"], "in.n": ["en {n} entradas", "in {n} innings"],
  "state.setup": ["preparación", "setup"], "state.in-play": ["en juego", "in play"], "state.suspended": ["suspendida", "suspended"],
  "state.finished": ["terminada", "finished"], "state.signed": ["firmada (cerrada)", "signed (locked)"],
  "note.interference": ["interferencia externa", "outside interference"], "note.miscue": ["pifia", "miscue"],
  "note.protest": ["protesta", "protest"], name: ["Nombre", "Name"],
  // a date the sheet does not have (a unit whose clock was never set, a match script)
  "date.unknown": ["desconocida", "unknown"],
  // when a note was entered (sheet-model.ts NoteAt)
  "noteAt.inning": ["entrada {n}", "inning {n}"], "noteAt.round": ["ronda {n} del desempate", "shoot-out round {n}"],
  "noteAt.over": ["tras el final", "after the end"], "noteAt.unknown": ["entrada desconocida", "inning unknown"],
  "party.referee": ["árbitro", "referee"], "party.scorer": ["anotador", "scorer"], "party.A": ["A", "A"], "party.B": ["B", "B"],
};

// rules/foul-words.ts's lines, each its columns: name, display es, display en, sheet es, sheet en
export const FOUL_ROWS: string[][] = FOUL_WORDS.split("\n").filter((l) => l !== "").map((l) => l.split("|"));

const FOULS: Record<string, [string, string]> = Object.fromEntries(FOUL_ROWS.map((c) => ["foul." + c[0], [c[3], c[4]]]));

export function label(key: string, lang: Lang): string {
  const w = WORDS[key] ?? FOULS[key];
  return w === undefined ? key : w[lang === "es" ? 0 : 1];
}
