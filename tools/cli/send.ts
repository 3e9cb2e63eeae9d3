// carom send --port P FILE|-: a match script's lines as events; stops at the first refusal.
import * as fs from "fs";
import { MAX_LINE } from "../../firmware/link";
import { askLine } from "../link/frame";
import { scriptFrame } from "../link/words";
import { hintFor } from "./reply-hint";
import { fail, progress, withScoreboard } from "./common";
import { isBlank, readLines, wireText } from "../link/script-lines";

export async function send(file: string, opts: { port?: string }): Promise<void> {
  let text: string;
  try {
    text = fs.readFileSync(file === "-" ? 0 : file).toString("latin1");
  } catch {
    fail(`cannot read ${file}: no such file`, 2);
    return;
  }
  const lines = readLines(text);
  const todo = lines.filter((l) => !isBlank(l)).length;
  await withScoreboard(opts.port, async (client) => {
    let sent = 0;
    for (let i = 0; i < lines.length; i++) {
      if (isBlank(lines[i])) continue;
      const text = wireText(lines[i]);
      const f = scriptFrame(text);
      if ("op" in f && askLine(1, f).length > MAX_LINE) {
        process.stderr.write(`line ${i + 1}: too long for the link (a frame of at most ${MAX_LINE} bytes: a note of up to ${(MAX_LINE - 11) / 2} bytes)\n`);
        process.exitCode = 2;
        return;
      }
      const r = await client.request(text);
      if (!r.ok) {
        progress("");
        const hint = hintFor(r.body);
        process.stderr.write(Buffer.from(`line ${i + 1}: ${r.body}${hint}\n`, "latin1"));
        process.exitCode = 2;
        return;
      }
      sent++;
      progress(`sent ${sent}/${todo} lines`);
    }
    progress("");
    process.stderr.write(`sent ${sent} lines\n`);
  });
}
