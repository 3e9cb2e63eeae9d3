// The device's end of the serial link (docs/protocol.md): lines of text, each line the device
// sends ends in " *" and a Fletcher-16 checksum in hex; a host's line may carry one too (a
// wrong one is refused; a person typing may leave it out) and a request id that the reply
// repeats. Script words are events; hello, sheet, sheets, view, time, new and live are not.
import { Err, T } from "../rules/codes";
import { Command, command, parseLine } from "../rules/parse";
import { splitWords } from "../rules/words";
import { intText } from "../rules/numbers";
import { reasonOf } from "../rules/replay";
import { errorText } from "../rules/reasons";
import { field, wordIndex } from "../rules/fields";
import { jsonString, sheetJson } from "../rules/sheet";
import { view } from "../rules/view";
import { Clock, Link } from "../hal/roles";
import { parseWallTime, wallText } from "./calendar";
import { Dev } from "./device";
import { checksum } from "./records";
import { commandText } from "./script-text";
import { keptSheets } from "./session";
import { Profile, secondsLeft } from "./shotclock";
import { sheetStamp } from "./stamp";
import type { UnitState } from "./state";

export const PROTOCOL = 1;
export const FIRMWARE = "0.1.0";
export const MAX_LINE = 200;
const HEX = "0123456789abcdef";
const FX_NAMES = "none point inning foul end undo note setup sign equalizing shootout"; // a list is one string (rules/fields.ts)

export function hex4(ck: string): string {
  let out = "";
  for (let i = 0; i < 2; i++) {
    const c = ck.charCodeAt(i);
    out = out + HEX.substring(Math.floor(c / 16), Math.floor(c / 16) + 1) + HEX.substring(c % 16, c % 16 + 1);
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
interface LinkOptions {
  link: Link; st: UnitState; input: (cmd: Command, quiet: boolean) => number; clock: Clock; device: string; memory?: () => number[];
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
}

// sealed(id + " " + text), written in three parts: a sheet is long, and every copy of it counts
function send(s: LinkState, id: string, text: string): void {
  s.o.link.write(id + " ");
  s.o.link.write(text);
  s.o.link.write(" *" + hex4(checksum(id + " ", text)) + "\r\n");
}

function viewJson(s: LinkState): string {
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

const COMMANDS = "hello sheet sheets view time new live memory"; // a list is one string (rules/fields.ts)

// A request to the device (not a script word: its first word is one of COMMANDS).
function request(s: LinkState, id: string, words: string[]): void {
  const o = s.o;
  const u = o.st;
  const w = words[0];
  const arg = words.length > 1 ? words[1] : "";
  const most = w === "time" || w === "live" || w === "sheet" ? 2 : 1;
  if (words.length > most) {
    send(s, id, "err unexpected word at the end of the line: " + words[most]);
  } else if (w === "hello") {
    send(s, id, "ok carom fw " + FIRMWARE + " proto " + intText(PROTOCOL) + " device " + o.device);
  } else if (w === "sheet") {
    const kept = arg === "" ? "" : u.session.store.read("sheet." + arg);
    if (arg === "") {
      const sheet = sheetJson(u.session.m);
      send(s, id, "ok " + sheet.substring(0, sheet.length - 1) + sheetStamp(u, o.clock.now(), o.device) + "}");
    } else if (kept === "") send(s, id, "err no kept sheet " + arg + " (sheets lists them)");
    else send(s, id, "ok " + kept);
  } else if (w === "sheets") {
    const names = keptSheets(u.session.store);
    let list = "";
    for (let i = 0; i < names.length; i++) list = list + " " + names[i].substring(6);
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
  } else if (w === "new") {
    const r = o.input(command(Dev.New, 0), true);
    send(s, id, r >= 0 ? "ok new match" : r === Err.NotNow ? "err the match is not over" : "err the store is full");
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

function handle(s: LinkState, raw: string): void {
  let text = raw;
  // a last word starting with "*" is a checksum: four hex digits of the text before " *"
  const star = text.lastIndexOf(" *");
  if (star >= 0 && text.indexOf(" ", star + 1) < 0 && text.indexOf("\"", star) < 0) {
    const want = hex4(checksum(text.substring(0, star)));
    if (text.substring(star + 2) !== want) {
      send(s, "-", "err bad checksum (expected " + want + "): line ignored");
      return;
    }
    text = text.substring(0, star);
  }
  const id = leadingId(text + " ");
  if (id !== "-") text = text.substring(id.length + 1);
  const split = splitWords(text);
  if (split.error === 0 && split.list.length === 0) {
    if (id !== "-") send(s, id, "err empty request");
    return;
  }
  if (split.error === 0 && wordIndex(COMMANDS, split.list[0]) >= 0) {
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
  else send(s, id, "err " + (fx === Err.StoreFull ? "the store is full" : fx === Err.Word ? "unknown word" : errorText(fx)));
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
export function startLinkHandler(o: LinkOptions): (cmd: Command, fx: number) => void {
  const s: LinkState = { o: o, buf: "", overflow: false, overflowId: "-", live: false, peak: 0 };
  o.link.onData = (chunk) => feed(s, chunk);
  // (the closure itself, not a call of a function: the Espruino build would write that function
  // in here as a function expression, which the interpreter reads twice at each event)
  return (cmd, fx) => {
    if (!s.live) return;
    send(s, "*", "ev " + commandText(cmd));
    send(s, "*", "view " + viewJson(s));
  };
}
