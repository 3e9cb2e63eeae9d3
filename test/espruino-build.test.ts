// npm run build:espruino: one minified file per board that Espruino's ES5 parser takes.
import { answerOf, askLine, runSteps } from "../tools/link/frame";
import { firstAsk, request, viewJson } from "../tools/link/words";
import * as acorn from "acorn";
import * as fs from "fs";
import * as path from "path";
import * as vm from "vm";
import { PRESS_HOOK } from "../tools/bench/espruino-count";
import { buildEspruino } from "../tools/build/build-espruino";
import { CODE_FILE } from "../hal/espruino/storage-order";
import { boardData, espruinoTokens } from "../tools/build/board";
import { detokenise } from "../tools/build/espruino-pretokenise";
import { readDeviceLine, sealed } from "../tools/link/frame";
import { FakeStorage } from "./support/fake-storage";
import { ESPRUINO_E, ESPRUINO_INDEXOF } from "./support/espruino-string";
import { segmentsOf } from "../hal/espruino/max7219";
import { render } from "../firmware/panel/render";
import { newMatch } from "../rules/match";
import { view } from "../rules/view";

// (the display units': the wireless remote's and its receiver's builds are test/remote-build.test.ts's)
const boards = fs.readdirSync(path.join(__dirname, "..", "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
  .filter((b) => ((d) => d.role === undefined && d.runtime === "espruino")(JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "boards", `${b}.json`), "utf8"))));

test.each(boards.map((b) => [b]))("board %s: one ES5 file, pretokenised for the board's Espruino, with the board's data, long texts left in flash", async (name) => {
  const file = await buildEspruino(name);
  const bytes = fs.readFileSync(file, "latin1");
  const T = espruinoTokens(name);
  const code = detokenise(bytes, T);
  expect(() => acorn.parse(code, { ecmaVersion: 5 })).not.toThrow();
  expect(detokenise(bytes.slice(bytes.indexOf("*/") + 2), T).match(/[\u0080-\uffff]/)).toBeNull(); // read back: nothing but the tokens' bytes is above 127
  expect(/[\u0080-\u00ff]/.test(bytes)).toBe(true); // (and those are there)
  // the texts, in a comment at the start (no 0 byte: Espruino would end the comment there), then the reader of them
  const comment = bytes.indexOf("*/");
  expect(bytes.slice(0, comment).indexOf("\0")).toBe(-1);
  const m = /^\/\*[\s\S]*?\*\/\s*function\s+Q\s*\(\s*\w\s*,\s*\w\s*\)\s*\{\s*return\s+require\s*\(\s*"Storage"\s*\)\s*\.read\s*\(\s*"\.bootcde"\s*,/.exec(code);
  expect(m).not.toBeNull();
  expect(code).toContain(JSON.stringify((boardData(name) as { device: string }).device));
  const reads = [...code.matchAll(/\bQ\(\s*(\d+)\s*,\s*(\d+)\s*\)/g)].map((r) => [+r[1], +r[2]]);
  expect(reads.length).toBeGreaterThanOrEqual(3); // the words, the menu, the error reasons
  for (const [at, n] of reads) expect(at + n).toBeLessThanOrEqual(comment);
}, 60000);

test("every layout renders: only fields render knows, each as wide as the layout says (the message line at most)", () => {
  const layouts = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "layouts.json"), "utf8"));
  const m = newMatch();
  for (const name of Object.keys(layouts)) {
    const fields = layouts[name].fields as Array<{ id: string; size: number }>;
    const frame = render(fields.map((f) => f.id), fields.map((f) => f.size), m, view(m), 30, "A MESSAGE LONGER THAN ANY LINE");
    fields.forEach((f, i) => {
      expect([name, f.id, typeof frame[i]]).toEqual([name, f.id, "string"]);
      if (f.id === "msg") expect(frame[i].length).toBeLessThanOrEqual(f.size);
      else expect([name, f.id, frame[i].length]).toEqual([name, f.id, f.size]);
    });
  }
  expect(() => render(["nosuch"], [2], m, view(m), -1, "")).toThrow(); // an unknown field: the test above catches it
  const wide = render(["scoreA", "msg", "avgB"], [2, 4, 5], newMatch(), view(newMatch()), -1, "too long");
  expect(wide).toEqual([" 0", "too ", "0.000"]);
  m.n[9] = 100; // A's score (T.Score), too long for two digits
  expect(render(["scoreA", "scoreB"], [2, 3], m, view(m), -1, "")).toEqual(["--", "  0"]);
});

test("an unknown board says which ones there are", () => {
  expect(() => boardData("nope")).toThrow(/no board nope: hardware\/boards has .*linux/);
});

// A build on fakes of the globals it uses, run from a fake Storage the way a board runs .bootcde
// (after .boot0, when given).
// (Storage of 96 KB: the build, over 50 KB, and a journal file with its room; docs/espruino.md: the Pico's
// 48 KB Storage is smaller than the build, which is to be checked on a board)
function boot(code: string, extra: Record<string, unknown>, boot0?: string) {
  const storage = new FakeStorage(96 * 1024);
  storage.files.set(CODE_FILE, code);
  const none = () => 0;
  const context = {
    require: (n: string) => (n === "Storage" ? storage : n === "neopixel" ? { write: none } : undefined),
    LoopbackA: { setConsole: none }, getTime: () => 1000, setTimeout: none, setInterval: none, clearTimeout: none,
    clearInterval: none, pinMode: none, digitalRead: () => 1, digitalWrite: none, analogWrite: none, setWatch: none,
    process: { memory: () => ({ usage: 500, total: 2756 }) }, Math, String, JSON, Uint8Array, E: ESPRUINO_E, ...extra,
  };
  const global = vm.createContext(context);
  (global as { global?: unknown }).global = global;
  vm.runInContext(ESPRUINO_INDEXOF, global); // (the bundle's strings search as the interpreter's do)
  // the build is pretokenised for Espruino: read back as text here, and so is every text the
  // lazy functions' loader evals (L: eval of the bytes Q reads from Storage)
  const T = espruinoTokens("linux");
  (global as { eval?: unknown }).eval = (text: string) => vm.runInContext(detokenise(text, T), global);
  if (boot0 !== undefined) vm.runInContext(boot0, global);
  vm.runInContext(detokenise(storage.read(CODE_FILE)!, T), global);
}

// The USB port the link takes: what the build sent, and a way to send it a chunk.
function fakeUsb() {
  const sent: string[] = [];
  let onData: (d: string) => void = () => undefined;
  const usb = { write: (t: string) => sent.push(t), on: (_e: string, f: (d: string) => void) => (onData = f), removeAllListeners: () => 0 };
  return { usb, sent, receive: (d: string) => onData(d) };
}

test("rule 2: the bench's .boot0 presses the buttons of the linux build with four: points score, the undo button takes one back", async () => {
  const { usb, sent, receive: onData } = fakeUsb();
  boot(fs.readFileSync(await buildEspruino("linux", ["D0", "D1", "D2", "D3"]), "latin1"), { USB: usb }, PRESS_HOOK);
  for (const line of ["set distance 999", "lag A break white"]) onData(askLine(1, firstAsk(line)!) + "\n");
  const score = (presses: string[]) => {
    sent.length = 0;
    for (const p of presses) onData(p);
    expect(sent.join("")).toContain(sealed("1 ok pressed"));
    sent.length = 0;
    onData(askLine(5, firstAsk("view")!) + "\n");
    return JSON.parse(viewJson(answerOf(readDeviceLine(sent.join("").trim())!).rest)).score;
  };
  expect(score(["\x010 ", "3\n"])).toEqual([3, 0]); // the chunk may come in pieces
  expect(score(["\x012 1\n"])).toEqual([2, 0]);
  expect(score(["\x0102 2\n"])).toEqual([2, 0]);
}, 60000);

test("the harness's strings search as Espruino 2v29's do (a needle running past the end is found there), the host's as Node's", () => {
  const context = vm.createContext({});
  vm.runInContext(ESPRUINO_INDEXOF, context);
  const found = (hay: string, needle: string, from?: number) =>
    vm.runInContext(`${JSON.stringify(hay)}.indexOf(${JSON.stringify(needle)}${from === undefined ? "" : "," + from})`, context);
  // (the interpreter's answers, from ESPRUINO_BIN -e 'console.log(JSON.stringify(["0*".indexOf("1*"), ...]))')
  const asked: Array<[string, string, number?]> = [["0*", "1*"], ["01", "1*"], ["ab", "b*"], ["0*", "0*"], ["x0*", "1*"], ["0", "0*"], ["a|b|c", "|"],
    ["a|b|c", "|", 2], ["a|b|c", "|", 4], ["abc", "abcd"], ["abc", ""], ["abc", "c"], ["abc", "c*", 3], ["abc", "", 3], ["abc", "bc", -5]];
  expect(asked.map(([h, n, f]) => found(h, n, f))).toEqual([-1, 1, 1, 0, -1, -1, 1, 3, -1, -1, 0, 2, 2, -1, 1]);
  expect("01".indexOf("1*")).toBe(-1);
});

// The remote's buttons (D0 point, D1 miss, D2 undo, D3 menu, PRESS_HOOK's ids), the linux build
// run with Espruino's indexOf: what the presses enter, as the sheet's fouls of each player.
async function pressedFouls(presses: string[]) {
  const { usb, sent, receive: onData } = fakeUsb();
  boot(fs.readFileSync(await buildEspruino("linux", ["D0", "D1", "D2", "D3"]), "latin1"), { USB: usb }, PRESS_HOOK);
  const device = String((boardData("linux") as { device: string }).device);
  const ask = (text: string) => runSteps(request(text, device), (a) => {
    sent.length = 0;
    onData(askLine(1, a) + "\n");
    return answerOf(readDeviceLine(sent.join("").trim())!);
  });
  for (const line of ["set distance 999", "lag A break white"]) expect(ask(line).ok).toBe(true);
  for (const p of presses) {
    sent.length = 0;
    onData(`\x01${p}\n`);
    expect(sent.join("")).toContain(sealed("1 ok pressed"));
  }
  const sheet = JSON.parse(ask("sheet").body) as { players: Record<string, { fouls: Record<string, number> }> };
  return [sheet.players.A.fouls, sheet.players.B.fouls];
}

test("rule 6: the remote's menu opens on the foul in play and enters the kind confirmed (the linux build with four buttons, as Espruino searches strings)", async () => {
  // MENU opens the menu, OK the foul, OK its first kind, then the confirmation's OK
  expect(await pressedFouls(["333 1", "3 1"])).toEqual([{ "ball-off-table": 1 }, {}]);
  // rule 24: after a miss B fouls by an intentional safety (the kinds' last, a step back from the first)
  expect(await pressedFouls(["1 1", "3 1", "3 1", "1 1", "3 1", "3 1"])).toEqual([{}, { "intentional-safety": 1 }]);
}, 180000);

test("the linux build runs from Storage: the codes it answers from flash are right, in the host's words", async () => {
  const { usb, sent, receive: onData } = fakeUsb();
  boot(fs.readFileSync(await buildEspruino("linux"), "latin1"), { USB: usb });
  const ask = (text: string) => {
    const r = runSteps(request(text, "carom"), (a) => {
      sent.length = 0;
      onData(askLine(7, a) + "\n");
      return answerOf(readDeviceLine(sent.join("").trim())!);
    });
    return { id: "7", kind: r.ok ? "ok" : "err", body: r.body };
  };
  expect(ask("hello")?.kind).toBe("ok");
  expect(ask("nonsense")).toEqual({ id: "7", kind: "err", body: expect.stringContaining("unknown word") });
  expect(ask("set distance 0")?.body).toContain("number out of range");
  expect(ask("undo")?.body).toContain("nothing to take back");
  expect(ask("lag A break white")?.body).toBe("setup");
  expect(ask("point")?.body).toBe("point");
  expect(ask("resume")?.body).toContain("not suspended");
});

test("the pico-wall build runs from Storage: the display's words and the menu read back from flash (in English: the board leaves the other languages out)", async () => {
  const spi: number[][] = []; // the message module's writes
  const watches: Array<(e: { state: boolean; time: number }) => void> = [];
  const bus = { setup: () => 0, write: (bytes: number[]) => spi.push(bytes) };
  boot(fs.readFileSync(await buildEspruino("pico-wall"), "latin1"), {
    SPI1: bus, SPI2: bus, USB: { write: () => 0, on: () => 0, removeAllListeners: () => 0 }, Serial2: { setup: () => 0, on: () => 0, write: () => 0 },
    setWatch: (f: (e: { state: boolean; time: number }) => void) => watches.push(f),
  });
  // the 8 digit registers last written, left to right
  const shown = () => {
    const digits: number[] = [];
    for (const w of spi) if (w.length === 2 && w[0] >= 1 && w[0] <= 8) digits[8 - w[0]] = w[1];
    return digits;
  };
  const segs = (t: string) => t.split("").map(segmentsOf);
  expect(shown()).toEqual(segs("DISTANCE")); // before the lag: "DISTANCE 40", scrolling
  watches[3]({ state: false, time: 1 }); // MENU pressed
  watches[3]({ state: true, time: 1.1 });
  expect(shown()).toEqual(segs("LAG     ")); // before the lag the menu opens on the lag (test/start-match.test.ts)
});

test("the pico-table build shows the match on its two MAX7219 modules: scores, run, average, inning", async () => {
  const spi: number[][] = [];
  const { usb, receive: onData } = fakeUsb();
  boot(fs.readFileSync(await buildEspruino("pico-table"), "latin1"), {
    SPI1: { setup: () => 0, write: (bytes: number[]) => spi.push(bytes) }, USB: usb,
  });
  for (const line of ["lag A break white", "point", "point", "miss", "point", "miss"]) onData(askLine(1, firstAsk(line)!) + "\n");
  // each write: one digit register of both modules, the second module's first
  const rows: number[] = [];
  for (const w of spi) if (w.length === 4 && w[0] >= 1 && w[0] <= 8) [rows[16 - w[0]], rows[8 - w[0]]] = [w[1], w[3]];
  const segs = (t: string) => t.split("").map(segmentsOf);
  // A made 2 in inning 1, B 1 in inning 1, now A at the table in inning 2 (board map: scoreA 0,
  // run 3, scoreB 5, avgA 8, inning 13)
  expect(rows.slice(0, 3)).toEqual(segs("  2"));
  expect(rows.slice(5, 8)).toEqual(segs("  1"));
  expect(rows.slice(13, 16)).toEqual(segs("  2"));
}, 60000);
