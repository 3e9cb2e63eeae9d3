// A reader of the club network (docs/club.md: readers): an event counted once however often it
// comes, a late joiner starting from the retained state, a small gap filled from the next
// event's prev, a larger one reported (the retained state is then the truth); the state's
// numbers named, each in its range; the sheet made from a finished match's journal with the rules core.
import { ClubReader } from "../tools/club/reader";
import { checkEvent, checkJournal, checkState } from "../tools/club/payloads";
import { TableState } from "../tools/club/topics";
import { hexOf } from "../firmware/journal/link-frame";
import { bytes, eventOf, journalOf, journalPayload, PLAYING, recordHex, stateOf } from "./support/club-states";

function reader() {
  const got: string[] = [];
  const gaps: string[] = [];
  const states: TableState[] = [];
  const sheets: string[] = [];
  const r = new ClubReader({
    event: (e) => got.push(`${e.seq}:${e.ev}:${e.match}`), gap: (t, a, b) => gaps.push(`${t}:${a}-${b}`), state: (s) => states.push(s),
    sheet: (_t, b, m) => sheets.push(`${m.epoch}:${m.match}:${b.toString("latin1")}`),
  });
  const ev = (seq: number, ev: string, prev: string[] = [], match = 0, epoch = 1) => r.message("carom/table/3/event", bytes(eventOf({ seq, ev, prev, match, epoch })));
  return { r, got, gaps, ev, states, sheets };
}

test("a duplicate is dropped; a late joiner counts from the retained state's number", () => {
  const { r, got, ev } = reader();
  r.message("carom/table/3/state", bytes(stateOf({ seq: 10, lines: ["point"] })));
  ev(10, "point");
  ev(11, "miss");
  ev(11, "miss");
  ev(12, "point");
  expect(got).toEqual(["11:miss:0", "12:point:0"]);
  expect(r.duplicates).toBe(2);
  expect(r.tables.get(3)!.gaps).toBe(0);
});

test("a gap the next event's prev covers is filled in order; the rest is a gap", () => {
  const { r, got, gaps, ev } = reader();
  ev(1, "set distance 5");
  ev(4, "point", ["point"]); // 2 is not in prev: a gap; 3 is
  ev(7, "point", ["miss", "new", "point"], 1); // 5 and 6 (a new match begins at 5); 4 was counted
  expect(got).toEqual(["1:set distance 5 5:0", "3:point:0", "4:point:0", "5:new:1", "6:point:1", "7:point:1"]);
  expect(gaps).toEqual(["3:2-2"]);
  expect(r.tables.get(3)!.events).toBe(6);
});

test("the state is what the display shows, its numbers named; a finished match's journal, replayed by the rules core, its sheet as carom sheet makes it", () => {
  const { r, states, sheets } = reader();
  r.message("carom/table/3/state", bytes(stateOf({ seq: 3, clock: 31, lines: ["point", "point", "miss"] })));
  expect(states[0]).toMatchObject({ table: 3, epoch: 1, seq: 3, state: 1, shooter: 1, names: ["Ana", "Ben"], score: [2, 0], run: 0, clock: 31, distance: [15, 15] });
  expect(sheets).toEqual([]);
  const win = ["set distance 2", "lag A break white", "point", "point"];
  const finished = PLAYING.slice(0, 2).concat(win);
  r.message("carom/table/3/state", bytes(stateOf({ seq: 9, lines: ["point", "point"] })));
  expect(states[1]).toMatchObject({ seq: 9, state: 1, score: [2, 0] });
  r.message("carom/table/3/journal", bytes(journalPayload({ seq: 9, journal: hexOf(journalOf(finished)) })));
  expect(sheets).toHaveLength(1);
  expect(sheets[0].slice(0, 4)).toBe("1:0:");
  expect(JSON.parse(sheets[0].slice(4))).toMatchObject({ state: "finished", players: { A: { name: "Ana" } } });
  r.message("carom/table/3/journal", bytes(journalPayload({ seq: 9, journal: hexOf(journalOf(finished)) })));
  expect(sheets).toHaveLength(1); // the same sheet once
  r.message("carom/table/3/journal", Buffer.alloc(0)); // cleared (an undo back into play): nothing
  expect([sheets.length, r.dropped]).toEqual([1, 0]);
});

test("messages of another shape or topic change nothing", () => {
  const { r, got } = reader();
  r.message("carom/table/3/event", Buffer.from("not numbers"));
  r.message("carom/table/4/event", bytes(eventOf({ table: 3 }))); // another table's number inside
  r.message("carom/tables/3/event", bytes(eventOf({})));
  r.message("carom/table/3/presence", Buffer.from("maybe"));
  expect(got).toEqual([]);
  expect(r.tables.get(3)?.presence ?? "offline").toBe("offline");
});

test("a garbled or forged payload is refused with its reason and never makes a point", () => {
  const point = recordHex("point");
  const reason = (c: { ok: boolean; reason?: string }) => (c.ok ? "taken" : c.reason);
  expect(reason(checkEvent(bytes(`3 1 1 0 0 ${point}`)))).toBe("taken");
  // one byte of the record changed: its checksum fails
  expect(reason(checkEvent(bytes(`3 1 1 0 0 ${point.slice(0, 3)}2${point.slice(4)}`)))).toMatch(/not one whole record/);
  expect(reason(checkEvent(bytes(`3 1 1 0 0 ${point}zz`)))).toMatch(/is not hex/);
  expect(reason(checkEvent(bytes(`3 1 0 0 0 ${point}`)))).toMatch(/^seq "0" is not a number of 1-/);
  expect(reason(checkEvent(bytes(`3 1 1 0 0 ${point}\n`)))).toMatch(/not numbers and hex/);
  expect(reason(checkEvent(bytes(`3 1 1 0 0 ${hexOf("\x02\xa0\x00")}${"00"}`)))).toMatch(/not one whole record|not an event/);
  // a name with a control character, in an event's record and in a state's journal
  const bell = hexOf(journalOf(["player A Ana"]).slice(0, 0) + "") + recordHex("player A Ana").replace(hexOf("Ana"), hexOf("A\x07a"));
  expect(reason(checkEvent(bytes(`3 1 1 0 0 ${bell}`)))).toMatch(/not one whole record|control character/);
  // a journal whose record the rules core refuses (a point before the lag): refused whole
  const over = PLAYING.slice(0, 2).concat(["set distance 1", "lag A break white", "point"]);
  expect(reason(checkJournal(bytes(journalPayload({ journal: hexOf(journalOf(over)) }))))).toBe("taken");
  expect(reason(checkJournal(bytes(journalPayload({ journal: hexOf(journalOf(["point"])) }))))).toMatch(/the rules core refuses 1 of the journal's records/);
  const j = journalOf(over);
  expect(reason(checkJournal(bytes(journalPayload({ journal: hexOf(j.slice(0, -1) + "\x00") }))))).toMatch(/damaged or unknown record/);
  expect(reason(checkJournal(bytes(journalPayload({ journal: hexOf(j.slice(7)) }))))).toMatch(/does not start with its header|damaged/);
  expect(reason(checkJournal(bytes(journalPayload({ journal: hexOf(journalOf(PLAYING)) }))))).toMatch(/not over/); // a match in play: no sheet
  expect(reason(checkJournal(bytes(journalPayload({ device: "x".repeat(33) }))))).toMatch(/device's name/);
  expect(reason(checkJournal(bytes("3 1 0 0 0 test")))).toMatch(/6 words, not 7/);
  // a state: its numbers each in range, its names UTF-8 without control characters, nothing more
  expect(reason(checkState(bytes(stateOf())))).toBe("taken");
  const words = stateOf().split(" ");
  const at = (i: number, x: string) => bytes(words.map((w, k) => (k === i ? x : w)).join(" "));
  expect(reason(checkState(at(5, "7")))).toMatch(/^state "7" is not a number of 0-4/);
  expect(reason(checkState(at(8, "65536")))).toMatch(/^scoreA "65536" is not a number of 0-65535/);
  expect(reason(checkState(at(8, "-1")))).toMatch(/^scoreA "-1"/);
  expect(reason(checkState(at(8, "1e3")))).toMatch(/^scoreA "1e3"/);
  expect(reason(checkState(at(words.length - 1, hexOf("B\x07n"))))).toMatch(/a name is not/);
  expect(reason(checkState(at(words.length - 1, "e".repeat(242))))).toMatch(/a name is not/);
  expect(reason(checkState(at(words.length - 1, "abc")))).toMatch(/a name is not/);
  expect(reason(checkState(bytes(stateOf() + " 00")))).toMatch(/35 words, not 34/);
});

test("a table that numbers from 1 again under a new epoch (its retained state was lost) is counted, not taken for duplicates", () => {
  const { r, got, gaps, ev } = reader();
  for (let i = 1; i <= 5; i++) ev(i, "point");
  ev(1, "miss", [], 0, 2);
  ev(2, "point", ["miss"], 0, 2);
  ev(2, "point", ["miss"], 0, 2);
  expect(got.slice(5)).toEqual(["1:miss:0", "2:point:0"]);
  expect(r.duplicates).toBe(1);
  expect(gaps).toEqual([]);
});
