// What a table may publish (docs/club.md: topics and payloads), read and checked before the club
// uses it; one that does not fit is dropped with the reason. A table publishes numbers and hex
// (firmware/club.ts, tools/club/publisher.ts): an event is its journal record under its sequence
// number, the state the match's whole journal. Every record must be whole (its length and
// Fletcher-16 checksum), of a code the journal knows, its texts UTF-8 without control characters;
// the state's journal must replay with the rules core without a record refused, so that no
// payload can make a point the rules would not. Bounds: a sequence number a unit's 32-bit count
// reaches, names at the unit's limit (rules/words.ts: 120 bytes), prev at what tables send.
import { Cmd, Ev, Foul, Phase, T } from "../../rules/codes";
import { checkText } from "../../rules/words";
import { view } from "../../rules/view";
import { Match } from "../../rules/state";
import { Dev } from "../../firmware/device";
import { keptMatch, Kept } from "../../firmware/kept-match";
import { readRecords, Rec } from "../../firmware/records";
import { commandText } from "../../firmware/script-text";
import { payloadCommand } from "../../firmware/records";
import { Presence, PREV, TableEvent, TableState, TableView } from "./topics";

export const MAX_SEQ = 2147483647; // 2^31 - 1
export const MAX_NAME = 120;
// bytes: an event (a record and 8 before it) is well under 4 KB; a state holds a journal, which
// the unit keeps under 8 KB (firmware/session.ts JOURNAL_ROOM), twice that in hex and some; a
// sheet of a long match with many notes well under 256 KB (the broker's message_size_limit)
export const MAX_EVENT = 4096;
export const MAX_STATE = 40960;
export const MAX_SHEET = 262144;

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

// A table's state as read: the numbering, the view the rules core makes of its journal, and the
// journal (latin1 bytes) with the device's name, for the sheet.
export interface StateRead { state: TableState; journal: string; device: string; kept: Kept }

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

// What the display shows of a match rebuilt from its journal (the old `view` JSON's fields).
export function tableView(m: Match, clock: number): TableView {
  const f = view(m);
  return {
    state: m.n[T.Phase], shooter: f.shooter, breaker: f.breaker, names: m.names.map((x) => Buffer.from(x, "latin1").toString("utf8")),
    score: [f.score[0], f.score[1]], run: f.run, inning: f.inning, high: [f.high[0], f.high[1]], average: [f.average[0], f.average[1]], clock,
    equalizing: m.n[T.Equalizing] === 1, lastInning: f.lastInning, round: f.round, winner: m.n[T.Winner], distance: [m.dist[0], m.dist[1]],
  };
}

// "TABLE EPOCH SEQ MATCH AT CLOCK DEVICE JOURNAL": the journal replayed with the rules core.
export function checkState(payload: Buffer): Checked<StateRead> {
  const w = words(payload, MAX_STATE);
  if (typeof w === "string") return { ok: false, reason: w };
  if (w.length !== 8) return { ok: false, reason: `${w.length} words, not 8 (TABLE EPOCH SEQ MATCH AT CLOCK DEVICE JOURNAL)` };
  const n = numbering(w, 0);
  if (typeof n === "string") return { ok: false, reason: n };
  if (!/^(-1|0|[1-9][0-9]{0,5})$/.test(w[5])) return { ok: false, reason: `clock ${JSON.stringify(w[5].slice(0, 20))} is not -1 or seconds` };
  if (!/^[A-Za-z0-9-]{1,32}$/.test(w[6])) return { ok: false, reason: "the device's name is not 1-32 letters, digits or -" };
  const journal = bytesOfHex(w[7]);
  if (journal === null) return { ok: false, reason: "the journal is not hex" };
  const kept = keptMatch(journal);
  const r = readRecords(journal);
  if (r.payloads.length === 0 || r.payloads[0].charCodeAt(0) !== Rec.Header) return { ok: false, reason: "the journal does not start with its header record" };
  if (kept.bad >= 0) return { ok: false, reason: `the journal has a damaged or unknown record at byte ${kept.bad}` };
  if (kept.skipped > 0) return { ok: false, reason: `the rules core refuses ${kept.skipped} of the journal's records` };
  const m = kept.m;
  const texts = [...m.names, ...m.info, ...m.protests].filter((x) => x !== "");
  if (texts.some((x) => checkText(x) < 0)) return { ok: false, reason: "a name or note in the journal is too long, not UTF-8 or has a control character" };
  if (m.n[T.Phase] > Phase.Locked) return { ok: false, reason: "the journal's match is in no phase" };
  const state: TableState = { table: n[0], epoch: n[1], seq: n[2], match: n[3], at: n[4], ...tableView(m, Number(w[5])) };
  return { ok: true, value: { state, journal, device: w[6], kept } };
}

export function checkPresence(payload: Buffer): Checked<Presence> {
  const p = payload.length <= 16 ? payload.toString("utf8") : "";
  return p === "online" || p === "offline" || p === "no board" ? { ok: true, value: p } : { ok: false, reason: "not online, offline or no board" };
}
