// A sealed sheet as `carom sheet` writes it (docs/protocol.md: "Sealed sheets"): the sheet the host
// made from the unit's kept bytes, its last member the seal that carries those bytes in hex:
//   ...,"seal":{"key":"ID","counter":N,"device":"NAME","records":"HEX","mac":"HEX"}}
// so that carom verify checks the MAC over the records, then makes the sheet from them again.
import { jsonString } from "../../rules/sheet";
import { Phase } from "../../rules/codes";
import { keptBytes } from "../../firmware/journal/canonical-body";
import type { Kept } from "../../firmware/journal/kept-match";
import { clockPayload } from "../../firmware/journal/records";

export interface RecordSeal { key: string; counter: number; device: string; records: string; mac: string }

export function withSeal(sheet: string, s: RecordSeal): string {
  return sheet.slice(0, -1) + `,"seal":{"key":"${s.key}","counter":${s.counter},"device":${jsonString(s.device)},` +
    `"records":"${Buffer.from(s.records, "latin1").toString("hex")}","mac":"${s.mac}"}}`;
}

// The bytes the unit seals for the finished match a journal holds (`k`: the journal in use,
// replayed; firmware/journal/session.ts keeps the match so when it is over), or null when it is not over.
export function keptOf(k: Kept): string | null {
  if (k.m.n[0] < Phase.Finished) return null;
  return keptBytes(k.m, k.profile, k.matchNo, k.days < 0 ? "" : clockPayload(k.days, k.secs));
}
