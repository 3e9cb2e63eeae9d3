// hal/nodemcu on the fakes of NodeMCU's modules (lua/nodemcu/), the unit compiled to Lua, on
// LUAC_CROSS (luac.cross -e, Lua 5.1 as on the ESP8266): each button press gives the frame the
// simulator's unit shows, and the MAX7219 digits Espruino's driver would light; the clock over
// tmr.now()'s wrap; the buzzer's tones on pwm2; the console kept by a button held at start.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildNodemcu, buildNodemcuLua, onlyThrough, OUT, QUICK_ROOT } from "../tools/build/build-nodemcu";
import { emptyModules } from "../tools/build/lua-bundle";
import { simBoard } from "../tools/sim/sim-board";
import { luaValue, nodemcuBoard } from "../tools/build/nodemcu-board";
import { CONSOLE_KEPT } from "../hal/nodemcu/link";
import { Controls } from "../firmware/panel/state";
import { Rec, record } from "../firmware/journal/records";
import { FAKES_DIR, frameLine, hostBoard, replies, runUnit } from "../tools/sim/nodemcu-run";
import { fullMatch } from "../tools/bench/matchgen";
import { replayScript } from "../rules/replay";
import { answerOf, askLine, DeviceLine, readDeviceLine, runSteps, sealed } from "../tools/link/frame";
import { Ask, firstAsk, Reply, request, viewJson } from "../tools/link/words";
import { journalOf, journalReads, sheetFromJournal } from "../tools/link/journal-read";
import { numBytes, Op } from "../firmware/journal/link-frame";
import { rig, IDS, MENU, MISS, POINT, UNDO } from "./support/rig";
import { startMax7219 } from "../hal/espruino/max7219";
import { startWs2812 } from "../hal/espruino/ws2812";
import { boardData } from "../tools/build/board";

const mockStrip: number[][] = [];
jest.mock("neopixel", () => ({ write: (_pin: string, data: Uint8Array) => mockStrip.push(Array.from(data)) }), { virtual: true });

const cross = process.env.LUAC_CROSS;
if (cross === undefined) console.warn("SKIPPED: NodeMCU hal check: set LUAC_CROSS to a luac.cross built outside the repo");
const maybe = cross === undefined ? test.skip : test;

beforeAll(() => {
  if (cross !== undefined) buildNodemcuLua();
}, 120000);

const PINS = [1, 2, 5, 6]; // D1, D2, D5, D6: point, miss, undo, menu
const MAP: Array<[string, number]> = [["scoreA", 0], ["run", 3], ["scoreB", 5], ["avgA", 8], ["inning", 13]];
const CS = 8;
const tableBoard = hostBoard("standard", { buttons: PINS, display: { kind: "max7219", cs: CS, modules: 2, map: MAP } });

type Step = { line: string } | { press: number } | { hold: number };

// The unit speaks protocol 3 (docs/protocol.md): a request in words goes as its frame (frameLine:
// tools/link/words.ts firstAsk), the unit answers codes and numbers, and the host makes the words.
// A request of several frames (a sheet: the journal read in pieces, then the key) is sent as a
// fixed list of frames (as tools/sim/nodemcu-run.ts nodemcuRun does); its words are made on the host by
// the request's steps (words.ts request), each frame's answer taken from where it was sent.
const SHEET_ASKS: Ask[] = [...journalReads(0, 1200), firstAsk("key")!];
function wordsOf(text: string, asked: Ask[], got: DeviceLine[]): Reply {
  const lines = asked.map((a) => askLine(1, a));
  return runSteps(request(text, "carom"), (a) => {
    const i = lines.indexOf(askLine(1, a));
    if (i < 0 || got[i] === undefined) throw new Error(`no answer to ${askLine(1, a)} (${text})`);
    return answerOf(got[i]);
  });
}
const STEPS: Step[] = [
  { line: "set distance 5" }, { line: "player A \"Ana\"" }, { line: "lag A break white" },
  { press: POINT }, { press: POINT }, { press: MISS }, { press: POINT }, { press: UNDO }, { press: POINT }, { press: MISS },
  { press: MISS }, { press: POINT }, { press: POINT }, { hold: UNDO }, { press: MENU }, { press: POINT }, { press: MENU },
  { press: MENU }, { press: POINT }, { press: POINT }, { press: POINT }, { press: POINT },
];

// what Espruino's MAX7219 driver lights for a frame: digit position -> segments
function espruinoDigits(frame: string[]): number[] {
  const digits: number[] = new Array(16).fill(0);
  const spi = {
    setup: () => undefined,
    write(bytes: number[]) {
      const modules = bytes.length / 2;
      for (let k = 0; k < bytes.length; k += 2) if (bytes[k] >= 1 && bytes[k] <= 8) digits[(modules - 1 - k / 2) * 8 + 8 - bytes[k]] = bytes[k + 1];
    },
  };
  startMax7219({ spi: spi as unknown as EspruinoSpi, cs: "B6", modules: 2, ids: IDS, map: MAP }).show(frame);
  return digits;
}

maybe("rule 2: each button press shows the simulator's unit's frame, lit as Espruino's MAX7219 driver lights it", () => {
  const r = rig();
  const want: string[][] = [];
  const lua: string[] = [];
  const show = "io.write('FRAME ', table.concat(FAKE.unit.st.frame, '|'), ' DIGITS ', table.concat((function() local t = {} for i = 0, 15 do t[#t + 1] = FAKE.digits[i] or 0 end return t end)(), ','), '\\n')";
  for (const s of STEPS) {
    if ("line" in s) {
      r.send(`1 ${s.line}`);
      r.clock.advance(5);
      lua.push(`FAKE.input(${JSON.stringify(frameLine(s.line) + "\n")}) FAKE.advance(5)`);
    } else {
      const id = "press" in s ? s.press : s.hold;
      r.buttons.level(id, true);
      r.clock.advance("press" in s ? 60 : 1000);
      r.buttons.level(id, false);
      r.clock.advance(60);
      lua.push(`FAKE.level(${PINS[id]}, 0) FAKE.advance(${"press" in s ? 60 : 1000}) FAKE.level(${PINS[id]}, 1) FAKE.advance(60)`);
    }
    want.push(r.display.frames[r.display.frames.length - 1]);
    lua.push(show);
  }
  const got = runUnit(cross!, { board: tableBoard, steps: lua, before: `FAKE.cs = ${CS}` });
  expect(got.stderr).toBe("");
  const frames = got.stdout.split("\n").filter((l) => l.startsWith("FRAME ")).map((l) => /^FRAME (.*) DIGITS (.*)$/.exec(l)!);
  expect(frames.map((m) => m[1].split("|"))).toEqual(want);
  expect(frames.map((m) => m[2].split(",").map(Number))).toEqual(want.map(espruinoDigits));
  expect(new Set(want.map((f) => f.join("|"))).size).toBeGreaterThan(8); // the presses changed what is shown
});

maybe("the board's data (BOARD) is let go once the unit has started, and the players' buttons still score from what the drivers kept", () => {
  const got = runUnit(cross!, {
    board: tableBoard, before: `FAKE.cs = ${CS}`, requests: ["set distance 9", "lag A break white"].map(frameLine),
    steps: [`io.write('BOARD ', tostring(BOARD), '\\n')`, `FAKE.level(${PINS[0]}, 0) FAKE.advance(60) FAKE.level(${PINS[0]}, 1) FAKE.advance(60)`, FRAME_AT("scoreA")],
  });
  expect(got.stderr).toBe("");
  expect(got.stdout).toContain("BOARD nil\n");
  expect(got.stdout).toContain("FIELD 1\n");
});

// An error in one of the unit's callbacks (hal/nodemcu/errors.ts), run after a point scored
// through the link; `before`: Lua run before the unit starts, `then`: Lua lines after the error
function afterError(o: { before?: string; error?: string; then?: string[] }): { stdout: string; stderr: string } {
  const error = o.error ?? "'boom: a test'";
  return runUnit(cross!, {
    board: tableBoard, before: `FAKE.cs = ${CS} SAVED = BOARD ${o.before ?? ""}`, requests: ["set distance 9", "lag A break white", "point"].map(frameLine),
    steps: [`FAKE.callbackError(${error}) io.write('RESTARTS ', tostring(FAKE.restarts), ' KEPT [', FAKE.read('carom.err'), '] CONSOLE ', tostring(FAKE.console), '\\n')`, ...(o.then ?? [])],
  });
}
const REBOOT = "FAKE.stopTimers() FAKE.unplug() BOARD = SAVED FAKE.unit = dofile(UNIT).start() io.write(FAKE.output())";

maybe("an error in a callback is kept in carom.err (its first 200 characters) and the board restarts; the next start writes it on the console, removes the file, and the point scored before is still there", () => {
  const got = afterError({ then: [REBOOT, "io.write('LEFT [', FAKE.read('carom.err'), ']\\n')", FRAME_AT("scoreA")] });
  expect(got.stderr).toBe("");
  expect(got.stdout).toMatch(/RESTARTS 1 KEPT \[boom: a test\nstack traceback:[\s\S]*?\] CONSOLE false\n/); // (the link holds the port)
  expect(got.stdout).toContain("carom: the run before this start stopped on an error: boom: a test\nstack traceback:");
  expect(got.stdout).toContain("LEFT []\n");
  expect(got.stdout).toContain("FIELD 1\n");
  const long = afterError({ error: "string.rep('x', 500)" });
  expect(long.stdout).toContain(`RESTARTS 1 KEPT [${"x".repeat(200)}] CONSOLE false`);
});

maybe("an error raised in one of the unit's own callbacks (the MAX7219's spi.send failing as a press is shown) goes to the handler: kept in carom.err, the board restarted", () => {
  const got = runUnit(cross!, {
    board: tableBoard, before: `FAKE.cs = ${CS}`, requests: ["set distance 9", "lag A break white"].map(frameLine),
    steps: [`spi.send = function() error("spi: a fault") end FAKE.level(${PINS[0]}, 0) FAKE.advance(60) FAKE.level(${PINS[0]}, 1) FAKE.advance(60) io.write('RESTARTS ', tostring(FAKE.restarts), ' KEPT [', FAKE.read('carom.err'), ']\\n')`],
  });
  expect(got.stderr).toMatch(/^error in a callback: .*spi: a fault\n/);
  expect(got.stdout).toMatch(/RESTARTS [12] KEPT \[[\s\S]*spi: a fault\]\n/); // (the fake board goes on: the release's frame fails too)
});

maybe("an error while the error is being kept (the file cannot be written: here a power cut at its open) still restarts the board", () => {
  const got = afterError({ error: "(function() FAKE.cutAfter(0) return 'boom' end)()" });
  expect(got.stderr).toBe("");
  expect(got.stdout).toContain("RESTARTS 1 KEPT [] CONSOLE false\n");
});

maybe("an error within a minute of a start that followed one does not restart the board again: the console comes back, with the message; later on it restarts", () => {
  const soon = afterError({ then: [REBOOT, "FAKE.callbackError('boom: again') FAKE.callbackError('boom: a third') io.write('RESTARTS ', tostring(FAKE.restarts), ' CONSOLE ', tostring(FAKE.console), ' KEPT [', FAKE.read('carom.err'), ']\\n')"] });
  expect(soon.stderr).toBe("");
  expect(soon.stdout).toContain("RESTARTS 1 KEPT [boom: a test");
  expect(soon.stdout).toMatch(/RESTARTS 1 CONSOLE true KEPT \[boom: again\n/); // (no second restart; the third error left alone)
  expect(soon.stdout).toContain("carom: stopped, not restarted (an error again within a minute of the start): boom: again");
  const later = afterError({ then: [REBOOT, "FAKE.advance(61000) FAKE.callbackError('boom: much later') io.write('RESTARTS ', tostring(FAKE.restarts), ' CONSOLE ', tostring(FAKE.console), '\\n')"] });
  expect(later.stderr).toBe("");
  expect(later.stdout).toContain("RESTARTS 2 CONSOLE false\n");
});

// Lua lines for one step, and the same step on the simulator's rig
function luaStep(s: Step): string {
  if ("line" in s) return `FAKE.input(${JSON.stringify(frameLine(s.line) + "\n")}) FAKE.advance(5)`;
  const id = "press" in s ? s.press : s.hold;
  return `FAKE.level(${PINS[id]}, 0) FAKE.advance(${"press" in s ? 60 : 1000}) FAKE.level(${PINS[id]}, 1) FAKE.advance(60)`;
}
const FRAME = "io.write('FRAME ', table.concat(FAKE.unit.st.frame, '|'), '\\n')";
const FRAME_AT = (id: string) => `io.write('FIELD ', FAKE.unit.st.frame[${IDS.indexOf(id) + 1}]:match('%S+'), '\\n')`;
const framesOf = (stdout: string) => stdout.split("\n").filter((l) => l.startsWith("FRAME ")).map((l) => l.slice(6).split("|"));

const CAP_MA = 150; // below what the frame draws at brightness 8, so that the cap scales it

// The wall unit's strip with the frame after a few points, run on the fakes at each brightness of
// `levels` (the menu's !bright item: Dev.Bright, 202, firmware/journal/device.ts) under a cap of `cap` mA,
// and the same frame on Espruino's driver: [NodeMCU's strips, Espruino's strips, the frame]
function wallStrips(cap: number, levels: number[]): [number[][], number[][], string[]] {
  const wall = boardData("pico-wall") as any;
  const d = { kind: "ws2812", chain: wall.display.chain, order: wall.display.order, milliamps: cap, msg: { cs: CS } };
  const steps = ["set distance 30", "player A \"Ana\"", "player B \"Ben\"", "lag B break yellow", "point", "point", "miss", "point"]
    .map((line) => luaStep({ line }));
  const dump = "local t = {} for i = 1, #FAKE.strip do t[i] = string.byte(FAKE.strip, i) end io.write('STRIP ', table.concat(t, ','), '\\n')";
  steps.push(`${FRAME} ${dump}`);
  for (const l of levels) steps.push(`FAKE.unit.input({ code = 202, a = ${l}, b = ${l}, c = 0, text = "", words = {} }, false) ${dump}`);
  const got = runUnit(cross!, { board: hostBoard("club", { display: d }), steps, before: `FAKE.cs = ${CS}` });
  expect(got.stderr).toBe("");
  const frame = framesOf(got.stdout)[0];
  const strips = [...got.stdout.matchAll(/STRIP (.*)/g)].map((m) => m[1].split(",").map(Number));
  mockStrip.length = 0;
  const espruino = startWs2812({ pin: "B15", ids: wall.layout.ids, sizes: wall.layout.sizes, chain: wall.display.chain, order: wall.display.order, milliamps: cap });
  espruino.show(frame);
  const want = [mockStrip[mockStrip.length - 1]];
  for (const l of levels) {
    espruino.brightness(l);
    want.push(mockStrip[mockStrip.length - 1]);
  }
  return [strips, want, frame];
}

maybe("the wall unit's WS2812 digits light as Espruino's driver lights the same frame, at each brightness, under the same milliamps cap", () => {
  const [strips, want, frame] = wallStrips(CAP_MA, [15, 3, 2, 1]);
  expect(strips.length).toBe(5);
  expect(strips).toEqual(want);
  expect(strips[0].filter((v) => v > 0).length).toBeGreaterThan(50);
  // the cap held: the frame would draw more, and what is lit draws at most CAP_MA (20 mA a colour at 255)
  const drawn = (bytes: number[]) => (bytes.reduce((a, v) => a + v, 0) * 20) / 255;
  for (const s of strips) expect(drawn(s)).toBeLessThanOrEqual(CAP_MA);
  for (const s of strips.slice(0, 2)) expect(drawn(s)).toBeGreaterThan(CAP_MA * 0.9); // (8, then 15: capped)
  // dimmer levels draw less, and the dimmest is lit below the cap's reach
  const dim = strips.slice(2).map(drawn);
  expect(dim[1]).toBeLessThan(dim[0]);
  expect(dim[2]).toBeLessThan(dim[1]);
  expect(dim[2]).toBeLessThan(CAP_MA / 2);
  expect(dim[2]).toBeGreaterThan(0);
  expect(frame[(boardData("pico-wall") as any).layout.ids.indexOf("scoreB")].trim()).toBe("2");
  // other caps and levels, where the order of the two roundings (the level's, then the cap's) shows
  for (const cap of [61, 97, 123]) {
    const [got, espruino] = wallStrips(cap, [15, 11, 6, 4]);
    expect(got).toEqual(espruino);
  }
});

maybe("rule 23: the clock carries on over tmr.now()'s wrap (31 bits of microseconds): the shot clock counts down across it", () => {
  const lines = ["set shotclock 40", "set distance 30", "lag A break white", "point"];
  const r = rig();
  for (const line of lines) {
    r.send(`1 ${line}`);
    r.clock.advance(5);
  }
  const want: string[][] = [];
  const steps = lines.map((line) => luaStep({ line }));
  for (const ms of [3000, 4000, 5000]) {
    r.clock.advance(ms);
    want.push(r.display.frames[r.display.frames.length - 1]);
    steps.push(`FAKE.advance(${ms}) ${FRAME}`);
  }
  // 4 seconds before the counter wraps
  const got = runUnit(cross!, { steps, before: "FAKE.now = 2147483647 - 3999999" /* 2^31 - 4 s */ });
  expect(got.stderr).toBe("");
  expect(framesOf(got.stdout)).toEqual(want);
  expect(want.map((f) => f[IDS.indexOf("clock")].trim())).toEqual(["38", "34", "29"]);
});

// On the integer firmware the unit's milliseconds wrap to negative after 24.8 days up (2^31 ms);
// a time compared with now across the wrap would hold a message up for 24.8 days more. The unit's
// clock is brought to a minute before it by leaps (its alarms run once a leap), then a message is
// put up and the clock runs on over the wrap. (On a float interpreter nothing wraps: it passes.)
maybe("a passing message ends on time across the wrap of the unit's milliseconds (24.8 days up on the integer firmware)", () => {
  const toWrap = 2147483647 - 60000;
  const got = runUnit(cross!, {
    before: "FAKE.ms = -2147483000 FAKE.startMs = FAKE.ms", // (the fake's own clock, from below zero: it never wraps)
    steps: [
      `local left = ${toWrap} while left > 0 do local s = left > 1800000 and 1800000 or left FAKE.leap(s) left = left - s end`,
      `FAKE.unit.st.message = "HELLO" FAKE.unit.st.messageUntil = FAKE.ms - FAKE.startMs + 5000 FAKE.advance(1000) ${FRAME_AT("msg")}`,
      `FAKE.advance(120000) ${FRAME_AT("msg")} io.write('UNTIL ', FAKE.unit.st.messageUntil, ' WRAPS ', tostring(2147483647 + 1 < 0), '\\n')`,
      `${luaStep({ line: "set distance 7" })} ${FRAME_AT("msg")}`, // (a change after the wrap: the message line drawn again)
    ],
  });
  expect(got.stderr).toBe("");
  const fields = [...got.stdout.matchAll(/^FIELD (.*)$/gm)].map((m) => m[1]);
  expect(fields[0]).toBe("HELLO");
  expect(fields[1]).not.toBe("HELLO");
  expect(fields[2]).not.toBe("HELLO"); // (before: HELLO again, until 24.8 days later)
  expect(got.stdout).toMatch(/^UNTIL 0 WRAPS (true|false)$/m);
}, 120000);

maybe("memory: the Lua heap in bytes from node.egc.meminfo (exact on the integer firmware, whose collectgarbage count is whole KB), and the heap left from node.heap", () => {
  const got = runUnit(cross!, { steps: [`node.egc.meminfo = function() return 23457, 23000 end ${luaStep({ line: "memory" })}`] });
  expect(got.stderr).toBe("");
  const r = replies(got.stdout);
  expect(r.length).toBe(1);
  expect(answerOf(r[0]).code).toBe(0);
  expect(answerOf(r[0]).rest[2]).toBe("23457"); // (peak, total, now)
  const words = wordsOf("memory", [firstAsk("memory")!], r);
  expect(words.ok).toBe(true);
  expect(words.body).toMatch(/ now 23457$/);
});

maybe("the buzzer plays a cue's tones on pwm2, each after the one before has lasted its time", () => {
  const steps = ["set distance 30", "lag A break white"].map((line) => luaStep({ line }));
  steps.push("FAKE.tones = {}", luaStep({ press: MISS }), "FAKE.advance(1000) io.write('TONES ', table.concat(FAKE.tones, ' '), '\\n')");
  const got = runUnit(cross!, { board: hostBoard("standard", { buttons: PINS, buzzer: 7 }), steps });
  expect(got.stderr).toBe("");
  const tones = /TONES (.*)/.exec(got.stdout)![1].split(" ").map((t) => t.split("@").map(Number));
  // the miss's cue "1400 80 0 40 1000 120" as its button goes down (the debounce's 25 ms after)
  expect(tones.map((t) => t[0])).toEqual([1400, 1000]);
  expect(tones[1][1] - tones[0][1]).toBe(120);
});

maybe("a button held at start keeps the console on the UART: no link; otherwise the link takes the port's input", () => {
  const board = hostBoard("standard", { buttons: PINS, link: { baud: 115200, keepConsolePin: PINS[0] } });
  const held = runUnit(cross!, { board, before: `FAKE.pins = { [${PINS[0]}] = 0 }`, requests: [askLine(1, firstAsk("hello 4242")!), frameLine("view")] });
  expect(held.stderr).toBe("");
  expect(replies(held.stdout)).toEqual([]);
  expect(held.stdout).toContain(CONSOLE_KEPT + "\r\n"); // (carom flash reads it after its reload)
  const free = runUnit(cross!, { board, steps: ["FAKE.print(string.rep('x', 600)) io.write('CONSOLE ', tostring(FAKE.console), ' DROPPED ', tostring(FAKE.dropped), '\\n')"], requests: [askLine(1, firstAsk("hello 4242")!), frameLine("view")] });
  expect(free.stderr).toBe("");
  expect(replies(free.stdout).map((l) => [l.id, answerOf(l).code])).toEqual([["1@4242", 0], ["1@4242", 0]]); // the greeting, the view
  expect(free.stdout).toContain("CONSOLE false DROPPED 600"); // the interpreter's output read and dropped, not on the link
});

// (rules 2 and 13: a point is never lost once acknowledged, and never invented)
maybe("power cut at every byte offset of every journal write (SPIFFS, the file fake): after the start the match is as after the last acknowledged line, and that line then lands", () => {
  const setup = ["set distance 40 35", "set innings 60", "player A \"Ana\"", "player B \"Ben\"", "lag B break yellow"];
  const body = fullMatch(60, 3).slice(5).slice(0, 70);
  const lines = [...setup, ...body.flatMap((l, i) => (i % 17 === 4 ? [l, "undo"] : i === 30 ? [l, "warn A"] : [l]))];
  const script = path.join(os.tmpdir(), `carom-cut-${process.pid}.txt`);
  fs.writeFileSync(script, lines.map(frameLine).join("\n") + "\n", "latin1");
  const reads = journalReads(0, 1200); // (the journal is shorter: checked below)
  const readsFile = path.join(os.tmpdir(), `carom-cut-${process.pid}-reads.txt`);
  fs.writeFileSync(readsFile, reads.map((a) => askLine(1, a)).join("\n") + "\n", "latin1");
  const runner = path.join(os.tmpdir(), `carom-cut-${process.pid}.lua`);
  const spiffs = fs.mkdtempSync(path.join(os.tmpdir(), "carom-cut-spiffs-"));
  fs.writeFileSync(runner, [`FAKES_DIR = ${JSON.stringify(FAKES_DIR)}`, `UNIT = ${JSON.stringify(path.join(OUT, "carom.lua"))}`,
    `BOARD = ${luaValue(hostBoard())}`, `FAKE = { dir = ${JSON.stringify(spiffs)} }`, `REQUESTS = ${JSON.stringify(script)}`, `SHEET = ${JSON.stringify(readsFile)}`,
    `dofile(${JSON.stringify(path.join(FAKES_DIR, "powercut.lua"))})`].join("\n") + "\n");
  const r = spawnSync(cross!, ["-e", runner], { encoding: "latin1", maxBuffer: 1 << 28, timeout: 300000 });
  fs.rmSync(script);
  fs.rmSync(readsFile);
  fs.rmSync(runner);
  fs.rmSync(spiffs, { recursive: true, force: true });
  expect(r.stderr).toBe("");
  const sheets = new Map<number, string>();
  const sheetAfter = (k: number) => {
    if (!sheets.has(k)) sheets.set(k, replayScript(lines.slice(0, k).join("\n") + "\n").out.trimEnd());
    return sheets.get(k);
  };
  const total = Number(/^TOTAL (\d+)/m.exec(r.stdout)![1]);
  const cuts = r.stdout.split(/^CUT /m).slice(1);
  expect(cuts.length).toBe(total);
  // the sheet the host makes from the journal the unit hands over (tools/link/words.ts sheetFromJournal)
  const sheetOf = (got: DeviceLine[]) => {
    const answers = got.map(answerOf);
    expect(Number(answers[0].rest[1])).toBeLessThan(reads.length * 120); // (the reads cover the journal)
    return sheetFromJournal(journalOf(answers), "carom");
  };
  let wrong = 0;
  for (const c of cuts) {
    const done = Number(/DONE (\d+)/.exec(c)![1]);
    const got = replies(c);
    if (got.length !== 2 * reads.length + 1 || answerOf(got[reads.length]).code < 0 ||
      sheetOf(got.slice(0, reads.length)) !== sheetAfter(done) || sheetOf(got.slice(reads.length + 1)) !== sheetAfter(done + 1)) wrong++;
  }
  expect(total).toBeGreaterThan(300);
  expect(wrong).toBe(0);
}, 300000);

maybe("the file fake counts what its files hold (file.fsinfo, file.list) and refuses a write past its capacity, as SPIFFS does", () => {
  const step = [
    "local _, base = file.fsinfo()",
    "local f = file.open('a', 'w') f:write(string.rep('x', 100)) f:close()",
    "f = file.open('b', 'a+') f:write('12345') f:write('678') f:close()",
    "f = file.open('a', 'w') f:write('yy') f:close()",
    "local _, u = file.fsinfo() local l = file.list() io.write('FS ', u - base, ' ', l.a, ' ', l.b, '\\n')",
    "file.remove('b') _, u = file.fsinfo() io.write('FS ', u - base, ' ', tostring(file.list().b), '\\n')",
    "f = file.open('c', 'w') io.write('FS ', tostring(f:write(string.rep('z', FAKE.capacity))), '\\n')",
  ].join(" ");
  const got = runUnit(cross!, { steps: [step] });
  expect(got.stderr).toBe("");
  expect(got.stdout.match(/^FS .*$/gm)).toEqual(["FS 10 2 8", "FS 2 nil", "FS nil"]);
});

maybe("a NodeMCU board has no MAC, and its build no sealing (SEAL false): key answers none, a new key that it cannot seal, a sheet is handed over unsealed", () => {
  const newKey = `key club-1 ${"ab".repeat(32)}`;
  const sealAsk: Ask = { op: Op.Sealed, args: numBytes(0, 3) };
  const asked = [firstAsk("key")!, firstAsk(newKey)!, ...["set distance 2", "lag A break white", "point", "point"].map((l) => firstAsk(l)!), sealAsk, ...SHEET_ASKS];
  const got = runUnit(cross!, { requests: asked.map((a) => askLine(1, a)) });
  expect(got.stderr).toBe("");
  const r = replies(got.stdout);
  expect(r.length).toBe(asked.length);
  expect(r.slice(0, 2).map((l) => answerOf(l))).toEqual([{ code: 0, rest: [] }, { code: -44, rest: [] }]); // no key; a new key: no such feature
  expect(answerOf(r[6])).toEqual({ code: -44, rest: [] }); // the finished match's seal: no such feature
  const words = [wordsOf("key", asked.slice(0, 1), r.slice(0, 1)), wordsOf(newKey, asked.slice(1, 2), r.slice(1, 2))];
  expect(words.map((w) => w.ok)).toEqual([true, false]);
  expect(words.map((w) => w.body)).toEqual(["none", "no crypto library: this board cannot seal sheets"]);
  const sheet = wordsOf("sheet", asked.slice(7), r.slice(7));
  expect(sheet.ok).toBe(true);
  expect(sheet.body).toMatch(/^\{"format":"carom-sheet\/1".*\}$/);
  expect(JSON.parse(sheet.body).result.winner).toBe("A"); // (the match finished: a unit with a key would seal it)
  expect(sheet.body).not.toContain('"seal"');
});

maybe("a NodeMCU board has no radio: the link's remotes says so, as a unit without one does on the simulator (the build leaves the wireless remote's code out)", () => {
  const r = rig();
  const line = frameLine("remotes");
  const want = r.ask(line).map((l) => answerOf(readDeviceLine(l)!));
  const got = runUnit(cross!, { requests: [line] });
  expect(got.stderr).toBe("");
  const answers = replies(got.stdout).map(answerOf);
  expect(answers).toEqual(want);
  expect(answers).toEqual([{ code: -44, rest: [] }]);
  const words = wordsOf("remotes", [firstAsk("remotes")!], replies(got.stdout));
  expect(sealed(`1 ${words.ok ? "ok" : "err"} ${words.body}`)).toEqual(r.send("1 remotes")[0]); // the host's words, as from the simulator's unit
  expect(words.body).toMatch(/^this unit has no radio/);
});

// (rule 2: nothing kept is lost) The NodeMCU build leaves out the reader of the journal's version
// 1 (tools/build/nodemcu-board.ts leftOut): the unit came to NodeMCU after version 2. A version-1
// journal there is another build's: kept as it is, not read, and the unit starts its own beside it.
maybe("a version-1 journal on a NodeMCU board is kept as it is, not read: the unit starts a new match in the other file", () => {
  const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "fixtures", "journal-v1", "11-fouls-a.json"), "utf8"));
  const old: string = fixture.files.j0;
  const spiffs = fs.mkdtempSync(path.join(os.tmpdir(), "carom-v1-spiffs-"));
  try {
    fs.writeFileSync(path.join(spiffs, "j0"), old, "latin1");
    fs.writeFileSync(path.join(spiffs, ".list"), "j0\n");
    fs.writeFileSync(path.join(spiffs, "..v1"), old, "latin1"); // (out of the fake's list: not one of its files)
    // (the run's end removes the fake's files: the steps look at them first)
    const look = `local h = io.open(${JSON.stringify(path.join(spiffs, "..v1"))}, "rb") local v1 = h:read("*a") h:close() ` +
      "io.write('J0 ', tostring(FAKE.read('j0') == v1), ' J1 ', #FAKE.read('j1'), '\\n')";
    const got = runUnit(cross!, { before: `FAKE.dir = ${JSON.stringify(spiffs)}`, requests: ["view", "set distance 7", "lag A break white", "point"].map(frameLine), steps: [look] });
    expect(got.stderr).toBe("");
    const r = replies(got.stdout).map(answerOf);
    expect(r.map((a) => a.code)).toEqual([0, 7, 7, 1]); // the view; setup, setup, a point
    expect(JSON.parse(viewJson(r[0].rest)).state).toBe(0); // a new match: no one has lagged yet
    const files = /J0 (\w+) J1 (\d+)/.exec(got.stdout);
    expect(files).not.toBeNull();
    expect(files![1]).toBe("true"); // the version-1 journal as it was
    expect(Number(files![2])).toBeGreaterThan(0); // the new match's journal beside it
  } finally {
    fs.rmSync(spiffs, { recursive: true, force: true });
  }
});

// The integer firmware has no NaN (Lua's 0 / 0 is a division by zero there): a byte read past a
// record's end, here the journal header's version, is -1 in the unit's Lua (noNaN), not an error.
maybe("a journal whose header record is cut to its code (its checksum right) does not stop the unit: it is kept aside and a new match starts", () => {
  const spiffs = fs.mkdtempSync(path.join(os.tmpdir(), "carom-short-spiffs-"));
  try {
    fs.writeFileSync(path.join(spiffs, "j0"), record(String.fromCharCode(Rec.Header)), "latin1");
    fs.writeFileSync(path.join(spiffs, ".list"), "j0\n");
    const got = runUnit(cross!, { before: `FAKE.dir = ${JSON.stringify(spiffs)}`, requests: ["view", "set distance 7", "lag A break white", "point"].map(frameLine) });
    expect(got.stderr).toBe("");
    const r = replies(got.stdout).map(answerOf);
    expect(r.map((a) => a.code)).toEqual([0, 7, 7, 1]);
    expect(JSON.parse(viewJson(r[0].rest)).state).toBe(0);
  } finally {
    fs.rmSync(spiffs, { recursive: true, force: true });
  }
});

// A D1 mini takes one button per player (controls 1), and its image leaves the remote's quick path
// out (tools/build/build-nodemcu.ts boardLeavesOut): the shooter's button is a point, the other's a miss,
// both at once an undo (rule 2), by the general path.
maybe("rule 2: with one button per player and the quick path left out, each press shows the simulator's table unit's frame", () => {
  const bundle = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-table-")), "carom.lua");
  const all = fs.readFileSync(path.join(OUT, "carom.lua"), "latin1");
  fs.writeFileSync(bundle, emptyModules(all, onlyThrough(all, QUICK_ROOT)), "latin1");
  const r = rig(Controls.Table);
  const pins = [1, 2];
  const lua: string[] = [];
  const want: string[][] = [];
  const press = (ids: number[]) => {
    for (const id of ids) r.buttons.level(id, true);
    r.clock.advance(60);
    for (const id of ids) r.buttons.level(id, false);
    r.clock.advance(60);
    lua.push(`${ids.map((id) => `FAKE.level(${pins[id]}, 0)`).join(" ")} FAKE.advance(60) ${ids.map((id) => `FAKE.level(${pins[id]}, 1)`).join(" ")} FAKE.advance(60)`);
  };
  for (const line of ["set distance 5", "lag A break white"]) {
    r.send(`1 ${line}`);
    r.clock.advance(5);
    lua.push(`FAKE.input(${JSON.stringify(frameLine(line) + "\n")}) FAKE.advance(5)`);
  }
  for (const ids of [[0], [0], [1], [1], [1], [0], [0, 1], [0], [1], [1]]) {
    press(ids);
    want.push(r.display.frames[r.display.frames.length - 1]);
    lua.push(FRAME);
  }
  try {
    const got = runUnit(cross!, { bundle, board: { ...tableBoard, controls: 1, buttons: pins }, steps: lua, before: `FAKE.cs = ${CS}` });
    expect(got.stderr).toBe("");
    expect(framesOf(got.stdout)).toEqual(want);
    expect(want[want.length - 1][0].trim()).not.toBe("0"); // the presses scored
  } finally {
    fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  }
});

// Issue 39: d1mini-table's own build (its data: no message line, layout.line) on the fakes: the
// menu opened, walked and the lag chosen from the two buttons alone, the menu across the digits
// and then the score, frame for frame as the simulator's unit with that board's data shows them.
maybe("rule 4: on d1mini-table's own build the menu runs across the digits and the lag is entered from the two buttons, as on the simulator", () => {
  const r = rig(Controls.Table, undefined, simBoard("d1mini-table").menuLine);
  const board = nodemcuBoard("d1mini-table");
  const pins = board.buttons as number[];
  const lua: string[] = [];
  const want: string[][] = [];
  for (const id of [0, 1, 1, 1, 1, 0]) { // open (on the lag), choose it, A, breaks, white; a point
    r.press(id);
    lua.push(`FAKE.level(${pins[id]}, 0) FAKE.advance(60) FAKE.level(${pins[id]}, 1) FAKE.advance(60)`, FRAME);
    want.push(r.display.frames[r.display.frames.length - 1]);
  }
  buildNodemcu("d1mini-table", "");
  const got = runUnit(cross!, { bundle: path.join(OUT, "d1mini-table", "carom.lua"), steps: lua, before: `FAKE.cs = ${(board.display as { cs: number }).cs}` });
  expect(got.stderr).toBe("");
  expect(framesOf(got.stdout)).toEqual(want);
  expect(want[0].join("")).toContain("SOR"); // SORTEO across the digits
  expect(want[want.length - 1][0].trim()).toBe("1"); // the score again, A's point
}, 120000);

// NodeMCU reads a pin's level at its first edge and only counts the edges that follow while Lua is
// busy (painting the strip, writing the journal): a press and release in that time comes as one
// callback with the level "down". The buttons read the pin instead, so none is left held.
maybe("rule 2: a press and release while Lua is busy (one gpio callback, the first edge's level) leaves no button held: no hold opens the menu, the next press scores", () => {
  const steps = ["lag A break white"].map((line) => luaStep({ line }));
  steps.push("FAKE.busy(1, { 0, 1 }) FAKE.advance(1500)", "io.write('MENU ', tostring(FAKE.unit.st.menu.open), '\\n')",
    "FAKE.level(1, 0) FAKE.advance(60) FAKE.level(1, 1) FAKE.advance(60)", FRAME);
  const got = runUnit(cross!, { board: { ...tableBoard, controls: 1, buttons: [1, 2] }, steps, before: `FAKE.cs = ${CS}` });
  expect(got.stderr).toBe("");
  expect(/MENU (\w+)/.exec(got.stdout)![1]).toBe("false");
  expect(framesOf(got.stdout)[0][IDS.indexOf("scoreA")].trim()).toBe("1");
});
