// carom verify SHEET... [--keys FILE]: whether each sheet is exactly what a keyed unit sealed:
// "valid" and the sheet its sealed records make (the JSON, on the next line), or what does not
// match (no seal, unknown key, changed content, a counter seen before with different content).
// Exit status 0 when every sheet is valid, else 1. The counters of valid
// sheets are kept in the key file, so that a counter met again with other bytes is found later.
// Two seals of one match (undone and played on after it was sealed): the later one replaces it.
import * as fs from "fs";
import { readKeys, recordSeen, sealShort, verifySheet, writeKeys } from "../link/seal-check";
import { fail } from "./common";
import { replacedLines, ValidSheet } from "./verify-matches";

export function verify(files: string[], o: { keys: string }): void {
  let keys;
  try {
    keys = readKeys(o.keys);
  } catch (e) {
    return fail((e as Error).message, 1);
  }
  let bad = 0;
  let changed = false;
  const valid: ValidSheet[] = [];
  for (const f of files) {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(f);
    } catch (e) {
      process.stdout.write(`${f}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})\n`);
      bad++;
      continue;
    }
    let v;
    try {
      v = verifySheet(bytes, keys, o.keys);
    } catch (e) {
      v = { valid: false, problems: [`cannot be checked (${(e as Error).message}): check the key file ${o.keys}`] };
    }
    if (v.valid && v.seal !== undefined) {
      process.stdout.write(`${f}: valid (seal ${sealShort(v.seal)}, key ${v.seal.key} of ${keys.keys[v.seal.key].device || "a unit"})\n`);
      process.stdout.write(Buffer.from(`${v.sheet}\n`, "latin1"));
      changed = recordSeen(keys, v.seal) || changed;
      valid.push({ file: f, seal: v.seal, bytes });
    } else {
      bad++;
      for (const p of v.problems) process.stdout.write(`${f}: not valid: ${p}\n`);
    }
  }
  for (const l of replacedLines(valid)) process.stdout.write(`${l}\n`);
  if (changed) writeKeys(o.keys, keys);
  process.exitCode = bad === 0 ? 0 : 1;
}
