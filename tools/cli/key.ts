// carom key --port P [--keys FILE] [--id ID]: a new random key for the unit on the port, kept on
// the unit (in its store; it never comes back over the link) and in the club's key file with its
// id. A unit that has a key already takes the new one only once it is confirmed on the unit.
import * as fs from "fs";
import { emptyKeys, KeyFile, newKey, readKeys, writeKeys } from "../link/seal-check";
import { fail, withScoreboard } from "./common";
import type { LinkClient } from "../link/client";

export interface KeyOptions { port?: string; keys: string; id?: string; waitMs?: string }

async function confirmed(client: LinkClient, id: string, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    if ((await client.request("key")).body === id) return true;
  }
  return false;
}

export async function key(o: KeyOptions): Promise<void> {
  let keys: KeyFile;
  try {
    keys = fs.existsSync(o.keys) ? readKeys(o.keys) : emptyKeys();
  } catch (e) {
    return fail(`${(e as Error).message}: give another --keys FILE`, 2);
  }
  const made = newKey();
  const id = o.id ?? made.id;
  if (!/^[a-z0-9-]{1,16}$/.test(id)) return fail(`--id ${id}: an id is 1 to 16 letters a-z, digits and -`, 2);
  if (keys.keys[id] !== undefined) return fail(`--id ${id}: ${o.keys} has a key of that id already (old sheets are verified with it): choose another`, 2);
  const waitMs = o.waitMs === undefined ? 120000 : Number(o.waitMs);
  await withScoreboard(o.port, async (client) => {
    const hello = await client.request("hello");
    const device = / device (.*)$/.exec(hello.body)?.[1] ?? "";
    const before = (await client.request("key")).body;
    // in the file first: a key the unit never takes is harmless, a key the file lost is not
    keys.keys[id] = { key: made.key, device, made: new Date().toISOString() };
    writeKeys(o.keys, keys);
    const r = await client.request(`key ${id} ${made.key}`);
    if (!r.ok) throw new Error(r.body);
    if (r.body !== id) {
      process.stderr.write(`the unit has key ${before} already: confirm the new key on the unit (it shows NEW KEY: press MENU, then MENU again)...\n`);
      if (!(await confirmed(client, id, waitMs))) {
        throw new Error(`not confirmed on the unit within ${Math.round(waitMs / 1000)} s: it keeps key ${before}; run carom key again to replace it`);
      }
    }
    process.stderr.write(`the unit ${device} seals its sheets with key ${id} now; the key is kept in ${o.keys} (carom verify SHEET --keys ${o.keys})\n`);
  });
}
