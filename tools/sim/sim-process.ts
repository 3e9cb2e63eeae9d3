// `carom sim --pty` as a child process, resolved once it has printed its pty: line (used by the
// benchmark and the end-to-end tests). env: extra environment (e.g. TMPDIR, where the
// pseudo-terminal's folder goes).
import { ChildProcess, spawn } from "child_process";
import * as path from "path";
import { ROOT } from "../root";

export interface SimProcess { child: ChildProcess; pty: string; stderr: () => string }

export function spawnPtySim(store: string, env: NodeJS.ProcessEnv = {}): Promise<SimProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, "bin", "carom.js"), "sim", "--pty", "--store", store],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr!.on("data", (d) => (err += d));
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /^pty: (.+)$/m.exec(out);
      if (m) resolve({ child, pty: m[1], stderr: () => err });
    });
    child.once("exit", (code) => reject(new Error(`carom sim --pty exited ${code}: ${out}${err}`)));
  });
}
