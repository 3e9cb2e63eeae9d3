// carom pair --port UNIT --remote-port REMOTE [--id N]: pairs a wireless remote with the unit
// (docs/host.md: "The wireless remote"). A new random 16-byte key goes to the unit over its link
// (`remote pair ID HEX`: the unit asks for a confirmation on its menu, PAIR REMOTE), and once the
// unit lists the remote, to the remote over its serial console (a USB-serial adapter on the
// MDBT42Q's RX/TX), never over the air. The key is kept nowhere else: pairing again makes a new one.
import { randomBytes } from "crypto";
import { SerialPort } from "serialport";
import { fail, withScoreboard } from "./common";
import { openPort, closePort } from "../link/open";
import { remoteKeyRecord } from "../../firmware/remote/remote";
import type { LinkClient } from "../link/client";

export interface PairOptions { port?: string; remotePort?: string; id?: string; waitMs?: string; remoteBaud?: string }

const listed = (body: string) => body.split(" ").filter((w) => w !== "").map((w) => Number(w.split(":")[0]));

async function confirmed(client: LinkClient, id: number, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 300));
    if (listed((await client.request("remotes")).body).includes(id)) return true;
  }
  return false;
}

// The line the remote's Espruino console runs: its key file, its counter started again, a reply.
export function remoteLine(id: number, hex: string): string {
  const rec = [...remoteKeyRecord(id, hex)].map((c) => "\\x" + c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  return `\x10var S=require("Storage");S.write("rkey","${rec}");S.erase("rblk0");S.erase("rblk1");print("carom-paired "+S.read("rkey").length)\n`;
}

// Writes the key on the remote: true once it answered that the file is written.
async function writeRemote(path: string, baud: number, id: number, hex: string): Promise<void> {
  const { port } = await openPort(path).catch((e: Error) => {
    throw new Error(`the remote's port: ${e.message}`);
  });
  try {
    if (port.baudRate !== baud) await new Promise<void>((res, rej) => port.update({ baudRate: baud }, (e) => (e ? rej(e) : res())));
    const want = `carom-paired ${remoteKeyRecord(id, hex).length}`;
    const answered = new Promise<boolean>((resolve) => {
      let seen = "";
      const timer = setTimeout(() => resolve(false), 5000);
      port.on("data", (d: Buffer) => {
        seen += d.toString("latin1");
        if (seen.includes(want)) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    port.write(remoteLine(id, hex));
    if (!(await answered)) throw new Error(`the remote on ${path} did not answer: is it the remote's serial console (an MDBT42Q running the carom remote firmware, carom flash --board mdbt42q-remote)?`);
    port.write("\x10load()\n"); // (starts again with its key)
  } finally {
    await closePort(port as SerialPort);
  }
}

export async function pair(o: PairOptions): Promise<void> {
  if (o.remotePort === undefined) return fail("no --remote-port: the remote's serial port (its USB-serial adapter) takes its key, never the air", 2);
  const waitMs = o.waitMs === undefined ? 120000 : Number(o.waitMs);
  await withScoreboard(o.port, async (client) => {
    const list = await client.request("remotes");
    if (!list.ok) throw new Error(list.body);
    const paired = listed(list.body);
    const id = o.id === undefined ? [...Array(255).keys()].map((i) => i + 1).find((i) => !paired.includes(i)) : Number(o.id);
    if (id === undefined || !Number.isInteger(id) || id < 1 || id > 255) throw new Error(`--id ${o.id}: a remote's id is 1 to 255 (paired now: ${paired.join(", ") || "none"})`);
    const key = randomBytes(16).toString("hex");
    const r = await client.request(`remote pair ${id} ${key}`);
    if (!r.ok) throw new Error(r.body);
    process.stderr.write(`confirm on the unit: it shows PAIR REMOTE (press MENU, then MENU again)...\n`);
    if (!(await confirmed(client, id, waitMs))) throw new Error(`not confirmed on the unit within ${Math.round(waitMs / 1000)} s: remote ${id} is not paired`);
    await writeRemote(o.remotePort as string, o.remoteBaud === undefined ? 9600 : Number(o.remoteBaud), id, key);
    process.stderr.write(`remote ${id} is paired: the unit takes its presses (carom remotes lists it, and so does the unit's menu, REMOTES; revoke it there, REVOKE REMOTE, or with carom remotes --revoke ${id})\n`);
  });
}

// carom remotes --port P [--revoke ID]: the paired remotes, their battery and when they were heard.
export async function remotes(o: { port?: string; revoke?: string }): Promise<void> {
  await withScoreboard(o.port, async (client) => {
    if (o.revoke !== undefined) {
      const r = await client.request(`remote revoke ${o.revoke}`);
      if (!r.ok) throw new Error(r.body);
      process.stdout.write(`${r.body}\n`);
      return;
    }
    const r = await client.request("remotes");
    if (!r.ok) throw new Error(r.body);
    const rows = r.body.split(" ").filter((w) => w !== "").map((w) => w.split(":"));
    if (rows.length === 0) process.stdout.write("no remote is paired (carom pair --port P --remote-port R)\n");
    for (const [id, mv, heard] of rows) {
      process.stdout.write(`remote ${id}: battery ${mv === "-" ? "not known yet" : (Number(mv.slice(0, -2)) / 1000).toFixed(2) + " V"}, ${heard === "-" ? "not heard since the unit started" : "heard " + heard.slice(0, -1) + " s ago"}\n`);
    }
  });
}
