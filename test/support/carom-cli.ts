// `carom` run as a user runs it, in a child process: what the CLI tests share.
import { spawn } from "child_process";
import * as path from "path";

export const CAROM = path.join(__dirname, "..", "..", "bin", "carom.js");

export interface Ran { status: number | null; stdout: string; stderr: string }

// `carom ARGS`: its exit status and what it printed. input: its standard input (else closed at
// once); onStderr: called with all it has printed to stderr so far, as it comes.
export function runCarom(args: string[], o: { cwd?: string; input?: string; env?: NodeJS.ProcessEnv; onStderr?: (text: string) => void } = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CAROM, ...args], { cwd: o.cwd, env: o.env ?? process.env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      if (o.onStderr !== undefined) o.onStderr(stderr);
    });
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(o.input ?? "");
  });
}
