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
// Foul kinds the code names (indexes into FOUL_KINDS); Count is checked against FOUL_KINDS by a test.
export const enum Foul { BallOff = 0, BreakWrongBall = 8, Frame = 9, OnRail = 10, Safety = 12, Count = 13 }

// The numbers derived from the journal, in Match.n (rules/state.ts names them): scalars (flags
// are 0 or 1, Winner is -1 for none or a draw), per-player counters (+ player). Undo snapshots
// keep all of them; the fouls per kind are Match.f's (state.ts: foulSlot), which undo counts back.
export const enum T {
  Phase = 0, Shooter = 1, Run = 2, Open = 3, BreakShot = 4, Equalizing = 5, Result = 6, Winner = 7,
  Shots = 8, Score = 9, High = 11, Warnings = 13, Extensions = 15, Size = 17,
}

// Match events. Their codes are a file format: the journal stores each event as its code (one
// character), so a code keeps its meaning forever (test/journal-codes.test.ts holds them) and a
// new kind takes a free code. Player events add the player (0 = A, 1 = B), Sign adds the party,
// Foul adds the kind. Free: 9-15 (plain events), 24-31 (player events), 36-71, 73, 74 and 76-79
// (the shoot-out, the remote, seals); 72 and 75 are the journal's header and commit records.
export const enum Ev {
  Point = 1, Miss = 2, Rebreak = 3, Extension = 4, Interference = 5, Miscue = 6, Suspend = 7, Resume = 8,
  Warn = 16, Dq = 18, Forfeit = 20, Protest = 22,
  Sign = 32, // + party: referee, scorer, A, B
  SignLast = 35,
  Foul = 80, // + kind, up to FoulLast: room for 48 kinds
  FoulLast = 127,
}

// Commands that are not match events, above every event code (Shot is judged into an event).
// From Undo on a command is journaled under its own code, so these keep their meaning too.
export const enum Cmd {
  None = 0, Shot = 128, Undo = 129, Lag = 130, Player = 131, Distance = 132, Innings = 133,
  Equalize = 134, Shotclock = 135, Extensions = 136, Info = 137, Tiebreak = 138,
}

export const INFO_KEYS = ["event", "round", "table", "referee", "scorer"];
export const PARTIES = ["referee", "scorer", "A", "B"];
export const PLAYERS = ["A", "B"];
export const COLOURS = ["", "white", "yellow"];
// The journal's length limit (events since the lag).
export const enum Limit { Journal = 20000 }

export const enum Colour { None = 0, White = 1, Yellow = 2 }

// Phases of a match, with their sheet names.
export const enum Phase { Setup = 0, Play = 1, Suspended = 2, Finished = 3, Locked = 4 }
export const PHASES = ["setup", "in-play", "suspended", "finished", "signed"];

export const enum Result { None = 0, Distance = 1, Innings = 2, Forfeit = 3, Dq = 4, Tiebreak = 5 }
export const RESULT_KINDS = ["", "distance", "innings-limit", "forfeit", "disqualification", "tiebreak"];

// Match.n[T.Open]: no inning open, a match inning, or a shoot-out inning (rule 18's tie-break:
// the match's own figures stay as they are while it is played).
export const enum Open { None = 0, Match = 1, Shootout = 2 }

// What an accepted event did, for the firmware's cues (0 or more is success).
export const enum Fx {
  None = 0, Point = 1,
  Inning = 2, // a miss ended the inning
  Foul = 3,
  End = 4, // the match ended
  Undo = 5, Note = 6, Setup = 7, Sign = 8,
  Equalizing = 9, // the equalizing inning begins
  Shootout = 10, // the match ended level: the shoot-out begins
}

// Errors are negative numbers; reasons.ts has their English reasons.
export const enum Err {
  Word = -1,
  FoulKind = -2,
  Contact = -3,
  Player = -4,
  Number = -5,
  Range = -6,
  Missing = -7,
  Extra = -8,
  Quote = -9,
  Empty = -10,
  Control = -11,
  Long = -12,
  BeforeLag = -13,
  AfterLag = -14,
  NameLate = -15,
  NothingToUndo = -16,
  NoExtension = -17,
  Rebreak = -18,
  Suspended = -19,
  NotSuspended = -20,
  Over = -21,
  NotOver = -22,
  Signed = -23,
  Locked = -24,
  OnOff = -25,
  Colour = -26,
  BreakWord = -27,
  Frozen = -28,
  Ride = -29,
  Lagged = -30,
  Full = -31,
  Utf8 = -32, // a text that is not UTF-8
  Bidi = -33, // a text with a bidirectional override or isolate
  Tiebreak = -34,
  // the device's own (firmware/journal/session.ts)
  StoreFull = -40,
  NotNow = -41,
  NoteLimit = -42, // the match holds as many notes as the device keeps (firmware/journal/journal-file.ts: MAX_NOTES)
  Unkept = -56, // a damaged journal file has no copy kept aside, and nothing is written until it has (firmware/journal/journal-file.ts: keepAside)
}
