// A NodeMCU board's data as the unit reads it (the global BOARD, boot/nodemcu.ts), from its file in
// hardware/boards: the pins as NodeMCU's gpio indexes, checked against what the ESP8266 and
// NodeMCU's modules allow, and the C modules its firmware build must have.
import type { BoardData } from "../../hal/board-data";
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";
import { boardFile, firmwareData } from "./board";
import { displayData, displayModules, ONLY_PIN } from "./nodemcu-display";

// A JSON value as a Lua expression (arrays as sequences: typescript-to-lua indexes them from 1).
export function luaValue(v: unknown): string {
  if (typeof v === "string") {
    if (!/^[\x20-\x7e]*$/.test(v)) throw new Error(`board data must be printable ASCII: ${JSON.stringify(v)}`);
    return JSON.stringify(v);
  }
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return "{" + v.map(luaValue).join(", ") + "}";
  if (v !== null && typeof v === "object") {
    return "{" + Object.entries(v).map(([k, x]) => `[${JSON.stringify(k)}] = ${luaValue(x)}`).join(", ") + "}";
  }
  throw new Error(`no Lua value for ${String(v)}`);
}

// A D1 mini / NodeMCU devkit pin name (D0-D8) as NodeMCU's gpio index.
export function pinIndex(name: string, what: string): number {
  const m = /^D([0-8])$/.exec(name);
  if (m === null) throw new Error(`${what}: ${name} is not a pin D0-D8`);
  return Number(m[1]);
}

// Pins that must not carry a button: D0 (GPIO16) has no interrupt for gpio.trig; D3, D4 and D8
// (GPIO0, GPIO2, GPIO15) choose the boot mode, and a button held at power-up would stop the boot.
const NO_BUTTON: { [pin: string]: string } = { D0: "GPIO16 has no interrupt", D3: "GPIO0 is a boot pin", D4: "GPIO2 is a boot pin (and the ws2812 data line)", D8: "GPIO15 is a boot pin" };

// The C modules of NodeMCU's firmware that hal/nodemcu calls on every board; then by what the
// board has: a buzzer pwm2, and the modules its display kind's code calls (displayModules).
const NEEDED_MODULES = ["file", "gpio", "node", "tmr", "uart"];

// The board's data as boot/nodemcu.ts reads it (BOARD).
export function nodemcuBoard(name: string): BoardData<number> {
  const b = boardFile(name) as Record<string, any>;
  return nodemcuData(name, b);
}

// Whether the board names NodeMCU's integer firmware (nodemcu.lua "5.1, integer"; else the float
// one): the unit's numbers are whole, and its image must come from the luac.cross built for it.
export function integerFirmware(name: string): boolean {
  return (boardFile(name) as Record<string, any>).nodemcu.lua === "5.1, integer";
}

// The LFS region (bytes) of the NodeMCU firmware build the board names.
export function lfsSize(name: string): number {
  return (boardFile(name) as Record<string, any>).nodemcu.lfs;
}

// The most bytes the board's data lets its LFS image take (nodemcu.budget), if it says.
export function lfsBudget(name: string): number | undefined {
  return (boardFile(name) as Record<string, any>).nodemcu.budget;
}

export function nodemcuData(name: string, b: Record<string, any>): BoardData<number> {
  if (b.runtime !== "nodemcu") throw new Error(`board ${name} runs on ${b.runtime}, not on NodeMCU`);
  const buttons = (b.buttons as string[]).map((p, i) => {
    if (NO_BUTTON[p] !== undefined) throw new Error(`board ${name}: button ${i} on ${p}: ${NO_BUTTON[p]}`);
    return pinIndex(p, `board ${name}: button ${i}`);
  });
  const d = b.display;
  const display = displayModules(d.kind);
  const needed = new Map<string, string>(NEEDED_MODULES.map((m) => [m, "every board"]));
  if (b.buzzer !== "") needed.set("pwm2", "the buzzer");
  for (const [m, file] of display) if (!needed.has(m)) needed.set(m, `display.kind ${d.kind}: ${file}`);
  const missing = [...needed].filter(([m]) => !(b.nodemcu.modules as string[]).includes(m));
  if (missing.length > 0) throw new Error(`board ${name}: its NodeMCU firmware needs the modules ${missing.map(([m, why]) => `${m} (${why})`).join(", ")} (nodemcu.modules)`);
  // the ESP8266's HSPI has its pins: CLK D5, MOSI D7 (and MISO D6, which the module's setup takes too)
  for (const m of [d, ...Object.values(d).filter((v) => v !== null && typeof v === "object" && !Array.isArray(v))]) {
    if (m.spi !== undefined && (m.spi !== "HSPI" || m.sck !== "D5" || m.mosi !== "D7")) {
      throw new Error(`board ${name}: a MAX7219 on NodeMCU is on HSPI: spi "HSPI", sck "D5", mosi "D7"`);
    }
  }
  for (const m of display.keys()) {
    if (ONLY_PIN[m] !== undefined && d.pin !== ONLY_PIN[m][0]) throw new Error(`board ${name}: NodeMCU's ${m} module drives ${ONLY_PIN[m][0]} (${ONLY_PIN[m][1]}) only, not ${d.pin}`);
  }
  if (d.milliamps !== undefined && !(d.milliamps >= 100 && d.milliamps <= 30000)) {
    throw new Error(`board ${name}: display.milliamps ${d.milliamps}: from 100 to 30000 (the driver's whole-number scaling of the cap stays below 2^31)`);
  }
  const data = firmwareData(name, b);
  const link: BoardData<number>["link"] = { baud: b.link.baud };
  if (b.link.keepConsolePin !== undefined) link.keepConsolePin = pinIndex(b.link.keepConsolePin, `board ${name}: link.keepConsolePin`);
  return {
    device: b.device, controls: b.controls, buttons, buzzer: b.buzzer === "" ? -1 : pinIndex(b.buzzer, `board ${name}: buzzer`),
    link, display: displayData(name, data.display, pinIndex), layout: data.layout,
  };
}

// What the NodeMCU boards have, from their data (hardware/boards, runtime nodemcu), as the
// Espruino build reads a board's (featuresOf): the club network needs the NodeMCU firmware's
// `wifi` and `mqtt` modules in the board's `nodemcu.modules`, a sealed sheet its `crypto`, the
// wireless remote a receiver module (`radio`). The one Lua bundle serves every NodeMCU board, so
// a feature's modules go in when any NodeMCU board has it. (hal/nodemcu has no MAC, network port
// or radio yet: such a board would carry the code, which answers as without them.) The ones left out are empty modules
// (their names nil: a call would fail loudly), and the unit never calls them: WIFI, RADIO and SEAL
// false (firmware/panel/wifi-board.ts) start no club network, no remote, no MAC (`key` and `sheet`
// answer as without one; the link's `remotes` that the unit has no radio). Nor does a NodeMCU
// board need the reader of the journal's version 1 (firmware/journal/records-v1.ts): the unit came to
// NodeMCU after version 2, so none ever wrote one (journal-file.ts reads such a journal as foreign).
// A feature's modules are its folder of firmware/: what a board without it leaves out.
const FEATURE_FOLDERS: Record<"wifi" | "radio" | "seal", string> = { wifi: "club", radio: "wireless", seal: "seal" };
const modulesOf = (folder: string) => fs.readdirSync(path.join(ROOT, "firmware", folder)).filter((f) => f.endsWith(".ts"))
  .map((f) => `firmware.${folder}.${f.slice(0, -3)}`).sort();

// boards: the boards' data (all of hardware/boards unless given)
export function nodemcuFeatures(boards = allBoards()): { wifi: boolean; radio: boolean; seal: boolean } {
  boards = boards.filter((b) => b.runtime === "nodemcu");
  const has = (f: (b: Record<string, any>) => boolean) => boards.some(f);
  return {
    wifi: has((b) => b.nodemcu.modules.includes("wifi") && b.nodemcu.modules.includes("mqtt")),
    radio: has((b) => b.radio !== undefined),
    seal: has((b) => b.nodemcu.modules.includes("crypto")),
  };
}

const allBoards = () => fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => boardFile(f.slice(0, -5)) as Record<string, any>);

export function leftOut(boards = allBoards()): string[] {
  const f = nodemcuFeatures(boards);
  return (Object.keys(FEATURE_FOLDERS) as Array<keyof typeof FEATURE_FOLDERS>).filter((k) => !f[k]).flatMap((k) => modulesOf(FEATURE_FOLDERS[k])).concat("firmware.journal.records-v1");
}
