// The device's end of the serial link, protocol 3 (docs/protocol.md). The host sends frames
// (link-frame.ts: a line ":" and the hex of one journal record); the unit answers with numbers
// only, "ID@S CODE N..." and " *" and a Fletcher-16 checksum in hex: CODE is what the command did
// (rules/codes.ts: Fx) or why it was refused (Err, link-frame.ts: Reply). Every text, a reply's
// words, an error's reason, a script line, a sheet and its date, is made on the host
// (tools/link/). The one line of text a unit reads is the greeting, `ID hello S`, which every
// protocol version answers so that each side can name the other's.
import { Cmd, Ev } from "../rules/codes";
import { command } from "../rules/command";
import { intText } from "../rules/numbers";
import { parseCount } from "../rules/words";
import { Link } from "../hal/roles";
import { Dev } from "./journal/device";
import { checksum, eventPayload } from "./journal/records";
import { FIRMWARE, frameCommand, framePayload, hexOf, MAX_LINE, numAt, Op, PROTOCOL, Reply, unhex } from "./journal/link-frame";
import { netFrame, netStatus } from "./club/net-link";
import { clearDamaged } from "./journal/session";
import { damagedFiles, isAbandoned, keptSheets } from "./journal/kept-files";
import { JOURNAL, Session } from "./journal/journal-file";
import { keyFrame, sealFrame } from "./seal/seal-link";
import { pairFrame, remotesFrame, revokeFrame } from "./wireless/air-unit";
import type { Live, UnitContext } from "./panel/state";
import { RADIO, SEAL, WIFI } from "./panel/wifi-board";
import { viewNumbers } from "./panel/view-numbers";

export { FIRMWARE, MAX_LINE, PROTOCOL, viewNumbers };
const CHUNK = 120; // a journal's bytes in one reply to Op.Read
// The last day the unit's clock may be set to (about 2147): its clock record keeps the days in two
// base-255 bytes, and the clock runs on for years (keepTimes).
export const MAX_DAYS = 65000;

export function hex4(ck: string): string {
  return hexOf(ck);
}

// A line as sent: the text, " *", its checksum.
export function sealed(text: string): string {
  return text + " *" + hex4(checksum(text));
}

// The handler's state. Its functions are top-level functions of it, not closures
// (docs/architecture.md, "Espruino: what the interpreter costs").
/** @noSelf */
interface LinkState {
  u: UnitContext; // the unit: its state read for replies, its input and press where the link's commands go
  rec: Session; // the record: the journal the link reads, the match its replies show
  link: Link;
  device: string; // the name the link reports
  buf: string;
  overflow: boolean;
  live: boolean;
  peak: number; // the most memory in use after a line (boards that report it)
  hello: string; // "@" and the session number the last hello gave, which every reply carries ("" before)
}

// sealed(id + " " + text)
/** @resident @apart */
function send(s: LinkState, id: string, text: string): void {
  const line = (id === "*" ? id : id + s.hello) + " " + text;
  s.link.write(line + " *" + hexOf(checksum(line)) + "\r\n");
}

/** @resident @apart */
function reply(s: LinkState, id: string, code: number, rest: string): void {
  send(s, id, rest === "" ? intText(code) : intText(code) + " " + rest);
}

// A frame: its payload checked, then a match command entered as a press is, a device command,
// or a request.
/** @resident @apart */
function frame(s: LinkState, hexText: string): void {
  const p = framePayload(unhex(hexText, 0));
  if (p === "") {
    reply(s, "-", Reply.Frame, "");
    return;
  }
  const id = intText(p.charCodeAt(0));
  const op = p.charCodeAt(1);
  if ((op === Ev.Point || op === Ev.Miss || op === Cmd.Undo) && p.length === 2) {
    send(s, id, intText(s.u.press(op)));
  } else if (op < Dev.First) {
    const cmd = frameCommand(p.substring(1));
    reply(s, id, cmd.code < 0 ? cmd.code : s.u.input(cmd, true), "");
  } else if (op < Op.View) {
    reply(s, id, deviceFrame(s, op, p.substring(2)), "");
  } else {
    request(s, id, op, p.substring(2));
  }
}

// The device commands a host may send: the next match, the wall time, the club network's settings.
function deviceFrame(s: LinkState, op: number, args: string): number {
  const cmd = command(op, args.charCodeAt(0));
  if ((op === Dev.New || op === Dev.Abandon) && args.length === 1 && cmd.a <= 1) return s.u.input(cmd, true);
  if (op === Dev.Time && args.length === 5) {
    cmd.a = numAt(args, 0, 2);
    cmd.b = numAt(args, 2, 3);
    return cmd.a < 1 || cmd.a > MAX_DAYS || cmd.b >= 86400 ? Reply.Range : s.u.input(cmd, true);
  }
  if (op >= Dev.NetSsid && op <= Dev.NetOff) return WIFI ? netFrame(s.u.st, s.u.input, op, args) : Reply.NoFeature;
  return Reply.Frame;
}

// A request that reads, or changes what is not the match.
function request(s: LinkState, id: string, op: number, args: string): void {
  const o = s.u.o;
  const u = s.u.st;
  const store = o.store;
  if (op === Op.View) {
    reply(s, id, 0, viewNumbers(u, s.rec, o.clock.now()));
  } else if (op === Op.Read) {
    read(s, id, numAt(args, 0, 3), numAt(args, 3, 3));
  } else if (op === Op.Matches) {
    const names = keptSheets(store);
    for (let i = 0; i < names.length; i++) names[i] = (isAbandoned(store, parseCount(names[i].substring(6))) ? "-" : "") + names[i].substring(6);
    reply(s, id, 0, names.join(" "));
  } else if (op === Op.Memory) {
    if (o.memory === undefined) reply(s, id, Reply.NoFeature, "");
    else reply(s, id, 0, intText(s.peak) + " " + intText(o.memory(false)[1]) + " " + intText(o.memory(true)[0]));
  } else if (op === Op.Damaged) {
    reply(s, id, 0, damagedFiles(store).join(" "));
  } else if (op === Op.DamagedClear) {
    reply(s, id, 0, intText(clearDamaged(s.rec)));
  } else if (op === Op.Live && args.length === 1 && args.charCodeAt(0) <= 1) {
    s.live = args.charCodeAt(0) === 1;
    reply(s, id, 0, "");
  } else {
    other(s, id, op, args);
  }
}

// The requests of what a board may leave out: the seal's key, the wireless remotes, the club network.
function other(s: LinkState, id: string, op: number, args: string): void {
  const o = s.u.o;
  const st = s.u.st;
  if (op === Op.Key) send(s, id, SEAL ? keyFrame(o.store, o.mac, args, s.u.input) : args === "" ? "0" : intText(Reply.NoFeature));
  else if (op === Op.Sealed) send(s, id, SEAL ? sealFrame(s.rec, o.mac, numAt(args, 0, 3), s.device) : intText(Reply.NoFeature));
  else if (op === Op.Remotes) send(s, id, RADIO ? remotesFrame(st, o.clock.now()) : intText(Reply.NoFeature));
  else if (op === Op.Pair) send(s, id, RADIO ? pairFrame(st, args, s.u.input) : intText(Reply.NoFeature));
  else if (op === Op.Revoke) send(s, id, RADIO ? revokeFrame(st, args) : intText(Reply.NoFeature));
  else if (op === Op.Net) send(s, id, WIFI ? netStatus(st, o.store) : intText(Reply.NoFeature));
  else reply(s, id, Reply.Frame, "");
}

// Op.Read: a piece of the journal in use (n 0) or of kept match n, from `at`: its kind (1
// records, 2 a sheet an earlier firmware kept), its length, its bytes from `at` in hex.
function read(s: LinkState, id: string, n: number, at: number): void {
  const session = s.rec;
  const data = session.store.read(n === 0 ? JOURNAL + intText(session.file) : "sheet." + intText(n));
  if (data === "" || at < 0 || at > data.length) {
    reply(s, id, Reply.Range, "");
    return;
  }
  const kind = data.substring(0, 1) === "{" ? 2 : 1;
  reply(s, id, 0, intText(kind) + " " + intText(data.length) + " " + hexOf(data.substring(at, at + CHUNK)));
}

// The greeting, protocol 2's `ID hello S` line with its checksum (or without): the version; from
// then on replies carry the session number S. Any other line of text: Reply.Protocol.
function greeting(s: LinkState, raw: string): void {
  const star = raw.lastIndexOf(" *");
  const text = star < 0 ? raw : raw.substring(0, star);
  if (star >= 0 && raw.substring(star + 2) !== hex4(checksum(text))) {
    reply(s, "-", Reply.Frame, "");
    return;
  }
  const w: string[] = [];
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text.substring(i, i + 1) === " ") {
      if (i > from) w.push(text.substring(from, i));
      from = i + 1;
    }
  }
  const id = w.length > 1 && parseCount(w[0]) > 0 && w[0].length <= 6 ? w[0] : "-";
  const k = id === "-" ? 0 : 1;
  const arg = w.length === k + 2 ? w[k + 1] : "";
  const ok = w[k] === "hello" && w.length <= k + 2 && arg.length <= 5 && (arg === "" || parseCount(arg) >= 0);
  if (!ok) {
    reply(s, id, Reply.Protocol, "");
    return;
  }
  if (arg !== "") s.hello = "@" + arg;
  send(s, id, "ok carom fw " + FIRMWARE + " proto " + intText(PROTOCOL) + " device " + s.device);
}

// A line: a frame, else the greeting; from the last frame's ":" or the last greeting's id, so
// that what a host that went away left half-sent is dropped.
/** @resident @apart */
function handle(s: LinkState, raw: string): void {
  const at = raw.lastIndexOf(":");
  const hello = raw.lastIndexOf(" hello");
  if (hello > at) greeting(s, helloTail(raw, at, hello));
  else if (at >= 0) frame(s, raw.substring(at + 1));
  else greeting(s, raw);
}

// A greeting after what a host left half-sent: from where its id starts, which its checksum
// proves; a line without a checksum as it is (typed), or after a frame's start from "hello".
function helloTail(raw: string, at: number, hello: number): string {
  const star = raw.lastIndexOf(" *");
  for (let i = Math.max(at + 1, hello - 6); i < hello && star > hello; i++) {
    if (raw.substring(star + 2) === hex4(checksum(raw.substring(i, star)))) return raw.substring(i);
  }
  return at < 0 && star < hello ? raw : raw.substring(hello + 1);
}

// a line at a time, not a character at a time
// (docs/architecture.md, "Espruino: what the interpreter costs")
/** @resident @apart */
function feed(s: LinkState, chunk: string): void {
  let from = 0;
  while (from < chunk.length) {
    const nl = chunk.indexOf("\n", from);
    const end = nl < 0 ? chunk.length : nl;
    if (!s.overflow) {
      const piece = chunk.substring(from, end);
      s.buf = s.buf + (piece.indexOf("\r") < 0 ? piece : piece.split("\r").join("")); // carriage returns are dropped
      if (s.buf.length > MAX_LINE) {
        s.overflow = true;
        s.buf = "";
      }
    }
    if (nl < 0) return;
    if (s.overflow) reply(s, "-", Reply.Long, "");
    else handle(s, s.buf);
    if (s.u.o.memory !== undefined) s.peak = Math.max(s.peak, s.u.o.memory(false)[0]);
    s.buf = "";
    s.overflow = false;
    from = nl + 1;
  }
}

// Takes the link's data; returns what the unit calls with each event entered on the device (the
// live stream: "* FX HEX N...", the record the event became and the state as Op.View gives it).
/** @press */
export function startLinkHandler(u: UnitContext, rec: Session, link: Link): Live {
  const s: LinkState = { u: u, rec: rec, link: link, device: u.o.device === undefined ? "carom" : u.o.device, buf: "", overflow: false, live: false, peak: 0, hello: "" };
  link.onData = (chunk) => feed(s, chunk);
  // (the closure itself, not a call of a function, which the Espruino build would write in here:
  // docs/architecture.md, "Espruino: what the interpreter costs")
  return (cmd, fx, code) => {
    if (!s.live) return;
    const p = eventPayload(rec.m.journal, cmd, code);
    send(s, "*", intText(fx) + " " + hexOf(p) + " " + viewNumbers(u.st, rec, u.o.clock.now()));
  };
}
