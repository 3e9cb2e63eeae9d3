// carom flash --board NAME --port P: builds dist/espruino/NAME.js and saves it into the board's
// Storage as .bootcde, first in Storage (flash-upload.ts), with the espruino CLI (npm package
// `espruino`), so that the board runs it from flash at every reset. The CLI gets the Espruino
// board's description from hardware/espruino/ (`--board FILE.json`: nothing is downloaded, and the
// board is not asked for process.env). The fields it reads there: info.builtin_modules (a require()
// of any other module would be downloaded, so flash refuses the build instead), chip.family.
// --dry-run: no board; writes what would be sent (the CLI's -n -o) and prints its path and size.
import { fetchKept } from "../link/fetch-kept";
import { spawn } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { SerialPort } from "serialport";
import { buildEspruino } from "../build/build-espruino";
import { CODE_FILE } from "../../hal/espruino/storage-order";
import { boardData, boardFile, espruinoTokens } from "../build/board";
import { storageFit } from "../build/storage-fit";
import { detokenise, TokenTable } from "../build/espruino-pretokenise";
import { lazyTexts } from "../build/espruino-lazy";
import { ROOT } from "../root";
import { buildRadio, roleOf } from "../build/build-radio";
import { fail } from "./common";
import { flashNodemcu } from "./flash-nodemcu";
import { uploadCode } from "./flash-upload";

const isNodemcu = (board: string) => { try { return boardFile(board).runtime === "nodemcu"; } catch { return false; } };

// The Espruino boards we flash (a board file's `board`), with what the CLI would choose by itself
// had it asked the board: unthrottled writes on a USB console, 115200 baud on a UART console.
const TARGETS = [
  { espruinoBoard: "PICO_R1_3", cli: ["--config", "SERIAL_THROTTLE_SEND=2"] },
  { espruinoBoard: "ESP32", cli: ["-b", "115200"] },
  { espruinoBoard: "MDBT42Q", cli: ["-b", "9600"] }, // (its console's speed at reset: the wireless remote, its receiver module)
];
const READY = "* ready"; // the firmware's first line on its link

export interface Target { espruinoBoard: string; json: string; cli: string[] }

// What `carom flash --board NAME` uploads to; throws a message that says what to do instead.
export function espruinoTarget(board: string): Target {
  const data = boardFile(board); // no such board: says which there are
  if (data.runtime !== "espruino") throw new Error(`board ${board} runs on ${data.runtime}: carom flash writes Espruino boards only`);
  if (data.board === "LINUX") {
    throw new Error(`the ${board} board runs on the Espruino interpreter for Linux, not on a board: ESPRUINO_BIN=PATH carom espruino-run FILE`);
  }
  const t = TARGETS.find((x) => x.espruinoBoard === data.board);
  if (t === undefined) {
    throw new Error(`board ${board} names the Espruino board ${data.board}, which carom flash does not know: add it to TARGETS in tools/cli/flash.ts (known: ${TARGETS.map((x) => x.espruinoBoard).join(", ")})`);
  }
  return { espruinoBoard: t.espruinoBoard, json: path.join(ROOT, "hardware", "espruino", `${t.espruinoBoard}.json`), cli: t.cli };
}

// The modules the build requires that the board's description does not list as built in.
export function missingModules(code: string, descriptionFile: string, tokens?: TokenTable): string[] {
  const builtin: string[] = JSON.parse(fs.readFileSync(descriptionFile, "utf8")).info.builtin_modules;
  // (a pretokenised build's strings are raw bytes, in its code and in the lazy functions' texts
  // its leading comment holds, which the code reaches through the table there: tools/build/espruino-lazy.ts)
  const detok = (s: string) => (tokens === undefined ? s : detokenise(s, tokens));
  const main = detok(code.startsWith("/*") ? code.slice(code.indexOf("*/") + 2) : code);
  const text = [main, ...[...lazyTexts(code, main, detok).values()].map((l) => l.text)].join("\n");
  const wanted = [...text.matchAll(/require\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]);
  return [...new Set(wanted)].filter((m) => !builtin.includes(m));
}

interface CliRun { status: number | null; out: string; err: string }

// The espruino CLI on the build, to save it as .bootcde; `first` are -n -o FILE or -p PORT.
function espruinoCli(t: Target, bundle: string, first: string[], onLine: (line: string) => void = () => undefined): Promise<CliRun> {
  const cli = require.resolve("espruino/bin/espruino-cli.js");
  // the build as base64 in the code sent after a reset (a pretokenised build has bytes of 128 and
  // up, which the CLI would read as UTF-8 in code), written first into an emptied Storage
  const upload = path.join(path.dirname(bundle), "upload-bootcde.js");
  fs.writeFileSync(upload, uploadCode(fs.readFileSync(bundle, "latin1")));
  const args = [cli, ...first, "--no-ble", "--board", t.json, ...t.cli, upload];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    const run: CliRun = { status: null, out: "", err: "" };
    let pending = "";
    child.stdout.on("data", (d: Buffer) => {
      run.out += d.toString("latin1");
      pending += d.toString("latin1");
      let nl;
      while ((nl = pending.indexOf("\n")) >= 0) {
        onLine(pending.slice(0, nl).replace(/\r$/, ""));
        pending = pending.slice(nl + 1);
      }
    });
    child.stderr.on("data", (d: Buffer) => (run.err += d.toString("latin1")));
    const timer = setTimeout(() => child.kill("SIGKILL"), 10 * 60 * 1000);
    child.on("close", (status) => {
      clearTimeout(timer);
      run.status = status;
      resolve(run);
    });
  });
}

async function portExists(port: string): Promise<boolean> {
  if (fs.existsSync(port)) return true;
  const list = await SerialPort.list().catch(() => []);
  return list.some((p) => p.path === port);
}

function say(text: string): void {
  process.stderr.write(`flash: ${text}\n`);
}

export interface FlashOptions { board?: string; port?: string; dryRun?: boolean; output?: string }

// The boards carom flash can build for: hardware/boards/NAME.json but linux (carom espruino-run's).
export function flashableBoards(): string[] {
  const names = fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));
  return names.filter((n) => TARGETS.some((t) => t.espruinoBoard === boardFile(n).board) || isNodemcu(n)).sort(); // (by the board's data, not its name)
}

// What the unit keeps, fetched first into .carom/kept-before-flash-TIME/: a new firmware may not
// read it (docs/protocol.md). False (and said) when the unit would not hand it over.
async function keptFetched(port: string): Promise<boolean> {
  try {
    await fetchKept(port, path.resolve(".carom", `kept-before-flash-${new Date().toISOString().replace(/[:.]/g, "-")}`), (t) => say(`fetching: ${t}`));
    return true;
  } catch (err) {
    fail((err as Error).message, 1);
    return false;
  }
}

export async function flash(o: FlashOptions): Promise<void> {
  if (o.board === undefined) return fail(`no board: give --board NAME (${flashableBoards().join(", ")})`, 2);
  if (isNodemcu(o.board) && o.dryRun !== true && o.port !== undefined && (await portExists(o.port)) && !(await keptFetched(o.port))) return;
  if (isNodemcu(o.board)) return flashNodemcu({ board: o.board, port: o.port, dryRun: o.dryRun, output: o.output }); // over NodeMCU's REPL
  let target: Target;
  try {
    target = espruinoTarget(o.board);
  } catch (err) {
    return fail((err as Error).message, 2);
  }
  const dryRun = o.dryRun === true;
  if (!dryRun && o.port === undefined) return fail("no port: give --port P (carom ports lists the serial ports), or --dry-run to see what would be sent", 2);
  if (!dryRun && !(await portExists(o.port!))) return fail(`port ${o.port} not found: plug the board in, or see carom ports for the serial ports`, 2);
  const output = o.output ?? path.join(ROOT, "dist", "espruino", `${o.board}.upload.js`);
  if (!/\.js$/i.test(output)) return fail(`--output ${output}: the file's name must end in .js (the espruino CLI's -o takes only those)`, 2);
  const show = (file: string) => (path.relative(process.cwd(), file).startsWith("..") ? path.resolve(file) : path.relative(process.cwd(), file));

  say(`building dist/espruino/${o.board}.js`);
  const bundle = roleOf(o.board) === undefined ? await buildEspruino(o.board) : await buildRadio(o.board);
  // a board whose Storage cannot hold the build and a match is not flashed (a dry run says so and goes on)
  const fit = storageFit(o.board, fs.statSync(bundle).size);
  if (fit.spare < 0 && !dryRun) return fail(`${fit.text.replace(/^WARNING: /, "")}: not flashed`, 1);
  if (fit.spare < 0) say(`${fit.text}: carom flash refuses it without --dry-run`);
  const missing = missingModules(fs.readFileSync(bundle, "latin1"), target.json, roleOf(o.board) === undefined ? espruinoTokens(o.board) : undefined);
  if (missing.length > 0) {
    return fail(`the build requires ${missing.join(", ")}, not built into ${show(target.json)}: the espruino CLI would download it; add it there if the board's firmware has it`, 1);
  }
  // what would be sent, always (its size is the upload's); the real upload sends the same
  fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
  fs.rmSync(output, { force: true });
  const dry = await espruinoCli(target, bundle, ["-n", "-o", path.resolve(output)]);
  if (dry.status !== 0 || !fs.existsSync(output)) return fail(`the espruino CLI failed: ${(dry.err || dry.out).trim()}`, 1);
  const bytes = fs.statSync(output).size;
  if (dryRun) {
    say(`dry run, no board: wrote ${show(output)} (${bytes} bytes), what would be sent to save the build in Storage as ${CODE_FILE}`);
    return;
  }

  const port = o.port!;
  if (!(await keptFetched(port))) return;
  const device = fs.existsSync(port) ? fs.realpathSync(port) : port; // the CLI opens only what its port list has: no symlinks
  let uploaded = false;
  let heard = false;
  let ready = false;
  const started = () => say("started: the firmware answered ready");
  say(`connecting to ${port} (${target.espruinoBoard})`);
  const run = await espruinoCli(target, bundle, ["-p", device, "--sleep", "2"], (line) => {
    if (line === "Connected") say(`uploading ${bytes} bytes into Storage as ${CODE_FILE}`);
    else if (line.startsWith("Upload Complete")) {
      uploaded = true;
      say(`saved: the board runs it from flash (${CODE_FILE}) at every reset`);
      if (ready) started();
    } else if (line.startsWith("--] ")) {
      heard = true;
      if (line.includes(READY) && !ready) {
        ready = true;
        if (uploaded) started();
      }
      if (/Uncaught|ERROR|Error/.test(line)) process.stderr.write(`board: ${line.slice(4)}\n`);
    }
  });
  const keep = roleOf(o.board) === undefined ? (boardData(o.board).link as { keepConsolePin?: string }).keepConsolePin : boardFile(o.board).keepConsoleButton as string | undefined;
  const hint = keep === undefined ? "" : `; if the firmware holds the port, hold ${keep} while the board starts (plug it in or reset it) to keep the console there`;
  if (run.err.includes("Unable to connect") || run.status !== 0) return fail(`could not connect to ${port}${hint} (the espruino CLI: ${run.err.trim().split("\n").join("; ")})`, 1);
  if (!uploaded) return fail(`the upload to ${port} did not finish${hint}`, 1);
  if (!heard) say(`warning: the board said nothing while the build went in: is its console on ${port}${hint}?`);
  say("done");
}
