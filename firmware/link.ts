// The device's end of the serial link (docs/protocol.md): lines of text, each line the device
// sends ends in " *" and a Fletcher-16 checksum in hex; a host's line carries one too (a wrong
// one is refused; a line without one may only read, unless a person turned on plain mode) and a
// request id that the reply repeats, with the session number the host's hello gave. Script
// words are events; hello, sheet, sheets, view, time, new, abandon, live, memory, damaged, plain, key, remote and remotes are not.
import { Err, T } from "../rules/codes";
import { Command, command, parseLine } from "../rules/parse";
import { parseCount, splitWords } from "../rules/words";
import { intText } from "../rules/numbers";
import { reasonOf } from "../rules/replay";
import { errorText } from "../rules/reasons";
import { field, wordIndex } from "../rules/fields";
import { jsonString, sheetJson } from "../rules/sheet";
import { view } from "../rules/view";
import { Clock, Link, Mac } from "../hal/roles";
import { parseWallTime, wallText } from "./calendar";
import { Dev } from "./device";
import { checksum } from "./records";
import { netRequest } from "./net-link";
import { commandText } from "./script-text";
import { clearDamaged, damagedFiles, isAbandoned, keptSheets, MAX_NOTES } from "./session";
import { Profile, secondsLeft } from "./shotclock";
import { keyReply, sheetReply } from "./seal-link";
import { remoteReply } from "./air-unit";
import { sheetStamp } from "./stamp";
import type { Live, UnitState } from "./state";
import { NO_CRYPTO, NO_RADIO, RADIO, SEAL, WIFI } from "./wifi-board";

export const PROTOCOL = 2;
export const FIRMWARE = "0.1.0";
export const MAX_LINE = 200;
const HEX_DIGITS = "0123456789abcdef";
const FX_NAMES = "none point inning foul end undo note setup sign equalizing shootout"; // a list is one string (rules/fields.ts)

export function hex4(ck: string): string {
  let out = "";
  for (let i = 0; i < 2; i++) {
    const c = ck.charCodeAt(i);
    out = out + HEX_DIGITS.substring(Math.floor(c / 16), Math.floor(c / 16) + 1) + HEX_DIGITS.substring(c % 16, c % 16 + 1);
  }
  return out;
}

// A line as sent: the text, " *", its checksum.
export function sealed(text: string): string {
  return text + " *" + hex4(checksum(text));
}

// The request id at the start of a line, or "-".
function leadingId(text: string): string {
  let n = 0;
  while (n < text.length && n < 6 && text.charCodeAt(n) >= 48 && text.charCodeAt(n) <= 57) n = n + 1;
  return n > 0 && text.substring(n, n + 1) === " " ? text.substring(0, n) : "-";
}

// st: the unit's state, read for replies; input: where the link's commands go (the unit's)
/** @noSelf */
interface LinkOptions {
  link: Link; st: UnitState; input: (cmd: Command, quiet: boolean) => number; clock: Clock; device: string; memory?: () => number[];
  mac?: Mac; // seals finished sheets (firmware/seal.ts)
}

// The handler's state. Its functions are top-level functions of it, not closures: on Espruino
// a closure costs variables for as long as the unit runs, and a top-level function that a
// button event does not use is left in flash until it is called (tools/espruino-lazy.ts).
interface LinkState {
  o: LinkOptions;
  buf: string;
  overflow: boolean;
  overflowId: string; // the request id a too-long line began with
  live: boolean;
  peak: number; // the most memory in use after a line (boards that report it)
  session: string; // "@" and the number the last hello gave, which every reply carries ("" before)
  plain: boolean; // plain mode: a person typing; lines without a checksum may change the match
  text: string; // the line being handled, its checksum taken off
}

// sealed(id + " " + text), written in three parts: a sheet is long, and every copy of it counts
function send(s: LinkState, id: string, text: string): void {
  const head = (id === "*" ? id : id + s.session) + " ";
  s.o.link.write(head);
  s.o.link.write(text);
  s.o.link.write(" *" + hex4(checksum(head, text)) + "\r\n");
}

// what the display shows, as JSON (also the club network's state: club.ts)
export function viewJson(s: { o: { st: UnitState; clock: Clock } }): string {
  const u = s.o.st;
  const m = u.session.m;
  const f = view(m);
  const clock = u.shot.profile === Profile.Off ? -1 : secondsLeft(u.shot, s.o.clock.now());
  return "{\"state\":" + intText(m.n[T.Phase]) + ",\"shooter\":" + intText(f.shooter) + ",\"breaker\":" + intText(f.breaker) +
    ",\"names\":[" + jsonString(m.names[0]) + "," + jsonString(m.names[1]) + "],\"score\":[" + intText(f.score[0]) + "," +
    intText(f.score[1]) + "],\"run\":" + intText(f.run) + ",\"inning\":" + intText(f.inning) + ",\"high\":[" +
    intText(f.high[0]) + "," + intText(f.high[1]) + "],\"average\":[" + intText(f.average[0]) + "," +
    intText(f.average[1]) + "],\"clock\":" + intText(clock) + ",\"equalizing\":" + (m.n[T.Equalizing] === 1 ? "true" : "false") +
    ",\"lastInning\":" + (f.lastInning ? "true" : "false") + ",\"round\":" + intText(f.round) + ",\"winner\":" + intText(m.n[T.Winner]) +
    ",\"distance\":[" + intText(m.dist[0]) + "," + intText(m.dist[1]) + "]}";
}

const COMMANDS = "hello sheet sheets view time new abandon live memory damaged plain key remote remotes"; // a list is one string (rules/fields.ts)
// the requests that change nothing, which a line without a checksum may make
const READERS = "hello sheet sheets view live memory damaged plain key remotes";

// a sheet handed over: sealed (seal-link.ts), unless the board leaves sealing out
function sheetOut(u: UnitState, mac: Mac | undefined, sheet: string, kept: boolean): string {
  return SEAL ? sheetReply(u, mac, sheet, kept) : "ok " + sheet;
}

// A request to the device (not a script word: its first word is one of COMMANDS).
function request(s: LinkState, id: string, words: string[]): void {
  const o = s.o;
  const u = o.st;
  const w = words[0];
  const arg = words.length > 1 ? words[1] : "";
  const most = w === "remote" ? 4 : w === "key" ? 3 : w === "hello" || w === "time" || w === "live" || w === "sheet" || w === "damaged" || w === "plain" || w === "new" || w === "abandon" ? 2 : 1;
  if (words.length > most) {
    send(s, id, "err unexpected word at the end of the line: " + words[most]);
  } else if (w === "key") {
    send(s, id, SEAL ? keyReply(u, o.mac, words, o.input) : words.length === 1 ? "ok none" : NO_CRYPTO);
  } else if (w === "remote" || w === "remotes") {
    send(s, id, RADIO ? remoteReply(u, words, o.clock.now(), o.input) : NO_RADIO);
  } else if (w === "hello") {
    hello(s, id, arg);
  } else if (w === "damaged" || w === "plain") {
    setting(s, id, w, arg);
  } else if (w === "sheet") {
    const kept = arg === "" ? "" : u.session.store.read("sheet." + arg);
    if (arg === "") {
      const sheet = sheetJson(u.session.m);
      send(s, id, sheetOut(u, o.mac, sheet.substring(0, sheet.length - 1) + sheetStamp(u, o.clock.now(), o.device) + "}", false));
    } else if (kept === "") send(s, id, "err no kept sheet " + arg + " (sheets lists them)");
    else send(s, id, sheetOut(u, o.mac, kept, true));
  } else if (w === "sheets") {
    const names = keptSheets(u.session.store);
    let list = "";
    for (let i = 0; i < names.length; i++) list = list + " " + names[i].substring(6) + (isAbandoned(u.session.store, parseCount(names[i].substring(6))) ? ":abandoned" : "");
    send(s, id, "ok" + list);
  } else if (w === "view") {
    send(s, id, "ok " + viewJson(s));
  } else if (w === "time") {
    const t = parseWallTime(arg);
    if (t.days < 0) {
      send(s, id, "err expected a time like 2026-11-30T14:05:00Z");
    } else {
      const set = command(Dev.Time, t.days);
      set.b = t.secs;
      o.input(set, true);
      send(s, id, "ok " + wallText(t, 0));
    }
  } else if (w === "new" || w === "abandon") {
    const r = arg === "" || arg === "defaults" ? o.input(command(w === "new" ? Dev.New : Dev.Abandon, arg === "" ? 0 : 1), true) : Err.Word;
    send(s, id, r >= 0 ? (w === "new" ? "ok new match" : "ok abandoned: its sheet is kept, marked abandoned; new match") + (arg === "" ? " with the same settings" : " with the default settings")
      : r === Err.Word ? "err expected " + w + " or " + w + " defaults" : r === Err.NotNow ? (w === "new" ? "err the match is not over" : "err no match in play to abandon") : "err the store is full");
  } else if (w === "memory") {
    if (o.memory === undefined) send(s, id, "err this board does not report its memory");
    else send(s, id, "ok peak " + intText(s.peak) + " of " + intText(o.memory()[1]) + " now " + intText(o.memory()[0]));
  } else if (arg !== "on" && arg !== "off") {
    send(s, id, "err expected live on or live off");
  } else {
    s.live = arg === "on";
    send(s, id, "ok live " + arg);
  }
}

// hello [SESSION]: the protocol, and from now on replies carry the session number (a host picks
// a new one each time it opens the port, so no reply to an earlier host is taken for its own);
// a host's hello ends plain mode
function hello(s: LinkState, id: string, arg: string): void {
  if (arg !== "" && (leadingId(arg + " ") !== arg || arg.length > 5)) {
    send(s, id, "err expected hello or hello and a session number of 1 to 5 digits");
    return;
  }
  if (arg !== "") {
    s.session = "@" + arg;
    s.plain = false;
  }
  send(s, id, "ok carom fw " + FIRMWARE + " proto " + intText(PROTOCOL) + " device " + s.o.device);
}

// damaged [clear]: the damaged journal files kept aside at start-up; plain on|off
function setting(s: LinkState, id: string, w: string, arg: string): void {
  const session = s.o.st.session;
  if (w === "damaged" && arg === "") {
    const names = damagedFiles(session.store);
    send(s, id, names.length === 0 ? "ok none" : "ok " + names.join(" ") +
      " (a damaged journal was found at start-up: the match goes on from the records before the damage; clear with damaged clear)");
  } else if (w === "damaged" && arg === "clear") {
    send(s, id, "ok cleared " + intText(clearDamaged(session)));
  } else if (w === "damaged") {
    send(s, id, "err expected damaged or damaged clear");
  } else if (arg === "on" || arg === "off") {
    s.plain = arg === "on";
    send(s, id, arg === "on" ? "ok plain on: lines without a checksum are taken until plain off or a reset" : "ok plain off");
  } else {
    send(s, id, "err expected plain on or plain off");
  }
}

// A line whose checksum failed: when it ends in a whole hello (the rest is what a host that went
// away left half-sent), the hello alone; else "".
function helloTail(text: string): string {
  const at = text.lastIndexOf(" hello");
  for (let from = Math.max(0, at - 6); from < at; from++) {
    const tail = text.substring(from);
    const star = tail.lastIndexOf(" *");
    if (star > 0 && tail.substring(star + 2) === hex4(checksum(tail.substring(0, star)))) return tail.substring(0, star);
  }
  return "";
}

// whether a request only reads (damaged clear erases)
function reads(words: string[]): boolean {
  return wordIndex(READERS, words[0]) >= 0 && !((words[0] === "damaged" || words[0] === "key") && words.length > 1);
}

// A line's checksum: 1 when right (s.text: the text before it), 0 when there is none (s.text:
// the line), -1 when wrong (answered). A wrong one ending in a whole hello is that hello.
function checked(s: LinkState, raw: string): number {
  s.text = raw;
  // a last word starting with "*" is a checksum: four hex digits of the text before " *"
  const star = raw.lastIndexOf(" *");
  if (star < 0 || raw.indexOf(" ", star + 1) >= 0 || raw.indexOf("\"", star) >= 0) return 0;
  const want = hex4(checksum(raw.substring(0, star)));
  s.text = raw.substring(0, star);
  if (raw.substring(star + 2) === want) return 1;
  s.text = raw.indexOf(" hello") < 0 ? "" : helloTail(raw);
  if (s.text !== "") return 1;
  send(s, "-", "err bad checksum (expected " + want + "): line ignored");
  return -1;
}

function handle(s: LinkState, raw: string): void {
  const sealedLine = checked(s, raw);
  if (sealedLine < 0) return;
  let text = s.text;
  const id = leadingId(text + " ");
  if (id !== "-") text = text.substring(id.length + 1);
  const split = splitWords(text);
  if (split.error === 0 && split.list.length === 0) {
    send(s, id, "err empty request");
    return;
  }
  if (WIFI && split.list.length > 0 && split.list[0] === "net") {
    send(s, id, netRequest(s.o.st, s.o.input, split.list, split.error, sealedLine === 1 || s.plain)); // (net-link.ts)
    return;
  }
  const asks = split.error === 0 && wordIndex(COMMANDS, split.list[0]) >= 0;
  if (sealedLine === 0 && !s.plain && !(asks && reads(split.list))) {
    send(s, id, "err line without a checksum: only a line with one (\" *XXXX\") may change the match; type plain on to type lines by hand");
    return;
  }
  if (asks) {
    request(s, id, split.list);
    return;
  }
  const cmd = parseLine(text);
  if (cmd.code < 0) {
    send(s, id, "err " + reasonOf(cmd.code, cmd));
    return;
  }
  const fx = s.o.input(cmd, true);
  if (fx >= 0) send(s, id, "ok " + field(FX_NAMES, " ", fx));
  else send(s, id, "err " + (fx <= Err.StoreFull ? deviceError(fx) : fx === Err.Word ? "unknown word" : errorText(fx)));
}

// the reasons of the device's own errors (rules/codes.ts: -40 and below)
function deviceError(fx: number): string {
  if (fx === Err.NoteLimit) return "this device keeps at most " + intText(MAX_NOTES) + " notes a match: write this one on the paper sheet";
  if (fx === Err.NotNow) return "not now";
  if (fx === Err.Unkept) return "a damaged journal must be kept aside before anything is written, and the store has no room for its copy: read the match (carom sheet), then damaged clear (gives it up)";
  return "the store is full: end the match (forfeit, dq or the signatures still work), then new";
}

// a line at a time, not a character at a time: each step costs the Espruino interpreter
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
        s.overflowId = leadingId(s.buf);
        s.buf = "";
      }
    }
    if (nl < 0) return;
    if (s.overflow) send(s, s.overflowId, "err line too long (at most " + intText(MAX_LINE) + " bytes): ignored");
    else handle(s, s.buf);
    if (s.o.memory !== undefined) s.peak = Math.max(s.peak, s.o.memory()[0]);
    s.buf = "";
    s.overflow = false;
    from = nl + 1;
  }
}

// Takes the link's data; returns what the unit calls with each event entered on the device (the live stream).
/** @press */
export function startLinkHandler(o: LinkOptions): Live {
  const s: LinkState = { o: o, buf: "", overflow: false, overflowId: "-", live: false, peak: 0, session: "", plain: false, text: "" };
  o.link.onData = (chunk) => feed(s, chunk);
  // (the closure itself, not a call of a function: the Espruino build would write that function
  // in here as a function expression, which the interpreter reads twice at each event)
  return (cmd, fx, code) => {
    if (!s.live) return;
    send(s, "*", "ev " + commandText(cmd !== null ? cmd : command(code, 0)));
    send(s, "*", "view " + viewJson(s));
  };
}
