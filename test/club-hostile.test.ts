// issue 41: what one table's account publishes cannot stop the club reader, hide another table
// or make it work without bound. Every payload is checked (tools/club/payloads.ts) and dropped
// with its reason when it does not fit.
import * as fs from "fs";
import { ClubReader } from "../tools/club/reader";
import { keepSheet } from "../tools/club/sheets";
import { MAX_JSON } from "../tools/club/payloads";
import { TableState } from "../tools/club/topics";
import { bytes, eventOf, stateOf } from "./club-states";
import { tmpDir } from "./mosquitto";

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

test("issue 41.1: a retained null, a list, a number or a string on state, event, sheet and presence is dropped with a reason; the other tables read on", () => {
  const { r, states, events, dropped } = reader();
  for (const kind of ["state", "event", "sheet", "presence"]) {
    for (const junk of ["null", "[]", "5", '"x"', "{}", "true", '{"table":1,"seq":{}}']) {
      expect(() => r.message(`carom/table/1/${kind}`, bytes(junk))).not.toThrow();
    }
  }
  r.message("carom/table/2/state", bytes(stateOf({ table: 2, seq: 4 })));
  r.message("carom/table/2/event", bytes(eventOf({ table: 2, seq: 5 })));
  expect([...states.keys()]).toEqual([2]);
  expect(events).toEqual(["2:5:point"]);
  expect(dropped.length).toBe(r.dropped);
  expect(dropped).toContain("carom/table/1/state: the payload must be object");
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

test("issue 41.2: a state without names, or with a name past the unit's 120 bytes, is dropped: other tables are untouched", () => {
  const { r, states, dropped } = reader();
  r.message("carom/table/3/state", bytes(stateOf({ seq: 1 })));
  const { names, ...noNames } = stateOf({ seq: 2 }); // eslint-disable-line @typescript-eslint/no-unused-vars
  r.message("carom/table/3/state", bytes(noNames));
  r.message("carom/table/3/state", bytes(stateOf({ seq: 3, names: ["x".repeat(121), "Ben"] })));
  r.message("carom/table/3/state", bytes(stateOf({ seq: 4, names: ["Ana", "é".repeat(61)] }))); // 122 bytes
  r.message("carom/table/3/state", bytes(stateOf({ seq: 5, names: ["Ana", "é".repeat(60)] }))); // 120 bytes: the unit's limit
  r.message("carom/table/4/state", bytes(stateOf({ table: 4, seq: 9 })));
  expect(states.get(3)!.seq).toBe(5);
  expect(states.get(4)!.seq).toBe(9);
  expect(dropped).toEqual([
    "carom/table/3/state: the payload must have required property 'names'",
    "carom/table/3/state: /names/0 must NOT have more than 120 characters",
    "carom/table/3/state: /names/1 is more than 120 bytes",
  ]);
});

test("issue 41.2: a sequence number out of a unit's reach (1e15) is refused: the genuine states and events after it are taken", () => {
  const { r, states, events, dropped } = reader();
  r.message("carom/table/3/state", bytes(stateOf({ seq: 5 })));
  r.message("carom/table/3/state", bytes(stateOf({ seq: 1e15 })));
  r.message("carom/table/3/event", bytes(eventOf({ seq: 1e15 })));
  r.message("carom/table/3/event", bytes(eventOf({ seq: 6 })));
  r.message("carom/table/3/state", bytes(stateOf({ seq: 6, score: [1, 0] })));
  expect(states.get(3)!.seq).toBe(6);
  expect(events).toEqual(["3:6:point"]);
  expect(dropped).toEqual(["carom/table/3/state: /seq must be <= 2147483647", "carom/table/3/event: /seq must be <= 2147483647"]);
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
  const huge = eventOf({ seq: 30002, prev: Array.from({ length: 30000 }, (_, i) => (i % 7 === 0 ? "new" : "point")) });
  r.message("carom/table/3/event", bytes(huge));
  r.message("carom/table/3/event", bytes(eventOf({ seq: 11, prev: Array(9).fill("point") })));
  expect(events).toEqual(["3:1:point"]);
  expect(dropped[0]).toMatch(new RegExp(`^carom/table/3/event: \\d+ bytes \\(at most ${MAX_JSON}\\)$`));
  expect(dropped[1]).toBe("carom/table/3/event: /prev must NOT have more than 8 items");
});

test("issue 41.5: a state with a 20 MB name is dropped by its size before it is parsed", () => {
  const { r, states, dropped } = reader();
  r.message("carom/table/3/state", bytes(stateOf({ names: ["n".repeat(20e6), "Ben"] })));
  expect(states.size).toBe(0);
  expect(dropped[0]).toMatch(/^carom\/table\/3\/state: 200\d+ bytes/);
});

test("issue 41.3: the sheet's match is the table's numbering, not anything in the sheet: a sheet before the state waits for it", () => {
  const { r, sheets } = reader();
  r.message("carom/table/3/sheet", bytes({ any: "bytes" }));
  expect(sheets).toEqual([]);
  r.message("carom/table/3/state", bytes(stateOf({ epoch: 7, match: 4, state: 0 }))); // a new match began since
  r.message("carom/table/3/state", bytes(stateOf({ epoch: 7, match: 4, state: 3, seq: 1 })));
  r.message("carom/table/3/sheet", bytes({ any: "bytes" }));
  expect(sheets).toEqual(["3:7:3", "3:7:4"]);
});
