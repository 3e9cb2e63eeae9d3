// What a simulator leaves behind: processes whose command line names a folder (socat and its
// watchdog name the pseudo-terminal's folder), and pseudo-terminal folders in a temp folder.
import * as fs from "fs";

export function processesNaming(text: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "latin1").split("\0").join(" ");
      if (cmd.includes(text)) found.push(`${pid} ${cmd}`);
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

export function ptyFolders(tmp: string): string[] {
  return fs.readdirSync(tmp).filter((n) => n.startsWith("carom-pty-"));
}

// Polls `what` until it returns an empty list or `ms` pass; returns its last answer.
export async function untilEmpty(what: () => string[], ms = 3000): Promise<string[]> {
  const end = Date.now() + ms;
  let left = what();
  while (left.length > 0 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    left = what();
  }
  return left;
}
