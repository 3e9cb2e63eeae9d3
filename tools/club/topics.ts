import * as fs from "fs";

// The club network's topics and payloads (docs/club.md). Every table publishes under
// carom/table/N/: state (retained), event, journal (retained: a match that is over), sheet
// (retained: as a unit on USB sealed it, from carom bridge) and presence (retained, the will).
export const ROOT_TOPIC = "carom/table";

// how many of the events before each one its message repeats (prev): a reader that lost a few
// (the broker killed before it passed them on) takes them from the next one
export const PREV = 8;

export type Presence = "online" | "offline" | "no board";

// What the display unit shows (the link's `view`, docs/protocol.md) and the table's numbering:
// what a reader makes of a table's state, its numbers named (tools/club/payloads.ts).
export interface TableView {
  state: number; shooter: number; breaker: number; names: string[]; score: number[]; run: number; inning: number;
  high: number[]; average: number[]; clock: number; equalizing: boolean; lastInning: boolean; round: number;
  winner: number; distance: number[];
}
export interface TableState extends TableView { table: number; epoch: number; seq: number; match: number; at: number }
// An event as a reader counts it: its record's payload (latin1 bytes), the records of the events
// just before it (prev, oldest first), so that a reader can fill a small gap, and its words
// (`point`, `new`...), made on the host.
export interface TableEvent { table: number; epoch: number; seq: number; match: number; at: number; record: string; prev: string[]; ev: string }

export function topicOf(table: number, kind: "state" | "event" | "journal" | "sheet" | "presence"): string {
  return `${ROOT_TOPIC}/${table}/${kind}`;
}

// "carom/table/7/state" -> { table: 7, kind: "state" }; null for another topic.
export function readTopic(topic: string): { table: number; kind: string } | null {
  const m = /^carom\/table\/([1-9][0-9]{0,2})\/(state|event|journal|sheet|presence)$/.exec(topic);
  return m === null ? null : { table: Number(m[1]), kind: m[2] };
}

// A table number as given on the command line: 1 to 999.
export function tableNumber(text: string | undefined): number | null {
  return text !== undefined && /^[1-9][0-9]{0,2}$/.test(text) ? Number(text) : null;
}

// The broker's address for MQTT.js: mqtt://host:port or mqtts://host:port, with user:password@ allowed.
export function brokerProblem(url: string | undefined): string | null {
  if (url === undefined || url === "") return "no broker given: pass --mqtt mqtt://HOST:1883 (docs/club.md)";
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `--mqtt ${url} is not a URL: write it as mqtt://HOST:1883 or mqtts://HOST:8883`;
  }
  if (u.protocol !== "mqtt:" && u.protocol !== "mqtts:") return `--mqtt ${url}: use mqtt:// or mqtts:// (not ${u.protocol})`;
  return null;
}

// The URL without its password, to say where we connect.
export function shownUrl(url: string): string {
  const u = new URL(url);
  if (u.password !== "") u.password = "****";
  return u.toString();
}

// The URL with the password read from a file (so that it is not on the command line, where
// every user of the computer can read it in the process list).
export function withPasswordFile(url: string, file: string | undefined): string {
  if (file === undefined) return url;
  const u = new URL(url);
  u.password = encodeURIComponent(fs.readFileSync(file, "utf8").trim());
  return u.toString();
}
