// Every board fits: the peak variables over the bench's match (a 2 x 50-inning match with 200
// undos: matchWithUndos) of each Espruino display board's build, against 60 % of that board's
// pool (its data's "variables", from its Espruino board file).
// Measured on the Espruino interpreter for Linux (ESPRUINO_BIN: 32-bit, -Os, a fixed pool of its
// own) running the board's own build for Linux (buildEspruino's onLinux: the board's data and
// features, its display's drivers, buttons, buzzer and receiver module, on Linux's pins, which do
// nothing). What the board has and Linux has not is faked in .boot0, and the fakes' few
// variables are counted with the firmware's: the neopixel module (a strip's write), the receiver
// module's UART (Serial2: it never answers) and, on a board with Wi-Fi, Wifi and a broker in the
// interpreter (tools/bench/device-fakes.ts), the club network set and online before the match (a
// unit that publishes: more than one that does not). The interpreter's own variables (built-ins,
// the console) are the Linux build's, not the board's (its libraries differ). ESPRUINO_BIN_POOL,
// when set, names the same interpreter built with a larger pool (VARIABLES=16383, the ESP32's
// cap): a board whose peak the 2,756 of ESPRUINO_BIN cannot hold (esp32-wall: the interpreter
// stops answering) is measured there.
import * as fs from "fs";
import { buildEspruino } from "../build/build-espruino";
import { boardFile } from "../build/board";
import { roleOf } from "../build/build-radio";
import { Row } from "./bench-espruino";
import { matchWithUndos, play } from "./espruino-count";
import { FAKE_BROKER, FAKE_WIFI } from "./device-fakes";
import { ROOT } from "../root";
import * as path from "path";

// the share of a board's pool the firmware may take at its peak (the issue "Every board fits")
export const POOL_SHARE = 0.6;

// .boot0 for a board's build on Linux: what the board has and Linux has not
const FAKE_NEOPIXEL = "Modules.addCached(\"neopixel\",function(){exports.write=function(){}});";
const FAKE_SERIAL2 = "Serial2.setup=function(){};Serial2.on=function(){};Serial2.removeAllListeners=function(){};Serial2.write=function(){};";

// The Espruino display boards (not the wireless remote or its receiver module, which play no
// match; not the interpreter for Linux itself).
export function poolBoards(): string[] {
  return fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
    .filter((b) => boardFile(b).runtime === "espruino" && boardFile(b).board !== "LINUX" && roleOf(b) === undefined);
}

// The board's build for Linux over the bench's match: the memory figures after it.
// (tap: the interpreter's output as it comes, to look for its errors)
export async function boardPeak(bin: string, name: string, lines = matchWithUndos(), tap?: (text: string) => void): Promise<{ peak: number; total: number; now: number }> {
  const b = boardFile(name) as Record<string, any>;
  const wifi = b.wifi === true;
  const boot0 = (b.display?.kind === "ws2812" ? FAKE_NEOPIXEL : "") + (b.radio !== undefined ? FAKE_SERIAL2 : "") + (wifi ? FAKE_WIFI + FAKE_BROKER : "");
  const bundle = await buildEspruino(name, undefined, undefined, undefined, true);
  return play(bin, bundle, lines, { boot0: boot0 === "" ? undefined : boot0, tap, online: wifi, timeoutMs: 900000 });
}

export async function poolFigures(add: (r: Row) => void, only?: string[]): Promise<void> {
  const big = process.env.ESPRUINO_BIN_POOL;
  const bin = big !== undefined && big !== "" ? big : process.env.ESPRUINO_BIN;
  const which = bin === big ? "ESPRUINO_BIN_POOL" : "ESPRUINO_BIN";
  if (bin === undefined) {
    add({ figure: "Espruino boards: peak variables against 60 % of each board's pool", value: null, unit: "", note: "skipped: set ESPRUINO_BIN" });
    return;
  }
  const lines = matchWithUndos();
  for (const name of poolBoards().filter((b) => only === undefined || only.includes(b))) {
    const b = boardFile(name) as Record<string, any>;
    const pool = b.variables as number;
    const budget = Math.floor(POOL_SHARE * pool);
    const figure = `${name}: peak variables after a line, 2 x 50 match with 200 undos, its build on Linux (budget 60 % of its pool of ${pool}, ${b.board})`;
    const has = [`${b.buttons.length} buttons`, b.display.kind, b.buzzer === "" ? "" : "buzzer", b.radio === undefined ? "" : "receiver module",
      b.wifi === true ? "Wi-Fi, online (fakes)" : "", ...((b.leaveOut ?? []) as string[]).map((x: string) => `no ${x}`)].filter((x) => x !== "").join(", ");
    try {
      const m = await boardPeak(bin, name, lines);
      add({ figure, value: m.peak, unit: "vars", budget,
        note: `${has}; measured on a pool of ${m.total} (${which})${b.board === "ESP32" ? "; ESP32: the board file's 16383 is the cap, the pool is the free heap less 40,000 B at start" : ""}` });
    } catch (e) {
      add({ figure, value: null, unit: "vars", budget, note: `did not finish: ${(e as Error).message.split("\n")[0]}` });
    }
  }
}

// node dist/tools/bench/bench-pool.js [BOARD...]: these rows alone (npm run build first)
if (require.main === module) {
  const only = process.argv.slice(2);
  poolFigures((r) => console.log(`${r.figure}: ${r.value} ${r.unit}${r.budget === undefined ? "" : ` budget ${r.budget} ${r.value !== null && r.value <= r.budget ? "ok" : "NOT MET"}`} (${r.note ?? ""})`),
    only.length === 0 ? undefined : only).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
