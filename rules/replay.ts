// A whole match script -> the sheet, or the first bad line (docs/script.md). Shared by
// `carom replay` on Node and `replay.lua`, so both print the same bytes.
import { errorText } from "./reasons";
import { Command, parseLine } from "./parse";
import { Match, newMatch, step } from "./match";
import { sheetJson } from "./sheet";
import { intText } from "./numbers";
import { checkText } from "./words";

export interface ReplayResult {
  ok: boolean;
  out: string; // the sheet and a newline, or "line N: reason"
}

// The reason for a rejected command, naming the offending word when it is printable.
export function reasonOf(code: number, cmd: Command): string {
  const word = cmd.code < 0 ? cmd.text : "";
  if (word !== "" && checkText(word) === 0) return errorText(code) + ": " + word;
  return errorText(code);
}

// Replays a whole match script into m: "" when every line was taken, else "line N: reason" (m
// then holds the lines before it). The host reads the match itself too (the note's inning).
export function replayInto(m: Match, text: string): string {
  let line = 1;
  // a UTF-8 byte-order mark (as some editors save) is not part of the first line
  let from = text.substring(0, 3) === "\u00ef\u00bb\u00bf" ? 3 : 0;
  while (from <= text.length) {
    let end = text.indexOf("\n", from);
    if (end < 0) end = text.length;
    const cmd = parseLine(text.substring(from, end));
    const fx = step(m, cmd);
    if (fx < 0) return "line " + intText(line) + ": " + reasonOf(fx, cmd);
    line = line + 1;
    from = end + 1;
  }
  return "";
}

export function replayScript(text: string): ReplayResult {
  const m = newMatch();
  const bad = replayInto(m, text);
  if (bad !== "") return { ok: false, out: bad };
  return { ok: true, out: sheetJson(m) + "\n" };
}
