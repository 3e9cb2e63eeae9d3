// npm run bench: the figures the issues budget, as a table, bench/results.json and docs/figures.md.
import { execFileSync, spawnSync } from "child_process";
import { spawnPtySim } from "../sim/sim-process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildEs5Core, ROOT } from "../build/es5";
import { fullMatch, longScript } from "./matchgen";
import { replayScript } from "../../rules/replay";
import { unitFigures } from "./bench-unit";
import { espruinoFigures } from "./bench-espruino";
import { poolFigures } from "./bench-pool";
import { sealFigures } from "./bench-seal";
import { remoteFigures } from "./bench-remote";
import { clubFigures } from "./bench-club";
import { deviceMqttFigures } from "./bench-device-mqtt";
import { deviceClubFigures } from "./bench-device-club";
import { nodemcuFigures } from "./bench-nodemcu";
import { wearFigures } from "./bench-wear";
import { DID_NOT_FINISH, missesBudget, part, Row } from "./bench-part";
import { Figure, figure, mergeResults, partsOf, previousResults, Results } from "./bench-results";
import { writeFiguresDoc } from "./bench-doc";
import { houseFigures } from "./house";

const figures: Figure[] = [];
const only = partsOf(process.argv.slice(2));
let current = ""; // the part running
// each row also on standard error as it comes: a run stopped partway still shows what it measured
const add = (row: Row) => {
  figures.push(figure(row, current));
  console.error(`bench: ${row.figure}: ${row.value === null ? "-" : row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
};

function have(cmd: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
}

function tmp(name: string, text: string): string {
  const file = path.join(os.tmpdir(), `carom-bench-${process.pid}-${name}`);
  fs.writeFileSync(file, text);
  return file;
}

async function es5Figures() {
  const file = await buildEs5Core();
  add({ figure: "rules core, ES5 minified (Espruino)", value: fs.statSync(file).size, unit: "bytes" });
}

function replayTime() {
  const text = longScript(10000).join("\n");
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = process.hrtime.bigint();
    const r = replayScript(text);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (!r.ok) throw new Error(`bench script failed: ${r.out}`);
  }
  times.sort((a, b) => a - b);
  add({ figure: "replay of a 10,000-event script (Node, median of 7)", value: Math.round(times[3] * 10) / 10, unit: "ms" });
}

function luaFigures() {
  const luaDir = path.join(ROOT, "dist", "lua");
  // The device loads the runtime library and every rules/ module but the script replayer and
  // its English reasons, which only `replay.lua` on a host uses (a device takes events one line
  // at a time and shows its own translated messages), and the string tables that only the
  // reasons and the Espruino firmware use (no module of the core requires fields.lua).
  const hostOnly = ["replay.lua", "reasons.lua", "fields.lua"];
  const files = [path.join(luaDir, "lualib_bundle.lua"), ...fs.readdirSync(path.join(luaDir, "rules"))
    .filter((f) => !hostOnly.includes(f)).map((f) => path.join(luaDir, "rules", f))];
  const source = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  add({ figure: "Lua core + runtime library, source", value: source, unit: "bytes", note: "rules/ but replay.lua, reasons.lua, fields.lua" });
  if (!have("luac5.1") || !have("lua5.1")) {
    add({ figure: "Lua bytecode / heap", value: null, unit: "", note: "skipped: apt-get install lua5.1" });
    return;
  }
  const compiled = (luac: string) => files.reduce((n, f) => {
    const out = tmp("x.luac", "");
    execFileSync(luac, ["-s", "-o", out, f]);
    const size = fs.statSync(out).size;
    fs.rmSync(out);
    return n + size;
  }, 0);
  const budget = 28 * 1024; // the core lives in LFS flash, where a few KB more cost no RAM
  const cross = process.env.LUAC_CROSS;
  if (cross !== undefined) {
    add({ figure: "Lua bytecode, NodeMCU luac.cross -s (ESP8266, Lua 5.1)", value: compiled(cross), unit: "bytes", budget });
  } else {
    add({ figure: "Lua bytecode, NodeMCU luac.cross -s", value: null, unit: "", note: "skipped: set LUAC_CROSS" });
  }
  if (have("luac5.3")) {
    add({ figure: "Lua bytecode, luac5.3 -s (ESP32's Lua)", value: compiled("luac5.3"), unit: "bytes", budget });
  }
  add({ figure: "Lua bytecode, Debian luac5.1 -s (64-bit host format)", value: compiled("luac5.1"), unit: "bytes",
    note: "8-byte size_t per string: no device loads this format" });
  const script = tmp("match.txt", fullMatch(50).join("\n"));
  const out = execFileSync("lua5.1", ["heap.lua", script], { cwd: luaDir, encoding: "utf8" });
  const m = /heap_kb (\S+) rejected (\d+) journal (\d+)/.exec(out);
  if (m === null || m[2] !== "0") throw new Error(`heap.lua: ${out}`);
  add({
    figure: `Lua 5.1 heap growth, 2 x 50-inning match (${m[3]} events)`,
    value: Math.round(Number(m[1]) * 1024),
    unit: "bytes",
    budget: 8 * 1024,
  });
}

function print() {
  const cells = figures.map((r) => {
    const over = missesBudget(r);
    return [r.figure, r.value === null ? "-" : String(r.value), r.unit,
      // (a budgeted row without a figure, e.g. a run that did not finish, has not met its budget)
      r.budget === undefined ? "" : (r.atLeast === true ? ">= " : "") + String(r.budget), over ? (r.atLeast === true ? "UNDER BUDGET" : "OVER BUDGET") : r.budget === undefined ? "" : r.value === null ? "NO FIGURE" : "ok", r.note ?? ""];
  });
  const head = ["figure", "value", "unit", "budget", "", "note"];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((x, i) => (i === 1 || i === 3 ? x.padStart(widths[i]) : x.padEnd(widths[i]))).join("  ").trimEnd();
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  cells.forEach((c) => console.log(line(c)));
}

function unitRows() {
  const u = unitFigures();
  add({ figure: `display unit: journal bytes written per event (${u.events} events)`, value: u.bytesPerEvent, unit: "bytes", budget: 16 });
  add({ figure: "display unit: display frames sent per event (shot clock off)", value: u.framesPerEvent, unit: "frames" });
  add({ figure: "display unit: journal of a full 2 x 50-inning match", value: u.journalBytes, unit: "bytes" });
  add({ figure: "link: bytes on the wire for the sheet of a full 2 x 50-inning match", value: u.sheetWireBytes, unit: "bytes", budget: 2048 });
}

// `carom sheet` over a real pseudo-terminal: the simulator holds the match of fullMatch(50)
async function sheetOverPty() {
  if (!have("socat")) {
    add({ figure: "link: carom sheet over a pseudo-terminal", value: null, unit: "", note: "skipped: apt-get install socat" });
    return;
  }
  const carom = path.join(ROOT, "bin", "carom.js");
  const store = tmp("pty-store.json", "");
  fs.rmSync(store);
  const { child: sim, pty } = await spawnPtySim(store);
  try {
    execFileSync(process.execPath, [carom, "send", "--port", pty, "-"], { input: fullMatch(50).join("\n"), stdio: ["pipe", "ignore", "ignore"] });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = process.hrtime.bigint();
      execFileSync(process.execPath, [carom, "sheet", "--port", pty], { stdio: ["ignore", "ignore", "ignore"] });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    times.sort((a, b) => a - b);
    add({ figure: "link: carom sheet over a pseudo-terminal (whole command, median of 5)", value: Math.round(times[2]), unit: "ms" });
  } finally {
    sim.kill();
  }
}

const PARTS: Array<[string, () => unknown]> = [
  ["ES5 core", es5Figures],
  ["replay time", replayTime],
  ["Lua core", luaFigures],
  ["display unit", unitRows],
  ["link over a pseudo-terminal", sheetOverPty],
  ["Espruino", () => espruinoFigures(add)],
  ["Espruino boards' pools", () => poolFigures(add)],
  ["seal", () => sealFigures(add)],
  ["wireless remote", () => remoteFigures(add)],
  ["club network", () => clubFigures(add)],
  ["ESP32 wall unit's MQTT client", () => deviceMqttFigures(add)],
  ["ESP32 wall unit publishing by itself", () => deviceClubFigures(add)],
  ["NodeMCU", () => nodemcuFigures(add)],
  ["flash wear", () => wearFigures(add)],
  ["house", () => houseFigures(add)],
];

async function main() {
  const unknown = only.filter((p) => !PARTS.some(([name]) => name === p));
  if (unknown.length > 0) throw new Error(`no part of the bench is called ${unknown.join(", ")}: ${PARTS.map(([name]) => name).join(", ")}`);
  const file = path.join(ROOT, "bench", "results.json");
  const old = only.length === 0 ? null : previousResults(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
  for (const [name, fn] of PARTS) {
    if (only.length > 0 && !only.includes(name)) continue;
    current = name;
    await part(add, name, fn);
  }
  print();
  const date = new Date().toISOString();
  const results: Results = old === null ? { date, node: process.version, figures } : mergeResults(old, figures, only, date, process.version);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
  writeFiguresDoc();
  if (figures.some((f) => f.overBudget || f.figure.endsWith(DID_NOT_FINISH))) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
