// Espruino's Storage keeps an erased file's room until it compacts, and a compaction moves every
// file after the first erased one. The store compacts when Storage's end is short, but only when
// that moves no code that runs (hal/espruino/storage-order.ts): carom flash writes the firmware's
// file first (tools/cli/flash-upload.ts). Rule 18: a finished match is always kept and the
// next one starts, match after match.
import { FakeStorage } from "./support/fake-storage";

let storage = new FakeStorage();
jest.mock("Storage", () => new Proxy({}, { get: (_t, k) => (storage as any)[k].bind(storage) }), { virtual: true });

import { parseLine } from "../rules/parse";
import { sheetJson } from "../rules/sheet";
import { Err } from "../rules/codes";
import { keptMatch } from "../firmware/journal/kept-match";
import { enter, keptSheets, nextMatch, openSession, Session } from "../firmware/journal/session";
import { startStore } from "../hal/espruino/store";
import { CODE_FILE, codeStays, FIRST_FILE } from "../hal/espruino/storage-order";

const E = (global as unknown as { E: { getAddressOf: (v: string, flat: boolean) => number } }).E;
const copies = E.getAddressOf;
afterEach(() => (E.getAddressOf = copies));

// A board's flash: a read is the file's data in place (the same address each time), files laid
// one after the other with a 32-byte header, data aligned to 4.
function inPlace(order: () => string[], size: (name: string) => number): void {
  E.getAddressOf = () => {
    const read = storage.lastRead;
    let at = 0x08004000;
    for (const n of order()) {
      at += 32;
      if (n === read) return at;
      at += Math.ceil(size(n) / 4) * 4;
    }
    throw new Error("not a file's data");
  };
}

function playMatch(s: Session): void {
  for (const l of ["lag A break white", ...Array.from({ length: 60 }, (_, i) => (i % 3 === 2 ? "miss" : "point")), "forfeit B", "sign referee", "sign scorer", "sign A", "sign B"]) {
    const r = enter(s, parseLine(l));
    if (r < 0) throw new Error(`${l}: refused (${r})`);
  }
}

// Matches in a row until one is refused (at most `most`).
function matchesInARow(most: number): number {
  const s = openSession(startStore({}));
  for (let n = 0; n < most; n++) {
    playMatch(s);
    if (nextMatch(s, false, false) !== 0) return n;
  }
  return most;
}

describe("codeStays: a compaction moves no code that runs", () => {
  const at = (places: Record<string, number[]>) => (n: string) => places[n];
  test("reads that are copies (the Linux build): safe", () => {
    expect(codeStays(["j0", CODE_FILE], at({ j0: [0, 0] }))).toBe(true); // (what Espruino for Linux gives)
    expect(codeStays(["j0", CODE_FILE], at({ j0: [100, 200] }))).toBe(true);
  });
  test("the marker and the firmware's file first, side by side: safe", () => {
    expect(codeStays([FIRST_FILE, CODE_FILE, "j0"], at({ [FIRST_FILE]: [1000, 1000], [CODE_FILE]: [1036, 1036] }))).toBe(true);
    expect(codeStays([FIRST_FILE, CODE_FILE], at({ [FIRST_FILE]: [1000, 1000], [CODE_FILE]: [1040, 1040] }))).toBe(true);
  });
  test("an erased file between them (the smallest: 72 bytes), no marker, or the firmware's file later: not safe", () => {
    expect(codeStays([FIRST_FILE, CODE_FILE], at({ [FIRST_FILE]: [1000, 1000], [CODE_FILE]: [1072, 1072] }))).toBe(false);
    expect(codeStays([CODE_FILE, "j0"], at({ [CODE_FILE]: [1000, 1000] }))).toBe(false);
    expect(codeStays([FIRST_FILE, "j0", CODE_FILE], at({ [FIRST_FILE]: [1000, 1000], j0: [1036, 1036] }))).toBe(false);
  });
});

describe("rule 18: match after match on a flash Storage that gets its erased room back only by compacting", () => {
  test("reads are copies: the store compacts when short and takes 200 matches in a row", () => {
    storage = new FakeStorage(48 * 1024);
    storage.write(CODE_FILE, "c".repeat(20000));
    expect(matchesInARow(200)).toBe(200);
    expect(storage.compactions).toBeGreaterThan(10);
    expect(storage.read(CODE_FILE)).toBe("c".repeat(20000));
    expect(keptSheets(startStore({})).length).toBeGreaterThan(0);
  });

  test("on a board, with the firmware's file first as carom flash writes it: the same", () => {
    storage = new FakeStorage(48 * 1024);
    storage.write(FIRST_FILE, "1");
    storage.write(CODE_FILE, "c".repeat(20000));
    inPlace(() => storage.list(), (n) => storage.read(n)!.length);
    expect(matchesInARow(200)).toBe(200);
    expect(storage.compactions).toBeGreaterThan(10);
    expect(storage.list().slice(0, 2)).toEqual([FIRST_FILE, CODE_FILE]);
  });

  test("a press appends into the journal's room and does not ask Storage for its erased room again", () => {
    storage = new FakeStorage(48 * 1024);
    storage.write(CODE_FILE, "c".repeat(20000));
    const s = openSession(startStore({}));
    playMatch(s);
    expect(nextMatch(s, false, false)).toBe(0);
    expect(enter(s, parseLine("lag A break white"))).toBeGreaterThanOrEqual(0);
    const asked = storage.statsAsked;
    for (let i = 0; i < 50; i++) expect(enter(s, parseLine(i % 3 === 2 ? "miss" : "point"))).toBeGreaterThanOrEqual(0);
    expect(storage.statsAsked).toBe(asked);
  });

  test("on a board whose firmware's file an earlier flash wrote after other files: never compacted; the store refuses in time, the last match kept", () => {
    storage = new FakeStorage(48 * 1024);
    storage.write("old", "o".repeat(100));
    storage.write(CODE_FILE, "c".repeat(20000));
    inPlace(() => storage.list(), (n) => storage.read(n)!.length);
    const s = openSession(startStore({}));
    let n = 0;
    let r = 0;
    for (; n < 200; n++) {
      playMatch(s);
      if ((r = nextMatch(s, false, false)) !== 0) break;
    }
    expect(n).toBeLessThan(200);
    expect(r).toBe(Err.StoreFull);
    expect(storage.compactions).toBe(0);
    // the refused match is not lost: kept as its journal, or still the journal on the table
    const store = startStore({});
    const kept = store.read(`sheet.${s.matchNo}`);
    expect(kept !== "" ? sheetJson(keptMatch(kept).m) : sheetJson(openSession(store).m)).toBe(sheetJson(s.m));
  });
});
