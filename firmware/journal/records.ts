// The journal's records: [length][payload][check1][check2], a Fletcher-16 checksum (with %, no
// bit operators) over length and payload. A record cut short by a power cut is a torn end and
// reading stops there; a record damaged otherwise is corruption (readRecords: the torn-end
// rule). No record byte is ever 0xFF (numbers are kept in base 255, checksums are below 255,
// texts are UTF-8), so erased flash (0xFF) marks a journal's end.
import { Cmd, Ev, Foul } from "../../rules/codes";
import { Command } from "../../rules/command";
import { idiv } from "../../rules/numbers";
import { Dev } from "./device";

// Version 2: the record codes below, which keep their meaning forever (test/journal-codes.test.ts).
// A record's first byte is its code: a match event's own code (1-127, rules/codes.ts: Ev), a
// command's (from Cmd.Undo), or one of Rec. Header and Commit are the same in every version: a
// reader finds the version in the header. Version 1's codes are read through records-v1.ts.
export const VERSION = 2;
// Clock: the unit's wall time when the match ended or was signed (days since 1970 in two bytes, 0
// when the unit's clock was never set, then the seconds of the day in three), the sheet's date.
export const enum Rec { Header = 72, Commit = 75, Profile = 160, Clock = 161 }

// The checksum of s. (Its loop as short as it can be: every record and every line of the link
// turns it; docs/architecture.md, "Espruino: what the interpreter costs".)
/** @resident */
export function checksum(s: string): string {
  let a = 0;
  let b = 0;
  for (let i = 0; i < s.length; i++) {
    a = (a + s.charCodeAt(i)) % 255;
    b = (b + a) % 255;
  }
  return String.fromCharCode(a, b);
}

// A record's bytes besides its payload: its length before it, its checksum's two after it. (A
// const enum, written into the code as a number: an expression of it (quick-point.ts FoulRecord)
// stays one too, where the Espruino build keeps a constant expression as a variable, and Lua
// looks an exported constant up at each use.)
export const enum Framing { Bytes = 3 }

/** @resident */
export function record(payload: string): string {
  const body = String.fromCharCode(payload.length) + payload;
  return body + checksum(body);
}

// The payloads of the whole records at the start of `data`; `end` is where the last one ends;
// `bad` is where a damaged record starts (-1: none).
//
// The torn-end rule: the only damage a power cut leaves is at the end of a file, where an append
// stopped partway. So a bad record is a torn end, dropped without a word, when all of these hold:
// its length runs past the file's last written byte (a flash store's erased 0xFF room is not
// written bytes), it is not a whole record with a damaged length byte, and no whole record starts
// anywhere after it. Anything else is corruption: a record whose length fits but whose checksum
// fails, a zero length, a 0xFF byte inside a record, a record after the bad one. The records
// before it are proven by their checksums; none after it is trusted.
export interface Records { payloads: string[]; end: number; bad: number }

export function readRecords(data: string): Records {
  const out: Records = { payloads: [], end: 0, bad: -1 };
  let at = 0;
  while (at < data.length) {
    const n = data.charCodeAt(at);
    const stop = at + 1 + n + 2;
    if (stop > data.length) {
      if (!tornEnd(data, at)) out.bad = at;
      break;
    }
    const body = data.substring(at, at + 1 + n);
    if (n === 0 || body.indexOf("\xff") >= 0 || checksum(body) !== data.substring(at + 1 + n, stop)) {
      out.bad = at;
      break;
    }
    out.payloads.push(body.substring(1));
    at = stop;
    out.end = at;
  }
  return out;
}

// The rest of `data` from `at`, a record whose length runs past the end: a torn end (true), or a
// damaged record (false) when it is a whole record with a damaged length byte, or when a whole
// record starts after it. (Boot only, after a power cut: off every press's path.)
function tornEnd(data: string, at: number): boolean {
  const last = data.length;
  if (last - at >= 4 && last - at - 3 < 255 &&
    checksum(String.fromCharCode(last - at - 3) + data.substring(at + 1, last - 2)) === data.substring(last - 2)) return false;
  for (let j = at + 1; j < last; j++) {
    const n = data.charCodeAt(j);
    const stop = j + 1 + n + 2;
    if (n > 0 && stop <= last && checksum(data.substring(j, j + 1 + n)) === data.substring(j + 1 + n, stop)) return false;
  }
  return true;
}

// readRecords, then the journal's first record of a match event this version does not know
// (rules/codes.ts: Ev's ranges) is taken for damage: a later version wrote it (new kinds take
// new codes under the same version). It is not applied as another event, nor anything after
// it; journal-file.ts keeps the file aside as it keeps a damaged one. (Boot only.)
export function readJournal(data: string): Records {
  const r = readRecords(data);
  const p = r.payloads;
  const mine = p.length > 0 && p[0].charCodeAt(0) === Rec.Header && p[0].charCodeAt(1) === VERSION;
  let at = 0;
  for (let i = 0; i < p.length && mine; i++) {
    if (i > 0 && !knownCode(p[i].charCodeAt(0))) {
      r.payloads = p.slice(0, i);
      r.bad = at;
      r.end = at;
      return r;
    }
    at = at + p[i].length + Framing.Bytes;
  }
  return r;
}

// The codes below Cmd.Shot this version writes: match events and the commit.
function knownCode(c: number): boolean {
  return c >= Cmd.Shot || c === Rec.Commit || (c >= Ev.Point && c <= Ev.Resume) || (c >= Ev.Warn && c <= Ev.Protest + 1) ||
    (c >= Ev.Sign && c <= Ev.SignLast) || (c >= Ev.Foul && c < Ev.Foul + Foul.Count);
}

function two(v: number): string {
  return String.fromCharCode(idiv(v, 255), v % 255);
}

// (-1 past the payload's end, on every runtime: a short record whose checksum passed by chance)
function twoAt(s: string, i: number): number {
  return i + 1 < s.length ? s.charCodeAt(i) * 255 + s.charCodeAt(i + 1) : -1;
}

// A command as a payload; `ev` is the journal event a match command became (a shot is kept as
// its judgement, so that a later change to the judge cannot change a match already played).
// The record an event entered on the unit became, as the link's live stream and the club tell
// it: a device command's code and argument, a press (no command) its event, a shot its judgement
// (the journal's last record), any other command its payload.
/** @resident */
export function eventPayload(journal: string, cmd: Command | null, code: number): string {
  if (code >= Dev.First) return String.fromCharCode(code, cmd === null ? 0 : cmd.a);
  if (cmd === null) return String.fromCharCode(code);
  return commandPayload(cmd, code === Cmd.Shot && journal.length > 0 ? journal.charCodeAt(journal.length - 1) : code);
}

/** @resident */
export function commandPayload(cmd: Command, ev: number): string {
  // match events first, the setup commands in a function of their own
  // (docs/architecture.md, "Espruino: what the interpreter costs")
  if (cmd.code <= Cmd.Shot) return String.fromCharCode(ev) + cmd.text; // a shot: its judged event
  return cmd.code === Cmd.Undo ? String.fromCharCode(Cmd.Undo) : setupPayload(cmd);
}

function setupPayload(cmd: Command): string {
  const code = cmd.code;
  if (code === Cmd.Player || code === Cmd.Info) return String.fromCharCode(code, cmd.a) + cmd.text;
  if (code === Cmd.Distance) return String.fromCharCode(code) + two(cmd.a) + two(cmd.b);
  if (code === Cmd.Innings || code === Cmd.Shotclock || code === Cmd.Extensions) {
    return String.fromCharCode(code) + two(cmd.a);
  }
  if (code === Cmd.Equalize || code === Cmd.Tiebreak) return String.fromCharCode(code, cmd.a);
  return String.fromCharCode(code, cmd.a, cmd.b, cmd.c); // Cmd.Lag
}

export function payloadCommand(p: string): Command {
  const code = p.charCodeAt(0);
  const cmd: Command = { code: code, a: 0, b: 0, c: 0, text: "", words: [] };
  if (code === Cmd.Player || code === Cmd.Info) {
    cmd.a = p.charCodeAt(1);
    cmd.text = p.substring(2);
  } else if (code === Cmd.Distance) {
    cmd.a = twoAt(p, 1);
    cmd.b = twoAt(p, 3);
  } else if (code === Cmd.Innings || code === Cmd.Shotclock || code === Cmd.Extensions) {
    cmd.a = twoAt(p, 1);
  } else if (code === Cmd.Equalize || code === Cmd.Tiebreak || code === Rec.Profile) {
    cmd.a = p.charCodeAt(1);
  } else if (code === Cmd.Lag) {
    cmd.a = p.charCodeAt(1);
    cmd.b = p.charCodeAt(2);
    cmd.c = p.charCodeAt(3);
  } else {
    cmd.text = p.substring(1);
  }
  return cmd;
}

export function clockPayload(days: number, secs: number): string {
  return String.fromCharCode(Rec.Clock) + two(days) + String.fromCharCode(idiv(secs, 65025), idiv(secs, 255) % 255, secs % 255);
}

// A Rec.Clock payload's days (-1 for "": no such record) and seconds.
export function clockDays(p: string): number {
  return p === "" ? -1 : twoAt(p, 1);
}

export function clockSecs(p: string): number {
  return p === "" ? 0 : twoAt(p, 3) * 255 + p.charCodeAt(5);
}

export function headerPayload(matchNo: number, gen: number): string {
  return String.fromCharCode(Rec.Header, VERSION) + two(matchNo) + two(gen);
}

export function headerMatch(p: string): number {
  return twoAt(p, 2);
}

export function headerGen(p: string): number {
  return twoAt(p, 4);
}
