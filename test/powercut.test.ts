// Power cuts (fault injection on hal/sim's store): cut at every byte offset of every journal
// write of a 300-event match, and of a compaction; after the reboot the match is exactly as
// after the last command whose write completed.
import { parseLine } from "../rules/parse";
import { sheetJson } from "../rules/sheet";
import { compact, enter, openSession } from "../firmware/journal/session";
import { POWER_CUT, startSimStore, SimStore } from "../hal/sim/store";
import { fullMatch } from "../tools/bench/matchgen";
import { startStore } from "../hal/espruino/store";
import { FakeStorage } from "./support/fake-storage";

// The fake Espruino flash Storage with a power cut: a write stops after so many more bytes (the
// file keeps its size, the rest of it erased 0xFF), and an erase after that never happens.
class CutStorage extends FakeStorage {
  budget = -1;
  written = 0;
  write(name: string, data: string, offset?: number, size?: number): boolean {
    if (this.budget < 0 || data.length <= this.budget) {
      const ok = super.write(name, data, offset, size);
      if (ok) this.written += data.length;
      if (ok && this.budget >= 0) this.budget -= data.length;
      return ok;
    }
    const part = data.slice(0, this.budget);
    if (offset === undefined || offset === 0) super.write(name, part, 0, size ?? data.length);
    else super.write(name, part, offset);
    this.budget = 0;
    throw POWER_CUT;
  }
  erase(name: string): void {
    if (this.budget === 0) throw POWER_CUT;
    super.erase(name);
  }
  copy(): CutStorage {
    const c = new CutStorage(this.getFree() + [...this.files.values()].reduce((n, f) => n + f.length, 0));
    for (const [k, v] of this.files) c.files.set(k, v);
    return c;
  }
}
let flash = new CutStorage(256 * 1024);
jest.mock("Storage", () => new Proxy({}, { get: (_t, k) => (flash as any)[k].bind(flash) }), { virtual: true });

// setup lines and 300 match events: points, misses, fouls, notes, undos, a protest
function script(): string[] {
  const lines = ["set distance 400 350", "set innings 100", "set equalize on", "set event \"Open\"", "player A \"Ana\"",
    "player B \"Ben\"", "lag B assign yellow"];
  const body = fullMatch(100, 7).slice(5);
  let n = 0;
  for (let i = 0; n < 300 && i < body.length; i++) {
    lines.push(body[i]);
    n++;
    if (i % 23 === 5 && n < 300) { lines.push("undo"); n++; }
    if (i % 41 === 9 && n < 300) { lines.push("warn A"); n++; }
    if (i === 100) { lines.push("protest B \"cue ball moved\""); n++; }
  }
  return lines;
}

function copyStore(from: SimStore): SimStore {
  const s = startSimStore({ capacity: 1 << 20 });
  for (const k of Object.keys(from.files)) s.files[k] = from.files[k];
  return s;
}

const lines = script();

test("the scripted match has 300 events after the setup", () => {
  expect(lines.length - 7).toBe(300);
});

test("power cut at every byte offset of every journal write: the state after the last complete write", () => {
  const store = startSimStore({ capacity: 1 << 20 });
  const s = openSession(store);
  const sheets = [sheetJson(s.m)];
  const before: SimStore[] = [copyStore(store)];
  const sizes: number[] = [];
  for (const line of lines) {
    const written = store.bytesWritten;
    expect(enter(s, parseLine(line))).toBeGreaterThanOrEqual(0);
    sizes.push(store.bytesWritten - written);
    sheets.push(sheetJson(s.m));
    before.push(copyStore(store));
  }
  let cuts = 0;
  let wrong = 0;
  lines.forEach((line, i) => {
    for (let k = 0; k < sizes[i]; k++) {
      const st = copyStore(before[i]);
      const dev = openSession(st);
      st.cutAfter(k);
      expect(() => enter(dev, parseLine(line))).toThrow(POWER_CUT);
      st.cutAfter(-1);
      const rebooted = openSession(st);
      cuts++;
      if (sheetJson(rebooted.m) !== sheets[i]) wrong++;
      if (rebooted.damaged !== 0) wrong++; // a torn end is restored without a word (issue 16)
      // and the rebooted device goes on: the same command now lands
      enter(rebooted, parseLine(line));
      if (sheetJson(rebooted.m) !== sheets[i + 1]) wrong++;
    }
  });
  expect(cuts).toBeGreaterThan(1000);
  // erased flash reads 0xFF: no record byte may look like it
  expect(store.names().filter((name) => store.files[name].includes("\u00ff"))).toEqual([]);
  expect(wrong).toBe(0);
});

test("power cut at every byte offset of a compaction and before its erase: nothing is lost, nothing reads as damage", () => {
  const store = startSimStore({ capacity: 1 << 20 });
  const s = openSession(store);
  for (const line of lines) enter(s, parseLine(line));
  const want = sheetJson(s.m);
  const probe = copyStore(store);
  const written = probe.bytesWritten;
  compact(openSession(probe));
  const size = probe.bytesWritten - written;
  expect(size).toBeGreaterThan(300);
  let wrong = 0;
  let erases = 0;
  for (let k = 0; k <= size; k++) {
    const st = copyStore(store);
    const dev = openSession(st);
    st.cutAfter(k);
    try {
      compact(dev);
    } catch (e) {
      expect(e).toBe(POWER_CUT);
    }
    st.cutAfter(-1);
    if (st.names().filter((n) => /^j\d$/.test(n)).length === 2 && k === size) erases++; // both journals: the erase never happened
    const rebooted = openSession(st);
    if (sheetJson(rebooted.m) !== want || rebooted.damaged !== 0) wrong++;
  }
  expect(erases).toBe(1); // the last cut: the copy written, the power gone before the old one is erased
  expect(wrong).toBe(0);
});

test("a torn record at boot is dropped and later records still land", () => {
  const store = startSimStore();
  const s = openSession(store);
  for (const line of ["lag A break white", "point", "point"]) enter(s, parseLine(line));
  store.files.j0 = store.files.j0 + "\u0001"; // half a record: a power cut while appending
  const again = openSession(store);
  expect(JSON.parse(sheetJson(again.m)).players.A.score).toBe(2);
  enter(again, parseLine("point"));
  expect(JSON.parse(sheetJson(openSession(store).m)).players.A.score).toBe(3);
});

describe("the journal when things go wrong", () => {
  test("a write that does not fit is refused, and the match stays as the store has it", () => {
    const store = startSimStore({ capacity: 400 });
    const s = openSession(store);
    enter(s, parseLine("lag A break white"));
    let refused = 0;
    for (let i = 0; i < 200; i++) if (enter(s, parseLine(`protest A "${"x".repeat(60)} ${i}"`)) < 0) refused++;
    expect(refused).toBeGreaterThan(0);
    expect(sheetJson(openSession(store).m)).toBe(sheetJson(s.m));
  });

  test("a journal of another version is kept, not erased; the device starts a new one beside it", () => {
    const store = startSimStore();
    const { record } = require("../firmware/journal/records");
    const foreign = record(String.fromCharCode(72, 9, 0, 1, 0, 0)) + record("K");
    store.files.j0 = foreign;
    const s = openSession(store);
    enter(s, parseLine("lag A break white"));
    expect(store.files.j0).toBe(foreign);
    expect(JSON.parse(sheetJson(openSession(store).m)).breaker).toBe("A");
  });
});

describe("on the fake Espruino flash Storage", () => {
  test("power cut at every byte offset of every journal write: the state after the last complete write, never damage", () => {
    flash = new CutStorage(256 * 1024);
    const s = openSession(startStore({}));
    const sheets = [sheetJson(s.m)];
    const before: CutStorage[] = [flash.copy()];
    const sizes: number[] = [];
    for (const line of lines) {
      const written = flash.written;
      expect(enter(s, parseLine(line))).toBeGreaterThanOrEqual(0);
      sizes.push(flash.written - written);
      sheets.push(sheetJson(s.m));
      before.push(flash.copy());
    }
    let cuts = 0;
    const wrong: string[] = [];
    lines.forEach((line, i) => {
      for (let k = 0; k < sizes[i]; k++) {
        flash = before[i].copy();
        const dev = openSession(startStore({}));
        flash.budget = k;
        expect(() => enter(dev, parseLine(line))).toThrow(POWER_CUT);
        flash.budget = -1;
        const rebooted = openSession(startStore({}));
        cuts++;
        if (sheetJson(rebooted.m) !== sheets[i]) wrong.push(`${line} cut at ${k}: not the match before it`);
        if (rebooted.damaged !== 0) wrong.push(`${line} cut at ${k}: read as damage`);
        enter(rebooted, parseLine(line));
        if (sheetJson(openSession(startStore({})).m) !== sheets[i + 1]) wrong.push(`${line} cut at ${k}: the command again`);
      }
    });
    console.log(`flash: ${cuts} power cuts over ${lines.length} commands`);
    expect(cuts).toBeGreaterThan(1000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  test("power cut at every byte offset of a compaction and before its erase: nothing is lost, nothing reads as damage", () => {
    flash = new CutStorage(256 * 1024);
    const s = openSession(startStore({}));
    for (const line of lines) enter(s, parseLine(line));
    const want = sheetJson(s.m);
    const start = flash.copy();
    const written = flash.written;
    compact(openSession(startStore({})));
    const size = flash.written - written;
    expect(size).toBeGreaterThan(300);
    let wrong = 0;
    let erases = 0;
    for (let k = 0; k <= size; k++) {
      flash = start.copy();
      const dev = openSession(startStore({}));
      flash.budget = k;
      try {
        compact(dev);
      } catch (e) {
        expect(e).toBe(POWER_CUT);
      }
      flash.budget = -1;
      if ([...flash.files.keys()].filter((n) => /^j\d$/.test(n)).length === 2 && k === size) erases++;
      const rebooted = openSession(startStore({}));
      if (sheetJson(rebooted.m) !== want || rebooted.damaged !== 0) wrong++;
    }
    expect(erases).toBe(1);
    expect(wrong).toBe(0);
  });
});

describe("a streamed compaction (issue 14)", () => {
  // the journal a compaction writes, built whole here: header, the canonical body, commit
  const whole = (s: ReturnType<typeof openSession>) => {
    const { record, headerPayload } = require("../firmware/journal/records");
    const { canonicalPayloads } = require("../firmware/journal/canonical-body");
    let body = "";
    canonicalPayloads(s.m, s.profile, true, (p: string) => { body += record(p); });
    return record(headerPayload(s.matchNo, s.gen)) + body + record("K");
  };

  test("is written in pieces of some tens of records, the commit alone and last, the same bytes as the whole journal", () => {
    flash = new CutStorage(256 * 1024);
    const s = openSession(startStore({}));
    for (const line of lines) enter(s, parseLine(line));
    const writes: Array<[string, number, number]> = [];
    const write = flash.write.bind(flash);
    flash.write = (name, data, offset, size) => {
      writes.push([name, data.length, offset ?? 0]);
      return write(name, data, offset, size);
    };
    expect(compact(s)).toBe(true);
    const name = `j${s.file}`;
    expect(writes.length).toBeGreaterThan(3);
    for (const [n] of writes) expect(n).toBe(name);
    expect(Math.max(...writes.map(([, n]) => n))).toBeLessThan(256 + 80);
    expect(writes[writes.length - 1][1]).toBe(4); // the commit record, alone
    expect(flash.read(name)!.replace(/\xff+$/, "")).toBe(whole(s));
    expect(flash.read(name)!.length).toBe(whole(s).length + 8192); // the file's room, as a whole write kept it
    expect(sheetJson(openSession(startStore({})).m)).toBe(sheetJson(s.m));
  });

  test("a power cut in the middle of it, between pieces and inside one: the old journal wins, and the next compaction lands", () => {
    for (const mid of [false, true]) {
      flash = new CutStorage(256 * 1024);
      const s = openSession(startStore({}));
      for (const line of lines) enter(s, parseLine(line));
      const want = sheetJson(s.m);
      const old = `j${s.file}`;
      const kept = flash.read(old);
      let pieces = 0;
      const write = flash.write.bind(flash);
      flash.write = (name, data, offset, size) => {
        pieces++;
        if (pieces === 3) flash.budget = mid ? 5 : 0; // the third piece: cut before it, or 5 bytes into it
        return write(name, data, offset, size);
      };
      expect(() => compact(s)).toThrow(POWER_CUT);
      flash.budget = -1;
      flash.write = write;
      const other = flash.read(`j${1 - s.file}`)!.replace(/\xff+$/, "");
      expect(other.length).toBeGreaterThan(256); // the new file begun: header and some of the body, no commit
      expect(other.length).toBeLessThan(whole(s).length);
      expect(flash.read(old)).toBe(kept);
      const rebooted = openSession(startStore({}));
      expect(sheetJson(rebooted.m)).toBe(want);
      expect(rebooted.damaged).toBe(0);
      expect(compact(rebooted)).toBe(true);
      expect(sheetJson(openSession(startStore({})).m)).toBe(want);
    }
  });
});
