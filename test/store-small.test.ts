// Issue 21: a small board (the Picos: 48 KB of Storage) keeps a smaller journal room (its data's
// journalRoom, 3,072 B a file, not 8,192). With the firmware's file as large as the board allows
// (tools/build/build-espruino.ts: storageFit's edge), the session as the board's build has it
// (test/support/board-session.ts): a 2 x 50 match fits; a long match frees the kept sheets, oldest
// first, then refuses, keeps the room to end the match, and loses no point (rules 18, 20).
import { keptMatch } from "../firmware/journal/kept-match";
import { parseLine } from "../rules/parse";
import { sheetJson } from "../rules/sheet";
import { Err, Phase, T } from "../rules/codes";
import { startStore } from "../hal/espruino/store";
import { CODE_FILE } from "../hal/espruino/storage-order";
import { boardFile, featuresOf } from "../tools/build/board";
import { matchStorage, STORAGE_RESERVE } from "../tools/build/storage-fit";
import { FakeStorage } from "./support/fake-storage";
import { sessionOf } from "./support/board-session";

let storage = new FakeStorage();
jest.mock("Storage", () => new Proxy({}, { get: (_t, k) => (storage as any)[k].bind(storage) }), { virtual: true });

const BOARD = "pico-table";
const small = sessionOf(BOARD);
type Session = ReturnType<typeof small.openSession>;

function ok(s: Session, line: string): void {
  const r = small.enter(s, parseLine(line));
  if (r < 0) throw new Error(`${line}: refused (${r})`);
}

// the board's Storage, the firmware's file taking all that storageFit leaves it, then `sheets`
// kept sheets of earlier matches, of `size` bytes (a 2 x 50 match's is about 1,500), in the match's room
function picoStore(sheets: number, size: number) {
  const total = boardFile(BOARD).storage as number;
  storage = new FakeStorage(total);
  storage.write(CODE_FILE, "c".repeat(total - matchStorage(BOARD)));
  const store = startStore({});
  expect(store.free()).toBe(matchStorage(BOARD) - STORAGE_RESERVE);
  for (let n = 1; n <= sheets; n++) expect(store.replace(`sheet.${n}`, `{"sheet":${n}}`.padEnd(size, " "), 0)).toBe(true);
  return { store, s: small.openSession(store) };
}

test("the board's session is the build's: its journal room", () => {
  expect(featuresOf(BOARD).journalRoom).toBe(3072);
  expect(small.JOURNAL_ROOM).toBe(3072); // (session.ts hands on journal-file.ts's)
});

test("rules 18, 20: a 2 x 50 match fits in the Pico's journal room beside a kept sheet, and is kept as its sheet", () => {
  const { store, s } = picoStore(1, 1500);
  for (const l of ["set distance 50", "set innings 50", "lag A break white"]) ok(s, l);
  // 50 innings each: runs of 0 to 3, a foul now and then, until the innings limit
  let i = 0;
  while (s.m.n[T.Phase] === Phase.Play) {
    const run = i % 4;
    for (let p = 0; p < run && s.m.n[T.Phase] === Phase.Play; p++) ok(s, "point");
    if (s.m.n[T.Phase] === Phase.Play) ok(s, i % 7 === 3 ? "foul touched-ball" : "miss");
    i++;
  }
  expect(s.m.n[T.Phase]).toBe(Phase.Finished);
  for (const l of ["sign referee", "sign scorer", "sign A", "sign B"]) ok(s, l);
  expect(sheetJson(small.openSession(store).m)).toBe(sheetJson(s.m)); // restored as played
  const sheet = sheetJson(s.m);
  expect(small.nextMatch(s, false, false)).toBe(0);
  expect(sheetJson(keptMatch(store.read("sheet.2")).m)).toBe(sheet); // kept as its journal
});

test("rules 18, 20: a long match frees the kept sheets, oldest first, then refuses; the end still fits, no point is lost", () => {
  const { store, s } = picoStore(3, 400);
  expect(s.matchNo).toBe(4);
  for (const l of ["set distance 9999", "set innings 9999", "lag A break white"]) ok(s, l);
  let n = 0;
  let r = 0;
  let freedAt = -1;
  while ((r = small.enter(s, parseLine(n % 3 === 2 ? "miss" : "point"))) >= 0) {
    n++;
    const left = small.keptSheets(store);
    expect(left).toEqual(["sheet.3", "sheet.2", "sheet.1"].slice(0, left.length)); // the oldest go first
    if (freedAt < 0 && left.length < 3) freedAt = n;
  }
  expect(r).toBe(Err.StoreFull);
  expect(small.keptSheets(store)).toEqual([]); // refused only once none is left to free
  expect(freedAt).toBeGreaterThan(0);
  console.log(`${BOARD}: journal room ${small.JOURNAL_ROOM} B: ${n} events in one match (sheets freed from event ${freedAt}), then refused`);
  expect(n).toBeGreaterThan(600); // a 2 x 50 match has about 300
  const before = sheetJson(s.m);
  expect(sheetJson(small.openSession(store).m)).toBe(before); // every accepted point is in the journal
  expect(small.enter(s, parseLine("point"))).toBe(Err.StoreFull); // refused, and changes nothing
  expect(sheetJson(s.m)).toBe(before);
  for (const l of ["undo", "forfeit B", "sign referee", "sign scorer", "sign A", "sign B"]) ok(s, l);
  expect(sheetJson(small.openSession(store).m)).toBe(sheetJson(s.m));
  expect(small.nextMatch(s, false, false)).toBe(0);
});
