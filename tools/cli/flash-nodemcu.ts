// carom flash --board NAME --port P for a NodeMCU board (runtime "nodemcu"): builds the board's
// LFS image (npm run build:nodemcu) and writes it and init.lua into the board's SPIFFS over
// NodeMCU's own REPL, then node.LFS.reload loads the image into flash and restarts the board,
// which starts the unit (init.lua). Each file goes in chunks of hex on REPL lines (a line is at
// most 255 characters); the board checks each chunk's sum before writing it and answers ok or
// bad, and a bad chunk is sent again. Written as NAME.tmp, renamed when whole: a cut upload
// leaves the files that were there. --dry-run: no board; writes the REPL lines that would be sent.
import * as fs from "fs";
import * as path from "path";
import { SerialPort } from "serialport";
import { buildNodemcu } from "../build/build-nodemcu";
import { closePort, openPort } from "../link/open";
import { readDeviceLine } from "../link/frame";
import { ROOT } from "../root";
import { fail, progress } from "./common";

export const CHUNK = 110; // bytes a line: 220 hex digits and the call, within the REPL's 255
const TRIES = 3;
// (the board's side: hex to bytes, the sum checked, then written to the open file __f)
export const HELPER = 'function __w(h,s) local d=h:gsub("..",function(x) return string.char(tonumber(x,16)) end) ' +
  'local c=0 for i=1,#d do c=(c+d:byte(i))%65521 end if c==s then __f:write(d) print("ok") else print("bad") end end';
export const HELLO = 'print("carom-" .. 6*7)';
const HELPER_LINE = HELPER + ' print("carom-helper")';

export function chunkSum(b: Buffer): number {
  let c = 0;
  for (const x of b) c = (c + x) % 65521;
  return c;
}

export interface Upload { name: string; data: Buffer }

// The REPL lines for one file, chunk by chunk (each answered ok or bad), then its close and rename.
export function fileLines(f: Upload): { open: string; chunks: Array<{ line: string; bytes: number }>; close: string } {
  const chunks: Array<{ line: string; bytes: number }> = [];
  for (let at = 0; at < f.data.length; at += CHUNK) {
    const part = f.data.subarray(at, at + CHUNK);
    chunks.push({ line: `__w("${part.toString("hex")}",${chunkSum(part)})`, bytes: part.length });
  }
  const tmp = `${f.name}.tmp`;
  return {
    open: `__f=file.open("${tmp}","w") print(__f and "open" or "cannot open")`,
    chunks,
    close: `__f:close() __f=nil file.remove("${f.name}") file.rename("${tmp}","${f.name}") print("size " .. (file.list()["${f.name}"] or -1))`,
  };
}

export const RELOAD = 'print(node.LFS.reload("lfs.img"))';

// Everything the upload sends, in order (what --dry-run writes).
export function uploadScript(files: Upload[]): string[] {
  const out = [HELLO, HELPER_LINE];
  for (const f of files) {
    const l = fileLines(f);
    out.push(l.open, ...l.chunks.map((c) => c.line), l.close);
  }
  out.push(RELOAD);
  return out;
}

function say(text: string): void {
  process.stderr.write(`flash: ${text}\n`);
}

// The port's output as lines, and waiting for one that matches.
class Repl {
  private lines: string[] = [];
  private partial = "";
  private waiting: (() => void) | undefined;
  constructor(private port: SerialPort) {
    port.on("data", (b: Buffer) => {
      this.partial += b.toString("latin1");
      const parts = this.partial.split(/\r?\n/);
      this.partial = parts.pop() as string;
      for (const p of parts) this.lines.push(p);
      this.waiting?.();
    });
  }
  send(line: string): void {
    this.lines = [];
    this.port.write(Buffer.from(line + "\r\n", "latin1"));
  }
  // the first line (not the echo of what was sent) that matches, or undefined after ms
  async expect(match: RegExp, ms: number): Promise<string | undefined> {
    const end = Date.now() + ms;
    for (;;) {
      const hit = this.lines.find((l) => match.test(l));
      if (hit !== undefined) return hit;
      const left = end - Date.now();
      if (left <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 200));
        this.waiting = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
  }
}

function bar(name: string, done: number, all: number): void {
  const width = 30;
  const n = all === 0 ? width : Math.round((done / all) * width);
  progress(`flash: ${name} [${"#".repeat(n)}${" ".repeat(width - n)}] ${Math.floor((done * 100) / Math.max(1, all))}%`);
}

export async function flashNodemcu(o: { board: string; port?: string; dryRun?: boolean; output?: string }): Promise<void> {
  const dryRun = o.dryRun === true;
  if (!dryRun && o.port === undefined) return fail("no port: give --port P (carom ports lists the serial ports), or --dry-run to see what would be sent", 2);
  say(`building dist/nodemcu/${o.board}/ (the LFS image and init.lua)`);
  let build;
  try {
    build = buildNodemcu(o.board);
  } catch (e) {
    return fail((e as Error).message, 1);
  }
  if (build.image === undefined) return fail(`${build.note}: carom flash sends the image`, 2);
  const files: Upload[] = [{ name: "lfs.img", data: fs.readFileSync(build.image) }, { name: "init.lua", data: fs.readFileSync(build.init) }];
  const total = files.reduce((n, f) => n + f.data.length, 0);
  if (dryRun) {
    const output = o.output ?? path.join(ROOT, "dist", "nodemcu", o.board, "upload.txt");
    fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
    fs.writeFileSync(output, uploadScript(files).join("\n") + "\n", "latin1");
    say(`dry run, no board: wrote ${path.relative(process.cwd(), output)} (${fs.statSync(output).size} bytes), the REPL lines that would write lfs.img (${files[0].data.length} bytes) and init.lua, then node.LFS.reload`);
    return;
  }
  let port: SerialPort | undefined;
  try {
    port = (await openPort(o.port)).port;
    const repl = new Repl(port);
    const hint = "hold the first button (D1) while the board starts to keep NodeMCU's console, and check that the NodeMCU firmware is flashed (hardware/README.md)";
    say(`connecting to ${o.port} (NodeMCU's REPL)`);
    let hello: string | undefined;
    for (let i = 0; i < 3 && hello === undefined; i++) {
      repl.send("");
      repl.send(HELLO);
      hello = await repl.expect(/^carom-42$/, 1500);
    }
    if (hello === undefined) return fail(`the board on ${o.port} does not answer as NodeMCU's REPL: ${hint}`, 1);
    repl.send(HELPER_LINE);
    if ((await repl.expect(/^carom-helper$/, 3000)) === undefined) return fail(`the board on ${o.port} did not take the upload's helper`, 1);
    let sent = 0;
    for (const f of files) {
      const l = fileLines(f);
      repl.send(l.open);
      const opened = await repl.expect(/^(open|cannot open)$/, 3000);
      if (opened !== "open") return fail(`the board cannot write ${f.name}.tmp (is its SPIFFS formatted? file.format() once)`, 1);
      for (const c of l.chunks) {
        let answer: string | undefined;
        for (let t = 0; t < TRIES && answer !== "ok"; t++) {
          repl.send(c.line);
          answer = await repl.expect(/^(ok|bad)$/, 5000);
          if (answer === undefined) return fail(`the board stopped answering while ${f.name} went in (${sent} of ${total} bytes)`, 1);
        }
        if (answer !== "ok") return fail(`a chunk of ${f.name} arrived damaged ${TRIES} times: check the cable`, 1);
        sent += c.bytes;
        bar(f.name, sent, total);
      }
      repl.send(l.close);
      const size = await repl.expect(/^size -?\d+$/, 3000);
      if (size !== `size ${f.data.length}`) return fail(`${f.name} on the board has ${size === undefined ? "no answer for its" : size.slice(5) + " bytes, not its"} size (${f.data.length})`, 1);
    }
    progress("");
    say(`wrote lfs.img (${files[0].data.length} bytes) and init.lua; loading the image into LFS (node.LFS.reload: the board restarts)`);
    repl.send(RELOAD);
    const after = await repl.expect(/ \*[0-9a-f]{4}$|console kept|the unit did not start|^[^>].*(error|bad|invalid|not|fail)/i, 20000);
    // (the unit's line may follow what was left on the console's last line: a prompt, boot noise)
    const at = after === undefined ? -1 : after.lastIndexOf("* ready");
    const line = at < 0 ? null : readDeviceLine((after as string).slice(at));
    if (line !== null && line.id === "*" && line.kind === "ready") {
      say("started: the unit answered ready");
      say("done");
      return;
    }
    // (a button still held at the restart: the unit keeps NodeMCU's console, hal/nodemcu/link.ts)
    if (after !== undefined && /console kept/i.test(after)) {
      say("loaded: the unit started with NodeMCU's console kept (a button was held as the board restarted): release it and restart the board for the link");
      say("done");
      return;
    }
    return fail(after === undefined ? `the board did not start the unit after node.LFS.reload within 20 s: ${hint}` : `node.LFS.reload: ${after}`, 1);
  } catch (e) {
    return fail((e as Error).message, 1);
  } finally {
    if (port !== undefined) await closePort(port);
  }
}
