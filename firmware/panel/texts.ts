import { field, find } from "../../rules/fields";
import { FOUL_WORDS } from "../../rules/foul-words";

// The display's words in Spanish and English (a setting). Keys are the English words the code
// uses; a word with no entry shows as it is, upper-cased. A foul kind's words are its line in
// rules/foul-words.ts.
export const LANGS = "es en"; // a list is one string (rules/fields.ts)

// key|Spanish|English, a line each (at most 16 characters: the message line), in one string
// (rules/fields.ts)
export const WORDS =
  "\n" +
  "menu|MENU|MENU\n" +
  "ok|OK?|OK?\n" +
  "confirm|CONFIRMAR?|CONFIRM?\n" +
  "distance|DISTANCIA|DISTANCE\n" +
  "handicap|HANDICAP|HANDICAP\n" +
  "innings|ENTRADAS|INNINGS\n" +
  "equalize|IGUALATORIA|EQUALIZE\n" +
  "tiebreak|DESEMPATE|TIE-BREAK\n" +
  "shootout|DESEMPATE|SHOOT-OUT\n" +
  "shotclock|RELOJ|SHOT CLOCK\n" +
  "extensions|EXTENSIONES|EXTENSIONS\n" +
  "lag|SORTEO|LAG\n" +
  "name|NOMBRE|NAME\n" +
  "event|TORNEO|EVENT\n" +
  "round|RONDA|ROUND\n" +
  "table|MESA|TABLE\n" +
  "referee|ARBITRO|REFEREE\n" +
  "scorer|ANOTADOR|SCORER\n" +
  "foul|FALTA|FOUL\n" +
  "shot|TIRO|SHOT\n" +
  "rebreak|REPONER SALIDA|REBREAK\n" +
  "warn|AVISO|WARNING\n" +
  "extension|EXTENSION|EXTENSION\n" +
  "interference|INTERFERENCIA|INTERFERENCE\n" +
  "miscue|PIFIA|MISCUE\n" +
  "protest|PROTESTA|PROTEST\n" +
  "suspend|SUSPENDER|SUSPEND\n" +
  "resume|REANUDAR|RESUME\n" +
  "dq|DESCALIFICAR|DISQUALIFY\n" +
  "forfeit|ABANDONO|FORFEIT\n" +
  "sign|FIRMA|SIGN\n" +
  "new|NUEVA PARTIDA|NEW MATCH\n" +
  "abandon|ANULAR PARTIDA|ABANDON MATCH\n" +
  "abandoned|PARTIDA ANULADA|MATCH ABANDONED\n" +
  "spot|REPOSICION|SPOTTING\n" +
  "language|IDIOMA|LANGUAGE\n" +
  "sound|SONIDO|SOUND\n" +
  "bright|BRILLO|BRIGHTNESS\n" +
  "on|SI|ON\n" +
  "off|NO|OFF\n" +
  "classic|CLASICO 40|CLASSIC 40\n" +
  "umb|UMB 30|UMB 30\n" +
  "break|SALE|BREAKS\n" +
  "assign|CEDE|ASSIGNS\n" +
  "white|BLANCA|WHITE\n" +
  "yellow|AMARILLA|YELLOW\n" +
  "end|FIN|END\n" +
  "equalizing|ENTRADA IGUALAT.|EQUALIZING INN.\n" +
  "last|ULTIMA ENTRADA|LAST INNING\n" +
  "suspended|SUSPENDIDA|SUSPENDED\n" +
  "winner|GANA|WINNER\n" +
  "draw|EMPATE|DRAW\n" +
  "signed|FIRMADA|SIGNED\n" +
  "time|TIEMPO|TIME\n" +
  "full|MEMORIA LLENA|STORE FULL\n" +
  "notes|MAX. DE NOTAS|NOTE LIMIT\n" +
  "damaged|DIARIO DANADO|JOURNAL DAMAGED\n" +
  "no|NO PERMITIDO|NOT ALLOWED\n" +
  "lagfirst|SORTEO: MENU|LAG: MENU\n" +
  "holdok|MANTENGA 2 SEG.|HOLD 2 SECONDS\n" + // (a short OK on what ends a match: menu.ts)
  "undoremote|DESHACER: UNDO|TAKE BACK: UNDO\n" + // (a match ended from the menu: how to take it back)
  "undotable|DESHACER: A+B|TAKE BACK: A+B\n" + // (a point or a miss before the lag: the lag is in the menu)
  "foot|PIE|FOOT\n" +
  "head|CABEZA|HEAD\n" +
  "centre|CENTRO|CENTRE\n" +
  "red|ROJA|RED\n" +
  "cue|PROPIA|OWN BALL\n" +
  "other|CONTRARIA|OPPONENT'S\n" +
  "none|-|-\n" +
  "newkey|CLAVE NUEVA|NEW KEY\n" +
  "pair|VINCULAR MANDO|PAIR REMOTE\n" +
  "remotes|MANDOS|REMOTES\n" +
  "unpair|REVOCAR MANDO|REVOKE REMOTE\n" +
  "silent|SIN SENAL|SILENT\n" +
  "battery|PILA BAJA|LOW BATTERY\n" +
  "never|NUNCA|NEVER\n" +
  "lost|CONTADOR PERDIDO|COUNTER LOST\n";

export function say(word: string, lang: number): string {
  let t = WORDS;
  let at = find(t, "\n" + word + "|", 0);
  if (at < 0) {
    t = FOUL_WORDS;
    at = find(t, "\n" + word + "|", 0);
  }
  if (at < 0) return word.toUpperCase();
  return field(t.substring(at + 1, t.indexOf("\n", at + 1)), "|", 1 + lang);
}
