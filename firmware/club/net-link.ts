// The link's `net` (docs/protocol.md): the club network's settings, parsed here into the unit's
// device commands (device.ts: Dev.NetSsid..Dev.NetOff). `net` alone says what is set, never a
// password (only whether one is), nor does any reply repeat a word of a `net` line.
//   net ssid "CLUB"          net wifi-password "PW"     net broker HOST [PORT]
//   net user "table7"        net password "PW"          net table N            net off
import { Err } from "../../rules/codes";
import { Command, command } from "../../rules/command";
import { parseCount } from "../../rules/words";
import { intText } from "../../rules/numbers";
import { wordIndex } from "../../rules/fields";
import { Dev } from "../journal/device";
import { hexOf, numAt, Reply } from "../journal/link-frame";
import { DEFAULT_PORT, loadNet } from "./net";
import type { Input, UnitState } from "../panel/state";
import type { Store } from "../../hal/roles";

const KEYS = "ssid wifi-password broker user password table off"; // a list is one string (rules/fields.ts)
const CODES = [Dev.NetSsid, Dev.NetWifiPassword, Dev.NetBroker, Dev.NetUser, Dev.NetPassword, Dev.NetTable, Dev.NetOff];
// what a `net` line may say (the host's words when parseNet refuses one)
export const NET_USAGE = "expected net, net ssid|wifi-password|user|password \"TEXT\" (\"\" takes a user or password away), net broker HOST [PORT], net table N or net off";

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

// Op.Net: "0", whether the Wi-Fi and the broker's passwords are set (1, 2: added), the broker's
// port, the table (0: none), the state (0 no Wi-Fi on this unit, 1 off: needs ssid, broker and
// table, 2 online, 3 connecting), then the ssid, the broker's host and the user in hex ("-": none).
// Never a password.
export function netStatus(u: UnitState, store: Store): string {
  const s = loadNet(store);
  const c = u.club;
  const state = c === undefined ? 0 : c.table === 0 ? 1 : c.up ? 2 : 3;
  return "0 " + intText((s.wifiPassword === "" ? 0 : 1) + (s.password === "" ? 0 : 2)) + " " + intText(s.port) + " " + intText(s.table) + " " +
    intText(state) + " " + hexText(s.ssid) + " " + hexText(s.host) + " " + hexText(s.user);
}

function hexText(t: string): string {
  return t === "" ? "-" : hexOf(t);
}

// A net setting as a frame carries it (its op the Dev code: a text; the broker, its port in three
// bytes then its host; the table in two bytes): entered, or Reply.Range.
export function netFrame(u: UnitState, input: Input, op: number, args: string): number {
  const cmd = command(op, 0);
  cmd.text = args;
  if (op === Dev.NetTable) {
    cmd.a = numAt(args, 0, 2);
    cmd.text = "";
    if (args.length !== 2 || cmd.a < 1 || cmd.a > 999) return Reply.Range;
  } else if (op === Dev.NetBroker) {
    cmd.a = numAt(args, 0, 3);
    cmd.text = args.substring(3);
    if (cmd.a < 1 || cmd.a > 65535 || !storable(cmd.text, false) || cmd.text.indexOf(" ") >= 0) return Reply.Range;
  } else if (op === Dev.NetOff ? args !== "" : !storable(args, op !== Dev.NetSsid) || (op === Dev.NetSsid && args.length > 32)) {
    return Reply.Range;
  }
  const r = input(cmd, true);
  return r < 0 ? Err.StoreFull : r;
}
