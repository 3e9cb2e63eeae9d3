// A reader of the club network (docs/club.md: readers): an event counted once however often it
// comes, a late joiner starting from the retained state, a small gap filled from the next
// event's prev, a larger one reported (the retained state is then the truth).
import { ClubReader } from "../tools/club/reader";
import { TableEvent } from "../tools/club/topics";
import { stateOf } from "./club-states";

function reader() {
  const got: string[] = [];
  const gaps: string[] = [];
  const r = new ClubReader({ event: (e) => got.push(`${e.seq}:${e.ev}:${e.match}`), gap: (t, a, b) => gaps.push(`${t}:${a}-${b}`) });
  const ev = (seq: number, ev: string, prev: string[] = [], match = 0, epoch = 1) => {
    const e: TableEvent = { table: 3, epoch, seq, match, ev, prev, at: 0 };
    r.message("carom/table/3/event", Buffer.from(JSON.stringify(e)));
  };
  return { r, got, gaps, ev };
}

test("a duplicate is dropped; a late joiner counts from the retained state's number", () => {
  const { r, got, ev } = reader();
  r.message("carom/table/3/state", Buffer.from(JSON.stringify(stateOf({ seq: 10, score: [1, 2] }))));
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
  expect(got).toEqual(["1:set distance 5:0", "3:point:0", "4:point:0", "5:new:1", "6:point:1", "7:point:1"]);
  expect(gaps).toEqual(["3:2-2"]);
  expect(r.tables.get(3)!.events).toBe(6);
});

test("messages of another shape or topic change nothing", () => {
  const { r, got } = reader();
  r.message("carom/table/3/event", Buffer.from("not json"));
  r.message("carom/table/4/event", Buffer.from(JSON.stringify({ table: 3, seq: 1, ev: "point" }))); // another table's number inside
  r.message("carom/tables/3/event", Buffer.from(JSON.stringify({ table: 3, seq: 1, ev: "point" })));
  r.message("carom/table/3/presence", Buffer.from("maybe"));
  expect(got).toEqual([]);
  expect(r.tables.get(3)?.presence ?? "offline").toBe("offline");
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
