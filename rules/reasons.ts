// The English reason for each error code (Err in codes.ts), for `carom replay` and the link.
// The device's display shows its own short, translated messages instead.
export const ERRORS = [
  "",
  "unknown word",
  "unknown foul kind",
  "unknown contact",
  "unknown player (A or B; sign also takes referee or scorer)",
  "expected a whole number",
  "number out of range",
  "missing word",
  "unexpected word at the end of the line",
  "unterminated quoted text",
  "text is empty",
  "text has a control character",
  "text is too long (at most 120 bytes)",
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

export function errorText(code: number): string {
  const text = ERRORS[-code];
  return text === undefined ? "error" : text;
}
