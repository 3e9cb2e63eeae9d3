// What the outputs say of the results' verification (tools/tournament/seals.ts) and of the
// conflicts: two different sheets for one match, neither counted.
import { Lang } from "../export/labels";
import { EventView } from "./build";
import { word } from "./labels";

// (without seals the outputs' body says only the conflicts; carom tournament says on stderr that
// the results are not verified)
export function verificationLines(v: EventView, lang: Lang): string[] {
  const out = v.conflicts.map((c) => word("verify.conflict", lang, c.match, c.files.join(", ")));
  if (v.verified === "none") return out;
  out.push(word("verify.seals", lang, v.t.seals!.keys));
  if (v.unverified.size > 0) out.push(word("verify.unsealed", lang, [...v.unverified].join(", ")));
  return out;
}
