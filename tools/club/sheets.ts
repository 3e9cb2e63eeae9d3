// The club's folder of finished sheets: each as the table sent it, byte for byte, so that
// `carom tournament` reads the folder (docs/tournament.md) and the seals hold. One file per
// match, named by the table (its topic), the device and the match's number in the table's
// numbering, never by anything else a table chose: a sheet signed later replaces the same
// match's unsigned one, and no table can name a file that sorts before another's.
import { writeAtomic } from "../../hal/sim/atomic-file";
import { sheetProblems } from "../export/sheet-schema";
import * as path from "path";

// The device's name as a file name's part: letters, digits and - only, else "unit".
function devicePart(device: unknown): string {
  return typeof device === "string" && /^[A-Za-z0-9-]{1,32}$/.test(device) ? device : "unit";
}

export function sheetFileName(table: number, device: unknown, m: { epoch: number; match: number }): string {
  return `table${table}-${devicePart(device)}-${m.epoch}-m${m.match}.json`;
}

// Writes the sheet; returns its file, or why it was left out.
export function keepSheet(folder: string, table: number, bytes: Buffer, m: { epoch: number; match: number }): { file?: string; refused?: string } {
  let sheet: unknown;
  try {
    sheet = JSON.parse(bytes.toString("utf8"));
  } catch {
    return { refused: "not JSON" };
  }
  const problems = sheetProblems(sheet);
  if (problems !== "") return { refused: `not a carom sheet (${problems.slice(0, 200)})` };
  const s = sheet as { state: string; device?: unknown };
  if (s.state !== "finished" && s.state !== "signed") return { refused: `not finished (${s.state})` };
  const file = path.join(folder, sheetFileName(table, s.device, m));
  writeAtomic(file, bytes);
  return { file };
}
