// A group's standings from its results: match points (win 2, draw 1, loss 0), general average
// (all points over all innings, exact), best high run, then for two still level their match, for
// three or more a mini-table of the matches among them, then a recorded draw of lots. The order of
// the criteria is the file's `ranking`; each criterion splits only the players the ones before it
// left level, and one that does not fit how many are level (head-to-head: two, mini-table: three
// or more) is passed over. A shoot-out is a win and a loss (its points count in no average, the
// sheet keeps them apart); a forfeit is a loss with the innings played; a disqualification counts
// with the sheet's credited scores (rule 21).
import { Criterion, Result } from "./model";

export interface Row {
  entry: string; name: string;
  played: number; won: number; drawn: number; lost: number; mp: number;
  points: number; innings: number; highRun: number;
  place: number; level: boolean;
}

export function matchPoints(r: Result, entry: string): number {
  return r.winner === null ? 1 : r.winner === entry ? 2 : 0;
}

function tally(entries: Array<{ entry: string; name: string }>, results: Result[]): Row[] {
  const rows = entries.map((e) => ({ ...e, played: 0, won: 0, drawn: 0, lost: 0, mp: 0, points: 0, innings: 0, highRun: 0, place: 0, level: false }));
  for (const r of results) {
    for (const s of r.sides) {
      const row = rows.find((x) => x.entry === s.entry);
      if (row === undefined) continue;
      const mp = matchPoints(r, s.entry);
      row.played++;
      row.mp += mp;
      if (mp === 2) row.won++;
      else if (mp === 1) row.drawn++;
      else row.lost++;
      row.points += s.score;
      row.innings += s.innings;
      row.highRun = Math.max(row.highRun, s.highRun);
    }
  }
  return rows;
}

// points / innings, compared exactly (no innings: 0)
export function compareAverage(a: { points: number; innings: number }, b: { points: number; innings: number }): number {
  const [pa, ia] = a.innings === 0 ? [0, 1] : [a.points, a.innings];
  const [pb, ib] = b.innings === 0 ? [0, 1] : [b.points, b.innings];
  return pb * ia - pa * ib;
}

// an average truncated to three decimals, as on the sheet
export function averageText(points: number, innings: number): string {
  if (innings === 0) return "0.000";
  const q = Math.floor((points * 1000) / innings);
  return `${Math.floor(q / 1000)}.${String(q % 1000).padStart(3, "0")}`;
}

function partition<T>(items: T[], cmp: (a: T, b: T) => number): T[][] {
  const sorted = [...items].sort(cmp);
  const out: T[][] = [];
  for (const x of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && cmp(last[0], x) === 0) last.push(x);
    else out.push([x]);
  }
  return out;
}

function among(rows: Row[], results: Result[]): Result[] {
  const ids = new Set(rows.map((r) => r.entry));
  return results.filter((r) => ids.has(r.sides[0].entry) && ids.has(r.sides[1].entry));
}

function apply(c: Criterion, level: Row[], results: Result[], lots: string[]): Row[][] {
  switch (c) {
    case "matchPoints": return partition(level, (a, b) => b.mp - a.mp);
    case "average": return partition(level, compareAverage);
    case "highRun": return partition(level, (a, b) => b.highRun - a.highRun);
    case "headToHead": {
      if (level.length !== 2) return [level];
      const mutual = among(level, results);
      const mp = (r: Row) => mutual.reduce((n, x) => n + matchPoints(x, r.entry), 0);
      return partition(level, (a, b) => mp(b) - mp(a));
    }
    case "miniTable": {
      if (level.length < 3) return [level];
      const mini = tally(level, among(level, results));
      const of = (r: Row) => mini.find((x) => x.entry === r.entry)!;
      return partition(level, (a, b) => of(b).mp - of(a).mp || compareAverage(of(a), of(b)));
    }
    case "lots": {
      const at = (r: Row) => (lots.includes(r.entry) ? lots.indexOf(r.entry) : Number.MAX_SAFE_INTEGER);
      return partition(level, (a, b) => at(a) - at(b));
    }
  }
}

function split(level: Row[], criteria: Criterion[], results: Result[], lots: string[]): Row[][] {
  if (level.length <= 1 || criteria.length === 0) return [level];
  const [c, ...rest] = criteria;
  return apply(c, level, results, lots).flatMap((part) => split(part, rest, results, lots));
}

export function standings(entries: Array<{ entry: string; name: string }>, results: Result[], criteria: Criterion[], lots: string[]): Row[] {
  const rows = tally(entries, results);
  const out: Row[] = [];
  for (const cls of split(rows, criteria, results, lots)) {
    const place = out.length + 1;
    for (const r of cls) out.push({ ...r, place, level: cls.length > 1 });
  }
  return out;
}
