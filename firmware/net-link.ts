// The link's `net` (docs/protocol.md): the club network's settings, parsed here into the unit's
// device commands (device.ts: Dev.NetSsid..Dev.NetOff). `net` alone says what is set, never a
// password (only whether one is), nor does any reply repeat a word of a `net` line.
//   net ssid "CLUB"          net wifi-password "PW"     net broker HOST [PORT]
//   net user "table7"        net password "PW"          net table N            net off
import { Err } from "../rules/codes";
import { Command, command } from "../rules/parse";
import { parseCount } from "../rules/words";
import { intText } from "../rules/numbers";
import { wordIndex } from "../rules/fields";
import { Dev } from "./device";
import { DEFAULT_PORT, loadNet } from "./net";
import type { UnitState } from "./state";

const KEYS = "ssid wifi-password broker user password table off"; // a list is one string (rules/fields.ts)
const CODES = [Dev.NetSsid, Dev.NetWifiPassword, Dev.NetBroker, Dev.NetUser, Dev.NetPassword, Dev.NetTable, Dev.NetOff];
const USAGE = "expected net, net ssid|wifi-password|user|password \"TEXT\" (\"\" takes a user or password away), net broker HOST [PORT], net table N or net off";

// a text the store keeps as it is: up to 64 bytes (empty: a user or a password taken away), none
// a control character or 0xFF
function storable(t: string, empty: boolean): boolean {
  if ((t.length < 1 && !empty) || t.length > 64) return false;
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) < 32 || t.charCodeAt(i) === 127 || t.charCodeAt(i) === 255) return false;
  return true;
}

// The command a `net` line asks for: Err.Word (usage), Err.Range (a number or text out of range).
export function parseNet(w: string[]): Command {
  const k = w.length > 1 ? wordIndex(KEYS, w[1]) : -1;
  const n = k === 6 ? 2 : k === 2 ? (w.length === 4 ? 4 : 3) : 3;
  if (k < 0 || w.length !== n) return command(Err.Word, 0);
  const cmd = command(CODES[k], 0);
  if (k === 5) cmd.a = parseCount(w[2]);
  if (k === 5 && (cmd.a < 1 || cmd.a > 999)) return command(Err.Range, 0);
  if (k === 6 || k === 5) return cmd;
  cmd.text = w[2];
  if (!storable(cmd.text, k === 1 || k === 3 || k === 4) || (k === 0 && cmd.text.length > 32) || (k === 2 && cmd.text.indexOf(" ") >= 0)) return command(Err.Range, 0);
  if (k === 2) cmd.a = w.length === 4 ? parseCount(w[3]) : DEFAULT_PORT;
  if (k === 2 && (cmd.a < 1 || cmd.a > 65535)) return command(Err.Range, 0);
  return cmd;
}

function isSet(t: string): string {
  return t === "" ? "none" : "set";
}

// What is set, passwords as "set" or "none", and whether the broker has the unit now.
function status(u: UnitState): string {
  const s = loadNet(u.session.store);
  const c = u.club;
  return "ok wifi \"" + s.ssid + "\" password " + isSet(s.wifiPassword) + "; broker " + (s.host === "" ? "none" : s.host + ":" + intText(s.port)) +
    " user \"" + s.user + "\" password " + isSet(s.password) + "; table " + (s.table === 0 ? "none" : intText(s.table)) + "; " +
    (c === undefined ? "no wifi on this unit" : c.table === 0 ? "off (needs ssid, broker and table)" : c.up ? "online" : "connecting");
}

// The reply to a `net` line (split: its words, error: splitWords's; may: it carries a checksum or plain mode is on).
export function netRequest(u: UnitState, input: (cmd: Command, quiet: boolean) => number, words: string[], error: number, may: boolean): string {
  if (error === 0 && words.length === 1) return status(u);
  const cmd = error === 0 ? parseNet(words) : command(Err.Quote, 0);
  if (cmd.code === Err.Range) return "err a net setting out of range: a table of 1-999, a port of 1-65535, texts of 1-64 bytes (an ssid 32) in quotes, no control characters";
  if (cmd.code < 0) return "err " + USAGE;
  if (!may) return "err net settings change only on a line with a checksum (carom config sends one), or in plain mode";
  const r = input(cmd, true);
  if (r < 0) return "err the store is full: the setting is not kept";
  return "ok net " + words[1] + (cmd.code === Dev.NetWifiPassword || cmd.code === Dev.NetPassword ? " set" : cmd.code === Dev.NetOff ? "" : " set to " + (cmd.code === Dev.NetTable ? intText(cmd.a) : cmd.code === Dev.NetBroker ? cmd.text + ":" + intText(cmd.a) : "\"" + cmd.text + "\""));
}
