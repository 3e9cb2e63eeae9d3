// The wireless remote's and its receiver module's builds (carom flash --board mdbt42q-remote,
// mdbt42q-receiver), run on fakes of Espruino's globals from a fake Storage, end to end with the
// pico-wall build: a press on the remote's button becomes a signed frame in an advertisement, the
// receiver module (paired by the unit over their UART) checks it and hands the gesture over as a
// line, the wall unit scores the point.
import { createHash } from "crypto";
import { spawnSync } from "child_process";
import * as acorn from "acorn";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as vm from "vm";
import { startSimMac } from "../hal/sim/mac";
import { buildEspruino } from "../tools/build/build-espruino";
import { CODE_FILE } from "../hal/espruino/storage-order";
import { espruinoTokens } from "../tools/build/board";
import { detokenise, TokenTable } from "../tools/build/espruino-pretokenise";
import { ESPRUINO_E } from "./support/espruino-string";
import { buildRadio } from "../tools/build/build-radio";
import { answerOf, askLine, readDeviceLine, runSteps } from "../tools/link/frame";
import { request } from "../tools/link/words";
import { checkFrame, STATUS } from "../firmware/remote/remote-frame";
import { remoteKeyRecord } from "../firmware/remote/remote";
import { Gesture } from "../firmware/panel/gestures";
import { FakeStorage } from "./support/fake-storage";
import { KEY } from "./support/air-kit";

const root = path.join(__dirname, "..");
const bytes = (hex: string) => Buffer.from(hex, "hex").toString("latin1");
const none = () => 0;

// Espruino's crypto and E.toString, over Node's
// (as Espruino's: a string, or an array of strings and buffers hashed as their bytes joined)
const bytesOfPart = (x: string | ArrayBuffer) => (typeof x === "string" ? Buffer.from(x, "latin1") : Buffer.from(x));
const crypto = {
  SHA256: (s: string | Array<string | ArrayBuffer>) => {
    const d = createHash("sha256").update(Array.isArray(s) ? Buffer.concat(s.map(bytesOfPart)) : bytesOfPart(s)).digest();
    return d.buffer.slice(d.byteOffset, d.byteOffset + 32);
  },
};
const asText = (a: unknown) => (typeof a === "string" ? a : Buffer.from(a as ArrayBuffer).toString("latin1"));
const E = { ...ESPRUINO_E, toString: (...a: unknown[]) => a.map(asText).join("") };

// tokens: the build is pretokenised for that table (the unit's; the remote's modules are not):
// read back as text here, and so is every text the lazy functions' loader evals
function run(code: string, storage: FakeStorage, extra: Record<string, unknown>, tokens?: TokenTable) {
  storage.files.set(CODE_FILE, code);
  const context = {
    require: (n: string) => (n === "Storage" ? storage : n === "crypto" ? crypto : n === "neopixel" ? { write: none } : undefined),
    LoopbackA: { setConsole: none }, getTime: () => 1000, setTimeout: none, setInterval: none, clearTimeout: none, clearInterval: none,
    pinMode: none, digitalRead: () => 1, digitalWrite: none, analogWrite: none, setWatch: none, E,
    btoa: (s: string) => Buffer.from(s, "latin1").toString("base64"), atob: (s: string) => Buffer.from(s, "base64").toString("latin1"),
    process: { memory: () => ({ usage: 500, total: 5100 }) }, Math, String, JSON, Uint8Array, ...extra,
  };
  const global = vm.createContext(context);
  (global as { global?: unknown }).global = global;
  if (tokens !== undefined) (global as { eval?: unknown }).eval = (text: string) => vm.runInContext(detokenise(text, tokens), global);
  vm.runInContext(tokens === undefined ? storage.read(CODE_FILE)! : detokenise(storage.read(CODE_FILE)!, tokens), global);
}

function fakeNrf() {
  const adverts: number[][] = [];
  let scan: (d: unknown) => void = () => undefined;
  const nrf = {
    setServices: (_s: object, o: { uart: boolean }) => expect(o.uart).toBe(false), sleep: none, wake: none, disconnect: none, on: none,
    getBattery: () => 2.9, setAdvertising: (_d: object, o: { manufacturer: number; manufacturerData: number[]; interval: number }) => {
      expect([o.manufacturer, o.interval]).toEqual([0xffff, 20]);
      adverts.push(o.manufacturerData);
    },
    setScan: (f: (d: unknown) => void) => (scan = f),
  };
  return { nrf, adverts, hear: (d: unknown) => scan(d) };
}

test.each([["mdbt42q-remote"], ["mdbt42q-receiver"]])("carom flash --board %s --dry-run builds one ES5 file for the MDBT42Q", (name) => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-radio-")), `${name}.upload.js`);
  const r = spawnSync(process.execPath, [path.join(root, "bin", "carom.js"), "flash", "--board", name, "--dry-run", "-o", out], { encoding: "utf8" });
  expect(r.stderr).toMatch(/dry run, no board: wrote .* bytes\), what would be sent/);
  expect(r.status).toBe(0);
  const code = fs.readFileSync(path.join(root, "dist", "espruino", `${name}.js`), "latin1");
  expect(() => acorn.parse(code, { ecmaVersion: 5 })).not.toThrow();
  expect(code.length).toBeLessThan(name === "mdbt42q-remote" ? 8000 : 12000); // (Storage 40 KB; their code stays resident)
}, 60000);

test("end to end: the remote build's press, through the receiver build, scores on the pico-wall build (rule 2); a repeat counts once", async () => {
  // the remote, paired as remote 1 (carom pair wrote its key file)
  const remoteStore = new FakeStorage(40960);
  remoteStore.write("rkey", remoteKeyRecord(1, KEY));
  const watches: Array<(e: { state: boolean; time: number }) => void> = [];
  const air = fakeNrf();
  run(fs.readFileSync(await buildRadio("mdbt42q-remote"), "latin1"), remoteStore, { NRF: air.nrf, setWatch: (f: (e: { state: boolean }) => void) => watches.push(f) });
  expect(watches.length).toBe(4);
  watches[0]({ state: false, time: 1 }); // point down
  watches[0]({ state: true, time: 1.1 }); // and up
  const frames = air.adverts.map((a) => checkFrame(startSimMac(), startSimMac().prepareKey(bytes(KEY)), String.fromCharCode(...a)));
  expect(frames).toEqual([
    { id: 1, counter: 1, gesture: STATUS, buttons: 0, battery: 145 },
    { id: 1, counter: 2, gesture: Gesture.Down, buttons: 1, battery: 145 },
    { id: 1, counter: 3, gesture: Gesture.Press, buttons: 1, battery: 145 },
  ]);
  expect(remoteStore.list()).toContain("rblk0"); // the counter's block, kept before it is used

  // the receiver module in the wall unit's box, on the unit's UART (its Serial1, the unit's Serial2)
  const toUnit: string[] = [];
  const toModule: string[] = [];
  let onUart: (d: string) => void = () => undefined;
  let onModule: (d: string) => void = () => undefined;
  const pump = () => {
    while (toUnit.length + toModule.length > 0) {
      if (toModule.length > 0) onModule(toModule.shift()!);
      if (toUnit.length > 0) onUart(toUnit.shift()!);
    }
  };
  const rx = fakeNrf();
  const moduleStore = new FakeStorage(40960);
  run(fs.readFileSync(await buildRadio("mdbt42q-receiver"), "latin1"), moduleStore, {
    NRF: rx.nrf, digitalRead: () => 0, Serial1: { setup: none, write: (t: string) => toUnit.push(t), on: (_e: string, f: (d: string) => void) => (onModule = f), removeAllListeners: none },
  });

  // the wall unit: pairs remote 1 (confirmed with its MENU button twice: the module keeps the key), then hears the module
  const unitStore = new FakeStorage(96 * 1024);
  const sent: string[] = [];
  let onUsb: (d: string) => void = () => undefined;
  const unitWatches: Array<(e: { state: boolean; time: number }) => void> = [];
  const bus = { setup: none, write: none };
  run(fs.readFileSync(await buildEspruino("pico-wall"), "latin1"), unitStore, {
    SPI1: bus, SPI2: bus, setWatch: (f: (e: { state: boolean }) => void) => unitWatches.push(f),
    USB: { write: (t: string) => sent.push(t), on: (_e: string, f: (d: string) => void) => (onUsb = f), removeAllListeners: none },
    Serial2: { setup: none, write: (t: string) => toModule.push(t), on: (_e: string, f: (d: string) => void) => (onUart = f) },
  }, espruinoTokens("pico-wall"));
  pump();
  const ask = (line: string) => runSteps(request(line, "carom"), (a) => {
    sent.length = 0;
    onUsb(askLine(1, a) + "\n");
    return answerOf(readDeviceLine(sent.join("").trim())!);
  }).body;
  for (const l of ["set distance 30", "lag A break white"]) ask(l);
  expect(ask(`remote pair 1 ${KEY}`)).toMatch(/^confirm PAIR REMOTE/);
  for (let i = 0; i < 2; i++) {
    unitWatches[3]({ state: false, time: 2 + i });
    unitWatches[3]({ state: true, time: 2.1 + i });
  }
  pump();
  expect(moduleStore.list()).toContain("remotes"); // the key is the module's, not the unit's
  expect(unitStore.list()).not.toContain("remotes");
  expect(ask("remotes")).toBe("1:-:-");
  const score = () => JSON.parse(ask("view")).score;
  // the module hears each advertisement (a burst's repeats, and someone else's) and hands over the checked ones
  const advert = (a: number[]) => ({ manufacturer: 0xffff, manufacturerData: new Uint8Array(a).buffer });
  for (const a of air.adverts) for (let i = 0; i < 5; i++) rx.hear(advert(a));
  rx.hear({ manufacturer: 0x004c, manufacturerData: new Uint8Array(16).buffer }); // someone else's
  expect(toUnit.length).toBe(3); // the status frame, the Down, the Press
  const lines = toUnit.join("");
  onUart(lines.slice(0, 10)); // a line may come in pieces
  toUnit[0] = lines.slice(10);
  toUnit.length = 1;
  pump();
  expect(score()).toEqual([1, 0]);
  expect(ask("remotes")).toBe("1:2900mV:0s");
  for (const a of air.adverts) rx.hear(advert(a)); // all of it again: a replay (after the burst's second)
  for (const a of air.adverts) rx.hear(advert([...a.slice(0, 8), ...a.slice(8).map((b) => b ^ 1)])); // and forged
  pump();
  expect(score()).toEqual([1, 0]);
  onUart(lines.replace(/:06/g, ":07")); // and lines garbled on the UART
  expect(score()).toEqual([1, 0]);
}, 120000);
