// Event codes, foul kinds and error messages of the rules core.
// A match event is one small number: the journal stores it as one character code.

export const FOUL_KINDS = [
  "ball-off-table", // 6a, 11
  "balls-moving", // 6b, 13
  "touched-ball", // 6c
  "push", // 6d, 14
  "double-hit", // 6e, 14
  "no-foot-on-floor", // 6f
  "wrong-ball", // 6g, 8
  "touched-cue-ball", // 6h, 17
  "break-wrong-ball", // 5
  "frame-touch", // 12
  "stopped-on-rail", // 12
  "player-interference", // 19
  "intentional-safety", // 24
];
export const FOUL_COUNT = 13;
export const FOUL_BALL_OFF = 0;
export const FOUL_BREAK_WRONG_BALL = 8;
export const FOUL_FRAME = 9;
export const FOUL_ON_RAIL = 10;
export const FOUL_SAFETY = 12;

// Journal events (player-specific events add the player, 0 = A, 1 = B).
export const EV_POINT = 1;
export const EV_MISS = 2;
export const EV_FOUL = 3; // + foul kind, up to 15
export const EV_REBREAK = 16;
export const EV_WARN = 17; // + player
export const EV_EXTENSION = 19;
export const EV_INTERFERENCE = 20;
export const EV_MISCUE = 21;
export const EV_PROTEST = 22; // + player
export const EV_DQ = 24; // + player
export const EV_FORFEIT = 26; // + player
export const EV_SUSPEND = 28;
export const EV_RESUME = 29;
export const EV_SIGN = 30; // + party: referee, scorer, A, B
export const EV_LAST = 33;

// Commands that are not journal events.
export const CMD_NONE = 0; // blank or comment line
export const CMD_SHOT = 40; // text: the contact words
export const CMD_UNDO = 41;
export const CMD_LAG = 42; // a: winner, b: 1 = breaks, 0 = assigns, c: colour
export const CMD_PLAYER = 43; // a: player, text: name
export const CMD_DISTANCE = 44; // a, b: distances of A and B
export const CMD_INNINGS = 45;
export const CMD_EQUALIZE = 46;
export const CMD_SHOTCLOCK = 47;
export const CMD_EXTENSIONS = 48;
export const CMD_INFO = 49; // a: info field, text

export const INFO_KEYS = ["event", "round", "table", "referee", "scorer"];
export const PARTIES = ["referee", "scorer", "A", "B"];
export const PLAYERS = ["A", "B"];
export const COLOURS = ["", "white", "yellow"];
export const WHITE = 1;
export const YELLOW = 2;

// Phases of a match, with their sheet names.
export const SETUP = 0;
export const PLAY = 1;
export const SUSPENDED = 2;
export const FINISHED = 3;
export const LOCKED = 4;
export const PHASES = ["setup", "in-play", "suspended", "finished", "signed"];

export const RESULT_NONE = 0;
export const RESULT_DISTANCE = 1;
export const RESULT_INNINGS = 2;
export const RESULT_FORFEIT = 3;
export const RESULT_DQ = 4;
export const RESULT_KINDS = ["", "distance", "innings-limit", "forfeit", "disqualification"];

// What an accepted event did, for the firmware's cues (0 or more is success).
export const FX_NONE = 0;
export const FX_POINT = 1;
export const FX_INNING = 2; // a miss ended the inning
export const FX_FOUL = 3;
export const FX_END = 4; // the match ended
export const FX_UNDO = 5;
export const FX_NOTE = 6;
export const FX_SETUP = 7;
export const FX_SIGN = 8;
export const FX_EQUALIZING = 9; // the equalizing inning begins

// Errors are negative numbers; ERRORS[-code] is the reason.
export const ERRORS = [
  "",
  "unknown word",
  "unknown foul kind",
  "unknown contact",
  "unknown player (use A or B)",
  "expected a whole number",
  "number out of range",
  "missing word",
  "unexpected word at the end of the line",
  "unterminated quoted text",
  "text is empty",
  "text has a control character",
  "text is too long (at most 64 bytes)",
  "not allowed before the lag",
  "not allowed after the lag",
  "names can change only until the first shot",
  "nothing to take back",
  "no extension left for this player",
  "rebreak is allowed only right after foul intentional-safety",
  "not allowed while suspended (resume first)",
  "not suspended",
  "not allowed after the end of the match",
  "the match is not over: nothing to sign",
  "already signed by this party",
  "the sheet is locked: only the remaining signatures",
  "expected on or off",
  "expected white or yellow",
  "expected break or assign",
  "frozen= must be the first contact",
  "a ride lists each rail at most once",
  "the lag was already decided",
  "the journal is full",
];
export const E_WORD = -1;
export const E_FOUL_KIND = -2;
export const E_CONTACT = -3;
export const E_PLAYER = -4;
export const E_NUMBER = -5;
export const E_RANGE = -6;
export const E_MISSING = -7;
export const E_EXTRA = -8;
export const E_QUOTE = -9;
export const E_EMPTY = -10;
export const E_CONTROL = -11;
export const E_LONG = -12;
export const E_BEFORE_LAG = -13;
export const E_AFTER_LAG = -14;
export const E_NAME_LATE = -15;
export const E_NOTHING_TO_UNDO = -16;
export const E_NO_EXTENSION = -17;
export const E_REBREAK = -18;
export const E_SUSPENDED = -19;
export const E_NOT_SUSPENDED = -20;
export const E_OVER = -21;
export const E_NOT_OVER = -22;
export const E_SIGNED = -23;
export const E_LOCKED = -24;
export const E_ON_OFF = -25;
export const E_COLOUR = -26;
export const E_BREAK_WORD = -27;
export const E_FROZEN = -28;
export const E_RIDE = -29;
export const E_LAGGED = -30;
export const E_FULL = -31;

export function errorText(code: number): string {
  const text = ERRORS[-code];
  return text === undefined ? "error" : text;
}
