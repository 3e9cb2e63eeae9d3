import { field } from "./fields";

// The English reason for each error code (Err in codes.ts), for `carom replay` and the link.
// The device's display shows its own short, translated messages instead. One line a code, from
// 0, in one string (see fields.ts).
const ERRORS =
  "\n" +
  "unknown word\n" +
  "unknown foul kind\n" +
  "unknown contact\n" +
  "unknown player (A or B; sign also takes referee or scorer)\n" +
  "expected a whole number\n" +
  "number out of range\n" +
  "missing word\n" +
  "unexpected word at the end of the line\n" +
  "unterminated quoted text\n" +
  "text is empty\n" +
  "text has a control character\n" +
  "text is too long (at most 120 bytes)\n" +
  "not allowed before the lag\n" +
  "not allowed after the lag\n" +
  "names can change only until the first shot\n" +
  "nothing to take back\n" +
  "no extension left for this player\n" +
  "rebreak is allowed only right after foul intentional-safety\n" +
  "not allowed while suspended (resume first)\n" +
  "not suspended\n" +
  "not allowed after the end of the match\n" +
  "the match is not over: nothing to sign\n" +
  "already signed by this party\n" +
  "the sheet is locked: only the remaining signatures\n" +
  "expected on or off\n" +
  "expected white or yellow\n" +
  "expected break or assign\n" +
  "frozen= must be the first contact\n" +
  "a ride lists each rail at most once\n" +
  "the lag was already decided\n" +
  "the journal is full\n" +
  "text is not valid UTF-8 (save the file as UTF-8)\n" +
  "text has a bidirectional control character (U+202A-U+202E, U+2066-U+2069): remove it\n" +
  "expected none or shootout";

export function errorText(code: number): string {
  const text = code <= 0 ? field(ERRORS, "\n", -code) : "";
  return text === "" ? "error" : text;
}
