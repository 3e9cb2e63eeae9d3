// Protocol 3's frames (docs/protocol.md), shared by the unit and the host: a request is a line
// ":" and the hex of one journal record ([length][payload][Fletcher-16]: firmware/journal/records.ts),
// whose payload is the request id (1-254), an op and its bytes. A match command's op and bytes
// are the journal's own (rules/codes.ts: Ev, Cmd; records.ts: commandPayload); a device command's
// op is its Dev code (device.ts), a request's one of Op.
import { Cmd, Err, Ev, Foul, INFO_KEYS } from "../../rules/codes";
import { Command, command } from "../../rules/command";
import { checkText } from "../../rules/words";
import { checksum, payloadCommand } from "./records";

export const PROTOCOL = 3;
export const FIRMWARE = "0.2.0";
export const MAX_LINE = 300; // a frame's line: ":" and a record of up to 149 bytes in hex

// The requests that are not commands to the unit (device commands use their Dev code).
export const enum Op {
  View = 240, // the state as numbers (VIEW in tools/link/words.ts names them)
  Read = 241, // a: 0 the journal in use, else a kept match's number; b: the offset (three bytes each)
  Matches = 242, // the kept matches, newest first (an abandoned one negative)
  Memory = 243,
  Damaged = 244, // the damaged journal files kept aside
  DamagedClear = 245,
  Live = 246, // a: 1 on, 0 off
  Key = 247, // the key's id; with "ID HEX": a new device key
  Remotes = 248,
  Pair = 249, // "ID HEX": a wireless remote to pair
  Revoke = 250, // a: the remote
  Net = 251, // what the club network's settings are
  Sealed = 252, // a: 0 the finished match on the table, else a kept match's number: its seal (boards that seal)
}

// The unit's reply codes besides the rules core's (rules/codes.ts: Fx >= 0, Err < 0).
// Frame: not a frame the unit can read; Protocol: a line of text but the greeting; Lost: a remote
// whose counter is lost; Unpaired: no such remote.
export const enum Reply { Frame = -43, NoFeature = -44, Long = -45, Range = -46, Protocol = -47, Lost = -48, Unpaired = -49 }

const HEX_DIGITS = "0123456789abcdef";

/** @resident */
export function hexOf(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const hi = Math.floor(c / 16);
    out = out + HEX_DIGITS.charAt(hi) + HEX_DIGITS.charAt(c - hi * 16);
  }
  return out;
}

// The bytes of the lowercase hex in s from `from`: "" when it is not hex.
/** @resident @apart */
export function unhex(s: string, from: number): string {
  if ((s.length - from) % 2 !== 0) return "";
  let out = "";
  for (let i = from; i < s.length; i = i + 2) {
    // (indexOf, not a helper function: docs/architecture.md,
    // "Espruino: what the interpreter costs")
    const hi = HEX_DIGITS.indexOf(s.substring(i, i + 1));
    const lo = HEX_DIGITS.indexOf(s.substring(i + 1, i + 2));
    if (hi < 0 || lo < 0) return "";
    out = out + String.fromCharCode(hi * 16 + lo);
  }
  return out;
}

// A frame's payload (id, op, bytes), or "" when the record's length or checksum is wrong.
/** @resident @apart */
export function framePayload(rec: string): string {
  const n = rec.length - 3;
  if (n < 2 || rec.charCodeAt(0) !== n || checksum(rec.substring(0, n + 1)) !== rec.substring(n + 1)) return "";
  return rec.substring(1, n + 1);
}

// A number of `n` base-255 bytes from `at` (records.ts keeps numbers so, no byte 0xFF), -1 past the end.
export function numAt(s: string, at: number, n: number): number {
  if (at + n > s.length) return -1;
  let v = 0;
  for (let i = at; i < at + n; i++) v = v * 255 + s.charCodeAt(i);
  return v;
}

export function numBytes(v: number, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    out = String.fromCharCode(v % 255) + out;
    v = Math.floor(v / 255);
  }
  return out;
}

// The largest setting a frame may carry (rules/parse.ts: SET_MAX, what a script line may set).
function setMax(code: number): number {
  return code === Cmd.Distance || code === Cmd.Innings ? 9999 : code === Cmd.Shotclock ? 999 : 99;
}

// A match command from its journal bytes (op and bytes), checked as a script line's words would
// be: a code the journal knows, its numbers in range, its text UTF-8 without controls. A shot
// carries its contacts as the script's words ("R O N"), judged by the rules core as a line's.
export function frameCommand(p: string): Command {
  const code = p.charCodeAt(0);
  const cmd = payloadCommand(p);
  if (code === Cmd.Shot) {
    cmd.words = cmd.text === "" ? ["shot"] : ("shot " + cmd.text).split(" "); // (a shot without contacts: a miss, as a line's)
    cmd.text = "";
    return cmd;
  }
  if (code === Cmd.Player || code === Cmd.Info || code === Ev.Protest || code === Ev.Protest + 1) {
    const bad = checkText(cmd.text);
    return bad < 0 ? command(bad, 0) : (code === Cmd.Player && cmd.a > 1) || (code === Cmd.Info && cmd.a >= INFO_KEYS.length) ? command(Reply.Range, 0) : cmd;
  }
  if (cmd.text !== "" || !known(code, p.length)) return command(Reply.Frame, 0);
  if (code === Cmd.Lag) return cmd.a > 1 || cmd.b > 1 || cmd.c < 1 || cmd.c > 2 ? command(Reply.Range, 0) : cmd;
  if (code === Cmd.Equalize || code === Cmd.Tiebreak) return cmd.a > 1 ? command(Reply.Range, 0) : cmd;
  if (code >= Cmd.Distance && code <= Cmd.Extensions && code !== Cmd.Equalize) {
    const least = code === Cmd.Distance ? 1 : 0;
    if (code !== Cmd.Distance) cmd.b = cmd.a;
    return cmd.a < least || cmd.b < least || cmd.a > setMax(code) || cmd.b > setMax(code) ? command(Reply.Range, 0) : cmd;
  }
  return cmd;
}

// Whether a code without a text is a match command, with the bytes its kind has.
function known(c: number, n: number): boolean {
  if (c === Cmd.Lag) return n === 4;
  if (c === Cmd.Distance) return n === 5;
  if (c === Cmd.Innings || c === Cmd.Shotclock || c === Cmd.Extensions) return n === 3;
  if (c === Cmd.Equalize || c === Cmd.Tiebreak) return n === 2;
  return n === 1 && (c === Cmd.Undo || (c >= Ev.Point && c <= Ev.Resume) || (c >= Ev.Warn && c <= Ev.Forfeit + 1) ||
    (c >= Ev.Sign && c <= Ev.SignLast) || (c >= Ev.Foul && c < Ev.Foul + Foul.Count));
}
