// Issue 16, finding 2: a full store never wedges a match. Notes (protests) stop at a per-match
// device limit with a clear message; room is always kept for undo, forfeit, dq, suspend and the
// signatures (rules 18, 20, 21, 25); and how many events each board keeps is measured here
// (docs/using.md: "How much a board keeps").
import { keptMatch } from "../firmware/journal/kept-match";
import * as fs from "fs";
import { parseLine } from "../rules/parse";
import { sheetJson } from "../rules/sheet";
import { Err } from "../rules/codes";
import { enter, MAX_NOTES, nextMatch, openSession, Session } from "../firmware/journal/session";
import { startSimStore } from "../hal/sim/store";
import { startStore } from "../hal/espruino/store";
import { Store } from "../hal/roles";
import { buildEspruino } from "../tools/build/build-espruino";
import { CODE_FILE } from "../hal/espruino/storage-order";
import { boardFile } from "../tools/build/board";
import { KEPT_ROOM, MATCH_STORAGE, matchStorage, STORAGE_RESERVE, storageFit } from "../tools/build/storage-fit";
import { FakeStorage } from "./support/fake-storage";
import { rig } from "./support/rig";
import { sessionOf } from "./support/board-session";

let storage = new FakeStorage();
jest.mock("Storage", () => new Proxy({}, { get: (_t, k) => (storage as any)[k].bind(storage) }), { virtual: true });

// Espruino Storage per board (hardware/boards/NAME.json: storage, from Espruino's board files:
// saved_code, pages x page size; PICO_R1_3 3 x 16,384 B, ESP32 224 x 4,096 B)
const BOARDS = ["pico-wall", "esp32-wall"].map((board) => ({ board, storage: boardFile(board).storage as number }));

// a flash Storage of `total` bytes holding the firmware's file (false when it does not fit)
function flashStore(total: number, code = ""): { store: Store; fits: boolean } {
  storage = new FakeStorage(total);
  const fits = code === "" || storage.write(CODE_FILE, code);
  return { store: startStore({}), fits };
}

const note = (i: number) => `protest A "${"x".repeat(100)} ${String(i).padStart(4, "0")}"`; // 110 characters

function ok(s: Session, line: string): void {
  const r = enter(s, parseLine(line));
  if (r < 0) throw new Error(`${line}: refused (${r})`);
}

// the events a match can hold on this store: points and misses until the store refuses one
// (the session as the board's build has it: its journal room, test/support/board-session.ts)
function measure(store: Store, board?: string): number {
  const m = board === undefined ? { openSession, enter, nextMatch } : sessionOf(board);
  const s = m.openSession(store);
  const on = (l: string) => expect(m.enter(s, parseLine(l))).toBeGreaterThanOrEqual(0);
  for (const l of ["set distance 9999", "set innings 9999", "lag A break white"]) on(l);
  let n = 0;
  let r = 0;
  while ((r = m.enter(s, parseLine(n % 3 === 2 ? "miss" : "point"))) >= 0) n++;
  if (r === Err.Full) return n; // the rules core's own limit came first (rules/match.ts: 20,000 events)
  expect(r).toBe(Err.StoreFull);
  // and the end still fits: forfeit, the four signatures, then the next match
  for (const l of ["forfeit B", "sign referee", "sign scorer", "sign A", "sign B"]) on(l);
  expect(m.nextMatch(s, false, false)).toBe(0);
  return n;
}

describe("how many events a board keeps", () => {
  test.each(BOARDS)("$board: events of one match until the store is full, and the end still fits", async ({ board, storage: size }) => {
    const code = fs.readFileSync(await buildEspruino(board), "latin1");
    // (a board whose Storage cannot hold its file and a match's room, test/board-fit.test.ts: measured without the file)
    const { store, fits } = flashStore(size, storageFit(board, code.length).spare >= 0 ? code : "");
    const n = measure(store, board);
    console.log(`${board}: Storage ${size} B, firmware ${code.length} B${fits && storageFit(board, code.length).spare >= 0 ? "" : " (DOES NOT FIT: measured without it)"}: ${n} events in one match`);
    expect(n).toBeGreaterThan(board.startsWith("pico") ? 600 : 1000); // a 2 x 50 match has about 300 (the Picos: a journal room of 3,072 B)
  }, 60000);

  test("the simulator (65,536 B store)", () => {
    const n = measure(startSimStore());
    console.log(`sim: 65536 B: ${n} events in one match`);
    expect(n).toBeGreaterThan(5000);
    expect(measure(startSimStore({ capacity: 32768 }))).toBeGreaterThan(1000);
  });
});

describe("whether a board's Storage holds the build and a match", () => {
  test.each(["pico-wall", "pico-table", "esp32-wall"])("%s: the build states the figure and warns when it does not fit", async (board) => {
    const size = fs.statSync(await buildEspruino(board)).size;
    const fit = storageFit(board, size);
    console.log(fit.text);
    expect(fit.storage).toBe(boardFile(board).storage);
    expect(fit.spare).toBe(fit.storage - size - matchStorage(board) - KEPT_ROOM); // (and two kept 2 x 50 matches)
    expect(matchStorage(board)).toBe(board === "esp32-wall" ? MATCH_STORAGE : MATCH_STORAGE - 2 * (8192 - 3072)); // (the Picos' journal room: 3,072 B)
    expect(fit.text.startsWith("WARNING") && /DO NOT FIT/.test(fit.text)).toBe(fit.spare < 0);
    expect(storageFit(board, fit.storage - matchStorage(board) - KEPT_ROOM).spare).toBe(0); // (the edge fits)
  }, 60000);

  test("the reserve it counts is the store's", () => {
    storage = new FakeStorage(10000);
    expect(storage.getFree() - startStore({}).free()).toBe(STORAGE_RESERVE);
  });
});

describe.each([
  ["the simulator's store", () => startSimStore()],
  ["flash Storage (Pico)", () => flashStore(BOARDS[0].storage).store],
])("protests on %s", (_name, fresh) => {
  test("rule 25: notes stop at the device's limit with a clear error; rules 18, 20: undo, forfeit and the signatures still work", () => {
    const store = fresh();
    const s = openSession(store);
    for (const l of ["set distance 30", "lag A break white", "point", "point"]) ok(s, l);
    let refused = 0;
    for (let i = 0; i < 1100; i++) {
      const r = enter(s, parseLine(note(i)));
      if (r < 0) {
        expect(r).toBe(Err.NoteLimit);
        refused++;
      }
    }
    expect(1100 - refused).toBe(MAX_NOTES);
    for (const l of ["undo", "undo", "point", "forfeit B", "sign referee", "sign scorer", "sign A", "sign B"]) ok(s, l);
    const sheet = JSON.parse(sheetJson(s.m));
    expect(sheet.result.kind).toBe("forfeit");
    expect(sheetJson(openSession(store).m)).toBe(sheetJson(s.m)); // kept, as played
    expect(nextMatch(s, false, false)).toBe(0);
  });

  test("rule 21: a store too small for the notes refuses them, and undo, suspend, dq and the signatures still work", () => {
    const store = fresh();
    const s = openSession(store);
    for (const l of ["set distance 30", "lag A break white", "point"]) ok(s, l);
    // fill the store with something else than this match's notes: the kept sheets of other matches
    let k = 100;
    while (store.free() > 1500) store.replace(`sheet.${k++}`, "y".repeat(Math.min(4000, store.free() - 1400)), 0);
    let refused = 0;
    for (let i = 0; i < MAX_NOTES; i++) if (enter(s, parseLine(note(i))) === Err.StoreFull) refused++;
    expect(refused).toBeGreaterThan(0);
    expect(enter(s, parseLine("point"))).toBe(Err.StoreFull); // ordinary events too: the rest is kept for the end
    for (const l of ["undo", "suspend", "resume", "dq B", "sign referee", "sign scorer", "sign A", "sign B"]) ok(s, l);
    expect(JSON.parse(sheetJson(openSession(store).m)).result.kind).toBe("disqualification");
  });
});

test("the limit's message on the link and on the display", () => {
  const r = rig();
  r.send("lag A break white");
  for (let i = 0; i < MAX_NOTES; i++) expect(r.send(note(i))[0]).toMatch(/^- ok note /);
  expect(r.send(`1 ${note(99)}`)[0]).toMatch(/^1 err this device keeps at most 20 notes a match: write this one on the paper sheet \*/);
  r.line("!lang en");
  r.line(note(100));
  expect(r.field("msg")).toBe("NOTE LIMIT");
  expect(r.send("2 forfeit B")[0]).toMatch(/^2 ok end /);
});

test("rules 18, 20: on flash where no compaction fits, the journal file's own room keeps the end's", () => {
  // the firmware's file takes most of Storage: 12,000 B free beside the journal, less than a compaction needs
  const first = flashStore(64 * 1024);
  const s = openSession(first.store);
  storage.write(CODE_FILE, "c".repeat(first.store.free() - 12000));
  expect(first.store.free()).toBe(12000);
  for (const l of ["set distance 9999", "set innings 9999", "lag A break white"]) ok(s, l);
  let n = 0;
  while (enter(s, parseLine(n % 3 === 2 ? "miss" : "point")) >= 0) n++;
  expect(n).toBeGreaterThan(1500); // the file's room, most of it
  for (const l of ["undo", "forfeit B", "sign referee", "sign scorer", "sign A", "sign B"]) ok(s, l);
  expect(sheetJson(openSession(first.store).m)).toBe(sheetJson(s.m));
});

test("rule 18: a signed match is kept as its sheet and the next one starts even when the sheet and a new journal do not both fit", () => {
  const first = flashStore(64 * 1024);
  const s = openSession(first.store);
  storage.write(CODE_FILE, "c".repeat(first.store.free() - 9000));
  for (const l of ["set distance 9999", "set innings 9999", "lag A break white"]) ok(s, l);
  let n = 0;
  while (enter(s, parseLine(n % 3 === 2 ? "miss" : "point")) >= 0) n++;
  for (const l of ["forfeit B", "sign referee", "sign scorer", "sign A", "sign B"]) ok(s, l);
  const sheet = sheetJson(s.m);
  expect(nextMatch(s, false, false)).toBe(0);
  expect(sheetJson(keptMatch(first.store.read("sheet.1")).m)).toBe(sheet); // kept as its journal, which makes the same sheet
  expect(JSON.parse(sheetJson(openSession(first.store).m)).state).toBe("setup");
});
