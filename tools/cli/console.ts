// carom console --port P: a person at a terminal types script lines and device requests
// (`view`, `sheet`, `time ...`, docs/protocol.md) as they did at a protocol-2 unit; each goes to the
// unit in protocol 3's frames and its answer comes back in words (tools/link/words.ts), the
// refusals with the reasons `carom replay` gives.
import * as readline from "readline";
import { withScoreboard } from "./common";
import { isBlank, wireText } from "../link/script-lines";
import { LinkClient } from "../link/client";
import { hintFor } from "./reply-hint";

export async function consoleCmd(opts: { port?: string }): Promise<void> {
  await withScoreboard(opts.port, async (client) => {
    const rl = readline.createInterface({ input: process.stdin, terminal: false });
    if (process.stdin.isTTY) process.stderr.write(`${client.device}: type script lines (point, foul push, sign A ...) or view, sheet, sheets; Ctrl-D ends\n`);
    for await (const raw of rl) await one(client, Buffer.from(raw, "utf8").toString("latin1"));
  });
}

async function one(client: LinkClient, line: string): Promise<void> {
  if (isBlank(line)) return;
  const r = await client.request(wireText(line), 10000);
  process.stdout.write(Buffer.from(`${r.ok ? "ok" : "err"}${r.body === "" ? "" : " " + r.body}${r.ok ? "" : hintFor(r.body)}\n`, "latin1"));
  if (!r.ok) process.exitCode = 2;
}
