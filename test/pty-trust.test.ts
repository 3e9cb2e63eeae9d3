// Issue 16, finding 3, end to end: 1,000 random lines, truncated frames and lines of text to `carom sim --pty`
// over a real pseudo-terminal pair (socat) with the real serialport package: each answered with
// one line, and the match (sheet and view) unchanged. LINES_PTY sets fewer or more.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { SerialPort } from "serialport";
import { ReadlineParser } from "@serialport/parser-readline";
import { sealed } from "../firmware/link";
import { askLine, readDeviceLine } from "../tools/link/frame";
import { Ask, scriptFrame } from "../tools/link/words";
import { Op } from "../firmware/journal/link-frame";
import { spawnPtySim } from "../tools/sim/sim-process";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "the pseudo-terminal tests");
const maybe = haveSocat ? test : test.skip;

maybe("1,000 random, truncated and unsealed lines over a pseudo-terminal: each answered, 0 state changes", async () => {
  const runs = Number(process.env.LINES_PTY ?? 1000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-trust-"));
  const sim = await spawnPtySim(path.join(dir, "store.json"));
  const port = new SerialPort({ path: sim.pty, baudRate: 115200 });
  try {
    await new Promise<void>((resolve, reject) => port.once("open", resolve).once("error", reject));
    const lines: string[] = [];
    port.pipe(new ReadlineParser({ delimiter: "\n", encoding: "latin1" })).on("data", (l: string) => lines.push(l));
    const until = async (n: number) => {
      for (let t = 0; t < 600 && lines.length < n; t++) await new Promise((r) => setTimeout(r, 50));
    };
    const say = (text: string) => port.write(Buffer.from(text + "\n", "latin1"));
    const frame = (id: number, text: string) => askLine(id, scriptFrame(text) as Ask);
    say(sealed("1 hello 31337"));
    for (const [i, l] of ["set distance 15", "lag A break white", "point"].entries()) say(frame(2 + i, l));
    await until(4);
    const look = async () => {
      const from = lines.length;
      say(askLine(5, { op: Op.Read, args: "\0\0\0\0\0\0" }));
      say(askLine(6, { op: Op.View, args: "" }));
      await until(from + 2);
      return lines.slice(from, from + 2).join("\n");
    };
    const before = await look();
    expect(before).toMatch(/^6@31337 0 1 0 0 1 0 /m); // in play, A at the table, 1 to 0
    let seed = 1600;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const words = ["point", "miss", "undo", "foul push", "protest B \"x\"", "sign A", "new", "dq B", "forfeit A", "set distance 3"];
    const from = lines.length;
    for (let i = 0; i < runs; i++) {
      let line: string;
      if (i % 3 === 0) line = Array.from({ length: Math.floor(rand() * 40) }, () => String.fromCharCode(32 + Math.floor(rand() * 224))).join("");
      else if (i % 3 === 1) {
        const whole = frame(1 + (i % 250), words[i % words.length]);
        line = whole.slice(0, Math.floor(rand() * whole.length));
      } else line = `${i} ${words[i % words.length]}`;
      say(line);
      // at most 16 lines in flight, as a host waits for its replies: a pseudo-terminal drops what
      // comes past its 4 KB input buffer while the reader is behind (a loaded machine)
      if (i + 1 - (lines.length - from) >= 16) await until(from + i + 1 - 8);
    }
    await until(from + runs);
    const replies = lines.slice(from);
    const parsed = replies.map((l) => readDeviceLine(l));
    console.log(`pty: ${runs} lines sent, ${replies.length} replies, ${parsed.filter((p) => p !== null && Number(p.kind) < 0).length} refusals`);
    expect(replies.length).toBe(runs);
    // every reply a refusal to this host's id: those that are not, as they came
    expect(replies.filter((_, i) => { const p = parsed[i]; return !(p !== null && Number(p.kind) < 0 && p.id.endsWith("@31337")); })).toEqual([]);
    expect(await look()).toBe(before);
  } finally {
    await new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));
    sim.child.kill();
  }
}, 120000);

maybe("carom sheet says when the scoreboard found a damaged journal, and carom send clears it", async () => {
  const { startSimStore } = require("../hal/sim/store");
  const { enter, openSession } = require("../firmware/journal/session");
  const { parseLine } = require("../rules/parse");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-damaged-"));
  const file = path.join(dir, "store.json");
  const s = openSession(startSimStore({ file }));
  for (const l of ["lag A break white", "point", "point", "point"]) enter(s, parseLine(l));
  const files = JSON.parse(fs.readFileSync(file, "latin1"));
  const j = `j${s.file}`;
  files[j] = files[j].slice(0, 25) + "\u0000" + files[j].slice(26); // the second point's code (header 9, commit 4, lag 7, points 4 bytes)
  fs.writeFileSync(file, JSON.stringify(files), "latin1");
  const sim = await spawnPtySim(file);
  const carom = path.join(__dirname, "..", "bin", "carom.js");
  try {
    const sheet = spawnSync(process.execPath, [carom, "sheet", "--port", sim.pty]);
    expect(sheet.status).toBe(0);
    expect(JSON.parse(sheet.stdout.toString()).players.A.score).toBe(1);
    expect(sheet.stderr.toString()).toMatch(/warning: the scoreboard found a damaged journal at start-up and kept it as jbad\.1; this sheet holds the events recorded before the damage/);
    const clear = spawnSync(process.execPath, [carom, "send", "--port", sim.pty, "-"], { input: "damaged clear\n" });
    expect(clear.status).toBe(0);
    expect(spawnSync(process.execPath, [carom, "sheet", "--port", sim.pty]).stderr.toString()).not.toMatch(/warning/);
  } finally {
    sim.child.kill();
  }
}, 60000);
