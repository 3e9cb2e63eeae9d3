// Two sheets for one match: the same result (a sheet and its signed copy, or the same file in
// two folders) is one result given twice; anything else is a conflict (tools/tournament/build.ts).
import { Result } from "./model";

// what a sheet says of the match, without who signed it, when, or its seal
function resultOf(r: Result): string {
  const s = r.sheet as unknown as Record<string, unknown>;
  return JSON.stringify([s.config, s.breaker, s.players, s.result, s.tiebreak ?? null]);
}

export function sameResult(a: Result, b: Result): boolean {
  return resultOf(a) === resultOf(b);
}
