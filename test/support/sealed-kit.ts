// A sealed sheet as a keyed unit's seal and carom sheet make it, without a unit: the script's
// match kept as the unit keeps it (firmware/journal/canonical-body.ts keptBytes), sealed by the device's
// code (firmware/seal/seal.ts sealRecords), the sheet made from those bytes (tools/link/sealed.ts).
import { newMatch, step } from "../../rules/match";
import { parseLine } from "../../rules/parse";
import { Store } from "../../hal/roles";
import { startSimMac } from "../../hal/sim/mac";
import { keptBytes } from "../../firmware/journal/canonical-body";
import { clockPayload } from "../../firmware/journal/records";
import { sealRecords } from "../../firmware/seal/seal";
import { sheetFromJournal } from "../../tools/link/journal-read";
import { withSeal } from "../../tools/link/sealed";

// `when`: the end time the unit recorded (days since 1970, seconds of the day), none by default
export function sealedText(script: string, store: Store, device = "carom-sim", when?: { days: number; secs: number }): string {
  const m = newMatch();
  for (const line of script.replace(/^\u00ef\u00bb\u00bf/, "").split("\n")) {
    if (step(m, parseLine(line)) < 0) throw new Error(`not a valid script line: ${line}`);
  }
  const records = keptBytes(m, 0, 1, when === undefined ? "" : clockPayload(when.days, when.secs));
  const seal = sealRecords(store, startSimMac(), device, records);
  if (seal === "" || seal === "-") throw new Error(`not sealed (${seal === "" ? "no key" : "store full"})`);
  const [key, counter, mac] = seal.split(" ");
  return withSeal(sheetFromJournal(records, device), { key, counter: Number(counter), device, records, mac });
}

export function sealedBytes(lines: string[], store: Store, device = "carom-sim", when?: { days: number; secs: number }): Buffer {
  return Buffer.from(sealedText(lines.join("\n"), store, device, when) + "\n", "latin1");
}
