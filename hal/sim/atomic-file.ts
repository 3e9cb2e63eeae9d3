// A file written whole and atomically: to a temporary file beside it, created exclusively (it
// never opens what is there already, a symlink planted there included) under a name no one can
// guess, synced, then renamed over the file, and the folder synced. A kill at any moment leaves
// either the file before or the file after; the temporary file is removed when the write fails.
//
//   writeAtomic(".carom/keys.json", text, { mode: 0o600 });
import { randomBytes } from "crypto";
import * as fs from "fs";
import * as path from "path";

// mode: the new file's permissions; tmpName: the temporary file's name (a test plants a symlink there)
export function writeAtomic(file: string, data: string | Buffer, o: { mode?: number; encoding?: BufferEncoding; tmpName?: string } = {}): void {
  const mode = o.mode ?? 0o644;
  const encoding = o.encoding ?? "utf8";
  const temporary = o.tmpName ?? `${file}.${randomBytes(8).toString("hex")}.tmp`;
  const fd = fs.openSync(temporary, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0), mode);
  try {
    try {
      fs.writeFileSync(fd, data, typeof data === "string" ? encoding : undefined);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, file);
  } catch (e) {
    fs.rmSync(temporary, { force: true });
    throw e;
  }
  const folder = fs.openSync(path.dirname(path.resolve(file)), "r");
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
}
