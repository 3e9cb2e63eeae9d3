// The NodeMCU figures of npm run bench (LUAC_CROSS: luac.cross -e, Lua 5.1 as on the ESP8266):
// the LFS image of each NodeMCU board, the unit's Lua heap on the fakes (after start, its peak
// over a 2 x 50 match with 200 undos, after each of 20 new matches) and the instructions a press
// of the point button costs (callgrind, 150 presses against 50).
// The host is 64-bit: its heap figures overstate the ESP8266's. Lua 5.1's objects as the host
// allocates them (measured on luac.cross) and as NodeMCU's Lua 5.1 does on the ESP8266 (4-byte
// pointers, TValue packed into 12 bytes: LUA_PACK_TVALUES): Lua closure 40 + 8 per upvalue against
// 20 + 4, upvalue 40 against 24, table 64 against 32, hash node 40 against 28, array slot 16
// against 12, string 25 + length against 17 + length; on the integer firmware the D1 minis name
// (4-byte numbers, 8-byte values) upvalue 20, hash node 20, array slot 8. With LUAC_CROSS32
// (luac.cross built for a 32-bit host, which has the board's sizes: luac.cross.int for the integer
// firmware) the heap rows run there too and the budget is checked on them; the unit's mix of
// closures, upvalues and tables comes to about half the host's.
// docs/nodemcu.md, "NodeMCU boards", says so too.
import type { BoardData } from "../../hal/board-data";
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { boardFile } from "../build/board";
import { buildNodemcu, LFS_BUDGET } from "../build/build-nodemcu";
import { integerFirmware, lfsBudget, lfsSize, luaValue, nodemcuBoard } from "../build/nodemcu-board";
import { FAKES_DIR, fakeTable, frameLine } from "../sim/nodemcu-run";
import { fullMatch } from "./matchgen";
import { Row } from "./bench-espruino";
import { matchWithUndos } from "./espruino-count";
import { ROOT } from "../root";
import { Controls } from "../../firmware/panel/state";

// issue 39's budgets for the Lua heap's peak inside a line: a wall unit's (its data: an LED strip,
// the message line), a table unit's
const heapBudget = (name: string) => ((boardFile(name).display as { kind: string }).kind === "ws2812" ? 24 : 22) * 1024;

// A board's own build and data: dist/nodemcu/NAME/carom.lua sets BOARD itself (buildNodemcu).
interface Built { name: string; lua: string; board: BoardData<number> }

function luaRun(cross: string, harness: string, requests: string[], unit: Built): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-bench-nodemcu-"));
  try {
    const req = path.join(dir, "requests.txt");
    fs.writeFileSync(req, requests.join("\n") + "\n", "latin1");
    const runner = path.join(dir, "run.lua");
    fs.writeFileSync(runner, [`FAKES_DIR = ${JSON.stringify(FAKES_DIR)}`, `UNIT = ${JSON.stringify(unit.lua)}`,
      `BOARD = ${luaValue(unit.board)}`, fakeTable(dir), "FAKE.lean = true", `REQUESTS = ${JSON.stringify(req)}`, `dofile(${JSON.stringify(path.join(FAKES_DIR, harness))})`].join("\n") + "\n");
    const r = spawnSync(cross, ["-e", runner], { cwd: dir, encoding: "latin1", maxBuffer: 1 << 28, timeout: 1800000 });
    if (r.status !== 0) throw new Error(`${harness}: ${r.stderr}`);
    return r.stdout + r.stderr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const bytes = (out: string, what: string) => Number(new RegExp(`^${what} (\\S+)$`, "m").exec(out)![1]);

// The interpreter a heap row ran on: LUAC_CROSS (NodeMCU's luac.cross for the 64-bit host, as
// the firmware's build makes it) or LUAC_CROSS32 (the same built for a 32-bit host: 4-byte
// pointers and, as x86-32 aligns a double to 4 bytes, 12-byte values: the ESP8266's object sizes,
// which NodeMCU gets there by packing its values, LUA_PACK_TVALUES; 8-byte values on the integer
// build, luac.cross.int). heap-run.lua prints the bytes of an empty table and its array slot,
// which tells them apart: 80 against 44 (float) or 40 (integer).
interface Heap { cross: string; label: string; board: boolean }

function heapInterpreters(env: NodeJS.ProcessEnv = process.env): Heap[] {
  const out: Heap[] = [];
  if (env.LUAC_CROSS !== undefined && env.LUAC_CROSS !== "") out.push({ cross: env.LUAC_CROSS, label: "luac.cross, 64-bit host", board: false });
  if (env.LUAC_CROSS32 !== undefined && env.LUAC_CROSS32 !== "") out.push({ cross: env.LUAC_CROSS32, label: "luac.cross built 32-bit: the ESP8266's object sizes", board: true });
  return out;
}

// the unit's heap over the undone match and over 20 new matches, on one interpreter; budget: whether
// its peak row carries the budget (the 32-bit one when there is one, else the 64-bit one)
function heapFigures(h: Heap, unit: Built, budget: boolean, add: (r: Row) => void): void {
  const undone = matchWithUndos(200).map((l) => frameLine(l));
  const out = luaRun(h.cross, "heap-run.lua", undone, unit);
  if (/^refused /m.test(out)) throw new Error(`the NodeMCU unit refused a line: ${/^refused .*$/m.exec(out)![0]}`);
  const table = Number(/^table (\d+)$/m.exec(out)![1]);
  const want = !h.board ? 80 : integerFirmware(unit.name) ? 40 : 44; // (32-bit: 8-byte values on the integer firmware, 12 on the float one)
  if (table !== want) throw new Error(`${h.cross}: an empty table takes ${table} bytes, not ${want}: not the ${h.board ? "32" : "64"}-bit luac.cross of the firmware ${unit.name} names`);
  add({ figure: `NodeMCU ${unit.name} (${h.label}): the unit's code loaded as prototypes (in LFS on a board)`, value: bytes(out, "code"), unit: "bytes" });
  add({ figure: `NodeMCU ${unit.name} (${h.label}): Lua heap peak while the unit starts (its modules loading, the journal read)`, value: bytes(out, "boot"), unit: "bytes", note: "collected in full at each call into NodeMCU's modules" });
  add({ figure: `NodeMCU ${unit.name} (${h.label}): Lua heap in use after start, less the code`, value: bytes(out, "start"), unit: "bytes" });
  add({ figure: `NodeMCU ${unit.name} (${h.label}): Lua heap peak after a line, 2 x 50 match with 200 undos`, value: bytes(out, "peak"), unit: "bytes", note: "collected in full after every line" });
  add({
    figure: `NodeMCU ${unit.name} (${h.label}): Lua heap peak inside a line, 2 x 50 match with 200 undos`, value: bytes(out, "inside"), unit: "bytes", budget: budget ? heapBudget(unit.name) : undefined,
    note: "collected in full at each call into NodeMCU's modules, as node.egc.ALWAYS collects before each allocation (a lower bound: not between two calls)" +
      (h.board ? "" : "; the ESP8266 counts about half the 64-bit host's (the 32-bit row, with LUAC_CROSS32, measures it)"),
  });
  const short = fullMatch(3).concat(["sign referee"]);
  const lines: string[] = [];
  for (let i = 0; i < 20; i++) lines.push(...short.map((l) => frameLine(l)), frameLine("new"), "#HEAP");
  const news = luaRun(h.cross, "heap-run.lua", lines, unit);
  const after = [...news.matchAll(/^heap (\S+)$/gm)].map((m) => Number(m[1]));
  add({
    figure: `NodeMCU ${unit.name} (${h.label}): Lua heap after each of 20 new matches, most minus least`, value: Math.max(...after) - Math.min(...after),
    unit: "bytes", budget: 1024, note: `${Math.min(...after)} to ${Math.max(...after)}`,
  });
}

// instructions luac.cross runs for a board's unit with `presses` presses of the point button
// (callgrind): the board's first button, the first player's, who breaks (one button per player: the
// shooter's is the point; the referee's remote: its point button)
function pressInstructions(cross: string, unit: Built, presses: number): number {
  const setup = ["set distance 999", "lag A break white"].map((l) => frameLine(l));
  const file = path.join(os.tmpdir(), `carom-callgrind-${process.pid}-${presses}.out`);
  const pin = (unit.board.buttons as number[])[0];
  const score = (unit.board.layout as { ids: string[] }).ids.indexOf("scoreA") + 1;
  const steps = `for i = 1, ${presses} do FAKE.level(${pin}, 0) FAKE.advance(60) FAKE.level(${pin}, 1) FAKE.advance(60) end`;
  // (the presses as a link line the harness runs: heap-run takes link lines only, so a runner of its own)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-bench-press-"));
  try {
    const runner = path.join(dir, "run.lua");
    const req = path.join(dir, "requests.txt");
    fs.writeFileSync(req, setup.join("\n") + "\n", "latin1");
    const stepsFile = path.join(dir, "steps.lua");
    fs.writeFileSync(stepsFile, steps + `\nio.write('score ', FAKE.unit.st.frame[${score}], '\\n')\n`);
    fs.writeFileSync(runner, [`FAKES_DIR = ${JSON.stringify(FAKES_DIR)}`, `UNIT = ${JSON.stringify(unit.lua)}`,
      `BOARD = ${luaValue(unit.board)}`, fakeTable(dir), "FAKE.lean = true", `REQUESTS = ${JSON.stringify(req)}`, `STEPS = ${JSON.stringify(stepsFile)}`,
      `dofile(${JSON.stringify(path.join(FAKES_DIR, "unit-run.lua"))})`].join("\n") + "\n");
    const r = spawnSync("valgrind", ["--tool=callgrind", `--callgrind-out-file=${file}`, cross, "-e", runner], { cwd: dir, encoding: "latin1", maxBuffer: 1 << 28, timeout: 1800000 });
    const got = /score\s+(\d+)/.exec(r.stdout);
    if (got === null || Number(got[1]) !== presses) throw new Error(`callgrind run on ${unit.name}: ${presses} presses gave ${got === null ? r.stdout + r.stderr : got[1]}`);
    const m = /summary: (\d+)/.exec(fs.readFileSync(file, "latin1"));
    if (m === null) throw new Error("callgrind wrote no summary");
    return Number(m[1]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(file, { force: true });
  }
}

export async function nodemcuFigures(add: (r: Row) => void): Promise<void> {
  const cross = process.env.LUAC_CROSS;
  if (cross === undefined) {
    add({ figure: "NodeMCU: LFS image, heap and instructions", value: null, unit: "", note: "skipped: set LUAC_CROSS" });
    return;
  }
  const boards = fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
    .filter((b) => boardFile(b).runtime === "nodemcu");
  const units: Built[] = [];
  for (const b of boards) {
    const built = buildNodemcu(b, cross);
    const lfs = lfsSize(b);
    add({ figure: `NodeMCU build ${b}: LFS image (rules, firmware, hal/nodemcu), in flash`, value: built.imageBytes ?? null, unit: "bytes", budget: Math.min(lfsBudget(b) ?? LFS_BUDGET, lfs),
      note: `budget: ${lfsBudget(b) ?? LFS_BUDGET} and the ${lfs} bytes of LFS of the firmware the board names; without debug information; lfs.img ${fs.statSync(built.image as string).size} bytes compressed` });
    units.push({ name: b, lua: built.lua, board: nodemcuBoard(b) });
  }
  const heaps = heapInterpreters();
  for (const u of units) for (const h of heaps) heapFigures(h, u, h.board || !heaps.some((x) => x.board), add);
  if (!heaps.some((h) => h.board)) {
    add({ figure: "NodeMCU (luac.cross built 32-bit): Lua heap at the ESP8266's object sizes", value: null, unit: "", note: "skipped: set LUAC_CROSS32 to NodeMCU's luac.cross built for a 32-bit host" });
  }
  if (spawnSync("sh", ["-c", "command -v valgrind"]).status !== 0) {
    add({ figure: "NodeMCU: instructions per press", value: null, unit: "", note: "skipped: apt-get install valgrind" });
    return;
  }
  for (const u of units) {
    const x = pressInstructions(cross, u, 50);
    const y = pressInstructions(cross, u, 150);
    add({ figure: `NodeMCU ${u.name} (luac.cross, Lua 5.1): instructions per press of the point button (callgrind, 150 presses less 50)`, value: Math.round((y - x) / 100), unit: "instr",
      note: (u.board.controls === Controls.Remote ? "the remote's point button, by the quick path" : "the first player's button, by the general path (no remote on the board: no quick path)") +
        "; beside Espruino's row of the same name" });
  }
}

if (require.main === module) {
  // only these rows (npm run bench runs them with the others)
  const rows: Row[] = [];
  nodemcuFigures((r) => rows.push(r)).then(() => {
    for (const r of rows) console.log(`${r.figure}: ${r.value === null ? "-" : r.value} ${r.unit}${r.budget === undefined ? "" : ` (budget ${r.budget}${r.value !== null && r.value > r.budget ? ", OVER" : ""})`}${r.note === undefined ? "" : ` - ${r.note}`}`);
  }).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
