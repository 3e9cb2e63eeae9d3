// ESPRUINO_BIN=PATH carom espruino-run FILE: the `linux` board's build on the Espruino
// interpreter for Linux, loaded from Storage as a board runs it; the match script's lines go
// through the firmware's link handler; the sheet JSON on standard output, and last on standard
// error "memory: peak N of M variables". A bad line: "line N: reason" and exit status 2.
import { spawn } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { buildEspruino, CODE_FILE } from "./build-espruino";
import { isBlank, readLines, wireText } from "./commands/common";
import { readDeviceLine, sealed } from "./link/frame";

const CHUNK = 500;

export interface EspruinoRun { status: number; stdout: string; stderr: string }

export async function espruinoRun(bin: string, script: string, timeoutMs = 60000): Promise<EspruinoRun> {
  const bundle = fs.readFileSync(await buildEspruino("linux"), "latin1");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-espruino-")); // its espruino.flash
  const child = spawn(bin, [], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
  const replies: Array<(l: { id: string; kind: string; body: string }) => void> = [];
  let ready: () => void = () => undefined;
  let out = "";
  child.stdout.on("data", (d: Buffer) => {
    if (process.env.CAROM_DEBUG_ESPRUINO !== undefined) process.stderr.write(d);
    out += d.toString("latin1");
    let nl;
    while ((nl = out.indexOf("\n")) >= 0) {
      const line = readDeviceLine(out.slice(0, nl).replace(/^[\s\S]*?(?=(\d+|-|\*) )/, ""));
      out = out.slice(nl + 1);
      if (line === null) continue;
      if (line.id === "*" && line.kind === "ready") ready();
      else if (line.id !== "*") replies.shift()?.(line);
    }
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const exited = new Promise<void>((resolve) => child.once("exit", (code, signal) => {
    if (process.env.CAROM_DEBUG_ESPRUINO !== undefined) process.stderr.write(`exit ${code} ${signal}\n`);
    resolve();
  }));
  const ask = (text: string) =>
    new Promise<{ ok: boolean; body: string }>((resolve, reject) => {
      replies.push((l) => resolve({ ok: l.kind === "ok", body: l.body }));
      exited.then(() => reject(new Error("the Espruino interpreter stopped (out of memory?)")));
      child.stdin.write(Buffer.from(sealed(`1 ${text}`) + "\n", "latin1"));
    });
  try {
    // the build into Storage a chunk at a time, as the REPL's lines, then run it from there
    const started = new Promise<void>((resolve) => (ready = resolve));
    const lines = [`var S=require("Storage");`];
    for (let at = 0; at < bundle.length; at += CHUNK) {
      lines.push(`S.write(${JSON.stringify(CODE_FILE)},${JSON.stringify(bundle.slice(at, at + CHUNK))},${at},${bundle.length});`);
    }
    lines.push(`load(${JSON.stringify(CODE_FILE)});`);
    // "\x10" (DLE) at a line's start: no echo, and the line stays out of the REPL's history
    child.stdin.write(Buffer.from(lines.map((l) => "\x10" + l).join("\n") + "\n", "latin1"));
    await Promise.race([started, exited.then(() => { throw new Error("the Espruino interpreter stopped before the firmware started"); })]);
    const script_ = readLines(script);
    for (let i = 0; i < script_.length; i++) {
      if (isBlank(script_[i])) continue;
      const r = await ask(wireText(script_[i]));
      if (!r.ok) return { status: 2, stdout: "", stderr: `line ${i + 1}: ${r.body}\n` };
    }
    const sheet = await ask("sheet");
    const memory = await ask("memory");
    const m = /peak (\d+) of (\d+)/.exec(memory.body);
    return { status: 0, stdout: sheet.body + "\n", stderr: `memory: peak ${m?.[1]} of ${m?.[2]} variables\n` };
  } finally {
    clearTimeout(timer);
    child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
