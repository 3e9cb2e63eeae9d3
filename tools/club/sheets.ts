// The club's folder of finished sheets: each as the table sent it, byte for byte, so that
// `carom tournament` reads the folder (docs/tournament.md) and the seals hold. One file per
// match: a sheet signed later replaces the same match's unsigned one.
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";

// The match a sheet belongs to: what does not change once it is finished (the seal does, with
// each signature).
function matchKey(sheet: Record<string, unknown>): string {
  const { state, signatures, seal, ...rest } = sheet; // eslint-disable-line @typescript-eslint/no-unused-vars
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex").slice(0, 12);
}

// Writes the sheet; returns its file, or why it was left out.
export function keepSheet(folder: string, table: number, bytes: Buffer): { file?: string; refused?: string } {
  let sheet: Record<string, unknown>;
  try {
    sheet = JSON.parse(bytes.toString("utf8"));
  } catch {
    return { refused: "not JSON" };
  }
  if (sheet.format !== "carom-sheet/1") return { refused: "not a carom sheet" };
  if (sheet.state !== "finished" && sheet.state !== "signed") return { refused: `not finished (${String(sheet.state)})` };
  const file = path.join(folder, `table${table}-${matchKey(sheet)}.json`);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
  return { file };
}
