// Each foul kind's words (rules/codes.ts FOUL_KINDS), a line each, in one string (rules/fields.ts):
// name|display in Spanish|display in English|sheet in Spanish|sheet in English. The display's
// words are at most 16 characters (the message line); the device's builds keep only the display's
// columns (tools/build/espruino-as-board.ts asBoard, tools/build/lua-bundle.ts displayWordsOnly).
// A new foul kind is its name in codes.ts and its line here (docs/extending.md).
export const FOUL_WORDS =
  "\n" +
  "ball-off-table|BOLA FUERA|BALL OFF|bola fuera|ball off the table\n" +
  "balls-moving|BOLAS EN MOVIM.|BALLS MOVING|bolas en movimiento|balls moving\n" +
  "touched-ball|TOCAR BOLA|TOUCHED BALL|tocar bola|touched a ball\n" +
  "push|EMPUJE|PUSH|empuje|push\n" +
  "double-hit|DOBLE TACADA|DOUBLE HIT|doble tacada|double hit\n" +
  "no-foot-on-floor|SIN PIE|NO FOOT|sin pie en el suelo|no foot on the floor\n" +
  "wrong-ball|BOLA EQUIVOCADA|WRONG BALL|bola equivocada|wrong ball\n" +
  "touched-cue-ball|TOCAR BOLA PROP.|TOUCHED CUE BALL|tocar la bola propia|touched the cue ball\n" +
  "break-wrong-ball|SALIDA A CONTRA.|BREAK OTHER BALL|salida a la contraria|break on the wrong ball\n" +
  "frame-touch|TOCA BARANDA|FRAME TOUCH|toca la baranda|frame touch\n" +
  "stopped-on-rail|BOLA EN BARANDA|STOPPED ON RAIL|bola en la baranda|stopped on the rail\n" +
  "player-interference|INTERF. JUGADOR|PLAYER INTERF.|interferencia del jugador|player interference\n" +
  "intentional-safety|DEFENSA INTENC.|INTENT. SAFETY|defensa intencionada|intentional safety\n";
