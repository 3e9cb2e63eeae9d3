// What the host adds to a refusal it prints at a unit, so that it says what to run first (carom
// replay prints the rules core's reason alone: the Lua build prints the same bytes).
//   hintFor("not allowed after the lag") === " (a new match? carom new --port P once the match is over)"

export function hintFor(reply: string): string {
  if (/after the lag|after the end/.test(reply)) return " (a new match? carom new --port P once the match is over)";
  return "";
}
