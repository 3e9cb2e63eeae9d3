// What a table may publish (docs/club.md: topics and payloads), read and checked before the club
// uses it; one that does not fit is dropped with the reason. A table publishes numbers and hex
// (firmware/club/club.ts, tools/club/publisher.ts): an event is its journal record under its sequence
// number; the state the numbers its display shows (the link's Op.View), each in its range; a
// match that is over its canonical journal. Every record must be whole (its length and Fletcher-16
// checksum), of a code the journal knows, its texts UTF-8 without control characters; a journal
// must replay with the rules core without a record refused, so that no payload can make a point
// the rules would not. Bounds: a sequence number a unit's 32-bit count reaches, names at the
// unit's limit (rules/words.ts: 120 bytes), prev at what tables send.
import { Cmd, Ev, Foul, Phase, T } from "../../rules/codes";
import { checkText } from "../../rules/words";
import { Dev } from "../../firmware/journal/device";
import { keptMatch, Kept } from "../../firmware/journal/kept-match";
import { readRecords, Rec } from "../../firmware/journal/records";
import { commandText } from "../link/script-text";
import { payloadCommand } from "../../firmware/journal/records";
import { VIEW } from "../link/words";
import { Presence, PREV, TableEvent, TableState, TableView } from "./topics";

export const MAX_SEQ = 2147483647; // 2^31 - 1
export const MAX_NAME = 120;
// bytes: an event (a record and 8 before it) is well under 4 KB; a state (27 numbers and two names
// of 120 bytes in hex) under 1 KB; a journal is kept by the unit under 8 KB (firmware/journal/session.ts
// JOURNAL_ROOM), twice that in hex and some; a sheet of a long match with many notes well under
// 256 KB (the broker's message_size_limit)
export const MAX_EVENT = 4096;
export const MAX_STATE = 1024;
export const MAX_JOURNAL = 40960;
export const MAX_SHEET = 262144;

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

// A match that is over as read: its numbering, its journal (latin1 bytes) replayed by the rules
// core, the device's name, for the sheet.
export interface JournalRead { table: number; epoch: number; seq: number; match: number; at: number; journal: string; device: string; kept: Kept }

const NAMES = ["table", "epoch", "seq", "match", "at"];
const LIMITS: Array<[number, number]> = [[1, 999], [0, Number.MAX_SAFE_INTEGER], [0, MAX_SEQ], [0, MAX_SEQ], [0, Number.MAX_SAFE_INTEGER]];

// The words of a payload of numbers and hex, or why not: ASCII, one space between words.
function words(payload: Buffer, most: number): string[] | string {
  if (payload.length > most) return `${payload.length} bytes (at most ${most})`;
  const text = payload.toString("latin1");
  if (!/^[-a-z0-9 ]*$/i.test(text)) return "not numbers and hex (a character other than a letter, a digit, - or a space)";
  const w = text.split(" ");
  return w.some((x) => x === "") ? "two spaces together, or one at an end" : w;
}

// "TABLE EPOCH SEQ MATCH AT" from w[0..4]; seq at least `least`
function numbering(w: string[], least: number): number[] | string {
  const out: number[] = [];
  for (let i = 0; i < NAMES.length; i++) {
    const [lo, hi] = i === 2 ? [least, MAX_SEQ] : LIMITS[i];
    const n = /^(0|[1-9][0-9]{0,15})$/.test(w[i] ?? "") ? Number(w[i]) : NaN;
    if (!(n >= lo && n <= hi)) return `${NAMES[i]} ${JSON.stringify((w[i] ?? "").slice(0, 20))} is not a number of ${lo}-${hi}`;
    out.push(n);
  }
  return out;
}

// latin1 bytes of lowercase hex, or null
function bytesOfHex(h: string): string | null {
  return /^([0-9a-f]{2})*$/.test(h) ? Buffer.from(h, "hex").toString("latin1") : null;
}

// The codes an event's record may have: a match event, a command the journal keeps, a new match.
function eventCode(c: number): boolean {
  return (c >= Ev.Point && c <= Ev.Resume) || (c >= Ev.Warn && c <= Ev.Protest + 1) || (c >= Ev.Sign && c <= Ev.SignLast) ||
    (c >= Ev.Foul && c < Ev.Foul + Foul.Count) || (c >= Cmd.Undo && c <= Cmd.Tiebreak) || c === Dev.New || c === Dev.Abandon;
}

// One whole record in hex: its payload, or why not.
export function recordOf(h: string): Checked<string> {
  const b = bytesOfHex(h);
  if (b === null) return { ok: false, reason: `${JSON.stringify(h.slice(0, 20))} is not hex` };
  const r = readRecords(b);
  if (r.payloads.length !== 1 || r.end !== b.length) return { ok: false, reason: `${h.slice(0, 20)} is not one whole record (its length or checksum is wrong)` };
  const p = r.payloads[0];
  const code = p.charCodeAt(0);
  if (!eventCode(code)) return { ok: false, reason: `record code ${code} is not an event's` };
  if (code === Cmd.Player || code === Cmd.Info || code === Ev.Protest || code === Ev.Protest + 1) {
    const text = payloadCommand(p).text;
    if (checkText(text) < 0) return { ok: false, reason: `a text in record code ${code} is empty, too long, not UTF-8 or has a control character` };
  }
  return { ok: true, value: p };
}

// The event's words, as the link's live stream made them for carom watch.
export function eventWords(p: string): string {
  const code = p.charCodeAt(0);
  return code === Dev.New ? "new" : code === Dev.Abandon ? "abandon" : commandText(payloadCommand(p));
}

// "TABLE EPOCH SEQ MATCH AT RECORD PREV..."
export function checkEvent(payload: Buffer): Checked<TableEvent> {
  const w = words(payload, MAX_EVENT);
  if (typeof w === "string") return { ok: false, reason: w };
  if (w.length < 6) return { ok: false, reason: "fewer than 6 words (TABLE EPOCH SEQ MATCH AT RECORD)" };
  if (w.length > 6 + PREV) return { ok: false, reason: `more than ${PREV} records before the event (prev)` };
  const n = numbering(w, 1);
  if (typeof n === "string") return { ok: false, reason: n };
  const recs: string[] = [];
  for (const h of w.slice(5)) {
    const r = recordOf(h);
    if (!r.ok) return r;
    recs.push(r.value);
  }
  return { ok: true, value: { table: n[0], epoch: n[1], seq: n[2], match: n[3], at: n[4], record: recs[0], prev: recs.slice(1), ev: eventWords(recs[0]) } };
}

const COUNT = 65535; // a count the unit's 8 KB journal stays far below (points, innings, events)
const INT = 2147483647;
// each VIEW number's range (tools/link/words.ts VIEW, firmware/panel/view-numbers.ts)
const VIEW_LIMITS: Record<string, [number, number]> = {
  state: [Phase.Setup, Phase.Locked], shooter: [-1, 1], breaker: [-1, 1], scoreA: [0, COUNT], scoreB: [0, COUNT], run: [0, COUNT],
  inning: [0, COUNT], inningsA: [0, COUNT], inningsB: [0, COUNT], highA: [0, COUNT], highB: [0, COUNT], averageA: [0, INT], averageB: [0, INT],
  clock: [-1, 86400], equalizing: [0, 1], lastInning: [0, 1], round: [0, COUNT], winner: [-1, 2], distanceA: [0, 9999], distanceB: [0, 9999],
  warningsA: [0, COUNT], warningsB: [0, COUNT], foulsA: [0, COUNT], foulsB: [0, COUNT], match: [0, MAX_SEQ], events: [0, COUNT], clockSet: [0, 1],
};

// A player's name in hex ("-": none): its text (UTF-8), or null when it is not one the unit takes.
function nameOf(h: string): string | null {
  if (h === "-") return "";
  const b = h.length <= 2 * MAX_NAME ? bytesOfHex(h) : null;
  return b === null || checkText(b) < 0 ? null : Buffer.from(b, "latin1").toString("utf8");
}

// What the display shows, from the numbers in the order of VIEW and the names (words.ts viewJson's fields).
export function tableView(n: number[], names: string[]): TableView {
  const v = (name: string) => n[VIEW.indexOf(name)];
  return {
    state: v("state"), shooter: v("shooter"), breaker: v("breaker"), names, score: [v("scoreA"), v("scoreB")], run: v("run"), inning: v("inning"),
    high: [v("highA"), v("highB")], average: [v("averageA"), v("averageB")], clock: v("clock"), equalizing: v("equalizing") === 1,
    lastInning: v("lastInning") === 1, round: v("round"), winner: v("winner"), distance: [v("distanceA"), v("distanceB")],
  };
}

// "TABLE EPOCH SEQ MATCH AT N... NAME-A NAME-B": the numbers in the order of VIEW, each in its range.
export function checkState(payload: Buffer): Checked<TableState> {
  const w = words(payload, MAX_STATE);
  if (typeof w === "string") return { ok: false, reason: w };
  const want = NAMES.length + VIEW.length + 2;
  if (w.length !== want) return { ok: false, reason: `${w.length} words, not ${want} (TABLE EPOCH SEQ MATCH AT, the ${VIEW.length} numbers of the view, two names)` };
  const n = numbering(w, 0);
  if (typeof n === "string") return { ok: false, reason: n };
  const nums: number[] = [];
  for (let i = 0; i < VIEW.length; i++) {
    const x = w[NAMES.length + i];
    const [lo, hi] = VIEW_LIMITS[VIEW[i]];
    const v = /^(0|-?[1-9][0-9]{0,9})$/.test(x) ? Number(x) : NaN;
    if (!(v >= lo && v <= hi)) return { ok: false, reason: `${VIEW[i]} ${JSON.stringify(x.slice(0, 20))} is not a number of ${lo}-${hi}` };
    nums.push(v);
  }
  const names = [nameOf(w[want - 2]), nameOf(w[want - 1])];
  if (names[0] === null || names[1] === null) return { ok: false, reason: `a name is not "-" or the hex of 1-${MAX_NAME} bytes of UTF-8 without control characters` };
  return { ok: true, value: { table: n[0], epoch: n[1], seq: n[2], match: n[3], at: n[4], ...tableView(nums, names as string[]) } };
}

// "TABLE EPOCH SEQ MATCH AT DEVICE JOURNAL": the journal replayed with the rules core.
export function checkJournal(payload: Buffer): Checked<JournalRead> {
  const w = words(payload, MAX_JOURNAL);
  if (typeof w === "string") return { ok: false, reason: w };
  if (w.length !== 7) return { ok: false, reason: `${w.length} words, not 7 (TABLE EPOCH SEQ MATCH AT DEVICE JOURNAL)` };
  const n = numbering(w, 0);
  if (typeof n === "string") return { ok: false, reason: n };
  if (!/^[A-Za-z0-9-]{1,32}$/.test(w[5])) return { ok: false, reason: "the device's name is not 1-32 letters, digits or -" };
  const journal = bytesOfHex(w[6]);
  if (journal === null) return { ok: false, reason: "the journal is not hex" };
  const kept = keptMatch(journal);
  const r = readRecords(journal);
  if (r.payloads.length === 0 || r.payloads[0].charCodeAt(0) !== Rec.Header) return { ok: false, reason: "the journal does not start with its header record" };
  if (kept.bad >= 0) return { ok: false, reason: `the journal has a damaged or unknown record at byte ${kept.bad}` };
  if (kept.skipped > 0) return { ok: false, reason: `the rules core refuses ${kept.skipped} of the journal's records` };
  const m = kept.m;
  const texts = [...m.names, ...m.info, ...m.protests].filter((x) => x !== "");
  if (texts.some((x) => checkText(x) < 0)) return { ok: false, reason: "a name or note in the journal is too long, not UTF-8 or has a control character" };
  if (m.n[T.Phase] < Phase.Finished || m.n[T.Phase] > Phase.Locked) return { ok: false, reason: "the journal's match is not over (finished or signed)" };
  return { ok: true, value: { table: n[0], epoch: n[1], seq: n[2], match: n[3], at: n[4], journal, device: w[5], kept } };
}

export function checkPresence(payload: Buffer): Checked<Presence> {
  const p = payload.length <= 16 ? payload.toString("utf8") : "";
  return p === "online" || p === "offline" || p === "no board" ? { ok: true, value: p } : { ok: false, reason: "not online, offline or no board" };
}
