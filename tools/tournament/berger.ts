// Berger tables: the standard round-robin order (FIDE Handbook C.05, annex 1). Players are
// numbered 1..n; with an odd n a dummy n+1 is added and whoever meets it sits the round out.
// Round 1 of six: 1-6 2-5 3-4; round 2: 6-4 5-3 1-2; ... the first named plays as A.

export function bergerRounds(n: number): Array<Array<[number, number]>> {
  const size = n % 2 === 0 ? n : n + 1;
  const m = size - 1;
  const half = size / 2;
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < m; r++) {
    const base = (r * half) % m;
    const pairs: Array<[number, number]> = [];
    const x = base + 1;
    pairs.push(r % 2 === 0 ? [x, size] : [size, x]);
    for (let k = 1; k < half; k++) pairs.push([((base + k) % m) + 1, ((((base - k) % m) + m) % m) + 1]);
    rounds.push(pairs.filter(([a, b]) => a <= n && b <= n));
  }
  return rounds;
}
