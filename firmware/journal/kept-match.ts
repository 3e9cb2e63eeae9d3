// A match from its journal's bytes: the journal in use or a kept match (session.ts keeps a
// finished match as its canonical journal, with the time it ended). The host makes every sheet so
// (tools/link/words.ts); a board that seals seals those bytes as they are (seal-link.ts).
import { Match, newMatch, step } from "../../rules/match";
import { clockDays, clockSecs, headerMatch, payloadCommand, readJournal, Rec, VERSION } from "./records";
import { fromV1, V1 } from "./records-v1";

// The match, its shot-clock profile, its number, when it last ended or was signed (days 0: the
// unit's clock was never set then; -1: no such record), and the records that no longer apply.
export interface Kept { m: Match; profile: number; matchNo: number; days: number; secs: number; skipped: number; bad: number }

export function keptMatch(data: string): Kept {
  const k: Kept = { m: newMatch(), profile: 0, matchNo: 0, days: -1, secs: 0, skipped: 0, bad: -1 };
  const r = readJournal(data);
  const p = r.payloads;
  k.bad = r.bad;
  const version = p.length > 0 && p[0].charCodeAt(0) === Rec.Header ? p[0].charCodeAt(1) : 0;
  if (version !== VERSION && version !== V1) return k;
  k.matchNo = headerMatch(p[0]);
  for (let i = 1; i < p.length; i++) {
    const cmd = payloadCommand(version === V1 ? fromV1(p[i]) : p[i]);
    if (cmd.code === Rec.Profile) {
      k.profile = cmd.a;
    } else if (cmd.code === Rec.Clock) {
      k.days = clockDays(p[i]);
      k.secs = clockSecs(p[i]);
    } else if (cmd.code !== Rec.Commit && step(k.m, cmd) < 0) {
      k.skipped = k.skipped + 1;
    }
  }
  return k;
}
