// One line of a match script (spec/SCRIPT.md) -> a command. Syntax only: whether the command
// is allowed now is the match's business (match.ts).
import {
  CMD_DISTANCE, CMD_EQUALIZE, CMD_EXTENSIONS, CMD_INFO, CMD_INNINGS, CMD_LAG, CMD_NONE,
  CMD_PLAYER, CMD_SHOT, CMD_SHOTCLOCK, CMD_UNDO, COLOURS, EV_DQ, EV_EXTENSION, EV_FORFEIT,
  EV_FOUL, EV_INTERFERENCE, EV_MISCUE, EV_MISS, EV_POINT, EV_PROTEST, EV_REBREAK, EV_RESUME,
  EV_SIGN, EV_SUSPEND, EV_WARN, E_BREAK_WORD, E_COLOUR, E_EXTRA, E_FOUL_KIND, E_MISSING,
  E_NUMBER, E_ON_OFF, E_PLAYER, E_RANGE, E_WORD, FOUL_KINDS, INFO_KEYS, PARTIES, PLAYERS,
} from "./codes";
import { judged, judgeShot } from "./judge";
import { checkText, indexOfWord, parseCount, splitWords } from "./words";

export interface Command {
  code: number; // CMD_*, EV_*, or a negative error
  a: number;
  b: number;
  c: number;
  text: string; // a name or note; on an error, the offending word
  words: string[]; // a shot's contacts start at words[1]
}

export const MAX_DISTANCE = 9999;
export const MAX_INNINGS = 9999;
export const MAX_SHOTCLOCK = 999;
export const MAX_EXTENSIONS = 99;

function fail(cmd: Command, code: number, word: string): Command {
  cmd.code = code;
  cmd.text = word;
  return cmd;
}

function simple(word: string): number {
  if (word === "point") return EV_POINT;
  if (word === "miss") return EV_MISS;
  if (word === "rebreak") return EV_REBREAK;
  if (word === "extension") return EV_EXTENSION;
  if (word === "interference") return EV_INTERFERENCE;
  if (word === "miscue") return EV_MISCUE;
  if (word === "suspend") return EV_SUSPEND;
  if (word === "resume") return EV_RESUME;
  if (word === "undo") return CMD_UNDO;
  return -1;
}

function byPlayer(word: string): number {
  if (word === "warn") return EV_WARN;
  if (word === "dq") return EV_DQ;
  if (word === "forfeit") return EV_FORFEIT;
  if (word === "protest") return EV_PROTEST;
  if (word === "player") return CMD_PLAYER;
  return -1;
}

// `set WORD VALUE...` (rule 1: configuration before the lag).
function parseSet(cmd: Command, w: string[], quoted: boolean[]): Command {
  if (w.length < 3) return fail(cmd, E_MISSING, "");
  const key = w[1];
  const info = indexOfWord(INFO_KEYS, key);
  if (info >= 0) {
    if (w.length > 3) return fail(cmd, E_EXTRA, w[3]);
    const bad = checkText(w[2]);
    if (bad < 0) return fail(cmd, bad, w[2]);
    cmd.code = CMD_INFO;
    cmd.a = info;
    cmd.text = w[2];
    return cmd;
  }
  if (key === "equalize") {
    if (w.length > 3) return fail(cmd, E_EXTRA, w[3]);
    if (w[2] !== "on" && w[2] !== "off") return fail(cmd, E_ON_OFF, w[2]);
    cmd.code = CMD_EQUALIZE;
    cmd.a = w[2] === "on" ? 1 : 0;
    return cmd;
  }
  let code = -1;
  let min = 0;
  let max = 0;
  if (key === "distance") {
    code = CMD_DISTANCE;
    min = 1;
    max = MAX_DISTANCE;
  } else if (key === "innings") {
    code = CMD_INNINGS;
    max = MAX_INNINGS;
  } else if (key === "shotclock") {
    code = CMD_SHOTCLOCK;
    max = MAX_SHOTCLOCK;
  } else if (key === "extensions") {
    code = CMD_EXTENSIONS;
    max = MAX_EXTENSIONS;
  } else {
    return fail(cmd, E_WORD, key);
  }
  const most = code === CMD_DISTANCE ? 4 : 3;
  if (w.length > most) return fail(cmd, E_EXTRA, w[most]);
  for (let i = 2; i < w.length; i++) {
    const v = parseCount(w[i]);
    if (v < 0 || quoted[i]) return fail(cmd, E_NUMBER, w[i]);
    if (v < min || v > max) return fail(cmd, E_RANGE, w[i]);
  }
  cmd.code = code;
  cmd.a = parseCount(w[2]);
  cmd.b = w.length > 3 ? parseCount(w[3]) : cmd.a;
  return cmd;
}

// `lag W break|assign COLOUR` (rule 4).
function parseLag(cmd: Command, w: string[]): Command {
  if (w.length < 4) return fail(cmd, E_MISSING, "");
  if (w.length > 4) return fail(cmd, E_EXTRA, w[4]);
  const p = indexOfWord(PLAYERS, w[1]);
  if (p < 0) return fail(cmd, E_PLAYER, w[1]);
  if (w[2] !== "break" && w[2] !== "assign") return fail(cmd, E_BREAK_WORD, w[2]);
  const colour = indexOfWord(COLOURS, w[3]);
  if (colour <= 0) return fail(cmd, E_COLOUR, w[3]);
  cmd.code = CMD_LAG;
  cmd.a = p;
  cmd.b = w[2] === "break" ? 1 : 0;
  cmd.c = colour;
  return cmd;
}

export function parseLine(line: string): Command {
  const cmd: Command = { code: CMD_NONE, a: 0, b: 0, c: 0, text: "", words: [] };
  const split = splitWords(line);
  if (split.error < 0) return fail(cmd, split.error, "");
  const w = split.list;
  cmd.words = w;
  if (w.length === 0) return cmd;
  const head = w[0];
  if (split.quoted[0]) return fail(cmd, E_WORD, head);
  if (head === "set") return parseSet(cmd, w, split.quoted);
  if (head === "lag") return parseLag(cmd, w);
  if (head === "shot") {
    const judgedAs = judgeShot(w, 1, false);
    if (judgedAs < 0) return fail(cmd, judgedAs, judged.bad);
    cmd.code = CMD_SHOT;
    return cmd;
  }
  const plain = simple(head);
  if (plain >= 0) {
    if (w.length > 1) return fail(cmd, E_EXTRA, w[1]);
    cmd.code = plain;
    return cmd;
  }
  if (head === "foul") {
    if (w.length < 2) return fail(cmd, E_MISSING, "");
    if (w.length > 2) return fail(cmd, E_EXTRA, w[2]);
    const kind = indexOfWord(FOUL_KINDS, w[1]);
    if (kind < 0) return fail(cmd, E_FOUL_KIND, w[1]);
    cmd.code = EV_FOUL + kind;
    return cmd;
  }
  if (head === "sign") {
    if (w.length < 2) return fail(cmd, E_MISSING, "");
    if (w.length > 2) return fail(cmd, E_EXTRA, w[2]);
    const party = indexOfWord(PARTIES, w[1]);
    if (party < 0) return fail(cmd, E_PLAYER, w[1]);
    cmd.code = EV_SIGN + party;
    return cmd;
  }
  const withPlayer = byPlayer(head);
  if (withPlayer < 0) return fail(cmd, E_WORD, head);
  if (w.length < 2) return fail(cmd, E_MISSING, "");
  const p = indexOfWord(PLAYERS, w[1]);
  if (p < 0 || split.quoted[1]) return fail(cmd, E_PLAYER, w[1]);
  const wantsText = withPlayer === CMD_PLAYER || withPlayer === EV_PROTEST;
  if (!wantsText) {
    if (w.length > 2) return fail(cmd, E_EXTRA, w[2]);
    cmd.code = withPlayer + p;
    return cmd;
  }
  if (w.length < 3) return fail(cmd, E_MISSING, "");
  if (w.length > 3) return fail(cmd, E_EXTRA, w[3]);
  const bad = checkText(w[2]);
  if (bad < 0) return fail(cmd, bad, w[2]);
  cmd.code = withPlayer === CMD_PLAYER ? CMD_PLAYER : EV_PROTEST + p;
  cmd.a = p;
  cmd.text = w[2];
  return cmd;
}
