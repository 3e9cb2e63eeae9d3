// ESPRUINO_BIN=PATH carom espruino-run FILE: the `linux` board's build on the Espruino
// interpreter for Linux, loaded from Storage as a board runs it; the match script's lines go
// through the firmware's link handler; the sheet JSON on standard output, and last on standard
// error "memory: peak N of M variables". A bad line: "line N: reason" and exit status 2.
import { spawn } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildEspruino } from "../build/build-espruino";
import { CODE_FILE } from "../../hal/espruino/storage-order";
import { boardFile } from "../build/board";
import { isBlank, readLines, wireText } from "../link/script-lines";
import { answerOf, askLine, DeviceLine, readDeviceLine } from "../link/frame";
import { Reply, request } from "../link/words";

const CHUNK = 500;

export interface EspruinoRun { status: number; stdout: string; stderr: string }

export interface Espruino {
  ask(text: string): Promise<{ ok: boolean; body: string }>; // one link request, its reply
  askRaw(bytes: string): Promise<{ ok: boolean; body: string }>; // bytes as they are, the next reply
  close(): Promise<void>; // SIGKILL: the interpreter for Linux ignores SIGTERM
  pid: number;
}

// The linux build on the interpreter `bin args`, loaded from Storage as a board runs it, ready
// for link requests. bundleFile: the build already made (many runs), else it is built here.
// boot0: code for Storage's .boot0, which a board runs before .bootcde (the bench's hooks).
// tap: given everything the interpreter writes, as it comes (tools/bench/espruino-memory.ts).
export async function openEspruino(bin: string, o: { timeoutMs?: number; bundleFile?: string; args?: string[]; replyMs?: number; boot0?: string; tap?: (text: string) => void } = {}): Promise<Espruino> {
  const bundle = fs.readFileSync(o.bundleFile === undefined ? await buildEspruino("linux") : o.bundleFile, "latin1");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-espruino-")); // its espruino.flash
  const child = spawn(bin, o.args ?? [], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
  const replies: Array<(l: DeviceLine) => void> = [];
  let ready: () => void = () => undefined;
  let out = "";
  let failed = ""; // what the interpreter said when it ran out of memory or hit an error
  child.stdout.on("data", (d: Buffer) => {
    if (process.env.CAROM_DEBUG_ESPRUINO !== undefined) process.stderr.write(d);
    const text = d.toString("latin1");
    if (o.tap !== undefined) o.tap(text);
    const bad = /(Out of Memory|Uncaught [^\r\n]*)/i.exec(text);
    if (bad !== null && failed === "") {
      failed = bad[1];
      child.kill("SIGKILL"); // it would go on without answering
    }
    out += text;
    let nl;
    while ((nl = out.indexOf("\n")) >= 0) {
      const line = readDeviceLine(out.slice(0, nl).replace(/^[\s\S]*?(?=(\d+|-|\*) )/, ""));
      out = out.slice(nl + 1);
      if (line === null) continue;
      if (line.id === "*" && line.kind === "ready") ready();
      else if (line.id !== "*") replies.shift()?.(line);
    }
  });
  child.stderr.resume();
  const timer = setTimeout(() => child.kill("SIGKILL"), o.timeoutMs ?? 60000);
  // ends on exit, or when it could not start (a wrong path): then no exit comes
  const exited = new Promise<void>((resolve) => {
    child.once("close", (code, signal) => {
      if (process.env.CAROM_DEBUG_ESPRUINO !== undefined) process.stderr.write(`exit ${code} ${signal}\n`);
      resolve();
    });
    child.once("error", (e) => {
      failed = failed === "" ? `cannot run ${bin}: ${e.message}` : failed;
      resolve();
    });
  });
  child.stdin.on("error", () => undefined); // a write after it stopped: the reply's promise says so
  const close = async () => {
    clearTimeout(timer);
    child.kill("SIGKILL");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const stopped = () => new Error(`the Espruino interpreter stopped${failed === "" ? "" : ": " + failed}`);
  const askRaw = (bytes: string) =>
    new Promise<{ ok: boolean; body: string; line: DeviceLine }>((resolve, reject) => {
      const late = setTimeout(() => {
        failed = failed === "" ? `no reply to ${JSON.stringify(bytes)} in ${o.replyMs ?? 60000} ms` : failed;
        child.kill("SIGKILL");
      }, o.replyMs ?? 60000);
      replies.push((l) => {
        clearTimeout(late);
        resolve({ ok: l.kind === "ok", body: l.body, line: l });
      });
      exited.then(() => {
        clearTimeout(late);
        reject(stopped());
      });
      child.stdin.write(Buffer.from(bytes, "latin1"));
    });
  // a request in words, asked in protocol 3's frames as carom asks it (tools/link/words.ts), with
  // the name the unit's greeting gives (the linux board's data): a seal covers it
  const device = String(boardFile("linux").device);
  const ask = async (text: string): Promise<Reply> => {
    const steps = request(text, device);
    let r = steps.next();
    while (r.done !== true) r = steps.next(answerOf((await askRaw(askLine(1, r.value) + "\n")).line));
    return r.value;
  };
  // the build into Storage a chunk at a time, as the REPL's lines, then run it from there
  const started = new Promise<void>((resolve) => (ready = resolve));
  const lines = [`var S=require("Storage");`];
  const put = (name: string, text: string) => {
    for (let at = 0; at < text.length; at += CHUNK) {
      lines.push(`S.write(${JSON.stringify(name)},${asciiLiteral(text.slice(at, at + CHUNK))},${at},${text.length});`);
    }
  };
  put(CODE_FILE, bundle);
  if (o.boot0 !== undefined) put(".boot0", o.boot0);
  // (not "\x10" lines, which keep the REPL's history short: with echo off the interpreter for
  // Linux lost input while loading, and a load then failed now and then)
  // load(): a board's boot, .boot0 then .bootcde; load(FILE) runs that file alone
  lines.push(o.boot0 !== undefined ? "load();" : `load(${JSON.stringify(CODE_FILE)});`);
  child.stdin.write(Buffer.from(lines.join("\n") + "\n", "latin1"));
  try {
    await Promise.race([started, exited.then(() => { throw new Error(`the Espruino interpreter stopped before the firmware started${failed === "" ? "" : ": " + failed}`); })]);
  } catch (e) {
    await close();
    throw e;
  }
  return { ask, askRaw, close, pid: child.pid ?? -1 };
}

// The `memory` reply's figures: peak, total, now.
export function memoryOf(body: string): { peak: number; total: number; now: number } {
  const m = /peak (\d+) of (\d+) now (\d+)/.exec(body);
  if (m === null) throw new Error(`not a memory reply: ${body}`);
  return { peak: Number(m[1]), total: Number(m[2]), now: Number(m[3]) };
}

// A string literal of `bytes` (one character a byte) in ASCII: the pretokenised build's bytes of
// 128 and up as \xNN escapes, which Espruino reads as those bytes (a byte of 128 or more typed
// into the REPL inside a string would be read as UTF-8).
export function asciiLiteral(bytes: string): string {
  return JSON.stringify(bytes).replace(/[\x7f-\uffff]/g, (c) => {
    if (c.charCodeAt(0) > 255) throw new Error("asciiLiteral: not a byte string");
    return "\\x" + c.charCodeAt(0).toString(16).padStart(2, "0");
  });
}

// A match script through the firmware's link handler: the sheet, or the first refused line.
export async function espruinoRun(bin: string, script: string, timeoutMs = 1200000, bundleFile?: string): Promise<EspruinoRun> {
  const e = await openEspruino(bin, { timeoutMs, bundleFile });
  try {
    const lines = readLines(script);
    for (let i = 0; i < lines.length; i++) {
      if (isBlank(lines[i])) continue;
      const r = await e.ask(wireText(lines[i]));
      if (!r.ok) return { status: 2, stdout: "", stderr: `line ${i + 1}: ${r.body}\n` };
    }
    const sheet = await e.ask("sheet");
    const m = memoryOf((await e.ask("memory")).body);
    return { status: 0, stdout: sheet.body + "\n", stderr: `memory: peak ${m.peak} of ${m.total} variables\n` };
  } finally {
    await e.close();
  }
}
