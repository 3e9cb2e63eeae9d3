// The wireless remote's figures in npm run bench (docs/remote.md: "Figures"), on the Espruino
// interpreter for Linux (ESPRUINO_BIN, with its crypto library) running the firmware's own
// receiving code (tools/air-probe.ts): the instructions to check one frame (taken, a burst's
// repeat, a forgery: valgrind's callgrind), the variables the receiver needs, the press-to-event
// latency over the air estimated from the advertising interval plus the measured processing, and
// the remote's charge per press from published currents plus its measured processing.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { startSimMac } from "../hal/sim/mac";
import { frameBytes } from "../firmware/remote-frame";
import { airProbe, frameProbe, probeOutput } from "./air-probe";
import type { Row } from "./bench-espruino";
import { VECTOR_KEY } from "./remote-vectors";

// Published inputs (docs/remote.md: "Battery life", with their sources)
export const ADV_INTERVAL_MS = 20; // the remote's advertising interval (hardware/boards/mdbt42q-remote.json)
export const ADV_DELAY_MS = 10; // the spec's random advDelay, 0-10 ms, added to each interval
export const BURST = 5; // advertisements a frame
export const ADV_EVENT_UC = (20 - 3) * 0.375; // µC an advertising event: 20 µA advertising every 375 ms, 3 µA asleep (espruino.com/MDBT42Q, /Power+Consumption)
export const RUN_MA = 6; // mA while the nRF52 runs JavaScript: 4-8 mA (espruino.com/Power+Consumption)
export const CYCLES_PER_INSTR = 1.5; // as DESIGN.md's Pico figure (-Os build, Cortex-M4)
export const NRF52_MHZ = 64;
export const PICO_MS_PER_MINSTR = 17; // DESIGN.md: 1 M instructions is about 17 ms on the Pico
export const SLEEP_UA = 3; // asleep, advertising off (espruino.com/Power+Consumption)
export const PRESSES_A_DAY = 400; // a club table: 4 hours of play, a shot about every 35 s
export const STATUS_A_DAY = 144; // one every 10 minutes (firmware/remote.ts)
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
}
