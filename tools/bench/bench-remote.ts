// The wireless remote's figures in npm run bench (docs/remote.md: "Figures"), on the Espruino
// interpreter for Linux (ESPRUINO_BIN, with its crypto library) running the firmware's own
// receiving code (tools/bench/air-probe.ts): the instructions to check one frame (taken, a burst's
// repeat, a forgery: valgrind's callgrind), the variables the receiver needs, the press-to-event
// latency over the air estimated from the advertising interval plus the measured processing, and
// the remote's charge per press from published currents plus its measured processing.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { startSimMac } from "../../hal/sim/mac";
import { frameBytes } from "../../firmware/remote/remote-frame";
import { airProbe, frameProbe, probeOutput } from "./air-probe";
import { Row } from "./bench-espruino";
import { instructions } from "./espruino-count";
import { buildEspruino } from "../build/build-espruino";
import { sealed } from "../link/frame";
import { VECTOR_KEY } from "../sim/remote-vectors";
import { Line, lineOf } from "../../firmware/wireless/air-line";

// Published inputs (docs/remote.md: "Battery life", with their sources)
export const ADV_INTERVAL_MS = 20; // the remote's advertising interval (hardware/boards/mdbt42q-remote.json)
export const ADV_DELAY_MS = 10; // the spec's random advDelay, 0-10 ms, added to each interval
export const BURST = 5; // advertisements a frame
export const ADV_EVENT_UC = (20 - 3) * 0.375; // µC an advertising event: 20 µA advertising every 375 ms, 3 µA asleep (espruino.com/MDBT42Q, /Power+Consumption)
export const RUN_MA = 6; // mA while the nRF52 runs JavaScript: 4-8 mA (espruino.com/Power+Consumption)
export const CYCLES_PER_INSTR = 1.5; // the Pico's figure (-Os build, Cortex-M4: docs/espruino.md)
export const NRF52_MHZ = 64;
export const PICO_MS_PER_MINSTR = 17; // 1 M instructions is about 17 ms on the Pico (docs/espruino.md)
export const SLEEP_UA = 3; // asleep, advertising off (espruino.com/Power+Consumption)
export const PRESSES_A_DAY = 400; // a club table: 4 hours of play, a shot about every 35 s
export const STATUS_A_DAY = 144; // one every 10 minutes (firmware/remote/remote.ts)
export const CELLS = [["a CR2032 (225 mAh, derated 0.8)", 225 * 0.8], ["two AAA cells (1,200 mAh)", 1200]] as const;
const UART_MS = (25 * 10) / 115200 * 1000; // a 25-byte line at 115200 baud

const bytes = (hex: string) => Buffer.from(hex, "hex").toString("latin1");
const genuine = (n: number, gesture = 0) => Array.from({ length: n }, (_, i) => frameBytes(startSimMac(), startSimMac().prepareKey(bytes(VECTOR_KEY)), { id: 1, counter: i + 1, gesture, buttons: 1, battery: 150 }));

// instructions the interpreter runs for the program (callgrind), and of them those in
// jshFlashRead (the Linux build reads its flash from a file; a board reads it from the memory map)
function callgrind(bin: string, file: string): { total: number; flash: number } {
  const out = path.join(path.dirname(file), "callgrind.out");
  spawnSync("valgrind", ["--tool=callgrind", `--callgrind-out-file=${out}`, bin, file], { cwd: path.dirname(file), input: "", timeout: 1800000, encoding: "latin1" });
  const m = /^(?:summary|totals): (\d+)/m.exec(fs.readFileSync(out, "latin1"));
  const annotated = spawnSync("callgrind_annotate", ["--inclusive=yes", "--auto=no", out], { encoding: "latin1", maxBuffer: 64 << 20 });
  const flash = /^\s*([\d,]+) .*:jshFlashRead /m.exec(annotated.stdout ?? "");
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (m === null) throw new Error("callgrind wrote no totals");
  return { total: Number(m[1]), flash: flash === null ? 0 : Number(flash[1].replace(/,/g, "")) };
}

// instructions a frame: `a` frames against `b` (the program's load and set-up cancel out), less
// the probe's own loop (a frame of no paired remote, refused at its first byte)
async function perFrame(bin: string, make: (n: number) => string[], a: number, b: number): Promise<{ total: number; flash: number }> {
  const run = async (frames: string[]) => callgrind(bin, await airProbe(VECTOR_KEY, frames, true, undefined, false));
  const per = async (mk: (n: number) => string[]) => {
    const x = await run(mk(a));
    const y = await run(mk(b));
    return { total: (y.total - x.total) / (b - a), flash: (y.flash - x.flash) / (b - a) };
  };
  const f = await per(make);
  const loop = await per((n) => Array.from({ length: n }, () => "\x00".repeat(16)));
  return { total: Math.round(f.total - loop.total), flash: Math.round(f.flash - loop.flash) };
}

// .boot0 for the wireless press: the receiver module's UART (Serial2) faked (the interpreter for
// Linux has no such port: its setup, on, write and removeAllListeners replaced), the module's
// checked gesture lines (firmware/wireless/air-line.ts, LINE bytes each) kept in a Storage file, and a link
// chunk "\x02N\n" hands the next N lines to the firmware's own UART line (hal/espruino/radio-uart.ts)
// one at a time, as the UART gives them, then replies "ok aired". The unit's requests to the
// module are answered as the module would, with its list: remote 1 once a pairing was asked.
// Before PRESS_HOOK (the pairing's confirmation presses MENU); in a function: the build's short
// top-level names would clash.
const LINE = 20;
export const gestureLine = (g: number, release: boolean) => lineOf(String.fromCharCode(Line.Gesture, 1, g, 1, 150, release ? 1 : 0));
const listOf = (kind: number, paired: boolean) => lineOf(String.fromCharCode(Line.List, kind, 0) + (paired ? String.fromCharCode(1, 0, 0, 0, 0, 0) : ""));
export function wirelessHook(lines: string[]): string {
  const all = lines.join("");
  if (all.length !== lines.length * LINE) throw new Error(`bench-remote: a gesture's line is not ${LINE} bytes`);
  const answers = { ask: listOf(Line.Ask, false), askPaired: listOf(Line.Ask, true), pair: listOf(Line.Pair, true) };
  return `(function(){var D=null,S=require("Storage"),at=0,B=null,P=0;S.write("wf",${JSON.stringify(all)});` +
    "Serial2.setup=function(){};Serial2.on=function(e,f){D=f};Serial2.removeAllListeners=function(){};" +
    `Serial2.write=function(t){var k=t.substr(3,2);if(k==="05")P=1;setTimeout(function(){D(k==="05"?${JSON.stringify(answers.pair)}:P?${JSON.stringify(answers.askPaired)}:${JSON.stringify(answers.ask)})},1)};var U=USB.on;` +
    "USB.on=function(e,f){U.call(USB,e,function(d){if(B===null&&d.charCodeAt(0)!==2)return f(d);B=(B===null?\"\":B)+d;var k=B.indexOf(\"\\n\");" +
    `if(k<0)return;var n=+B.substring(1,k),i,F=S.read("wf");B=null;for(i=0;i<n;i++){D(F.substr(at,${LINE}));at+=${LINE}}` +
    `USB.write(${JSON.stringify(sealed("1 ok aired") + "\r\n")})})}})();`;
}

// One wireless press end to end on the real build (the linux board with the referee's four
// buttons and a receiver module on Serial2, as a wall unit has them): the module's line on the
// UART, radio-uart.ts, airLine (its checksum), the gesture as the wired button's, the point
// applied and journaled. Per press: `few` against `many` presses (the load, the pairing and the
// set-up cancel out); the hook's own loop is in it (an upper bound).
// how: "down", each press its Down's line only; "gesture", the Down's line and its release's (the
// release dropped: the unit acted on its Down); "wired", the point button pressed through
// PRESS_HOOK on the same build, paired the same (what the line adds is the difference);
// "garbled": the Down lines with a byte changed (refused at their checksum: the line's way in alone).
export async function wirelessPress(bin: string, how: "down" | "gesture" | "wired" | "garbled", few = 20, many = 60): Promise<{ total: number; flash: number }> {
  const bundle = await buildEspruino("linux", ["D0", "D1", "D2", "D3"], undefined, { port: "Serial2", baud: 115200 });
  const lines: string[] = [];
  for (let i = 0; i < many; i++) {
    const down = gestureLine(3, false);
    lines.push(how === "garbled" ? down.substring(0, 5) + (down.charAt(5) === "0" ? "1" : "0") + down.substring(6) : down);
    if (how === "gesture") lines.push(gestureLine(0, true));
  }
  const per = lines.length / many;
  const setup = ["set distance 999", "lag A break white", `remote pair 1 ${VECTOR_KEY}`];
  const run = async (n: number) => instructions(bin, bundle, setup, "33 1", wirelessHook(lines),
    [how === "wired" ? [`\x010 ${n}\n`, "pressed"] : [`\x02${n * per}\n`, "aired"]], async (ask) => {
      const remotes = await ask("remotes");
      const score = JSON.parse((await ask("view")).body).score[0];
      if (!/^1:/.test(remotes.body)) throw new Error(`bench-remote: remote 1 not paired: ${remotes.body}`);
      if (score !== (how === "garbled" ? 0 : n)) throw new Error(`bench-remote: ${n} presses (${how}) scored ${score}`);
    });
  const a = await run(few);
  const b = await run(many);
  return { total: Math.round((b.total - a.total) / (many - few)), flash: Math.round((b.flash - a.flash) / (many - few)) };
}

// The wireless press's rows: its total against the press budget (the point button's, 3 M) plus
// 1 M, and what it adds to the wired press on the same build.
export async function wirelessPressFigures(add: (r: Row) => void): Promise<void> {
  const bin = process.env.ESPRUINO_BIN;
  if (bin === undefined || spawnSync("sh", ["-c", "command -v valgrind"]).status !== 0) {
    add({ figure: "wireless press end to end on the build (Serial2 to the point)", value: null, unit: "", note: "skipped: set ESPRUINO_BIN, apt-get install valgrind" });
    return;
  }
  const d = await wirelessPress(bin, "down");
  add({ figure: "Espruino: instructions per wireless press end to end on the unit (the module's checked Down line on Serial2, through the build, to the point journaled)", value: d.total, unit: "instr", note: `${d.flash} in jshFlashRead (the Linux build's file-backed flash)` });
  add({ figure: "Espruino: the same, less the file-backed flash reads", value: d.total - d.flash, unit: "instr", budget: 4000000, note: "the press budget (3 M) plus 1 M for the frame (the frame's check is the module's now: its own rows)" });
  const w = await wirelessPress(bin, "wired");
  add({ figure: "Espruino: the wired point press on the same build (paired, receiver on Serial2), less the flash reads", value: w.total - w.flash, unit: "instr", budget: 3000000, note: `${w.flash} in jshFlashRead` });
  add({ figure: "Espruino: what the air adds to a press (the wireless less the wired, less the flash reads)", value: d.total - d.flash - (w.total - w.flash), unit: "instr", note: "no budget of its own: the issue's is the whole wireless press's (3 M + 1 M)" });
  const x = await wirelessPress(bin, "garbled");
  add({ figure: "Espruino: a module's line garbled on the UART (refused at its checksum: the UART, the hook's loop, airLine), less the flash reads", value: x.total - x.flash, unit: "instr", note: `${x.flash} in jshFlashRead` });
  const g = await wirelessPress(bin, "gesture", 10, 30);
  add({
    figure: "Espruino: the wireless press with the whole gesture as the module hands it over (the Down's line and its release's, dropped), less the flash reads", value: g.total - g.flash, unit: "instr",
    note: `${g.flash} in jshFlashRead; the burst's repeats are the module's (refused by their counter there)`,
  });
}

export async function remoteFigures(add: (r: Row) => void): Promise<void> {
  const bin = process.env.ESPRUINO_BIN;
  if (bin === undefined) {
    add({ figure: "wireless remote: frame check on Espruino (instructions, variables, latency, charge)", value: null, unit: "", note: "skipped: set ESPRUINO_BIN" });
    return;
  }
  const file = await airProbe(VECTOR_KEY, genuine(20));
  const out = probeOutput(spawnSync(bin, [file], { cwd: path.dirname(file), encoding: "latin1", input: "", timeout: 120000 }).stdout);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (!out.ended || out.codes.some((c) => c <= 0)) throw new Error("bench-remote: the genuine frames were not all taken");
  add({ figure: "wireless remote: variables the receiver's state holds, one remote paired (Espruino)", value: out.rest - out.before, unit: "vars", note: "at rest; its code stays in flash until a frame comes (lazy)" });
  add({ figure: "wireless remote: peak variables while a frame is checked, beyond those at rest (inside SHA256)", value: out.peak - out.frames, unit: "vars" });
  if (spawnSync("sh", ["-c", "command -v valgrind"]).status !== 0) {
    add({ figure: "wireless remote: instructions to check a frame", value: null, unit: "", note: "skipped: apt-get install valgrind" });
    return;
  }
  const t = await perFrame(bin, (n) => genuine(n), 10, 40);
  const taken = t.total - t.flash;
  add({ figure: "Espruino: interpreter instructions to check one wireless frame (taken: MAC right, counter kept in flash)", value: t.total, unit: "instr", note: `${t.flash} in jshFlashRead (the Linux build's file-backed flash)` });
  add({ figure: "Espruino: the same, less the file-backed flash reads", value: taken, unit: "instr", budget: 1000000, note: "on top of the press's own (the point button's row): the budget is the press budget plus 1 M" });
  const repeat = await perFrame(bin, (n) => [genuine(1)[0], ...Array.from({ length: n }, () => genuine(1)[0])], 10, 40);
  add({ figure: "Espruino: interpreter instructions to refuse a burst's repeat (counter not above the last)", value: repeat.total - repeat.flash, unit: "instr", note: "less jshFlashRead" });
  const forged = await perFrame(bin, (n) => genuine(n).map((f) => f.substring(0, 8) + "\x00".repeat(8)), 10, 40);
  add({ figure: "Espruino: interpreter instructions to refuse a forged frame (its MAC)", value: forged.total - forged.flash, unit: "instr", note: "less jshFlashRead" });
  // the latency: the first advertisement of the burst (within an interval and the random delay),
  // the line from the receiver module, the check on the Pico; a lost advertisement adds an interval
  const checkMs = (taken / 1e6) * PICO_MS_PER_MINSTR;
  const worst = ADV_INTERVAL_MS + ADV_DELAY_MS + UART_MS + checkMs;
  add({
    figure: "wireless remote: press-to-event latency over the air, estimated (no advertisement lost; worst case)", value: Math.round(worst), unit: "ms",
    note: `interval ${ADV_INTERVAL_MS} + delay ${ADV_DELAY_MS} + UART ${UART_MS.toFixed(1)} + check ${checkMs.toFixed(1)} ms on a Pico; the press's own processing on top; each lost advertisement +${ADV_INTERVAL_MS}-${ADV_INTERVAL_MS + ADV_DELAY_MS} ms`,
  });
  const make = Math.round((callgrind(bin, await frameProbe(VECTOR_KEY, 40)).total - callgrind(bin, await frameProbe(VECTOR_KEY, 10)).total) / 30);
  const runUc = RUN_MA * 1000 * (make * CYCLES_PER_INSTR) / (NRF52_MHZ * 1e6); // µC: mA x s x 1000
  const pressUc = 2 * (BURST * ADV_EVENT_UC + runUc);
  add({ figure: "wireless remote: interpreter instructions to make one frame (HMAC-SHA256)", value: make, unit: "instr" });
  // life = C / (I_sleep + (P x Q_press + S x Q_frame) / 86,400 s), in µA and mAh (docs/remote.md)
  const frameUc = BURST * ADV_EVENT_UC + runUc;
  const averageUa = SLEEP_UA + (PRESSES_A_DAY * 2 * frameUc + STATUS_A_DAY * frameUc) / 86400;
  for (const [cell, mah] of CELLS) {
    add({ figure: `wireless remote: battery life on ${cell}, estimated`, value: Math.round(mah * 1000 / averageUa / 24), unit: "days", note: `${PRESSES_A_DAY} presses a day, average ${averageUa.toFixed(2)} µA (docs/remote.md)` });
  }
  add({
    figure: "wireless remote: charge per press, estimated (Down and its release: two frames of five advertisements)", value: Math.round(pressUc * 10) / 10, unit: "µC",
    note: `2 x (${BURST} x ${ADV_EVENT_UC.toFixed(1)} µC an advertisement + ${runUc.toFixed(1)} µC of JavaScript at ${RUN_MA} mA): docs/remote.md`,
  });
  await wirelessPressFigures(add);
}

// node dist/tools/bench/bench-remote.js --wireless-press: that row alone (the full bench takes long)
if (require.main === module && process.argv.includes("--wireless-press")) {
  wirelessPressFigures((r) => console.log(`${r.figure}: ${r.value} ${r.unit}${r.budget === undefined ? "" : ` (budget ${r.budget}${r.value !== null && r.value > r.budget ? ", OVER BUDGET" : ""})`}${r.note ? ` ${r.note}` : ""}`)).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
