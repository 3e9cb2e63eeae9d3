// The words of an exported sheet, in Spanish or English.
export type Lang = "es" | "en";

const WORDS: Record<string, [string, string]> = {
  title: ["Planilla de partida: carambola a tres bandas", "Score sheet: three-cushion carom"],
  event: ["Torneo", "Event"], round: ["Ronda", "Round"], table: ["Mesa", "Table"], referee: ["Árbitro", "Referee"],
  scorer: ["Anotador", "Scorer"], date: ["Fecha", "Date"], device: ["Marcador", "Scoreboard"],
  player: ["Jugador", "Player"], ball: ["Bola", "Ball"], white: ["blanca", "white"], yellow: ["amarilla", "yellow"],
  distance: ["Distancia", "Distance"], inningsLimit: ["Límite de entradas", "Innings limit"],
  equalize: ["Entrada igualatoria", "Equalizing inning"], shotclock: ["Reloj de tiro (s)", "Shot clock (s)"],
  inning: ["Entrada", "Inning"], run: ["Serie", "Run"], total: ["Total", "Total"], score: ["Carambolas", "Points"],
  innings: ["Entradas", "Innings"], average: ["Promedio", "Average"], highRun: ["Serie mayor", "High run"],
  fouls: ["Faltas", "Fouls"], warnings: ["Avisos", "Warnings"], extensions: ["Extensiones", "Extensions"],
  result: ["Resultado", "Result"], winner: ["Ganador", "Winner"], draw: ["Empate", "Draw"], inPlay: ["En juego", "In play"],
  signatures: ["Firmas", "Signatures"], signed: ["firmado", "signed"], notes: ["Notas", "Notes"], yes: ["sí", "yes"],
  no: ["no", "no"], breaker: ["Salida", "Break"],
  "kind.distance": ["distancia", "distance"], "kind.innings-limit": ["límite de entradas", "innings limit"],
  "kind.forfeit": ["abandono", "forfeit"], "kind.disqualification": ["descalificación", "disqualification"],
  "state.setup": ["preparación", "setup"], "state.in-play": ["en juego", "in play"], "state.suspended": ["suspendida", "suspended"],
  "state.finished": ["terminada", "finished"], "state.signed": ["firmada (cerrada)", "signed (locked)"],
  "note.interference": ["interferencia externa", "outside interference"], "note.miscue": ["pifia", "miscue"],
  "note.protest": ["protesta", "protest"],
};

export function label(key: string, lang: Lang): string {
  const w = WORDS[key];
  return w === undefined ? key : w[lang === "es" ? 0 : 1];
}
