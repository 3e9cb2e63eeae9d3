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
import { goOnline } from "./device-fakes";
import { memoryBreakdown, Part, PARTS } from "./espruino-memory";
import { askLine, sealed } from "../link/frame";
import { Ask, scriptFrame } from "../link/words";
import { part, Row } from "./bench-part";
export type { Row } from "./bench-part";
import { fullMatch } from "./matchgen";
import { ROOT } from "../root";

const PART_TEXT: Record<Part, string> = {
  functions: "in the functions kept in RAM (declared at the top level: the resident ones)",
  variables: "in the bundle's top-level variables (objects, texts, function expressions)",
  unit: "in closures' scopes (the unit's state, the match, the hal roles' objects and closures)",
  watches: "in setWatch's records of the buttons",
  interpreter: "the interpreter's own (built-ins, timers, the console)",
};

// A full 2 x 50-inning match with 200 undos, each followed by the line it took back (the match
// stays the same), spread over the match.
export function matchWithUndos(undos = 200): string[] {
  const match = fullMatch(50);
  const setup = match.findIndex((l) => l.startsWith("lag "));
  const out = match.slice(0, setup + 1);
  const events = match.length - setup - 1;
  for (let i = setup + 1, done = 0; i < match.length; i++) {
    out.push(match[i]);
    const due = Math.round(((i - setup) * undos) / events);
    for (; done < due; done++) out.push("undo", match[i]);
  }
  return out;
}

// Plays lines on a build; the `memory` figures at the end, and with o.before the variables in use
// before the lines. o.online: the club network set and online first (its fakes in o.boot0);
// o.sheet: the sheet asked for after the lines; o.tap: the interpreter's output as it comes.
export async function play(bin: string, bundle: string, lines: string[],
  o: { boot0?: string; tap?: (text: string) => void; online?: boolean; before?: boolean; sheet?: boolean; timeoutMs?: number } = {}) {
  const e = await openEspruino(bin, { bundleFile: bundle, timeoutMs: o.timeoutMs ?? 600000, boot0: o.boot0, tap: o.tap });
  try {
    if (o.online === true) await goOnline(e);
    const before = o.before === true ? memoryOf((await e.ask("memory")).body).now : 0;
    for (let i = 0; i < lines.length; i++) {
      const r = await e.ask(lines[i]);
      if (!r.ok) throw new Error(`line ${i + 1} ${lines[i]}: ${r.body}`);
    }
    if (o.sheet !== false) await e.ask("sheet");
    return { before, ...memoryOf((await e.ask("memory")).body) };
  } finally {
    await e.close();
  }
}

// .boot0 for the instruction figures: setWatch's callbacks are kept (the interpreter for Linux
// has no GPIO), and a link chunk "\x01IDS N\n" presses the buttons IDS (digits) in turn, N times,
// each press a falling then a rising edge as the watch gives them; then the reply "ok pressed".
// (The chunk may come in pieces.)
// (In a function: the build's short top-level names would clash.)
export const PRESS_HOOK = "(function(){var W=[],B=null;global.setWatch=function(f){W.push(f);return W.length};var U=USB.on;" +
  "USB.on=function(e,f){U.call(USB,e,function(d){if(B===null&&d.charCodeAt(0)!==1)return f(d);B=(B===null?\"\":B)+d;var k=B.indexOf(\"\\n\");" +
  "if(k<0)return;var s=B.substring(1,k).split(\" \"),n=+s[1],i,j;B=null;for(i=0;i<n;i++)for(j=0;j<s[0].length;j++)" +
  `{W[+s[0][j]]({state:false});W[+s[0][j]]({state:true})}USB.write(${JSON.stringify(sealed("1 ok pressed") + "\r\n")})})}})();`;

// The scale of the instruction figures: programs of a few lines, pressed through the same hook.
// FLOOR_EMPTY's button does nothing; FLOOR_POINT's adds a point and a run, keeps the high run,
// appends a 2-byte record to a Storage file and formats 8 digits: about the least a press of a
// scoreboard's point button can do.
const floorProgram = (press: string) =>
  'var n=[0,0,0,0,0],S=require("Storage"),at=1;S.write("j","A",0,4096);' +
  'function show(){return ("   "+n[0]).slice(-3)+("   "+n[1]).slice(-3)+("  "+n[2]).slice(-2)}' +
  `setWatch(function(e){${press}},"D0",{repeat:true,edge:"both",debounce:20});` +
  `LoopbackA.setConsole(true);USB.on("data",function(d){});USB.write(${JSON.stringify(sealed("* ready") + "\r\n")});`;
export const FLOOR_EMPTY = floorProgram("");
export const FLOOR_POINT = floorProgram('if(e.state)return;n[0]++;n[2]++;if(n[2]>n[4])n[4]=n[2];S.write("j","AB",at);at+=2;show()');

const REMOTE = ["D0", "D1", "D2", "D3"]; // point, miss, undo, menu (the linux board's pins)

// Instructions the interpreter runs for the lines (callgrind), load and all: counted up to the
// dump callgrind_control asks for (the interpreter never ends by itself). flash: those of them
// spent in jshFlashRead, the Linux build's stand-in for flash (it opens, seeks and closes its
// file for each read; the Pico and the ESP32 read flash from the memory map), when the
// interpreter has its symbols.
// press: then the buttons pressed (PRESS_HOOK's "IDS N", or several such in turn; with COUNT
// among them, only what runs between a COUNT and the next PAUSE is counted).
// boot0: code run before the press hook (the club network's fakes: tools/bench/device-fakes.ts).
// raw: then chunks sent as they are, each with the reply's body it must give (the wireless
// frames: tools/bench/bench-remote.ts); verify: asks after the count (what was done is checked).
export const COUNT = "count", PAUSE = "pause";
export async function instructions(bin: string, bundle: string, lines: string[], press?: string | string[], boot0 = "",
  raw: Array<[string, string]> = [], verify?: (ask: (text: string) => Promise<{ ok: boolean; body: string }>) => Promise<void>): Promise<{ total: number; flash: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-callgrind-"));
  const out = path.join(dir, "callgrind.out");
  const counted = Array.isArray(press) && press.includes(COUNT);
  const e = await openEspruino("valgrind", {
    bundleFile: bundle, timeoutMs: 1800000, replyMs: 1800000, // (slow under valgrind: 2,000 presses in one line take over 10 minutes on the build without optimisation)
    args: ["--tool=callgrind", `--callgrind-out-file=${out}`, ...(counted ? ["--instr-atstart=no"] : []), bin],
    boot0: press === undefined || (Array.isArray(press) && press.every((p) => p === COUNT || p === PAUSE)) ? (boot0 === "" ? undefined : boot0) : boot0 + PRESS_HOOK,
  });
  try {
    for (const l of lines) if (!(await e.ask(l)).ok) throw new Error(`refused: ${l}`);
    for (const p of press === undefined ? [] : typeof press === "string" ? [press] : press) {
      if (p === COUNT || p === PAUSE) spawnSync("callgrind_control", ["-i", p === COUNT ? "on" : "off", String(e.pid)], { timeout: 120000 });
      else if ((await e.askRaw(`\x01${p}\n`)).body !== "pressed") throw new Error(`not pressed: ${p}`);
    }
    for (const [chunk, want] of raw) if ((await e.askRaw(chunk)).body !== want) throw new Error(`no reply ${want} to ${JSON.stringify(chunk)}`);
    spawnSync("callgrind_control", ["-d", String(e.pid)], { timeout: 120000 });
    if (verify !== undefined) await verify(e.ask);
  } finally {
    await e.close();
  }
  const files = fs.readdirSync(dir).map((f) => path.join(dir, f));
  const dumps = files.map((f) => fs.readFileSync(f, "latin1"));
  // (totals: what was counted; summary may be 0 when counting started paused)
  const at = dumps.findIndex((d) => /^(?:summary|totals): (\d+)/m.test(d));
  if (at < 0) throw new Error("callgrind wrote no totals");
  const total = Number(((/^totals: (\d+)/m.exec(dumps[at]) ?? /^summary: (\d+)/m.exec(dumps[at])) as RegExpExecArray)[1]);
  const annotated = spawnSync("callgrind_annotate", ["--inclusive=yes", "--auto=no", files[at]], { encoding: "latin1", maxBuffer: 64 << 20 });
  const flash = /^\s*([\d,]+) .*:jshFlashRead /m.exec(annotated.stdout ?? "");
  fs.rmSync(dir, { recursive: true, force: true });
  return { total, flash: flash === null ? 0 : Number(flash[1].replace(/,/g, "")) };
}

// The unit's 200 ms ticker (the shot clock, a passing message) stopped in the press figures: it
// is no part of a press, and under valgrind it fires as often as the machine is slow, in some
// counted windows and not in others.
const NO_TICKER = "global.setInterval=function(){return 1};";

// Instructions per press of `step` alone, less the flash reads: k times the presses `before`,
// then `step` (only `step` counted), then `after`, less the same with nothing pressed at `step`.
export async function perStep(bin: string, bundle: string, lines: string[], before: string[], step: string, k = 20, after = "0 1",
  verify?: (ask: (text: string) => Promise<{ ok: boolean; body: string }>) => Promise<void>): Promise<number> {
  const run = async (s: string) => {
    const press: string[] = [];
    for (let i = 0; i < k; i++) press.push(...before, COUNT, s, PAUSE, after);
    const r = await instructions(bin, bundle, lines, press, NO_TICKER, [], verify);
    return r.total - r.flash;
  };
  // (a load under valgrind on a busy machine now and then loses the firmware's input: once more)
  const again = (s: string) => run(s).catch((e: Error) => {
    if (!/before the firmware started/.test(e.message)) throw e;
    return run(s);
  });
  const counted = await again(step);
  return Math.round((counted - (await again(`${step.split(" ")[0]} 0`))) / k);
}

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
