// The Espruino figures of npm run bench: the build's size per board and, on the Espruino
// interpreter for Linux (ESPRUINO_BIN: a 32-bit build with a fixed variable pool, made outside
// the repo), the variables the firmware uses and the instructions it spends (valgrind's
// callgrind). Each board's peak against its own pool: tools/bench/bench-pool.ts.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildEspruino } from "../build/build-espruino";
import { boardFile, espruinoTokens } from "../build/board";
import { KEPT_ROOM, storageFit } from "../build/storage-fit";
import { buildRadio, roleOf } from "../build/build-radio";
import { memoryOf, openEspruino } from "../sim/espruino-run";
import { memoryBreakdown, Part, PARTS } from "./espruino-memory";
import { askLine } from "../link/frame";
import { Ask, scriptFrame } from "../link/words";
import { part, Row } from "./bench-part";
export type { Row } from "./bench-part";
import { fullMatch } from "./matchgen";
import { COUNT, FLOOR_EMPTY, FLOOR_POINT, NO_TICKER, REMOTE, instructions, matchWithUndos, perStep, play } from "./espruino-count";
import { ROOT } from "../root";

const PART_TEXT: Record<Part, string> = {
  functions: "in the functions kept in RAM (declared at the top level: the resident ones)",
  variables: "in the bundle's top-level variables (objects, texts, function expressions)",
  unit: "in closures' scopes (the unit's state, the match, the hal roles' objects and closures)",
  watches: "in setWatch's records of the buttons",
  interpreter: "the interpreter's own (built-ins, timers, the console)",
};

// The sheet has k safety fouls (the presses reached the foul's confirmation each time).
const safetyFouls = (k: number) => async (ask: (text: string) => Promise<{ ok: boolean; body: string }>) => {
  const players = JSON.parse((await ask("sheet")).body).players as Record<string, { fouls: Record<string, number> }>;
  const n = Object.values(players).reduce((sum, p) => sum + (p.fouls["intentional-safety"] ?? 0), 0);
  if (n !== k) throw new Error(`bench: ${k} safety fouls pressed, the sheet has ${n}`);
};

// The interpreter's version, as it says it.
function versionOf(bin: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-version-"));
  const file = path.join(dir, "v.js");
  fs.writeFileSync(file, 'print("VERSION " + process.version);quit();');
  const r = spawnSync(bin, [file], { cwd: dir, encoding: "latin1", timeout: 20000 });
  fs.rmSync(dir, { recursive: true, force: true });
  const m = /VERSION (\S+)/.exec(r.stdout ?? "");
  return m === null ? path.basename(bin) : `Espruino ${m[1]}`;
}

export async function espruinoFigures(add: (r: Row) => void): Promise<void> {
  const boards = fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
    .filter((b) => boardFile(b).runtime === "espruino"); // (the NodeMCU boards: tools/bench/bench-nodemcu.ts)
  for (const b of boards) {
    if (roleOf(b) !== undefined) { // the wireless remote and its receiver: firmware of their own
      add({ figure: `Espruino build ${b}.js (${roleOf(b)}), minified`, value: fs.statSync(await buildRadio(b)).size, unit: "bytes" });
      continue;
    }
    const size = fs.statSync(await buildEspruino(b)).size;
    add({ figure: `Espruino build ${b}.js, minified (bundle)`, value: size, unit: "bytes" });
    const fit = storageFit(b, size);
    if (fit.storage > 0) {
      add({ figure: `${b}: Storage left beside the build and a match's journal (${fit.storage} B)`, value: fit.spare + KEPT_ROOM, unit: "bytes", budget: KEPT_ROOM, atLeast: true,
        note: `${fit.spare < 0 ? "DOES NOT FIT: " : ""}the budget is two kept 2 x 50 matches` });
    }
  }
  const bin = process.env.ESPRUINO_BIN;
  if (bin === undefined) {
    add({ figure: "Espruino: variables and instructions", value: null, unit: "", note: "skipped: set ESPRUINO_BIN" });
    return;
  }
  const bundle = await buildEspruino("linux");
  const undone = matchWithUndos();
  const big = await play(bin, bundle, undone);
  // the firmware reads process.memory() (after a garbage collection) after each line: the peak
  // between lines, not inside one
  add({ figure: `Espruino: peak variables after a line, 2 x 50 match with 200 undos (pool of ${big.total})`, value: big.peak, unit: "vars",
    note: "no budget: each board's build has its own, 60 % of its pool (part Espruino boards' pools)" });
  // the same board with the referee's four buttons (their watches and gesture state), as a real unit has them
  const buttons = await buildEspruino("linux", REMOTE);
  const withButtons = await play(bin, buttons, undone);
  add({ figure: "Espruino: the same match, the linux board with four buttons (D0-D3)", value: withButtons.peak, unit: "vars", note: `pool of ${withButtons.total}` });
  // where they go, after the same match (tools/bench/espruino-memory.ts)
  const where = await memoryBreakdown(bin, buttons, undone, espruinoTokens("linux"));
  for (const part of PARTS) {
    add({ figure: `Espruino: variables in use after the same match with four buttons, ${PART_TEXT[part]}`, value: where.parts[part], unit: "vars",
      note: `of ${where.total} counted by E.dumpVariables (process.memory: ${where.usage}); pool of ${withButtons.total}` });
  }

  // 20 short matches played to their innings limit one after another, `new` between them
  const short = fullMatch(3).concat(["sign referee"]);
  const lines: string[] = [];
  for (let i = 0; i < 20; i++) lines.push(...short, "new");
  const after: number[] = [];
  const run = await openEspruino(bin, { bundleFile: bundle, timeoutMs: 600000 });
  try {
    for (const l of lines) {
      const r = await run.ask(l);
      if (!r.ok) throw new Error(`${l}: ${r.body}`);
      if (l === "new") after.push(memoryOf((await run.ask("memory")).body).now);
    }
  } finally {
    await run.close();
  }
  add({
    figure: "Espruino: variables in use after each of 20 new matches, most minus least", value: Math.max(...after) - Math.min(...after),
    unit: "vars", budget: 10, note: `${Math.min(...after)} to ${Math.max(...after)}`,
  });

  if (spawnSync("sh", ["-c", "command -v valgrind"]).status !== 0) {
    add({ figure: "Espruino: instructions per event and per undo", value: null, unit: "", note: "skipped: apt-get install valgrind" });
    return;
  }
  // per press: the button pressed 150 times against 50 (the point and the miss: the quick path),
  // the ticker stopped (NO_TICKER).
  // Each on the -Os build (ESPRUINO_BIN), and beside it on a build without optimisation when
  // ESPRUINO_BIN_NOOPT names one.
  const noopt = process.env.ESPRUINO_BIN_NOOPT;
  const builds: Array<[string, string, boolean]> = [[bin, `-Os, ESPRUINO_BIN, ${versionOf(bin)}`, true]];
  if (noopt !== undefined) builds.push([noopt, `no optimisation, ESPRUINO_BIN_NOOPT, ${versionOf(noopt)}`, false]);
  else add({ figure: "Espruino: instructions without optimisation", value: null, unit: "", note: "skipped: set ESPRUINO_BIN_NOOPT" });
  const setup = ["set distance 999", "lag A break white"];
  for (const [b, build, budgeted] of builds) {
    await part(add, `Espruino (${build}): the rest of its instruction figures`, () => buildFigures(b, build, budgeted));
  }
  async function buildFigures(b: string, build: string, budgeted: boolean): Promise<void> {
    const per = async (press: string) => {
      const x = await instructions(b, buttons, setup, `${press} 50`, NO_TICKER);
      const y = await instructions(b, buttons, setup, `${press} 150`, NO_TICKER);
      return { total: Math.round((y.total - x.total) / 100), flash: Math.round((y.flash - x.flash) / 100) };
    };
    const point = await per("0");
    add({ figure: `Espruino (${build}): instructions per press of the point button`, value: point.total, unit: "instr" });
    add({
      figure: `Espruino (${build}): the same, less the file-backed flash reads (jshFlashRead)`, value: point.total - point.flash, unit: "instr",
      budget: budgeted ? 3000000 : undefined, note: `${point.flash} in jshFlashRead: the code runs from flash, which this build reads from a file`,
    });
    const miss = await per("1");
    add({ figure: `Espruino (${build}): instructions per press of the miss button, less the flash reads`, value: miss.total - miss.flash, unit: "instr", budget: budgeted ? 3000000 : undefined });
    // a foul through the remote's menu (open, the foul, its first kind, OK): the OK that confirms it
    add({
      figure: `Espruino (${build}): instructions for a foul's last step in the menu (the OK that confirms it), less the flash reads`,
      value: await perStep(b, buttons, setup, ["333 1"], "3 1"), unit: "instr", budget: budgeted ? 3000000 : undefined,
      note: "counted alone 20 times, less 20 presses of nothing; the 200 ms ticker stopped",
    });
    // the same for a safety foul (the menu's last kind), whose OK also opens the rebreak prompt
    // (rule 24): after a miss, so that each one is legal; the prompt's OK (a rebreak) follows
    add({
      figure: `Espruino (${build}): instructions for a safety foul's last step in the menu (its OK, which opens the rebreak prompt), less the flash reads`,
      value: await perStep(b, buttons, setup, ["1 1", "3 1", "3 1", "1 1", "3 1"], "3 1", 10, "3 1", safetyFouls(10)), unit: "instr", budget: budgeted ? 3000000 : undefined,
      note: "counted alone 10 times, less 10 presses of nothing; the 200 ms ticker stopped",
    });
    // per undo, any undo in a row: the undo button pressed 60 times against 10, after the
    // first 200 events of a 2 x 50 match (its fouls and notes among them), and after 2,000
    // points and misses pressed (three points and a miss, 500 times)
    for (const [events, lines, before] of [["200", fullMatch(50).slice(0, 205), []], ["2,000", setup, ["0001 500"]]] as Array<[string, string[], string[]]>) {
      const c = await instructions(b, buttons, lines, [...before, "2 10"], NO_TICKER);
      const d = await instructions(b, buttons, lines, [...before, "2 60"], NO_TICKER);
      const perUndo = Math.round((d.total - c.total) / 50);
      add({ figure: `Espruino (${build}): instructions per undo, 50 in a row after ${events} events`, value: perUndo, unit: "instr" });
      add({
        figure: `Espruino (${build}): the same, less the file-backed flash reads`, value: perUndo - Math.round((d.flash - c.flash) / 50),
        unit: "instr", budget: budgeted ? 5000000 : undefined,
      });
    }
  }
  for (const [what, program] of [["does nothing", FLOOR_EMPTY], ["adds a point, appends 2 bytes to flash, formats 8 digits", FLOOR_POINT]]) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-floor-")), "floor.js");
    fs.writeFileSync(file, program, "latin1");
    const g = await instructions(bin, file, [], "0 50");
    const h = await instructions(bin, file, [], "0 150");
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    add({
      figure: `Espruino: scale, instructions per press of a button that ${what} (a 4-line program)`, value: Math.round((h.total - g.total) / 100),
      unit: "instr", note: `${Math.round((h.flash - g.flash) / 100)} in jshFlashRead`,
    });
  }
  // a point sent by the host (protocol 3): counted from its frame's first byte to its reply, 40
  // frames in a row, the ticker stopped
  const frame = askLine(7, scriptFrame("point") as Ask) + "\n";
  const sent = await instructions(bin, bundle, setup, [COUNT], NO_TICKER, Array.from({ length: 40 }, () => [frame, ""] as [string, string]));
  add({
    figure: "Espruino: instructions for a point sent by the host, from its frame to the reply, less the flash reads", value: Math.round((sent.total - sent.flash) / 40),
    unit: "instr", budget: 3000000, note: `${Math.round(sent.flash / 40)} in jshFlashRead; 40 frames counted, the 200 ms ticker stopped`,
  });
}
