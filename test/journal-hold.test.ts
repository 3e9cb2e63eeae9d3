// Issue 16, after review: a full store gives way to kept sheets before it refuses a match; a
// damaged journal file that could not be kept aside (the store was full) is never appended
// behind nor written over (fault injection on the simulator's store and on the fake Espruino
// flash Storage); a journal record of an event code a later version wrote is never applied as
// another event.
import { parseLine } from "../rules/parse";
import { sheetJson } from "../rules/sheet";
import { Err } from "../rules/codes";
import { clearDamaged, compact, damagedFiles, enter, keptSheets, nextMatch, openSession, Session } from "../firmware/journal/session";
import { record } from "../firmware/journal/records";
import { startSimStore } from "../hal/sim/store";
import { startStore } from "../hal/espruino/store";
import { Store } from "../hal/roles";
import { CODE_FILE } from "../hal/espruino/storage-order";
import { FakeStorage } from "./support/fake-storage";
import { rig } from "./support/rig";

let storage = new FakeStorage();
jest.mock("Storage", () => new Proxy({}, { get: (_t, k) => (storage as any)[k].bind(storage) }), { virtual: true });

function ok(s: Session, line: string): void {
  const r = enter(s, parseLine(line));
  if (r < 0) throw new Error(`${line}: refused (${r})`);
}

const content = (raw: string | undefined) => (raw ?? "").replace(/\xff+$/, "");

describe("a full store on flash", () => {
  test("rules 18, 20: a long match is refused for the room only once every kept sheet is freed, and the end still fits", () => {
    storage = new FakeStorage(64 * 1024);
    const store = startStore({});
    // nine kept sheets of earlier matches, then what the session takes: about 14 KB free beside
    // the journal, more than the room makeRoom keeps, less than a compaction of a full file needs
    for (let n = 1; n <= 9; n++) store.replace(`sheet.${n}`, `{"sheet":${n}}`.padEnd(3000, " "), 0);
    const s = openSession(store);
    expect(s.matchNo).toBe(10);
    storage.write(CODE_FILE, "c".repeat(store.free() - 14000));
    for (const l of ["set distance 9999", "set innings 9999", "lag A break white"]) ok(s, l);
    let n = 0;
    let r = 0;
    while ((r = enter(s, parseLine(n % 3 === 2 ? "miss" : "point"))) >= 0) n++;
    expect(r).toBe(Err.StoreFull);
    // never refused while a sheet could still be freed (before the fix: refused at the end of
    // the journal file's room, about 1,900 events, with all nine sheets kept)
    expect(keptSheets(store)).toEqual([]);
    expect(n).toBeGreaterThan(4000);
    for (const l of ["undo", "forfeit B", "sign referee", "sign scorer", "sign A", "sign B"]) ok(s, l);
    expect(sheetJson(openSession(store).m)).toBe(sheetJson(s.m));
    expect(nextMatch(s, false, false)).toBe(0);
  });

  test("the oldest sheets go first, and only as many as the match needs", () => {
    storage = new FakeStorage(64 * 1024);
    const store = startStore({});
    for (let n = 1; n <= 9; n++) store.replace(`sheet.${n}`, `{"sheet":${n}}`.padEnd(3000, " "), 0);
    const s = openSession(store);
    storage.write(CODE_FILE, "c".repeat(store.free() - 14000));
    for (const l of ["set distance 9999", "set innings 9999", "lag A break white"]) ok(s, l);
    for (let n = 0; n < 2500; n++) ok(s, n % 3 === 2 ? "miss" : "point");
    const left = keptSheets(store);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(9);
    expect(left).toEqual(Array.from({ length: left.length }, (_, i) => `sheet.${9 - i}`)); // the newest kept
  });
});

// Each backend: a store, its files' raw bytes, and a way to put bytes back.
interface Backend {
  name: string;
  store(): Store;
  raw(name: string): string | undefined;
  put(name: string, bytes: string): void;
}

function simBackend(): Backend {
  const store = startSimStore({ capacity: 1 << 20 });
  return { name: "sim", store: () => store, raw: (n) => store.files[n], put: (n, b) => { store.files[n] = b; } };
}

function flashBackend(): Backend {
  storage = new FakeStorage(256 * 1024);
  return { name: "flash", store: () => startStore({}), raw: (n) => storage.files.get(n), put: (n, b) => { storage.files.set(n, b); } };
}

const LINES = ["set distance 15", "player A \"Ana\"", "player B \"Ben\"", "lag A break white", "point", "point", "miss",
  "point", "foul push", "point", "miss", "warn A", "point", "point"];
// what is tried on a store that holds a damaged journal without its copy: each must change nothing
const TRIES = ["point", "miss", "undo", "forfeit B", "dq A", "suspend", "sign referee", "protest A \"x\"", "set distance 20"];

// the match played; the journal's name, bytes, and where each record starts; the sheet after each line
function play(b: Backend) {
  const s = openSession(b.store());
  const sheets = [sheetJson(s.m)];
  for (const l of LINES) {
    ok(s, l);
    sheets.push(sheetJson(s.m));
  }
  const name = `j${s.file}`;
  const raw = b.raw(name)!;
  const spans: number[] = [];
  for (let at = 0; at < content(raw).length; at += raw.charCodeAt(at) + 3) spans.push(at);
  return { name, raw, spans, sheets };
}

describe.each([["sim", simBackend], ["flash", flashBackend]])("a damaged journal with no room for its copy, on the %s store", (_n, make) => {
  test("fault injection: a flipped byte at every position after the lag, the store full: nothing appended behind the damage, nothing written over it, then kept once there is room", () => {
    const j = play(make());
    const from = j.spans[6]; // the lag's record: the records after it are match events
    const wrong: string[] = [];
    let cases = 0;
    for (let p = from; p < content(j.raw).length; p++) {
      const b = make();
      const bad = j.raw.slice(0, p) + String.fromCharCode(j.raw.charCodeAt(p) ^ 0x01) + j.raw.slice(p + 1);
      b.put(j.name, bad);
      const store = b.store();
      // the store filled (by another file) until a copy of the journal no longer fits
      store.replace("filler", "f".repeat(store.free() - content(bad).length + 1), 0);
      const s = openSession(store);
      cases++;
      const same = (what: string) => {
        if (content(b.raw(j.name)) !== content(bad)) wrong.push(`${p}: ${what}: the damaged file changed`);
        if (damagedFiles(store).length !== 0) wrong.push(`${p}: ${what}: a copy appeared`);
      };
      same("start");
      for (const l of TRIES) {
        const r = enter(s, parseLine(l));
        if (r !== Err.Unkept) wrong.push(`${p}: ${l}: ${r}, not Err.Unkept`);
        same(l);
      }
      if (compact(s)) wrong.push(`${p}: compacted`);
      same("compact");
      if (nextMatch(s, false, false) >= 0) wrong.push(`${p}: next match`);
      same("new");
      const again = openSession(store);
      same("restart");
      // room made: the copy is kept first, then the match goes on from the records before the damage
      store.erase("filler");
      const proven = sheetJson(again.m);
      const r = enter(again, parseLine("point"));
      const kept = damagedFiles(store);
      if (kept.length !== 1 || content(b.raw(kept[0])) !== content(bad)) wrong.push(`${p}: not kept once there was room (${kept})`);
      const after = sheetJson(openSession(b.store()).m);
      if (r < 0 || after !== sheetJson(again.m) || after === proven) wrong.push(`${p}: the match after the room was made (${r})`);
    }
    console.log(`${_n}: ${cases} damaged positions with a full store: ${wrong.length} wrong`);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  test("the sheets kept make room for the copy first", () => {
    const b = make();
    b.store().replace("sheet.1", "s".repeat(1000), 0); // the sheet of match 1
    const j = play(b); // match 2
    const p = j.spans[9] + 1;
    const bad = j.raw.slice(0, p) + String.fromCharCode(j.raw.charCodeAt(p) ^ 0x01) + j.raw.slice(p + 1);
    b.put(j.name, bad);
    const store = b.store();
    store.replace("filler", "f".repeat(store.free() - content(bad).length + 1), 0);
    const s = openSession(store);
    expect(damagedFiles(store)).toEqual(["jbad.1"]);
    expect(content(b.raw("jbad.1"))).toBe(content(bad));
    expect(keptSheets(store)).toEqual([]);
    expect(sheetJson(s.m)).toBe(j.sheets[9 - 2]);
    store.erase("filler");
    ok(s, "point");
    expect(sheetJson(openSession(b.store()).m)).toBe(sheetJson(s.m));
  });
});

test("the device says what to do, and damaged clear gives the uncopied journal up", () => {
  const store = startSimStore({ capacity: 1 << 20 });
  const s = openSession(store);
  for (const l of ["lag A break white", "point", "point", "point", "miss"]) ok(s, l);
  const name = `j${s.file}`;
  store.files[name] = store.files[name].slice(0, 25) + "\u0000" + store.files[name].slice(26); // the second point's code
  store.replace("filler", "f".repeat(store.free() - store.files[name].length + 1));
  const r = rig(undefined, store);
  r.line("!lang en");
  expect(r.send("1 forfeit B")[0]).toMatch(/^1 err a damaged journal must be kept aside before anything is written, and the store has no room for its copy: read the match \(carom sheet\), then damaged clear \(gives it up\) \*/);
  expect(r.send("2 damaged clear")[0]).toMatch(/^2 ok cleared 0 /);
  expect(r.send("3 point")[0]).toMatch(/^3 err the store is full: end the match/); // (no room for the copy: none for points either)
  expect(r.send("4 forfeit B")[0]).toMatch(/^4 ok /);
  r.reboot();
  expect(r.sheet().players.A.score).toBe(1); // the first point: the records before the damage
  expect(r.sheet().result.kind).toBe("forfeit");
  expect(damagedFiles(store)).toEqual([]);
  expect(clearDamaged(r.unit.session)).toBe(0);
});

describe.each([["sim", simBackend], ["flash", flashBackend]])("a journal record of an event code a later version wrote, on the %s store", (_n, make) => {
  // the free event codes of rules/codes.ts (the journal's header and commit take 72 and 75)
  const UNKNOWN: number[] = [];
  for (let c = 9; c <= 15; c++) UNKNOWN.push(c);
  for (let c = 24; c <= 31; c++) UNKNOWN.push(c);
  for (let c = 36; c <= 79; c++) if (c !== 72 && c !== 75) UNKNOWN.push(c);
  for (let c = 93; c <= 127; c++) UNKNOWN.push(c);

  test("is never applied: the match is the records before it, the file is kept aside and reported", () => {
    const j = play(make());
    const at = j.spans[10]; // after the lag and three events
    const wrong: string[] = [];
    for (const code of UNKNOWN) {
      const b = make();
      const c = content(j.raw);
      const newer = c.slice(0, at) + record(String.fromCharCode(code)) + c.slice(at);
      b.put(j.name, newer + "\xff".repeat(Math.max(0, j.raw.length - newer.length))); // (flash: erased room after it)
      const s = openSession(b.store());
      if (sheetJson(s.m) !== j.sheets[10 - 2]) wrong.push(`${code}: applied, or records after it were`);
      if (s.damaged !== 1 || content(b.raw("jbad.1")) !== content(newer)) wrong.push(`${code}: not kept aside`);
      ok(s, "point"); // the match goes on, not behind it
      if (sheetJson(openSession(b.store()).m) !== sheetJson(s.m)) wrong.push(`${code}: the point after it was not kept`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(UNKNOWN.length).toBe(7 + 8 + 42 + 35);
  });
});
