// What the host adds to a refusal it prints, so that it says what to write instead: the kinds a
// foul takes, or the command to run first. (carom replay prints the rules core's reason alone,
// the replay contract's: the Lua build prints the same bytes.)
//   hintFor("unknown foul kind: pusch") === " (the kinds: ball-off-table, ...)"
import { FOUL_KINDS } from "../../rules/codes";

export function hintFor(reply: string): string {
  if (/^unknown foul kind\b/.test(reply)) return ` (the kinds: ${FOUL_KINDS.join(", ")})`;
  if (/after the lag|after the end/.test(reply)) return " (a new match? carom new --port P once the match is over)";
  return "";
}
