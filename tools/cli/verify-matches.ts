// carom verify's note on seals of one match (issue 41.10): a unit seals a match again when it was
// undone and played on after its sheet was sealed; both seals verify, and the later one (the
// higher counter of the same key) is the result. A match is the same when the key, the event's
// texts, the settings, the breaker and the players' names are.
import type { Seal } from "../link/seal-check";

export interface ValidSheet { file: string; seal: Seal; bytes: Buffer }

function matchOf(v: ValidSheet): string | null {
  try {
    const s = JSON.parse(v.bytes.toString("utf8"));
    return JSON.stringify([v.seal.key, s.info ?? null, s.config ?? null, s.breaker ?? null, s.players?.A?.name ?? null, s.players?.B?.name ?? null]);
  } catch {
    return null;
  }
}

// one line per earlier seal: which later one replaces it
export function replacedLines(valid: ValidSheet[]): string[] {
  const byMatch = new Map<string, ValidSheet[]>();
  for (const v of valid) {
    const m = matchOf(v);
    if (m !== null) byMatch.set(m, [...(byMatch.get(m) ?? []), v]);
  }
  const out: string[] = [];
  for (const group of byMatch.values()) {
    const sorted = [...group].sort((a, b) => a.seal.counter - b.seal.counter);
    const last = sorted[sorted.length - 1];
    for (const v of sorted.slice(0, -1)) {
      if (v.seal.counter === last.seal.counter) continue; // the same seal twice: the same bytes
      out.push(`${v.file}: replaced by ${last.file}: the same match sealed again later (key ${last.seal.key}, counter ${last.seal.counter} after ${v.seal.counter}): ` +
        "it was undone and played on; the later seal is the result");
    }
  }
  return out;
}
