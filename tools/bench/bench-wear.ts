// Flash wear figures of npm run bench: the page erases of a 2 x 50 match (the bench's match,
// tools/bench/bench-espruino.ts matchWithUndos, then signed and kept: `new`) on the busiest Storage page,
// as years at MATCHES_PER_DAY before the page's rated endurance.
// Counted where the interpreter erases flash: the Espruino interpreter for Linux (a native 64-bit
// build with its symbols: ESPRUINO_BIN_OS64) runs under gdb, with a dprintf on jshFlashErasePage
// (targets/linux/jshardware.c) printing each erased page's address. Erases do not depend on the
// word size. The Linux build's Storage (its fake flash, espruino.flash) is 256 pages of 1 KB, set
// when it is built; ESPRUINO_WEAR_PICO and ESPRUINO_WEAR_ESP32 name the same build with the
// board's page size (16 KB, 4 KB) and Storage size, made outside the repo (boards/LINUX.py's
// flash, build_platform_config.py's page size). The layout used is read from the interpreter and
// said in each row.
// Storage erases pages only when it compacts, which the store asks for when Storage's end is
// short (docs/using.md: "How much a board keeps"): the busiest page is erased about once a fill, so
// matches are played in a row until it has been erased `want` times, the store refuses one (a
// unit that cannot compact: no figure), or the run's most: wearRow.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildEspruino } from "../build/build-espruino";
import { boardFile } from "../build/board";
import { buildNodemcu } from "../build/build-nodemcu";
import { luaValue, nodemcuBoard } from "../build/nodemcu-board";
import { FAKES_DIR, fakeTable, frameLine } from "../sim/nodemcu-run";
import { ROOT } from "../root";
import { matchWithUndos } from "./espruino-count";
import { openEspruino } from "../sim/espruino-run";
import { Row } from "./bench-part";
import { sealed } from "../link/frame";

export const MATCHES_PER_DAY = 10;
export const YEARS_BUDGET = 20; // at least
// rated erase cycles of a page: STM32F4's and nRF52's internal flash 10,000; the ESP32's SPI flash 100,000
export const ENDURANCE = { stm32f4: 10000, nrf52: 10000, esp32: 100000 };

// Years before the page's endurance at `perMatch` erases a match, MATCHES_PER_DAY a day (one
// decimal); no erase counted: Infinity.
export function wearYears(endurance: number, perMatch: number): number {
  if (perMatch <= 0) return Infinity;
  return Math.round((endurance / (perMatch * MATCHES_PER_DAY * 365)) * 10) / 10;
}

// The page erased most often in `erased` (page addresses, one per erase) and how often.
export function busiest(erased: number[]): { page: number; erases: number } {
  const n = new Map<number, number>();
  let best = { page: -1, erases: 0 };
  for (const a of erased) {
    const k = (n.get(a) ?? 0) + 1;
    n.set(a, k);
    if (k > best.erases) best = { page: a, erases: k };
  }
  return best;
}

// The wear row of a count (countWear). Storage erases its pages when it compacts, about once a
// fill: the rate is the busiest page's erases between its first and its last over the matches in
// between (the first fill, from a Storage holding only the firmware, takes longer than the next
// ones, which start with the kept sheets), or with one erase its count over all the matches. None
// counted: the years one erase in those matches would give, a floor ("at least").
export function wearRow(what: string, endurance: number, c: { erases: number; matches: number; at: number[]; full?: number }, note: string): Row {
  const figure = `flash wear: ${what}, years at ${MATCHES_PER_DAY} 2 x 50 matches a day before the busiest Storage page's ${endurance.toLocaleString("en")} erases`;
  if (c.full !== undefined) {
    return { figure, value: null, unit: "years", budget: YEARS_BUDGET, atLeast: true, note: `no figure: Storage full at match ${c.full}, the store refused it (it does not compact Storage yet); ${c.erases} erases of the busiest page before; ${note}` };
  }
  if (c.erases === 0) {
    return { figure, value: wearYears(endurance, 1 / c.matches), unit: "years", budget: YEARS_BUDGET, atLeast: true, note: `at least: no page erased in ${c.matches} matches; ${note}` };
  }
  const steady = c.at.length >= 2 && c.at[c.at.length - 1] > c.at[0];
  const per = steady ? (c.at.length - 1) / (c.at[c.at.length - 1] - c.at[0]) : c.erases / c.matches;
  const how = steady ? `its erases in matches ${c.at.join(", ")}: ${c.at.length - 1} in the ${c.at[c.at.length - 1] - c.at[0]} matches after the first` : `${c.erases} in ${c.matches} matches`;
  return { figure, value: wearYears(endurance, per), unit: "years", budget: YEARS_BUDGET, atLeast: true, note: `${Math.round(per * 1000) / 1000} erases of the busiest page a match (${how}); ${note}` };
}

// .boot0: a link chunk "\x02" (alone) makes the interpreter write "WEAR-STATS FREE TRASH FILES TOTAL
// PAGE" (Storage's figures, the size of its first page: read from what it writes) and the reply
// "1 ok" instead of going to the firmware.
const STATS_HOOK = `(function(){var U=USB.on;USB.on=function(e,f){U.call(USB,e,function(d){if(d!=="\\x02")return f(d);` +
  `var s=require("Storage").getStats(),p=require("Flash").getPage(require("Flash").getFree()[0].addr);` +
  `USB.write("WEAR-STATS "+[s.freeBytes,s.trashBytes,s.fileBytes,s.totalBytes,p.length].join(" ")+"\\r\\n"+${JSON.stringify(sealed("1 ok") + "\r\n")})})}})();`;

// taken: Storage's bytes a match takes (its free end shrinking), over the matches before the
// first erase; live: the files' bytes then (what a compaction keeps)
// at: the matches (1, 2...) in which the busiest page was erased
export interface WearCount { matches: number; erases: number; page: number; at: number[]; allErases: number; total: number; pageSize: number; taken: number; live: number; full?: number }

// Plays the bench's 2 x 50 match again and again on `bin` under gdb, until the busiest page has
// been erased `want` times or `most` matches were played: what was counted.
export async function countWear(bin: string, want: number, most: number, log: (s: string) => void = () => undefined): Promise<WearCount> {
  const bundle = await buildEspruino("linux");
  let out = "";
  const args = ["-nx", "-batch", "-ex", "set pagination off", "-ex", "set startup-with-shell off",
    "-ex", 'dprintf jshFlashErasePage,"WEAR-ERASE %x\\n",addr', "-ex", "run", "--args", bin];
  const e = await openEspruino("gdb", { bundleFile: bundle, args, boot0: STATS_HOOK, timeoutMs: 4 * 3600000, replyMs: 600000, tap: (t) => { out += t; } });
  const erased = () => [...out.matchAll(/WEAR-ERASE ([0-9a-f]+)/g)].map((m) => parseInt(m[1], 16));
  const stats = async () => {
    await e.askRaw("\x02");
    const all = [...out.matchAll(/WEAR-STATS ([\d ]+)/g)];
    if (all.length === 0) throw new Error("no Storage figures from the interpreter");
    return all[all.length - 1][1].trim().split(" ").map(Number);
  };
  try {
    const loaded = erased().length; // (none: loading writes the build into erased flash)
    const lines = matchWithUndos().concat(["sign referee", "new"]);
    let matches = 0;
    const [free0, , , total, pageSize] = await stats();
    let taken = 0;
    let live = 0;
    const when: number[] = []; // the match each erase came in
    let full: number | undefined;
    while (full === undefined && matches < most && busiest(erased().slice(loaded)).erases < want) {
      for (const l of lines) {
        const r = await e.ask(l);
        if (!r.ok && /full/.test(r.body)) full = matches + 1;
        else if (!r.ok) throw new Error(`match ${matches + 1}, ${l}: ${r.body}`);
        if (full !== undefined) break;
      }
      if (full !== undefined) break;
      matches++;
      while (when.length < erased().length - loaded) when.push(matches);
      const [free, , files] = await stats();
      if (erased().length === loaded) {
        taken = (free0 - free) / matches;
        live = files;
      }
      log(`wear: ${matches} matches, busiest page ${busiest(erased().slice(loaded)).erases} erases, ${erased().length - loaded} in all; Storage free ${free}, files ${files}`);
    }
    const b = busiest(erased().slice(loaded));
    const at = erased().slice(loaded).map((p, i) => (p === b.page ? when[i] : -1)).filter((m) => m > 0);
    return { matches, erases: b.erases, page: b.page, at, allErases: erased().length - loaded, total, pageSize, taken: Math.round(taken), live, full };
  } finally {
    await e.close();
  }
}

const KIB = (n: number) => `${Math.round(n / 1024)} KB`;

// A row's note on what a count saw of Storage: what a match takes, and (no erase counted) the
// matches a fill would take, and the years that would give if each fill erased each page once.
function takenNote(c: WearCount, endurance: number): string {
  const taken = `a match took ${KIB(c.taken)} of Storage's free end (files kept: ${KIB(c.live)})`;
  if (c.erases > 0 || c.taken <= 0) return taken;
  const fill = (c.total - c.live) / c.taken;
  return `${taken}: a fill about every ${Math.round(fill)} matches, about ${wearYears(endurance, 1 / fill)} years if each fill erases each page once (estimated, not counted)`;
}

export async function wearFigures(add: (r: Row) => void): Promise<void> {
  const base = process.env.ESPRUINO_BIN_OS64;
  const gdb = spawnSync("sh", ["-c", "command -v gdb"]).status === 0;
  // most: the matches counted at most (an ESP32's Storage takes some 80 matches to fill)
  const boards: Array<{ kind: string; boards: string; endurance: number; layout: string; env: string; size: number; most: number }> = [
    { kind: "Pico (STM32F4)", boards: "pico-table, pico-wall", endurance: ENDURANCE.stm32f4, layout: "3 pages of 16 KB", env: "ESPRUINO_WEAR_PICO", size: 49152, most: 30 },
    { kind: "ESP32", boards: "esp32-wall", endurance: ENDURANCE.esp32, layout: "224 pages of 4 KB", env: "ESPRUINO_WEAR_ESP32", size: 917504, most: 3 },
  ];
  if (!gdb || base === undefined) {
    console.log(`SKIPPED: flash wear needs gdb and ESPRUINO_BIN_OS64 (a native Espruino for Linux with its symbols)`);
    for (const b of boards) add({ figure: `flash wear: ${b.kind}`, value: null, unit: "years", budget: YEARS_BUDGET, atLeast: true, note: "skipped: set ESPRUINO_BIN_OS64, apt-get install gdb" });
  } else {
    const most = process.env.CAROM_WEAR_MATCHES === undefined ? undefined : Number(process.env.CAROM_WEAR_MATCHES);
    let linux: WearCount | undefined;
    for (const b of boards) {
      const bin = process.env[b.env];
      if (bin === undefined) {
        // the Linux build's own layout (one count for the boards without theirs)
        console.log(`SKIPPED: flash wear on the ${b.kind}'s layout: set ${b.env} (the Linux build with ${b.layout} of Storage); counted on the Linux build's`);
        linux ??= await countWear(base, 3, most ?? 40, (s) => console.error(s));
        const layout = `the Linux build's Storage (${linux.total / linux.pageSize} pages of ${KIB(linux.pageSize)}, ${KIB(linux.total)}), not the board's ${b.layout}: set ${b.env}`;
        add(wearRow(`${b.kind} (${b.boards}), ESPRUINO_BIN_OS64`, b.endurance, linux, `${layout}; ${linux.allErases} page erases in all; ${takenNote(linux, b.endurance)}`));
        continue;
      }
      const c = await countWear(bin, 3, most ?? b.most, (s) => console.error(s));
      const fits = c.total === b.size ? "the board's size" : `${KIB(c.total)}: the board's ${KIB(b.size)} cannot hold the linux build beside a match`;
      add(wearRow(`${b.kind} (${b.boards}), ${b.env}`, b.endurance, c,
        `Storage of ${c.total / c.pageSize} pages of ${KIB(c.pageSize)} (${fits}); ${c.allErases} page erases in all; ${takenNote(c, b.endurance)}`));
    }
  }
  nodemcuFigures(add);
  add({ figure: "flash wear: nRF52 (mdbt42q-remote, mdbt42q-receiver)", value: null, unit: "years", budget: YEARS_BUDGET, atLeast: true,
    note: "not measured: their firmware plays no match (the remote rewrites its counter block every 256 frames, the receiver its counters file)" });
}

// The D1 minis (NodeMCU, SPIFFS): no erase count (SPIFFS erases a block when its garbage
// collection reclaims it, which the host's fake of the file module does not model): the bytes
// the unit writes over the same matches, and the files it writes anew (opened "w"), on the fakes
// (lua/nodemcu/file.lua) with luac.cross.
export function nodemcuWear(cross: string, name: string, matches: number): { bytes: number; rewrites: number } {
  const built = buildNodemcu(name, cross);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-bench-wear-"));
  try {
    const match = matchWithUndos().concat(["sign referee", "new"]).map((l) => frameLine(l));
    const steps = ['WEAR_W = 0 local open = file.open file.open = function(n, m) if m == "w" then WEAR_W = WEAR_W + 1 end return open(n, m) end',
      "WEAR_B = FAKE.bytesWritten or 0 WEAR_W = 0"];
    for (let i = 0; i < matches; i++) for (const l of match) steps.push(`FAKE.input(${luaValue(l)} .. "\\n") FAKE.advance(5)`);
    steps.push('io.stderr:write("WEAR ", (FAKE.bytesWritten or 0) - WEAR_B, " ", WEAR_W, "\\n")');
    fs.writeFileSync(path.join(dir, "steps.lua"), steps.join("\n") + "\n", "latin1");
    const runner = path.join(dir, "run.lua");
    fs.writeFileSync(runner, [`FAKES_DIR = ${JSON.stringify(FAKES_DIR)}`, `UNIT = ${JSON.stringify(built.lua)}`, `BOARD = ${luaValue(nodemcuBoard(name))}`,
      fakeTable(dir), "FAKE.lean = true", `STEPS = ${JSON.stringify(path.join(dir, "steps.lua"))}`,
      `dofile(${JSON.stringify(path.join(FAKES_DIR, "unit-run.lua"))})`].join("\n") + "\n");
    const r = spawnSync(cross, ["-e", runner], { cwd: dir, encoding: "latin1", maxBuffer: 1 << 28, timeout: 1800000 });
    const m = /^WEAR (\d+) (\d+)$/m.exec(r.stderr ?? "");
    if (r.status !== 0 || m === null) throw new Error(`NodeMCU wear run: ${r.stderr}`);
    const replies = (r.stdout ?? "").split("\n").filter((l) => /^1 -?\d/.test(l));
    if (replies.length !== match.length * matches || replies.some((l) => /^1 -/.test(l))) throw new Error(`NodeMCU wear run: ${replies.length} replies to ${match.length * matches} lines, some refused`);
    return { bytes: Number(m[1]), rewrites: Number(m[2]) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function nodemcuFigures(add: (r: Row) => void): void {
  const cross = process.env.LUAC_CROSS;
  const boards = fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
    .filter((b) => boardFile(b).runtime === "nodemcu");
  for (const b of boards) {
    if (cross === undefined) {
      console.log(`SKIPPED: flash wear of ${b}: set LUAC_CROSS`);
      add({ figure: `flash wear: ${b} (SPIFFS), bytes written per 2 x 50 match`, value: null, unit: "bytes", note: "skipped: set LUAC_CROSS" });
      continue;
    }
    const n = 3;
    const w = nodemcuWear(cross, b, n);
    const note = "on the host's fake of the file module (no SPIFFS erase count: its blocks are erased by its garbage collection, not modelled)";
    add({ figure: `flash wear: ${b} (SPIFFS), bytes written per 2 x 50 match`, value: Math.round(w.bytes / n), unit: "bytes", note: `${n} matches in a row; ${note}` });
    add({ figure: `flash wear: ${b} (SPIFFS), files written anew per 2 x 50 match`, value: Math.round((w.rewrites / n) * 10) / 10, unit: "files", note: `opened "w": journal compactions, the kept sheet, the next match's journal; ${n} matches` });
  }
}

if (require.main === module) {
  wearFigures((r) => console.log(`${r.figure}: ${r.value} ${r.unit} ${r.note ?? ""}`)).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
