// Running the firmware on the Espruino interpreter for Linux for the bench: a match played for
// its memory figures, and valgrind's instructions between two marks (COUNT and PAUSE) of the
// presses or the link's frames.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { memoryOf, openEspruino } from "../sim/espruino-run";
import { goOnline } from "./device-fakes";
import { fullMatch } from "./matchgen";
import { sealed } from "../link/frame";

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

export const REMOTE = ["D0", "D1", "D2", "D3"]; // point, miss, undo, menu (the linux board's pins)

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
export const NO_TICKER = "global.setInterval=function(){return 1};";

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
