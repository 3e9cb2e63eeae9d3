// One line of a match script (spec/SCRIPT.md) -> a command. Syntax only: whether the command
// is allowed now is the match's business (match.ts).
import { COLOURS, Cmd, Err, Ev, FOUL_KINDS, INFO_KEYS, PARTIES, PLAYERS } from "./codes";
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
  if (word === "point") return Ev.Point;
  if (word === "miss") return Ev.Miss;
  if (word === "rebreak") return Ev.Rebreak;
  if (word === "extension") return Ev.Extension;
  if (word === "interference") return Ev.Interference;
  if (word === "miscue") return Ev.Miscue;
  if (word === "suspend") return Ev.Suspend;
  if (word === "resume") return Ev.Resume;
  if (word === "undo") return Cmd.Undo;
  return -1;
}

function byPlayer(word: string): number {
  if (word === "warn") return Ev.Warn;
  if (word === "dq") return Ev.Dq;
  if (word === "forfeit") return Ev.Forfeit;
  if (word === "protest") return Ev.Protest;
  if (word === "player") return Cmd.Player;
  return -1;
}

// `set WORD VALUE...` (rule 1: configuration before the lag).
function parseSet(cmd: Command, w: string[], quoted: boolean[]): Command {
  if (w.length < 3) return fail(cmd, Err.Missing, "");
  const key = w[1];
  const info = indexOfWord(INFO_KEYS, key);
  if (info >= 0) {
    if (w.length > 3) return fail(cmd, Err.Extra, w[3]);
    const bad = checkText(w[2]);
    if (bad < 0) return fail(cmd, bad, w[2]);
    cmd.code = Cmd.Info;
    cmd.a = info;
    cmd.text = w[2];
    return cmd;
  }
  if (key === "equalize") {
    if (w.length > 3) return fail(cmd, Err.Extra, w[3]);
    if (w[2] !== "on" && w[2] !== "off") return fail(cmd, Err.OnOff, w[2]);
    cmd.code = Cmd.Equalize;
    cmd.a = w[2] === "on" ? 1 : 0;
    return cmd;
  }
  let code = -1;
  let min = 0;
  let max = 0;
  if (key === "distance") {
    code = Cmd.Distance;
    min = 1;
    max = MAX_DISTANCE;
  } else if (key === "innings") {
    code = Cmd.Innings;
    max = MAX_INNINGS;
  } else if (key === "shotclock") {
    code = Cmd.Shotclock;
    max = MAX_SHOTCLOCK;
  } else if (key === "extensions") {
    code = Cmd.Extensions;
    max = MAX_EXTENSIONS;
  } else {
    return fail(cmd, Err.Word, key);
  }
  const most = code === Cmd.Distance ? 4 : 3;
  if (w.length > most) return fail(cmd, Err.Extra, w[most]);
  for (let i = 2; i < w.length; i++) {
    const v = parseCount(w[i]);
    if (v < 0 || quoted[i]) return fail(cmd, Err.Number, w[i]);
    if (v < min || v > max) return fail(cmd, Err.Range, w[i]);
  }
  cmd.code = code;
  cmd.a = parseCount(w[2]);
  cmd.b = w.length > 3 ? parseCount(w[3]) : cmd.a;
  return cmd;
}

// `lag W break|assign COLOUR` (rule 4).
function parseLag(cmd: Command, w: string[]): Command {
  if (w.length < 4) return fail(cmd, Err.Missing, "");
  if (w.length > 4) return fail(cmd, Err.Extra, w[4]);
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

export function parseLine(line: string): Command {
  const cmd: Command = { code: Cmd.None, a: 0, b: 0, c: 0, text: "", words: [] };
  const split = splitWords(line);
  if (split.error < 0) return fail(cmd, split.error, "");
  const w = split.list;
  cmd.words = w;
  if (w.length === 0) return cmd;
  const head = w[0];
  if (split.quoted[0]) return fail(cmd, Err.Word, head);
  if (head === "set") return parseSet(cmd, w, split.quoted);
  if (head === "lag") return parseLag(cmd, w);
  if (head === "shot") {
    const judgedAs = judgeShot(w, 1, false);
    if (judgedAs < 0) return fail(cmd, judgedAs, judged.bad);
    cmd.code = Cmd.Shot;
    return cmd;
  }
  const plain = simple(head);
  if (plain >= 0) {
    if (w.length > 1) return fail(cmd, Err.Extra, w[1]);
    cmd.code = plain;
    return cmd;
  }
  if (head === "foul") {
    if (w.length < 2) return fail(cmd, Err.Missing, "");
    if (w.length > 2) return fail(cmd, Err.Extra, w[2]);
    const kind = indexOfWord(FOUL_KINDS, w[1]);
    if (kind < 0) return fail(cmd, Err.FoulKind, w[1]);
    cmd.code = Ev.Foul + kind;
    return cmd;
  }
  if (head === "sign") {
    if (w.length < 2) return fail(cmd, Err.Missing, "");
    if (w.length > 2) return fail(cmd, Err.Extra, w[2]);
    const party = indexOfWord(PARTIES, w[1]);
    if (party < 0) return fail(cmd, Err.Player, w[1]);
    cmd.code = Ev.Sign + party;
    return cmd;
  }
  const withPlayer = byPlayer(head);
  if (withPlayer < 0) return fail(cmd, Err.Word, head);
  if (w.length < 2) return fail(cmd, Err.Missing, "");
  const p = indexOfWord(PLAYERS, w[1]);
  if (p < 0 || split.quoted[1]) return fail(cmd, Err.Player, w[1]);
  const wantsText = withPlayer === Cmd.Player || withPlayer === Ev.Protest;
  if (!wantsText) {
    if (w.length > 2) return fail(cmd, Err.Extra, w[2]);
    cmd.code = withPlayer + p;
    return cmd;
  }
  if (w.length < 3) return fail(cmd, Err.Missing, "");
  if (w.length > 3) return fail(cmd, Err.Extra, w[3]);
  const bad = checkText(w[2]);
  if (bad < 0) return fail(cmd, bad, w[2]);
  cmd.code = withPlayer === Cmd.Player ? Cmd.Player : Ev.Protest + p;
  cmd.a = p;
  cmd.text = w[2];
  return cmd;
}
