// Payloads as the club's tables publish them (docs/club.md: numbers and hex), for the reader's tests.
import { Dev } from "../../firmware/journal/device";
import { hexOf } from "../../firmware/journal/link-frame";
import { headerPayload, record } from "../../firmware/journal/records";
import { keptMatch } from "../../firmware/journal/kept-match";
import { matchNumbers } from "../../firmware/panel/view-numbers";
import { scriptFrame } from "../../tools/link/words";

// an event's script line as the record payload the unit journals ("new": the device's own)
export function payloadOf(line: string): string {
  if (line === "new" || line === "abandon") return String.fromCharCode(line === "new" ? Dev.New : Dev.Abandon, 0);
  const f = scriptFrame(line);
  if ("ok" in f) throw new Error(`not an event: ${line}`);
  return String.fromCharCode(f.op) + f.args;
}

export const recordHex = (line: string) => hexOf(record(payloadOf(line)));

// a journal (latin1 bytes) of these script lines after its header
export function journalOf(lines: string[]): string {
  return [headerPayload(1, 0), ...lines.map(payloadOf)].map(record).join("");
}

export const PLAYING = ["player A Ana", "player B Ben", "set distance 15", "lag A break white"];

export interface StateWords { table?: number; epoch?: number; seq?: number; match?: number; at?: number; clock?: number; lines?: string[]; all?: string[]; numbers?: string }

// "TABLE EPOCH SEQ MATCH AT N... NAME-A NAME-B": the numbers the unit shows after PLAYING and
// these lines (all: these lines alone)
export function stateOf(o: StateWords = {}): string {
  const n = o.numbers ?? matchNumbers(keptMatch(journalOf(o.all ?? PLAYING.concat(o.lines ?? []))).m, o.clock ?? -1, 1, 0);
  return [o.table ?? 3, o.epoch ?? 1, o.seq ?? 0, o.match ?? 0, o.at ?? 0, n].join(" ");
}

export interface JournalWords { table?: number; epoch?: number; seq?: number; match?: number; at?: number; device?: string; lines?: string[]; journal?: string }

// "TABLE EPOCH SEQ MATCH AT DEVICE JOURNAL", the journal of PLAYING and these lines (a match that is over)
export function journalPayload(o: JournalWords = {}): string {
  const j = o.journal ?? hexOf(journalOf(PLAYING.concat(o.lines ?? [])));
  return [o.table ?? 3, o.epoch ?? 1, o.seq ?? 0, o.match ?? 0, o.at ?? 0, o.device ?? "test", j].join(" ");
}

export interface EventWords { table?: number; epoch?: number; seq?: number; match?: number; at?: number; ev?: string; prev?: string[] }

// "TABLE EPOCH SEQ MATCH AT RECORD PREV..."
export function eventOf(o: EventWords = {}): string {
  return [o.table ?? 3, o.epoch ?? 1, o.seq ?? 1, o.match ?? 0, o.at ?? 0, recordHex(o.ev ?? "point"), ...(o.prev ?? []).map(recordHex)].join(" ");
}

export const bytes = (x: string) => Buffer.from(x, "latin1");
