// Before a firmware is replaced (carom flash): every finished match the unit keeps, fetched into a
// folder as its sheet. The greeting is the one line every protocol version answers; a unit of
// protocol 3 is asked in frames (client.ts), one of protocol 2 in its own lines of text, so that
// an upgrade from protocol 2 keeps what the unit held.
import * as fs from "fs";
import * as path from "path";
import { SerialPort } from "serialport";
import { ReadlineParser } from "@serialport/parser-readline";
import { readDeviceLine, sealed } from "./frame";
import { LinkClient, Reply } from "./client";

const WAIT_MS = 1500;

// One line of protocol 2 (or the greeting) and its reply, or null when none comes.
function lineAsker(port: SerialPort): (id: number, text: string) => Promise<Reply | null> {
  const waiting = new Map<string, (r: Reply) => void>();
  port.pipe(new ReadlineParser({ delimiter: "\n", encoding: "latin1" })).on("data", (raw: string) => {
    const l = readDeviceLine(raw);
    if (l === null) return;
    const done = waiting.get(l.id.split("@")[0]);
    if (done !== undefined) done({ ok: l.kind === "ok", body: l.body });
  });
  return (id, text) => new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), WAIT_MS);
    waiting.set(String(id), (r) => {
      clearTimeout(timer);
      resolve(r);
    });
    port.write(Buffer.from(sealed(`${id} ${text}`) + "\n", "latin1"));
  });
}

// The kept matches' sheets into `folder` (made when there is one): how many; says what it did.
export async function fetchKept(portPath: string, folder: string, say: (text: string) => void): Promise<number> {
  const port = new SerialPort({ path: portPath, baudRate: 115200, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((e) => (e ? reject(e) : resolve())));
  const got: Array<[string, string]> = [];
  let client: LinkClient | null = null;
  try {
    const ask = lineAsker(port);
    const hello = await ask(1, `hello ${1 + Math.floor(Math.random() * 99999)}`);
    const proto = hello === null ? null : /proto (\d+)/.exec(hello.body);
    if (proto === null) {
      say("no carom firmware answered: no kept matches to fetch");
      return 0;
    }
    if (Number(proto[1]) >= 3) {
      client = new LinkClient(port);
      await client.hello();
    }
    const request = (id: number, text: string) => client !== null ? client.request(text, 10000) : ask(id, text);
    const list = await request(2, "sheets");
    const numbers = list === null || !list.ok ? [] : list.body.split(" ").filter((w) => w !== "").map((w) => w.split(":")[0]);
    for (const [i, n] of numbers.entries()) {
      const r = await request(3 + i, `sheet ${n}`);
      if (r === null || !r.ok) throw new Error(`the unit did not hand over its kept match ${n}${r === null ? "" : `: ${r.body}`}: nothing is flashed`);
      got.push([n, r.body]);
    }
  } finally {
    await new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));
  }
  if (got.length === 0) {
    say("the unit keeps no finished match");
    return 0;
  }
  fs.mkdirSync(folder, { recursive: true });
  for (const [n, sheet] of got) fs.writeFileSync(path.join(folder, `match-${n}.json`), Buffer.from(sheet + "\n", "latin1"));
  say(`fetched ${got.length} kept match${got.length === 1 ? "" : "es"} into ${folder}`);
  return got.length;
}
