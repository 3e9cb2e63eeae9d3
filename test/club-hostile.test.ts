// issue 41: what one table's account publishes cannot stop the club reader, hide another table
// or make it work without bound. Every payload is checked (tools/club/payloads.ts) and dropped
// with its reason when it does not fit.
import * as fs from "fs";
import { ClubReader } from "../tools/club/reader";
import { keepSheet } from "../tools/club/sheets";
import { MAX_EVENT } from "../tools/club/payloads";
import { hexOf } from "../firmware/journal/link-frame";
import { record } from "../firmware/journal/records";
import { Cmd } from "../rules/codes";
import { bytesOf } from "../tools/link/client";
import { journalOf, PLAYING } from "./support/club-states";
import { TableState } from "../tools/club/topics";
import { bytes, eventOf, journalPayload, payloadOf, stateOf } from "./support/club-states";
import { tmpDir } from "./support/mosquitto";

function reader() {
  const states = new Map<number, TableState>();
  const events: string[] = [];
  const dropped: string[] = [];
  const sheets: string[] = [];
  const r = new ClubReader({
    state: (s) => states.set(s.table, s),
    event: (e) => events.push(`${e.table}:${e.seq}:${e.ev}`),
    dropped: (topic, why) => dropped.push(`${topic}: ${why}`),
    sheet: (table, _b, m) => sheets.push(`${table}:${m.epoch}:${m.match}`),
  });
  return { r, states, events, dropped, sheets };
}

test("issue 41.1: a retained null, a list, a number or a string on state, event, journal, sheet and presence is dropped with a reason; the other tables read on", () => {
  const { r, states, events, dropped } = reader();
  for (const kind of ["state", "event", "journal", "sheet", "presence"]) {
    for (const junk of ["null", "[]", "5", '"x"', "{}", "true", '{"table":1,"seq":{}}']) {
      expect(() => r.message(`carom/table/1/${kind}`, bytes(junk))).not.toThrow();
    }
  }
  r.message("carom/table/2/state", bytes(stateOf({ table: 2, seq: 4 })));
  r.message("carom/table/2/event", bytes(eventOf({ table: 2, seq: 5 })));
  expect([...states.keys()]).toEqual([2]);
  expect(events).toEqual(["2:5:point"]);
  expect(dropped.length).toBe(r.dropped);
  expect(dropped).toContain("carom/table/1/state: 1 words, not 34 (TABLE EPOCH SEQ MATCH AT, the 27 numbers of the view, two names)");
  expect(dropped).toContain("carom/table/1/journal: 1 words, not 7 (TABLE EPOCH SEQ MATCH AT DEVICE JOURNAL)");
  expect(dropped).toContain("carom/table/1/event: not numbers and hex (a character other than a letter, a digit, - or a space)");
  expect(dropped).toContain("carom/table/1/presence: not online, offline or no board");
  expect(r.tables.get(1)?.state ?? null).toBeNull();
});

test("issue 41.1: the club's sheet folder refuses a null, a list or a sheet of another shape, saying why, and writes nothing", () => {
  const dir = tmpDir("hostile-sheets");
  for (const junk of ["null", "[]", "7", '{"format":"carom-sheet/1","state":"finished"}']) {
    expect(keepSheet(dir, 1, bytes(junk), { epoch: 1, match: 1 }).refused).toMatch(/not a carom sheet/);
  }
  expect(fs.readdirSync(dir)).toEqual([]);
});

test("issue 41.2: a state or a journal with a name with a control character or past the unit's 120 bytes is dropped: other tables are untouched", () => {
  const { r, states, dropped, sheets } = reader();
  // (records made whole here, their checksums right: the name itself is what is refused)
  const over = ["set distance 1", "lag A break white", "point"].map((l) => record(payloadOf(l))).join("");
  const playerB = (name: string) => hexOf(journalOf(["player A Ana"]) + record(String.fromCharCode(Cmd.Player, 1) + name) + over);
  const nameB = (seq: number, name: string) => {
    const w = stateOf({ seq }).split(" ");
    w[w.length - 1] = hexOf(name);
    return bytes(w.join(" "));
  };
  r.message("carom/table/3/state", bytes(stateOf({ seq: 1 })));
  r.message("carom/table/3/state", nameB(3, "B\x1bn"));
  r.message("carom/table/3/state", nameB(4, "e".repeat(121)));
  r.message("carom/table/3/state", nameB(5, bytesOf("\u00e9".repeat(60)))); // 120 bytes: the unit's limit
  r.message("carom/table/3/journal", bytes(journalPayload({ seq: 5, journal: playerB("B\x1bn") })));
  r.message("carom/table/3/journal", bytes(journalPayload({ seq: 5, journal: playerB("e".repeat(121)) })));
  r.message("carom/table/4/state", bytes(stateOf({ table: 4, seq: 9 })));
  expect(states.get(3)!.seq).toBe(5);
  expect(states.get(3)!.names[1]).toBe("\u00e9".repeat(60));
  expect(states.get(4)!.seq).toBe(9);
  expect(sheets).toEqual([]);
  const badName = "carom/table/3/state: a name is not \"-\" or the hex of 1-120 bytes of UTF-8 without control characters";
  const badText = "carom/table/3/journal: a name or note in the journal is too long, not UTF-8 or has a control character";
  expect(dropped).toEqual([badName, badName, badText, badText]);
  r.message("carom/table/3/journal", bytes(journalPayload({ seq: 5, journal: playerB("Ben") })));
  expect(sheets).toEqual(["3:1:0"]); // the same journal with a name the unit takes
});

test("issue 41.2: a sequence number out of a unit's reach (1e15) is refused: the genuine states and events after it are taken", () => {
  const { r, states, events, dropped } = reader();
  r.message("carom/table/3/state", bytes(stateOf({ seq: 5 })));
  r.message("carom/table/3/state", bytes(stateOf({ seq: 1e15 })));
  r.message("carom/table/3/event", bytes(eventOf({ seq: 1e15 })));
  r.message("carom/table/3/event", bytes(eventOf({ seq: 6 })));
  r.message("carom/table/3/state", bytes(stateOf({ seq: 6, lines: ["point"] })));
  expect(states.get(3)!.seq).toBe(6);
  expect(states.get(3)!.score).toEqual([1, 0]);
  expect(events).toEqual(["3:6:point"]);
  expect(dropped).toEqual(["carom/table/3/state: seq \"1000000000000000\" is not a number of 0-2147483647",
    "carom/table/3/event: seq \"1000000000000000\" is not a number of 1-2147483647"]);
});

test("issue 41.2: a table's number inside its payload must be the topic's: table 1 cannot speak for table 2 through its own topic", () => {
  const { r, states, dropped } = reader();
  r.message("carom/table/1/state", bytes(stateOf({ table: 2, seq: 9 })));
  expect(states.size).toBe(0);
  expect(dropped).toEqual(["carom/table/1/state: table 2 inside, on table 1's topic"]);
});

test("issue 41.5: an event with 30,000 prev entries (270 KB) is dropped unread; one with more prev than tables send (8) is dropped", () => {
  const { r, events, dropped } = reader();
  r.message("carom/table/3/event", bytes(eventOf({ seq: 1 })));
  const huge = eventOf({ seq: 30002, prev: Array.from({ length: 30000 }, (_, i) => (i % 7 === 0 ? "new" : "point")) }); // (270 KB)
  r.message("carom/table/3/event", bytes(huge));
  r.message("carom/table/3/event", bytes(eventOf({ seq: 11, prev: Array(9).fill("point") })));
  expect(events).toEqual(["3:1:point"]);
  expect(dropped[0]).toMatch(new RegExp(`^carom/table/3/event: \\d+ bytes \\(at most ${MAX_EVENT}\\)$`));
  expect(dropped[1]).toBe("carom/table/3/event: more than 8 records before the event (prev)");
});

test("issue 41.5: a state or a journal of 20 MB is dropped by its size before it is read", () => {
  const { r, states, dropped, sheets } = reader();
  r.message("carom/table/3/state", bytes(stateOf({ numbers: "0".repeat(20e6) })));
  r.message("carom/table/3/journal", bytes(journalPayload({ journal: "00".repeat(10e6) })));
  expect(states.size).toBe(0);
  expect(sheets).toEqual([]);
  expect(dropped[0]).toMatch(/^carom\/table\/3\/state: 200\d+ bytes \(at most 1024\)$/);
  expect(dropped[1]).toMatch(/^carom\/table\/3\/journal: 200\d+ bytes \(at most 40960\)$/);
});

test("issue 41.3: the sheet's match is the table's numbering, not anything in the sheet: a sheet before the state waits for it", () => {
  const { r, sheets } = reader();
  r.message("carom/table/3/sheet", bytes("{\"any\":\"bytes\"}"));
  expect(sheets).toEqual([]);
  r.message("carom/table/3/state", bytes(stateOf({ epoch: 7, match: 4 }))); // a new match began since
  const won = PLAYING.slice(0, 2).concat(["set distance 1", "lag A break white", "point"]);
  r.message("carom/table/3/state", bytes(stateOf({ epoch: 7, match: 4, seq: 1, all: won })));
  r.message("carom/table/3/journal", bytes(journalPayload({ epoch: 7, match: 4, seq: 1, journal: hexOf(journalOf(won)) })));
  r.message("carom/table/3/sheet", bytes("{\"any\":\"bytes\"}"));
  // the sheet made from the finished journal, then the one the table sent, both match 4
  expect(sheets).toEqual(["3:7:3", "3:7:4", "3:7:4"]);
});
