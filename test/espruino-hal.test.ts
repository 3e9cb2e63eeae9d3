// hal/espruino against small fakes of the Espruino globals: what reaches the pins, the SPI bus
// and the flash.
const g = globalThis as any;
import { FakeStorage } from "./support/fake-storage";

let storage = new FakeStorage();
jest.mock("Storage", () => new Proxy({}, { get: (_t, k) => (storage as any)[k].bind(storage) }), { virtual: true });

import { startStore } from "../hal/espruino/store";
import { startButtons } from "../hal/espruino/buttons";
import { startBuzzer } from "../hal/espruino/buzzer";
import { startLink } from "../hal/espruino/link";
import { segmentsOf, startMax7219 } from "../hal/espruino/max7219";
import { enter, openSession } from "../firmware/journal/session";
import { parseLine } from "../rules/parse";
import { sheetJson } from "../rules/sheet";
import { Edge } from "../hal/roles";

beforeEach(() => {
  storage = new FakeStorage();
  const pins: Record<string, number> = {};
  g.pinMode = jest.fn();
  g.digitalRead = (p: string) => pins[p] ?? 1;
  g.digitalWrite = jest.fn();
  g.analogWrite = jest.fn();
  g.setPin = (p: string, v: number) => (pins[p] = v);
});

describe("hal/espruino store on flash Storage", () => {
  test("appends go into the journal's erased room; a reboot reads the same match", () => {
    const store = startStore({});
    const s = openSession(store);
    for (const l of ["set distance 30", "player A \"Ana\"", "lag A break white", "point", "point", "miss", "foul push"]) {
      expect(enter(s, parseLine(l))).toBeGreaterThanOrEqual(0);
    }
    expect(storage.read("j0")!.length).toBeGreaterThan(8192); // written once with its room
    expect(sheetJson(openSession(startStore({})).m)).toBe(sheetJson(s.m));
  });

  test("a full journal file compacts into the other one, never rewriting written flash", () => {
    const s = openSession(startStore({}));
    enter(s, parseLine("set distance 9999"));
    enter(s, parseLine('set event "Club"'));
    enter(s, parseLine('player A "Ana"'));
    enter(s, parseLine("lag A break white"));
    for (let i = 0; i < 6000; i++) expect(enter(s, parseLine(i % 3 === 2 ? "undo" : "point"))).toBeGreaterThanOrEqual(0);
    expect(s.gen).toBeGreaterThan(0); // compacted at least once
    expect(storage.list().filter((n) => n.startsWith("j")).length).toBe(1);
    expect(JSON.parse(sheetJson(openSession(startStore({})).m)).players.A.score).toBe(2000);
    expect(sheetJson(openSession(startStore({})).m)).toBe(sheetJson(s.m));
    expect(JSON.parse(sheetJson(s.m)).info).toEqual({ event: "Club" });
  });
});

test("hal/espruino store: appends to two files in turn (the counters' file and the journal: a wireless press) each land at their file's end, kept, not searched for again", () => {
  const store = startStore({});
  store.replace("j0", "H", 300);
  store.replace("rc0", ";1:0d;1:0d", 100);
  let j = "H";
  let rc = ";1:0d;1:0d";
  for (let i = 1; i <= 8; i++) {
    expect(store.append("rc0", `;1:${i}t;1:${i}t`)).toBe(true);
    expect(store.append("j0", "ab")).toBe(true);
    rc += `;1:${i}t;1:${i}t`;
    j += "ab";
  }
  expect([store.read("j0"), store.read("rc0")]).toEqual([j, rc]);
  // the counters' file's end is the one the store kept, not searched for again: bytes put behind
  // its back at that end are written over (which flash refuses), not appended after
  storage.write("rc0", "zz", rc.length);
  expect(() => store.append("rc0", ";1:9t;1:9t")).toThrow(/rewrite of written flash/);
  // written whole again, or erased: its end is found again
  store.replace("rc0", ";1:9d;1:9d", 100);
  expect(store.append("rc0", ";1:10d;1:10d")).toBe(true);
  expect(store.append("j0", "cd")).toBe(true);
  store.erase("j0");
  store.replace("j0", "H", 300);
  expect(store.append("j0", "ef")).toBe(true);
  expect([store.read("j0"), store.read("rc0")]).toEqual(["Hef", ";1:9d;1:9d;1:10d;1:10d"]);
});

describe("hal/espruino buttons, buzzer, link", () => {
  test("setWatch edges become debounced Down/Up edges per button (pull-up: low is pressed)", () => {
    const watches: Array<(e: { state: boolean }) => void> = [];
    g.setWatch = jest.fn((fn, _pin, opts) => { expect(opts).toMatchObject({ repeat: true, edge: "both" }); watches.push(fn); return watches.length; });
    g.clearWatch = jest.fn();
    const b = startButtons({ pins: ["B3", "B4"] });
    const edges: number[][] = [];
    b.onEdge = (id, edge) => edges.push([id, edge]);
    watches[1]({ state: false });
    watches[1]({ state: true });
    expect(edges).toEqual([[1, Edge.Down], [1, Edge.Up]]);
    expect(g.pinMode).toHaveBeenCalledWith("B3", "input_pullup");
    b.close();
    expect(g.clearWatch).toHaveBeenCalledTimes(2);
  });

  test("the buzzer plays each tone at its frequency, rests, and ends silent", () => {
    jest.useFakeTimers();
    const z = startBuzzer({ pin: "B8" });
    z.play("2000 60 0 40 1000 120");
    expect(g.analogWrite).toHaveBeenLastCalledWith("B8", 0.5, { freq: 2000 });
    jest.advanceTimersByTime(60);
    expect(g.digitalWrite).toHaveBeenLastCalledWith("B8", 0);
    jest.advanceTimersByTime(40);
    expect(g.analogWrite).toHaveBeenLastCalledWith("B8", 0.5, { freq: 1000 });
    jest.advanceTimersByTime(120);
    expect(g.digitalWrite).toHaveBeenLastCalledWith("B8", 0);
    jest.useRealTimers();
  });

  test("the link takes the port and moves the console; a button held at boot keeps the console", () => {
    const listeners: Array<(d: string) => void> = [];
    g.USB = { write: jest.fn(), on: (_e: string, fn: (d: string) => void) => listeners.push(fn), removeAllListeners: jest.fn(), setup: jest.fn() };
    g.LoopbackA = { setConsole: jest.fn() };
    const link = startLink({ port: "USB", baud: 115200, keepConsolePin: "B3" })!;
    expect(g.LoopbackA.setConsole).toHaveBeenCalledWith(true);
    const got: string[] = [];
    link.onData = (d) => got.push(d);
    listeners[0]("1 hello\n");
    link.write("1 ok\r\n");
    expect(got).toEqual(["1 hello\n"]);
    expect(g.USB.write).toHaveBeenCalledWith("1 ok\r\n");
    g.setPin("B3", 0);
    g.LoopbackA.setConsole.mockClear();
    expect(startLink({ port: "USB", baud: 115200, keepConsolePin: "B3" })).toBeUndefined();
    expect(g.LoopbackA.setConsole).not.toHaveBeenCalled();
  });
});

describe("hal/espruino MAX7219 chain", () => {
  test("init, then each frame as raw segments per digit register, the decimal point on the digit before it", () => {
    const sent: number[][] = [];
    const spi = { setup: jest.fn(), write: (bytes: number[], cs: string) => { expect(cs).toBe("B6"); sent.push(bytes); } };
    const ids = ["scoreA", "scoreB", "avgA"];
    const d = startMax7219({ spi, cs: "B6", modules: 2, ids, map: [["scoreA", 0], ["scoreB", 5], ["avgA", 8]] });
    expect(sent.slice(0, 5)).toEqual([[9, 0, 9, 0], [11, 7, 11, 7], [15, 0, 15, 0], [10, 8, 10, 8], [12, 1, 12, 1]]);
    sent.length = 0;
    d.show([" 12", "  7", "1.250"]);
    expect(sent.length).toBe(8); // digit registers 8..1, both modules each time
    const digit = (pos: number) => {
      const module = Math.floor(pos / 8);
      const row = sent[pos % 8]; // register 8 - (pos % 8)
      expect(row[0]).toBe(8 - (pos % 8));
      return row[(1 - module) * 2 + 1];
    };
    expect([digit(0), digit(1), digit(2)]).toEqual([0, segmentsOf("1"), segmentsOf("2")]);
    expect(digit(7)).toBe(segmentsOf("7"));
    expect(digit(8)).toBe(segmentsOf("1") + 0x80);
    expect([digit(9), digit(10), digit(11)]).toEqual([segmentsOf("2"), segmentsOf("5"), segmentsOf("0")]);
    d.brightness(20);
    expect(sent[sent.length - 1]).toEqual([10, 15, 10, 15]);
  });
});
