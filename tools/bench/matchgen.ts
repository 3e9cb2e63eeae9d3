// Deterministic match scripts for the benchmarks.

function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

// A full 2 x `innings`-inning match: runs of 0-4 points, a few fouls and notes, to the limit.
export function fullMatch(innings = 50, seed = 1): string[] {
  const r = lcg(seed);
  const lines = [`set distance 400`, `set innings ${innings}`, `player A "Ana"`, `player B "Ben"`, "lag A break white"];
  for (let i = 0; i < 2 * innings; i++) {
    const run = Math.floor(r() * 5);
    for (let p = 0; p < run; p++) lines.push("point");
    const x = r();
    if (x < 0.05) lines.push("interference");
    lines.push(x > 0.92 ? "foul push" : "miss");
  }
  return lines;
}

// `events` match events in one inning-limited match long enough to hold them, with undos.
export function longScript(events: number, seed = 2): string[] {
  const r = lcg(seed);
  const lines = ["set distance 9999", "lag B break yellow"];
  let n = 0;
  while (n < events) {
    const x = r();
    lines.push(x < 0.55 ? "point" : x < 0.97 ? "miss" : x < 0.99 ? "warn A" : "undo");
    n++;
  }
  return lines;
}
