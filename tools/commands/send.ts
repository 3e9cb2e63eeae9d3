// carom send --port P FILE|-: a match script's lines as events; stops at the first refusal.
import * as fs from "fs";
import { fail, isBlank, progress, readLines, withScoreboard } from "./common";

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
      const r = await client.request(lines[i]);
      if (!r.ok) {
        progress("");
        process.stderr.write(Buffer.from(`line ${i + 1}: ${r.body}\n`, "latin1"));
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
