// The wall unit's display on Espruino: WS2812 seven-segment digits through a fake neopixel
// module (recording every buffer written), the message line on a fake MAX7219 SPI bus, and the
// boards in hardware/boards checked as data against the layouts and the drivers.
import { enterLine } from "./support/rig";
import * as acorn from "acorn";
import * as fs from "fs";
import * as path from "path";

const mockStrip: Array<{ pin: string; data: number[] }> = [];
// board files that exist only for a test, never written to hardware/boards (other tests list it)
// eslint-disable-next-line no-var -- var: the hoisted mock below runs before this line
var mockBoards: Record<string, string> | undefined;
jest.mock("fs", () => {
  const real = jest.requireActual("fs");
  const ours = (f: unknown) => (mockBoards === undefined ? undefined : mockBoards[path.basename(String(f))]);
  return { ...real, existsSync: (f: string) => ours(f) !== undefined || real.existsSync(f), readFileSync: (f: string, ...rest: unknown[]) => ours(f) ?? real.readFileSync(f, ...rest) };
});
jest.mock("neopixel", () => ({ write: (pin: string, data: Uint8Array) => mockStrip.push({ pin, data: Array.from(data) }) }), { virtual: true });

import { startWs2812 } from "../hal/espruino/ws2812";
import { withMessage } from "../hal/message";
import { glyphOf } from "../hal/segments";
import { segmentsOf, startMax7219 } from "../hal/espruino/max7219";
import { buildEspruino } from "../tools/build/build-espruino";
import { boardData, espruinoTokens } from "../tools/build/board";
import { detokenise } from "../tools/build/espruino-pretokenise";
import { startTable } from "../firmware/table";
import { startVirtualClock } from "../hal/sim/clock";
import { startSimButtons } from "../hal/sim/buttons";
import { startSimBuzzer } from "../hal/sim/recorders";
import { startSimStore } from "../hal/sim/store";

const HW = path.join(__dirname, "..", "hardware");
const LAYOUTS = JSON.parse(fs.readFileSync(path.join(HW, "layouts.json"), "utf8"));
// (the display units: the wireless remote's and its receiver's boards are test/remote-build.test.ts's)
const BOARDS = fs.readdirSync(path.join(HW, "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
  .filter((b) => JSON.parse(fs.readFileSync(path.join(HW, "boards", `${b}.json`), "utf8")).role === undefined);
const board = (name: string) => JSON.parse(fs.readFileSync(path.join(HW, "boards", `${name}.json`), "utf8"));

const WHITE = [255, 255, 255];
const YELLOW = [170, 255, 0]; // green, red, blue
const OFF = [0, 0, 0];
const SEGS = "abcdefg";

// A small chain: two turn LEDs, then three digits per player (2 LEDs a segment), then a run of
// two digits (1 LED a segment).
const IDS = ["scoreA", "scoreB", "turnA", "run", "ballA", "ballB", "avgA", "msg"];
const SIZES = [3, 3, 1, 2, 1, 1, 5, 16];
const CHAIN: Array<[string, number, string, string]> = [
  ["turnA", 2, "led", "ballA"], ["scoreA", 2, "digits", "ballA"], ["scoreB", 2, "digits", "ballB"], ["run", 1, "digits", "white"],
];
const LEDS = 2 + 3 * 7 * 2 + 3 * 7 * 2 + 2 * 7;
const SCORE_A = 2; // first LED of each field
const SCORE_B = SCORE_A + 42;
const RUN = SCORE_B + 42;

function frame(o: Partial<Record<string, string>>): string[] {
  const blank: Record<string, string> = { scoreA: "   ", scoreB: "   ", turnA: " ", run: "  ", ballA: "W", ballB: "Y", avgA: "     ", msg: "" };
  return IDS.map((id) => o[id] ?? blank[id]);
}
const written = () => mockStrip[mockStrip.length - 1].data;
const led = (i: number, data = written()) => data.slice(i * 3, i * 3 + 3);
// the LEDs of one digit, by segment letter: "abc..." -> their colours
function digitAt(first: number, n: number, order = SEGS): Record<string, number[][]> {
  const out: Record<string, number[][]> = {};
  for (let s = 0; s < order.length; s++) out[order[s]] = Array.from({ length: n }, (_, j) => led(first + s * n + j));
  return out;
}
const lit = (d: Record<string, number[][]>) => Object.keys(d).filter((s) => d[s].some((c) => c.some((v) => v > 0))).join("");

beforeEach(() => {
  mockStrip.length = 0;
});

describe("hal/espruino WS2812 digits", () => {
  const strip = (o: { order?: string; milliamps?: number; chain?: Array<[string, number, string, string]> } = {}) =>
    startWs2812({ pin: "B15", ids: IDS, sizes: SIZES, chain: o.chain ?? CHAIN, order: o.order, milliamps: o.milliamps });

  test("the buffer holds green, red, blue for every LED of the chain, sent on the board's pin", () => {
    const d = strip();
    d.show(frame({}));
    expect(mockStrip.length).toBe(1);
    expect(mockStrip[0].pin).toBe("B15");
    expect(written().length).toBe(LEDS * 3);
  });

  test("8 lights all 7 segments, every LED of each, in player A's ball colour; the unused digits stay dark", () => {
    const d = strip();
    d.brightness(15);
    d.show(frame({ scoreA: "  8", ballA: "W" }));
    const eight = digitAt(SCORE_A + 2 * 14, 2);
    expect(lit(eight)).toBe("abcdefg");
    for (const s of SEGS) expect(eight[s]).toEqual([WHITE, WHITE]);
    expect(lit(digitAt(SCORE_A, 2))).toBe("");
    expect(lit(digitAt(SCORE_A + 14, 2))).toBe("");
  });

  test("1 lights exactly segments b and c, in player B's ball colour", () => {
    const d = strip();
    d.brightness(15);
    d.show(frame({ scoreB: "  1", ballB: "Y" }));
    const one = digitAt(SCORE_B + 2 * 14, 2);
    expect(lit(one)).toBe("bc");
    expect(one.b).toEqual([YELLOW, YELLOW]);
    expect(one.c).toEqual([YELLOW, YELLOW]);
    expect(written().filter((v) => v > 0).length).toBe(4 * 2); // 4 LEDs, yellow has no blue
  });

  test("every digit and character: numbers, '-' lights only g, ' ' nothing, letters as on the MAX7219", () => {
    const d = strip();
    d.show(frame({ scoreA: "-7E", run: "42" }));
    const segs = (first: number, n: number) => {
      const on = lit(digitAt(first, n));
      return SEGS.split("").reduce((v, s, i) => v + (on.includes(s) ? 2 ** (6 - i) : 0), 0);
    };
    expect(segs(SCORE_A, 2)).toBe(0x01);
    expect(segs(SCORE_A + 14, 2)).toBe(segmentsOf("7"));
    expect(segs(SCORE_A + 28, 2)).toBe(segmentsOf("E"));
    expect(segs(RUN, 1)).toBe(segmentsOf("4"));
    expect(segs(RUN + 7, 1)).toBe(segmentsOf("2"));
    for (let c = 0; c < 10; c++) {
      d.show(frame({ run: ` ${c}` }));
      expect(segs(RUN + 7, 1)).toBe(segmentsOf(String(c)));
    }
  });

  test("ball colours follow the frame: A yellow and B white after a lag with the yellow ball; before the lag A white, B yellow", () => {
    const d = strip();
    d.brightness(15);
    d.show(frame({ scoreA: "  8", scoreB: "  8", turnA: "1", ballA: "Y", ballB: "W" }));
    expect(digitAt(SCORE_A + 28, 2).a).toEqual([YELLOW, YELLOW]);
    expect(digitAt(SCORE_B + 28, 2).a).toEqual([WHITE, WHITE]);
    expect([led(0), led(1)]).toEqual([YELLOW, YELLOW]); // turnA: a group of 2 LEDs
    d.show(frame({ scoreA: "  8", scoreB: "  8", turnA: " ", ballA: "", ballB: "" }));
    expect(digitAt(SCORE_A + 28, 2).g).toEqual([WHITE, WHITE]);
    expect(digitAt(SCORE_B + 28, 2).g).toEqual([YELLOW, YELLOW]);
    expect([led(0), led(1)]).toEqual([OFF, OFF]);
    d.show(frame({ run: "88" }));
    expect(digitAt(RUN, 1).d).toEqual([WHITE]); // a fixed colour from the layout
  });

  test("brightness scales every colour (15: full, 8: 8/15), and re-sends the last frame at once", () => {
    const d = strip();
    d.brightness(15);
    d.show(frame({ run: " 8" }));
    expect(led(RUN + 7)).toEqual(WHITE);
    d.brightness(8);
    expect(mockStrip.length).toBe(2);
    expect(led(RUN + 7)).toEqual([136, 136, 136]);
    d.brightness(1);
    expect(led(RUN + 7)).toEqual([17, 17, 17]);
    d.brightness(0);
    expect(written().filter((v) => v !== 0)).toEqual([]);
  });

  test("blank and close write all zeros, the whole chain", () => {
    const d = strip();
    d.show(frame({ scoreA: "888", scoreB: "888", run: "88", turnA: "1" }));
    expect(written().filter((v) => v > 0).length).toBeGreaterThan(0);
    d.blank();
    expect(written()).toEqual(new Array(LEDS * 3).fill(0));
    d.brightness(12); // nothing to show again after a blank
    expect(mockStrip.length).toBe(2);
    d.show(frame({ run: " 1" }));
    d.close();
    expect(written()).toEqual(new Array(LEDS * 3).fill(0));
  });

  test("the board's segment order and the decimal point: 'p' in the order, a '.' lights the point of the digit before it", () => {
    const order = "gfedcbap";
    const d = strip({ order, chain: [["avgA", 1, "digits", "ballA"]] });
    d.show(frame({ avgA: "1.250" }));
    expect(written().length).toBe(5 * 8 * 3);
    // right-aligned: 4 digits and a point in 5 digits, the first one dark
    expect(lit(digitAt(0, 1, order))).toBe("");
    expect(lit(digitAt(8, 1, order))).toBe("cbp"); // "1." in strip order g f e d c b a p
    expect(lit(digitAt(16, 1, order))).toBe("gedba"); // "2"
  });

  test("never asks for more current than the board allows: all segments at full brightness scale down to the limit", () => {
    const d = strip({ milliamps: 1000 });
    d.brightness(15);
    d.show(frame({ scoreA: "888", scoreB: "888", run: "88", turnA: "1", ballA: "W", ballB: "W" }));
    const ma = written().reduce((s, v) => s + v, 0) * 20 / 255;
    expect(ma).toBeLessThanOrEqual(1000);
    expect(ma).toBeGreaterThan(950);
    expect(led(SCORE_A)[0]).toBe(led(SCORE_B)[0]); // everything alike
    d.show(frame({ run: " 1" })); // under the limit: untouched
    expect(led(RUN + 7 + 1)).toEqual(WHITE);
  });
});

describe("hal/espruino wall display: the strip and the message line on one MAX7219 module", () => {
  function wall(stepMs = 400) {
    const sent: number[][] = [];
    const spi = { setup: jest.fn(), write: (bytes: number[]) => sent.push(bytes) };
    const line = startMax7219({ spi, cs: "B6", modules: 1, ids: ["msg"], map: [["msg", 0]] });
    const main = startWs2812({ pin: "B15", ids: IDS, sizes: SIZES, chain: CHAIN });
    // the timers Espruino's clock uses (hal/espruino/clock.ts), here jest's
    const clock = { now: () => 0, after: (ms: number, f: () => void) => setTimeout(f, ms) as unknown as number,
      every: (ms: number, f: () => void) => setInterval(f, ms) as unknown as number, cancel: (t: number) => clearInterval(t), close: () => undefined };
    const d = withMessage({ main, line, field: IDS.indexOf("msg"), clock, stepMs });
    sent.length = 0;
    // the 8 digits the module shows now, left to right (registers 8..1 of the last 8 writes)
    const digits = () => sent.slice(-8).map((b) => b[1]);
    const text = (t: string) => t.padEnd(8).split("").map(segmentsOf);
    return { d, sent, digits, text };
  }

  test("a frame goes to both: the digits to the strip, the message to the module", () => {
    const w = wall();
    w.d.show(frame({ run: " 5", msg: "FOUL" }));
    expect(mockStrip.length).toBe(1);
    expect(w.digits()).toEqual(w.text("FOUL"));
    expect(w.sent.slice(-8).map((b) => b[0])).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    w.sent.length = 0;
    w.d.show(frame({ run: " 6", msg: "FOUL" })); // the same message: the module is left alone
    expect(w.sent.length).toBe(0);
    expect(mockStrip.length).toBe(2);
  });

  test("a message longer than 8 characters scrolls, pausing at both ends, and starts over", () => {
    jest.useFakeTimers();
    try {
      const w = wall(400);
      w.d.show(frame({ msg: "DISTANCE 30" }));
      expect(w.digits()).toEqual(w.text("DISTANCE"));
      jest.advanceTimersByTime(400 * 3);
      expect(w.digits()).toEqual(w.text("DISTANCE"));
      jest.advanceTimersByTime(400);
      expect(w.digits()).toEqual(w.text("ISTANCE "));
      jest.advanceTimersByTime(400 * 2);
      expect(w.digits()).toEqual(w.text("TANCE 30"));
      jest.advanceTimersByTime(400 * 3);
      expect(w.digits()).toEqual(w.text("TANCE 30"));
      jest.advanceTimersByTime(400);
      expect(w.digits()).toEqual(w.text("DISTANCE"));
      w.d.show(frame({ msg: "OK" })); // a short message stops the scrolling
      const n = w.sent.length;
      jest.advanceTimersByTime(4000);
      expect(w.sent.length).toBe(n);
      expect(w.digits()).toEqual(w.text("OK"));
    } finally {
      jest.useRealTimers();
    }
  });

  test("M and W take two digits: WINNER A (9 digits) scrolls, and every window holds whole letters", () => {
    jest.useFakeTimers();
    try {
      const w = wall(400);
      const W = glyphOf("W").split("").map((c) => c.charCodeAt(0));
      w.d.show(frame({ msg: "WINNER A" }));
      expect(w.digits()).toEqual([...W, ...w.text("INNER ").slice(0, 6)]); // the A waits for the scroll
      jest.advanceTimersByTime(400 * 4);
      expect(w.digits()).toEqual(w.text("INNER A"));
      w.d.show(frame({ msg: "FIRMADA" }));
      const M = glyphOf("M").split("").map((c) => c.charCodeAt(0));
      expect(w.digits()).toEqual([...w.text("FIR").slice(0, 3), ...M, ...w.text("ADA").slice(0, 3)]);
      expect(w.digits()).not.toContain(0);
    } finally {
      jest.useRealTimers();
    }
  });

  test("brightness, blank and close reach both", () => {
    jest.useFakeTimers();
    try {
      const w = wall();
      w.d.show(frame({ run: "88", msg: "A LONG MESSAGE" }));
      w.d.brightness(3);
      expect(w.sent[w.sent.length - 1]).toEqual([0x0a, 3]);
      expect(led(RUN)).toEqual([51, 51, 51]);
      w.d.blank();
      expect(written().filter((v) => v !== 0)).toEqual([]);
      expect(w.digits()).toEqual(new Array(8).fill(0));
      const n = w.sent.length;
      jest.advanceTimersByTime(4000); // no scrolling after a blank
      expect(w.sent.length).toBe(n);
      w.d.close();
      expect(w.sent[w.sent.length - 1]).toEqual([0x0c, 0]); // shut down
    } finally {
      jest.useRealTimers();
    }
  });
});

// what boot/espruino.ts reads of a board, and what each field must be
describe("hardware/boards as data", () => {
  const ledsOf = (b: any) => b.display.chain.reduce((n: number, [id, per]: [string, number]) => {
    const f = LAYOUTS[b.layout].fields.find((x: any) => x.id === id);
    return n + (f.kind === "digits" ? f.size * b.display.order.length * per : per);
  }, 0);

  test.each(BOARDS.map((b) => [b]))("board %s has what main.ts needs, every field it names is in its layout, no pin twice", (name) => {
    const b = board(name);
    expect(b.name).toBe(name);
    expect(typeof b.device).toBe("string");
    expect([0, 1]).toContain(b.controls);
    expect([0, b.controls === 0 ? 4 : 2]).toContain(b.buttons.length);
    expect(typeof b.buzzer).toBe("string");
    expect(["USB", "Serial1", "Serial2"]).toContain(b.link.port);
    expect(b.link.baud).toBe(115200);
    if (b.buttons.length > 0) expect(b.link.keepConsolePin).toBe(b.buttons[0]); // the way back to the console
    const layout = LAYOUTS[b.layout];
    expect(layout).toBeDefined();
    const ids: string[] = layout.fields.map((f: any) => f.id);
    const d = b.display;
    const pins: string[] = [...b.buttons, ...(b.buzzer === "" ? [] : [b.buzzer])];
    if (d.kind === "max7219") {
      for (const k of ["spi", "mosi", "sck", "cs"]) expect(typeof d[k]).toBe("string");
      for (const [id, pos] of d.map) {
        expect(ids).toContain(id);
        const size = layout.fields.find((f: any) => f.id === id).size;
        expect(pos + size).toBeLessThanOrEqual(d.modules * 8 + 1); // an average's point shares a digit
      }
      pins.push(d.mosi, d.sck, d.cs);
    } else if (d.kind === "ws2812") {
      expect(typeof d.pin).toBe("string");
      expect(d.order).toMatch(/^[a-gp]+$/);
      for (const [id, n] of d.chain) {
        expect(ids).toContain(id);
        expect(["digits", "led"]).toContain(layout.fields.find((f: any) => f.id === id).kind);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
      }
      if (d.leds !== undefined) expect(ledsOf(b)).toBe(d.leds);
      pins.push(d.pin);
      if (d.msg !== undefined) {
        expect(ids).toContain("msg");
        for (const k of ["spi", "mosi", "sck", "cs"]) expect(typeof d.msg[k]).toBe("string");
        pins.push(d.msg.mosi, d.msg.sck, d.msg.cs);
      }
      // the Pico's neopixel needs an SPI MOSI pin, and not the message module's SPI
      if (name.startsWith("pico")) {
        expect(["B5", "B15", "A7"]).toContain(d.pin);
        if (d.msg !== undefined) expect(d.msg.spi).toBe(d.pin === "B15" ? "SPI1" : "SPI2");
      }
    } else {
      expect(d.kind).toBe("none");
    }
    expect(new Set(pins).size).toBe(pins.length);
  });

  test("the wall boards' digits are at least 50 mm high on a 60 LED/m strip (2 n + 2 pitches of 16.7 mm for n LEDs a segment)", () => {
    for (const name of ["pico-wall", "esp32-wall"]) {
      const b = board(name);
      for (const [id, n] of b.display.chain) {
        if (LAYOUTS[b.layout].fields.find((f: any) => f.id === id).kind === "digits") expect((2 * n + 2) * 1000 / 60).toBeGreaterThanOrEqual(50);
      }
      expect(b.display.leds).toBe(155);
    }
  });

  test("the build gives the strip driver each chain field's layout kind and colour; the driver's buffer is the board's LED count", () => {
    const data = boardData("pico-wall") as any;
    expect(data.display.chain[0]).toEqual(["turnA", 2, "led", "ballA"]);
    expect(data.display.chain).toContainEqual(["clock", 1, "digits", "amber"]);
    startWs2812({ pin: data.display.pin, ids: data.layout.ids, sizes: data.layout.sizes, chain: data.display.chain, order: data.display.order })
      .show(data.layout.ids.map(() => ""));
    expect(written().length).toBe(data.display.leds * 3);
  });

  test("a chain naming a field its layout does not have is refused with the fields there are", () => {
    const bad = JSON.stringify({ ...board("pico-wall"), display: { ...board("pico-wall").display, chain: [["avgA", 1]] } });
    mockBoards = { "test-bad-chain.json": bad };
    try {
      expect(() => boardData("test-bad-chain")).toThrow(/board test-bad-chain: display.chain names avgA, which layout club does not have \(it has scoreA, /);
    } finally {
      mockBoards = undefined;
    }
  });
});

describe("the wall unit's firmware on the strip (club layout)", () => {
  test("after the lag with the white ball and a point, A's score and turn LED light white, B's idle yellow, A's break LED red", () => {
    const data = boardData("pico-wall") as any;
    const ids: string[] = data.layout.ids;
    const clock = startVirtualClock();
    const strip = startWs2812({ pin: data.display.pin, ids, sizes: data.layout.sizes, chain: data.display.chain, order: data.display.order });
    const unit = startTable({ clock, buttons: startSimButtons({ clock, count: 4 }), display: strip, buzzer: startSimBuzzer(),
      store: startSimStore(), ids, sizes: data.layout.sizes, controls: 0, holdMs: 800 });
    expect(enterLine(unit, "lag A break white")).toBeGreaterThanOrEqual(0);
    expect(enterLine(unit, "point")).toBeGreaterThanOrEqual(0);
    clock.advance(1000);
    // where each field starts on the strip
    const start: Record<string, number> = {};
    let at = 0;
    for (const [id, n, kind] of data.display.chain) {
      start[id] = at;
      at += kind === "digits" ? data.layout.sizes[ids.indexOf(id)] * 7 * n : n;
    }
    const level = (v: number) => Math.floor(v * 8 / 15); // the unit starts at brightness 8
    const white = [level(255), level(255), level(255)];
    expect(lit(digitAt(start.scoreA + 2 * 14, 2))).toBe("bc");
    expect(digitAt(start.scoreA + 2 * 14, 2).b[0]).toEqual(white);
    expect(lit(digitAt(start.scoreB + 2 * 14, 2))).toBe("abcdef"); // 0
    expect(digitAt(start.scoreB + 2 * 14, 2).a[0]).toEqual([level(170), level(255), 0]);
    expect(led(start.turnA)).toEqual(white);
    expect(led(start.turnB)).toEqual(OFF);
    expect(led(start.breakA)).toEqual([0, level(255), 0]);
    expect(lit(digitAt(start.run + 14, 2))).toBe("bc"); // a run of 1
    expect(lit(digitAt(start.inning + 14, 1))).toBe("bc"); // inning 1
    unit.close();
  });
});

test("npm run build:espruino -- --board pico-wall: one ES5 file with the strip driver and the board's chain", async () => {
  const file = await buildEspruino("pico-wall");
  const code = detokenise(fs.readFileSync(file, "latin1"), espruinoTokens("pico-wall")); // (pretokenised: read back as text)
  expect(() => acorn.parse(code, { ecmaVersion: 5 })).not.toThrow();
  expect(code.replace(/\s+/g, "")).toContain('"neopixel"');
  expect(code.replace(/\s+/g, "")).toContain('["scoreA",2,"digits","ballA"]');
}, 60000);
