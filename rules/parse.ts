// One line of a match script (docs/script.md) -> a command. Syntax only: whether the command
// is allowed now is the match's business (match.ts).
import { COLOURS, Cmd, Err, Ev, FOUL_KINDS, INFO_KEYS, PARTIES, PLAYERS } from "./codes";
import { judged, judgeShot } from "./judge";
import { checkText, indexOfWord, parseCount } from "./words";
import { splitWords } from "./split";

import { Command, command } from "./command";

export { command };
export type { Command };

function fail(cmd: Command, code: number, word: string): Command {
  cmd.code = code;
  cmd.text = word;
  return cmd;
}

// Words that take no argument, and words that take a player, with their codes.
export const PLAIN_WORDS = ["point", "miss", "rebreak", "extension", "interference", "miscue", "suspend", "resume", "undo"];
export const PLAIN_CODES = [Ev.Point, Ev.Miss, Ev.Rebreak, Ev.Extension, Ev.Interference, Ev.Miscue, Ev.Suspend,
  Ev.Resume, Cmd.Undo];
export const PLAYER_WORDS = ["warn", "dq", "forfeit", "protest", "player"];
export const PLAYER_CODES = [Ev.Warn, Ev.Dq, Ev.Forfeit, Ev.Protest, Cmd.Player];
// `set` words that take numbers, and their largest values (distance takes one or two, from 1).
export const SET_WORDS = ["distance", "innings", "shotclock", "extensions"];
export const SET_CODES = [Cmd.Distance, Cmd.Innings, Cmd.Shotclock, Cmd.Extensions];
const SET_MAX = [9999, 9999, 999, 99]; // distance * 1000 stays below 2^24 (32-bit Lua floats)

// The command has `least` to `most` words after the first: 0, or the error.
function arity(cmd: Command, w: string[], least: number, most: number): number {
  if (w.length <= least) return fail(cmd, Err.Missing, "").code;
  if (w.length > most + 1) return fail(cmd, Err.Extra, w[most + 1]).code;
  return 0;
}

function withText(cmd: Command, code: number, a: number, text: string): Command {
  const bad = checkText(text);
  if (bad < 0) return fail(cmd, bad, text);
  cmd.code = code;
  cmd.a = a;
  cmd.text = text;
  return cmd;
}

// `set WORD VALUE...` (rule 1: configuration before the lag).
function parseSet(cmd: Command, w: string[], quoted: boolean[]): Command {
  const key = indexOfWord(SET_WORDS, w[1]);
  if (arity(cmd, w, 2, key === 0 ? 3 : 2) < 0) return cmd;
  const info = indexOfWord(INFO_KEYS, w[1]);
  if (info >= 0) return withText(cmd, Cmd.Info, info, w[2]);
  if (w[1] === "tiebreak") {
    if (w[2] !== "none" && w[2] !== "shootout") return fail(cmd, Err.Tiebreak, w[2]);
    cmd.code = Cmd.Tiebreak;
    cmd.a = w[2] === "shootout" ? 1 : 0;
    return cmd;
  }
  if (w[1] === "equalize") {
    if (w[2] !== "on" && w[2] !== "off") return fail(cmd, Err.OnOff, w[2]);
    cmd.code = Cmd.Equalize;
    cmd.a = w[2] === "on" ? 1 : 0;
    return cmd;
  }
  if (key < 0) return fail(cmd, Err.Word, w[1]);
  for (let i = 2; i < w.length; i++) {
    const v = parseCount(w[i]);
    if (v < 0 || quoted[i]) return fail(cmd, Err.Number, w[i]);
    if (v < (key === 0 ? 1 : 0) || v > SET_MAX[key]) return fail(cmd, Err.Range, w[i]);
  }
  cmd.code = SET_CODES[key];
  cmd.a = parseCount(w[2]);
  cmd.b = w.length > 3 ? parseCount(w[3]) : cmd.a;
  return cmd;
}

// `lag W break|assign COLOUR` (rule 4).
function parseLag(cmd: Command, w: string[]): Command {
  if (arity(cmd, w, 3, 3) < 0) return cmd;
  const p = indexOfWord(PLAYERS, w[1]);
  if (p < 0) return fail(cmd, Err.Player, w[1]);
  if (w[2] !== "break" && w[2] !== "assign") return fail(cmd, Err.BreakWord, w[2]);
  const colour = indexOfWord(COLOURS, w[3]);
  if (colour <= 0) return fail(cmd, Err.Colour, w[3]);
  cmd.code = Cmd.Lag;
  cmd.a = p;
  cmd.b = w[2] === "break" ? 1 : 0;
  cmd.c = colour;
  return cmd;
}

// `WORD ONE-OF-LIST`: foul kinds, signing parties, players.
function parseListed(cmd: Command, w: string[], list: string[], code: number, err: number): Command {
  if (arity(cmd, w, 1, 1) < 0) return cmd;
  const i = indexOfWord(list, w[1]);
  if (i < 0) return fail(cmd, err, w[1]);
  cmd.code = code + i;
  return cmd;
}

export function parseLine(line: string): Command {
  const cmd = command(Cmd.None, 0);
  const split = splitWords(line);
  if (split.error < 0) return fail(cmd, split.error, "");
  const w = split.list;
  cmd.words = w;
  if (w.length === 0) return cmd;
  const head = split.quoted[0] ? "" : w[0];
  if (head === "set") return parseSet(cmd, w, split.quoted);
  if (head === "lag") return parseLag(cmd, w);
  if (head === "foul") return parseListed(cmd, w, FOUL_KINDS, Ev.Foul, Err.FoulKind);
  if (head === "sign") return parseListed(cmd, w, PARTIES, Ev.Sign, Err.Player);
  if (head === "shot") {
    const judgedAs = judgeShot(w, 1, false);
    if (judgedAs < 0) return fail(cmd, judgedAs, judged.bad);
    cmd.code = Cmd.Shot;
    return cmd;
  }
  const plain = indexOfWord(PLAIN_WORDS, head);
  if (plain >= 0) {
    if (arity(cmd, w, 0, 0) < 0) return cmd;
    cmd.code = PLAIN_CODES[plain];
    return cmd;
  }
  const which = indexOfWord(PLAYER_WORDS, head);
  if (which < 0) return fail(cmd, Err.Word, w[0]);
  const code = PLAYER_CODES[which];
  const wantsText = code === Cmd.Player || code === Ev.Protest;
  if (arity(cmd, w, wantsText ? 2 : 1, wantsText ? 2 : 1) < 0) return cmd;
  const p = split.quoted[1] ? -1 : indexOfWord(PLAYERS, w[1]);
  if (p < 0) return fail(cmd, Err.Player, w[1]);
  if (!wantsText) {
    cmd.code = code + p;
    return cmd;
  }
  return withText(cmd, code === Cmd.Player ? Cmd.Player : code + p, p, w[2]);
}
