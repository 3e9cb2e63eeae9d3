// Whether a tournament's results are verified (docs/tournament.md: seals). With `seals` in the
// event file, every sheet of a table whose board seals must carry a valid seal under the club's
// key file (and, when the file names the table's key, that key): one that does not is refused.
// A table named in `unsealed` (a Pico leaves the seal out) counts, marked unverified. Without
// `seals`, nothing is verified and the outputs say so.
import * as path from "path";
import { KeyFile, readKeys, verifySheet } from "../link/seal-check";
import { TournamentError } from "./load";
import { TournamentFile } from "./model";
import { TSheet } from "./sheets";

export interface SealPolicy { keys: KeyFile; file: string; tables: Record<string, string>; unsealed: string[] }

// The policy the event file names, its key file read; null without `seals`.
export function loadSealPolicy(t: TournamentFile, tournamentFile: string): SealPolicy | null {
  if (t.seals === undefined) return null;
  const file = path.resolve(path.dirname(tournamentFile), t.seals.keys);
  try {
    return { keys: readKeys(file), file: t.seals.keys, tables: t.seals.tables ?? {}, unsealed: t.seals.unsealed ?? [] };
  } catch (e) {
    throw new TournamentError(`seals.keys: ${(e as Error).message}`);
  }
}

// true: verified; false: counted unverified (a table that does not seal); a string: why refused
export function sealVerdict(p: SealPolicy, sheet: TSheet, text: string): boolean | string {
  const table = sheet.info?.table ?? "";
  if (p.unsealed.includes(table)) return false;
  const v = verifySheet(Buffer.from(text, "utf8"), p.keys, p.file);
  const where = table === "" ? "a sheet with no table" : `table ${table}`;
  if (!v.valid) return `no valid seal (${v.problems.join("; ")}): ${where} must hand over the sheet its board sealed, or be listed in seals.unsealed`;
  const want = p.tables[table];
  if (want !== undefined && v.seal!.key !== want) return `sealed with key ${v.seal!.key}, but table ${table}'s board seals with key ${want} (seals.tables)`;
  return true;
}
