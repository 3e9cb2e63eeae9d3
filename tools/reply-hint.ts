// What the host adds to a refusal it prints, so that it says what to write instead: the words a
// list takes (the unit's reply names only the word it did not know), or the command to run first.
//   hintFor("unknown foul kind: pusch") === " (the kinds: ball-off-table, ...)"
import { FOUL_KINDS } from "../rules/codes";

export function hintFor(reply: string): string {
  if (/^unknown foul kind\b/.test(reply)) return ` (the kinds: ${FOUL_KINDS.join(", ")})`;
  if (/after the lag|after the end/.test(reply)) return " (a new match? carom new --port P once the match is over)";
  return "";
}
