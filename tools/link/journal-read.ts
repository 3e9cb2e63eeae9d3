// A unit's journal read over the link (docs/protocol.md: Op.Read), piece by piece, and the sheet
// the rules core makes from it.
import { Phase } from "../../rules/codes";
import { sheetJson } from "../../rules/sheet";
import { keptMatch } from "../../firmware/journal/kept-match";
import { numBytes, Op, Reply as Code, unhex } from "../../firmware/journal/link-frame";
import { sheetStamp } from "./stamp";

// A frame to send: its op and bytes (the id is the sender's); "" op -1: a line of text (the greeting).
export interface Ask { op: number; args: string }
// The unit's answer: its code and the words after it.
export interface Answer { code: number; rest: string[] }

// The bytes of journal n (0: the one in use, else kept match n), read piece by piece: its kind
// (1 records, 2 a sheet an earlier firmware kept) and bytes, or the unit's refusal.
export function* readJournal(n: number): Generator<Ask, { kind: number; data: string } | Answer, Answer> {
  let data = "";
  let last = -1; // the length the unit gave: a compaction between two pieces changes it, and the read starts again
  for (let tries = 0; tries < 1000; tries++) {
    const a = yield { op: Op.Read, args: numBytes(n, 3) + numBytes(data.length, 3) };
    if (a.code !== 0) return a;
    const total = Number(a.rest[1]);
    const piece = unhex(a.rest[2] ?? "", 0);
    if (last >= 0 && total !== last) data = "";
    else data = data + piece;
    last = total;
    if (data.length >= total || piece === "") return { kind: Number(a.rest[0]), data };
  }
  return { code: Code.Frame, rest: [] };
}

// A sheet made from the unit's journal by the rules core, with the date the match ended (its
// journal's clock record, when the unit's clock was set) and the device's name.
export function sheetFromJournal(data: string, device: string): string {
  const k = keptMatch(data);
  const json = sheetJson(k.m);
  return json.slice(0, -1) + sheetStamp(k.m.n[0] >= Phase.Finished ? k.days : -1, k.secs, device) + "}";
}

// The frames that read journal n from its start, CHUNK bytes each, up to `most` bytes (a harness
// that cannot wait for each answer asks them all; those past the end are refused).
export function journalReads(n: number, most: number): Ask[] {
  const out: Ask[] = [];
  for (let at = 0; at < most; at += 120) out.push({ op: Op.Read, args: numBytes(n, 3) + numBytes(at, 3) });
  return out;
}

// The journal's bytes from the answers to journalReads' frames.
export function journalOf(answers: Answer[]): string {
  let data = "";
  for (const a of answers) if (a.code === 0 && a.rest.length === 3 && Number(a.rest[1]) > data.length) data += unhex(a.rest[2], 0);
  return data;
}
