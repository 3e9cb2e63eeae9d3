// The words of the tournament outputs, in Spanish or English (the sheet's words come from
// ../export/labels).
import { label as sheetLabel, Lang } from "../export/labels";

const WORDS: Record<string, [string, string]> = {
  standings: ["Clasificación", "Standings"], group: ["Grupo", "Group"], mp: ["Puntos", "Points"], won: ["G", "W"], drawn: ["E", "D"],
  lost: ["P", "L"], pts: ["Car", "Caroms"], inn: ["Ent", "Inn"], ga: ["PG", "GA"], hr: ["SM", "HR"], place: ["#", "#"],
  inningsShort: ["ent", "inn"], toPlay: ["por jugar", "to play"], waits: ["espera", "waits"], annulled: ["anulada", "annulled"],
  champion: ["Campeón", "Champion"], refused: ["Planillas rechazadas", "Refused sheets"], notes: ["Notas", "Notes"],
  todo: ["Por decidir", "To decide"], next: ["Próximas partidas", "Next matches"], none: ["Ninguna partida se puede jugar ahora", "No match can be played now"],
  done: ["Todas las partidas están jugadas", "Every match is played"], tableWord: ["mesa", "table"],
  portHint: ["(PORT: el puerto serie del marcador de la mesa, p. ej. PORT=/dev/ttyUSB0; carom ports los lista)",
    "(PORT: the serial port of the table's scoreboard, e.g. PORT=/dev/ttyUSB0; carom ports lists them)"],
  "kind.forfeit": ["abandono", "forfeit"], "kind.disqualification": ["descalificación", "disqualification"], "kind.tiebreak": ["desempate", "shoot-out"],
  "note.withdrawn": ["{0} se retiró del torneo (regla 20): todas sus partidas se anulan", "{0} withdrew from the tournament (rule 20): all their matches are annulled"],
  "note.disqualified": ["{0} fue descalificado del torneo (regla 21): todas sus partidas se anulan", "{0} was disqualified from the tournament (rule 21): all their matches are annulled"],
  "note.substitution": ["{0} sustituye a {1} desde la partida {2} (regla 22)", "{0} replaces {1} from match {2} (rule 22)"],
  level: ["grupo {0}: {1} siguen empatados en todos los criterios: sorteo, y anótelo en el archivo (\"lots\": {\"{0}\": [{2}]})",
    "group {0}: {1} are level on every criterion: draw lots and record them in the file (\"lots\": {\"{0}\": [{2}]})"],
  unverified: ["sin verificar", "unverified"], verification: ["Verificación", "Verification"],
  "verify.none": ["Resultados sin verificar: el archivo del torneo no nombra el archivo de claves del club (seals)",
    "Results not verified: the event file names no key file of the club (seals)"],
  "verify.seals": ["Cada planilla contada lleva un sello válido de {0}", "Every sheet counted carries a valid seal of {0}"],
  "verify.unsealed": ["sin verificar (mesa sin sello): {0}", "unverified (a table whose board does not seal): {0}"],
  "verify.conflict": ["{0}: dos planillas distintas ({1}): no cuenta ninguna hasta quitar la errónea",
    "{0}: two different sheets ({1}): neither counts until the wrong one is removed"],
  winnerOf: ["ganador de {0}", "winner of {0}"], loserOf: ["perdedor de {0}", "loser of {0}"],
  "winnerOfGroup": ["1.º del grupo {0}", "winner of group {0}"], "runner-upOfGroup": ["2.º del grupo {0}", "runner-up of group {0}"],
};

export function word(key: string, lang: Lang, ...args: string[]): string {
  const w = WORDS[key];
  const text = w === undefined ? sheetLabel(key, lang) : w[lang === "es" ? 0 : 1];
  return text.replace(/\{(\d)\}/g, (_, i) => args[Number(i)] ?? "");
}

// "winner of A1", "runner-up of group B" (what an open match waits for) in the language
export function waitsText(w: string, lang: Lang): string {
  const m = /^(winner|loser|runner-up) of (group )?(.+)$/.exec(w);
  if (m === null) return w;
  return m[2] !== undefined ? word(`${m[1]}OfGroup`, lang, m[3]) : word(`${m[1]}Of`, lang, m[3]);
}
