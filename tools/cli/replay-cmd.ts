// `carom replay`: the script's bytes go through the portable core unchanged (read and written as
// latin1, one character per byte), so Node prints exactly what the Lua build prints.
import * as fs from "fs";
import { replayScript } from "../../rules/replay";

export function readScript(file: string): string | null {
  try {
    return fs.readFileSync(file === "-" ? 0 : file).toString("latin1");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : String(code);
    process.stderr.write(`carom: cannot read ${file}: ${why}\n`);
    process.exitCode = 2;
    return null;
  }
}

export function runReplay(text: string, out: NodeJS.WritableStream, err: NodeJS.WritableStream): number {
  const result = replayScript(text);
  if (!result.ok) {
    // (the line as the Lua build prints it, then the host's hint)
    err.write(Buffer.from(result.out + "\n", "latin1"));
    return 2;
  }
  out.write(Buffer.from(result.out, "latin1"));
  return 0;
}
