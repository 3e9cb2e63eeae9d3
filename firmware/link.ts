// The device's end of the serial link (docs/protocol.md): lines of text, each line the device
// sends ends in " *" and a Fletcher-16 checksum in hex; a host's line may carry one too (a
// wrong one is refused; a person typing may leave it out) and a request id that the reply
// repeats. Script words are events; hello, sheet, sheets, view, time, new and live are not.
import { Err, Fx, Phase, T } from "../rules/codes";
import { parseLine } from "../rules/parse";
import { splitWords } from "../rules/words";
import { intText } from "../rules/numbers";
import { reasonOf } from "../rules/replay";
import { errorText } from "../rules/reasons";
import { field } from "../rules/fields";
import { jsonString, sheetJson } from "../rules/sheet";
import { view } from "../rules/view";
import { Clock, Link } from "../hal/roles";
import { parseWallTime, WallTime, wallText } from "./calendar";
import { checksum } from "./records";
import { E_NOT_NOW, E_STORE_FULL, keptSheets } from "./session";
import { Profile, secondsLeft } from "./shotclock";
import type { Unit } from "./unit";

export const PROTOCOL = 1;
export const FIRMWARE = "0.1.0";
export const MAX_LINE = 200;
const HEX = "0123456789abcdef";
const FX_NAMES = "none point inning foul end undo note setup sign equalizing"; // a list is one string (rules/fields.ts)

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

export interface LinkHandler {
  feed(chunk: string): void;
  event(text: string, fx: number): void; // an event entered on the device: to the live stream
  close(): void;
}

export function startLinkHandler(o: { link: Link; unit: Unit; clock: Clock; device: string; memory?: () => number[] }): LinkHandler {
  let buf = "";
  let overflow = false;
  let live = false;
  let wall: WallTime = { days: -1, secs: 0 };
  let wallAt = 0;
  const u = o.unit;
  // sealed(id + " " + text), written in three parts: a sheet is long, and every copy of it counts
  const send = (id: string, text: string) => {
    o.link.write(id + " ");
    o.link.write(text);
    o.link.write(" *" + hex4(checksum(id + " ", text)) + "\r\n");
  };

  // a finished match is dated when it ended (if the time was set by then), else when asked
  let ended = "";
  const stamp = (): string => wall.days < 0 ? "" :
    ",\"date\":" + jsonString(ended !== "" ? ended : wallText(wall, o.clock.now() - wallAt)) + ",\"device\":" + jsonString(o.device);
  u.stamp = stamp;

  const viewJson = (): string => {
    const m = u.session.m;
    const f = view(m);
    const clock = u.shot.profile === Profile.Off ? -1 : secondsLeft(u.shot, o.clock.now());
    return "{\"state\":" + intText(m.n[T.Phase]) + ",\"shooter\":" + intText(f.shooter) + ",\"breaker\":" + intText(f.breaker) +
      ",\"names\":[" + jsonString(m.names[0]) + "," + jsonString(m.names[1]) + "],\"score\":[" + intText(f.score[0]) + "," +
      intText(f.score[1]) + "],\"run\":" + intText(f.run) + ",\"inning\":" + intText(f.inning) + ",\"high\":[" +
      intText(f.high[0]) + "," + intText(f.high[1]) + "],\"average\":[" + intText(f.average[0]) + "," +
      intText(f.average[1]) + "],\"clock\":" + intText(clock) + ",\"equalizing\":" + (m.n[T.Equalizing] === 1 ? "true" : "false") +
      ",\"lastInning\":" + (f.lastInning ? "true" : "false") + ",\"winner\":" + intText(m.n[T.Winner]) +
      ",\"distance\":[" + intText(m.dist[0]) + "," + intText(m.dist[1]) + "]}";
  };

  const withStamp = (sheet: string) => sheet.substring(0, sheet.length - 1) + stamp() + "}";

  // A device command (not a script word) is answered here: true; false for a script line.
  const command = (id: string, words: string[]): boolean => {
    const w = words[0];
    const arg = words.length > 1 ? words[1] : "";
    const most = w === "time" || w === "live" || w === "sheet" ? 2 : 1;
    const known = w === "hello" || w === "sheet" || w === "sheets" || w === "view" || w === "time" || w === "new" ||
      w === "live" || w === "memory";
    if (known && words.length > most) {
      send(id, "err unexpected word at the end of the line: " + words[most]);
      return true;
    }
    if (w === "hello") {
      send(id, "ok carom fw " + FIRMWARE + " proto " + intText(PROTOCOL) + " device " + o.device);
    } else if (w === "sheet") {
      const name = "sheet." + arg;
      const kept = arg === "" ? "" : o.unit.session.store.read(name);
      if (arg === "") send(id, "ok " + withStamp(sheetJson(u.session.m)));
      else if (kept === "") send(id, "err no kept sheet " + arg + " (sheets lists them)");
      else send(id, "ok " + kept);
    } else if (w === "sheets") {
      const names = keptSheets(u.session.store);
      let list = "";
      for (let i = 0; i < names.length; i++) list = list + " " + names[i].substring(6);
      send(id, "ok" + list);
    } else if (w === "view") {
      send(id, "ok " + viewJson());
    } else if (w === "time") {
      const t = parseWallTime(arg);
      if (t.days < 0) {
        send(id, "err expected a time like 2026-11-30T14:05:00Z");
      } else {
        wall = t;
        wallAt = o.clock.now();
        send(id, "ok " + wallText(wall, 0));
      }
    } else if (w === "new") {
      const r = u.line("!new", true);
      send(id, r >= 0 ? "ok new match" : r === E_NOT_NOW ? "err the match is not over" : "err the store is full");
    } else if (w === "memory") {
      if (o.memory === undefined) send(id, "err this board does not report its memory");
      else send(id, "ok peak " + intText(peak) + " of " + intText(o.memory()[1]) + " now " + intText(o.memory()[0]));
    } else if (w === "live") {
      if (arg !== "on" && arg !== "off") send(id, "err expected live on or live off");
      else {
        live = arg === "on";
        send(id, "ok live " + arg);
      }
    } else {
      return false;
    }
    return true;
  };

  const handle = (raw: string) => {
    let text = raw;
    // a last word starting with "*" is a checksum: four hex digits of the text before " *"
    const star = text.lastIndexOf(" *");
    if (star >= 0 && text.indexOf(" ", star + 1) < 0 && text.indexOf("\"", star) < 0) {
      const want = hex4(checksum(text.substring(0, star)));
      if (text.substring(star + 2) !== want) {
        send("-", "err bad checksum (expected " + want + "): line ignored");
        return;
      }
      text = text.substring(0, star);
    }
    const id = leadingId(text + " ");
    if (id !== "-") text = text.substring(id.length + 1);
    const split = splitWords(text);
    if (split.error === 0 && split.list.length === 0) {
      if (id !== "-") send(id, "err empty request");
      return;
    }
    if (split.error === 0 && command(id, split.list)) return;
    const cmd = parseLine(text);
    if (cmd.code < 0) {
      send(id, "err " + reasonOf(cmd.code, cmd));
      return;
    }
    const fx = u.line(text, true);
    if (fx >= 0) send(id, "ok " + field(FX_NAMES, " ", fx));
    else send(id, "err " + (fx === E_STORE_FULL ? "the store is full" : fx === Err.Word ? "unknown word" : errorText(fx)));
  };

  let overflowId = "-"; // the request id a too-long line began with
  let peak = 0; // the most memory in use after a line (boards that report it)
  const h: LinkHandler = {
    feed(chunk: string) {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk.charCodeAt(i);
        if (c === 10) {
          if (overflow) send(overflowId, "err line too long (at most " + intText(MAX_LINE) + " bytes): ignored");
          else handle(buf);
          if (o.memory !== undefined) peak = Math.max(peak, o.memory()[0]);
          buf = "";
          overflow = false;
        } else if (!overflow && c !== 13) {
          buf = buf + chunk.substring(i, i + 1);
          if (buf.length > MAX_LINE) {
            overflow = true;
            overflowId = leadingId(buf);
            buf = "";
          }
        }
      }
    },
    event(text: string, fx: number) {
      const over = u.session.m.n[T.Phase] >= Phase.Finished;
      if (fx === Fx.End && wall.days >= 0) ended = wallText(wall, o.clock.now() - wallAt);
      else if (!over) ended = "";
      if (!live) return;
      send("*", "ev " + text);
      send("*", "view " + viewJson());
    },
    close() {},
  };
  o.link.onData = (chunk) => h.feed(chunk);
  return h;
}

