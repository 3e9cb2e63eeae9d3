// The schedule: round robin in groups (Berger tables, or the UMB order for groups of three) and a
// knockout bracket seeded from the group standings. Matches that depend on results (the UMB
// order's second and third match, the knockout) are left open (a or b null) until those are known.
import { bergerRounds } from "./berger";
import { GroupsPhase, KnockoutPhase, Result, Scheduled, TournamentFile } from "./model";

export function seedOf(t: TournamentFile, id: string): number {
  const p = t.players.find((x) => x.id === id);
  return p?.seed ?? Number.MAX_SAFE_INTEGER;
}

function assignTables(t: TournamentFile, matches: Scheduled[]): Scheduled[] {
  const tables = t.tables ?? [];
  const byRound = new Map<number, number>();
  for (const m of matches) {
    const i = byRound.get(m.roundNo) ?? 0;
    byRound.set(m.roundNo, i + 1);
    m.table = tables.length === 0 ? null : tables[i % tables.length];
  }
  return matches;
}

function open(phase: string, group: string | null, id: string, round: string, roundNo: number): Scheduled {
  return { id, phase, group, round, roundNo, table: null, a: null, b: null, waitsA: "", waitsB: "", annulled: false };
}

export const groupRound = (group: string, r: number) => `Group ${group} round ${r}`;

// UMB order for a group of three: the two lowest seeds first, then the top seed against the
// winner, then against the loser. A drawn first match: the lower seed (higher seed number) of
// its two players counts as its loser; a first match with an annulled player and no result:
// the annulled player counts as its loser.
function umbGroup(t: TournamentFile, phase: GroupsPhase, g: { name: string; players: string[] }, results: Map<string, Result>, annulled: Set<string>): Scheduled[] {
  const [top, s2, s3] = [...g.players].sort((x, y) => seedOf(t, x) - seedOf(t, y) || g.players.indexOf(x) - g.players.indexOf(y));
  const first = open(phase.name, g.name, `${g.name}1`, groupRound(g.name, 1), 1);
  first.a = s2;
  first.b = s3;
  const r = results.get(first.id);
  let winner: string | null = null;
  if (r !== undefined) winner = r.winner ?? s2;
  else if (annulled.has(s3)) winner = s2;
  else if (annulled.has(s2)) winner = s3;
  const loser = winner === null ? null : winner === s2 ? s3 : s2;
  const second = open(phase.name, g.name, `${g.name}2`, groupRound(g.name, 2), 2);
  const third = open(phase.name, g.name, `${g.name}3`, groupRound(g.name, 3), 3);
  second.a = top;
  second.b = winner;
  second.waitsB = `winner of ${first.id}`;
  third.a = top;
  third.b = loser;
  third.waitsB = `loser of ${first.id}`;
  return [first, second, third];
}

export function groupsSchedule(t: TournamentFile, phase: GroupsPhase, results: Map<string, Result>, annulled: Set<string>): Scheduled[] {
  const perGroup = phase.groups.map((g) => {
    if (phase.order === "umb") return umbGroup(t, phase, g, results, annulled);
    const out: Scheduled[] = [];
    bergerRounds(g.players.length).forEach((pairs, r) => {
      for (const [x, y] of pairs) {
        const m = open(phase.name, g.name, `${g.name}${out.length + 1}`, groupRound(g.name, r + 1), r + 1);
        m.a = g.players[x - 1];
        m.b = g.players[y - 1];
        out.push(m);
      }
    });
    return out;
  });
  // round by round, group A's matches first (a stable sort: no spread of a long list)
  const ordered: Scheduled[] = perGroup.flat().sort((x, y) => x.roundNo - y.roundNo);
  return assignTables(t, ordered);
}

export function knockoutRoundName(matches: number): { round: string; prefix: string } {
  if (matches === 1) return { round: "Final", prefix: "F" };
  if (matches === 2) return { round: "Semi-final", prefix: "SF" };
  if (matches === 4) return { round: "Quarter-final", prefix: "QF" };
  return { round: `Round of ${matches * 2}`, prefix: `R${matches * 2}-` };
}

// The first round's slots: winners against runners-up of the paired group (A1-B2, C1-D2, then
// B1-A2, D1-C2, so that a group's two qualifiers and the two top groups' winners meet only in the
// final); with one qualifier a group: A1-B1, C1-D1, ...
export function bracketSlots(groups: string[], qualifiers: 1 | 2): Array<[string, number, string, number]> {
  const slots: Array<[string, number, string, number]> = [];
  if (qualifiers === 1) {
    for (let i = 0; i < groups.length; i += 2) slots.push([groups[i], 1, groups[i + 1], 1]);
  } else if (groups.length === 1) {
    slots.push([groups[0], 1, groups[0], 2]);
  } else {
    for (let i = 0; i < groups.length; i += 2) slots.push([groups[i], 1, groups[i + 1], 2]);
    for (let i = 0; i < groups.length; i += 2) slots.push([groups[i + 1], 1, groups[i], 2]);
  }
  return slots;
}

const placeWord = (place: number) => (place === 1 ? "winner" : "runner-up");

// seeds: group name -> entries by place, or null while that group's standings are not final.
// A match with a withdrawn or disqualified player and no result: the other goes through.
function walkover(m: Scheduled, annulled: Set<string>): string | null {
  if (m.a === null || m.b === null) return null;
  if (annulled.has(m.a) && !annulled.has(m.b)) return m.b;
  if (annulled.has(m.b) && !annulled.has(m.a)) return m.a;
  return null;
}

export function knockoutSchedule(t: TournamentFile, phase: KnockoutPhase, from: GroupsPhase, seeds: Map<string, string[] | null>, results: Map<string, Result>, annulled: Set<string>): Scheduled[] {
  const slots = bracketSlots(from.groups.map((g) => g.name), phase.qualifiers);
  const out: Scheduled[] = [];
  let previous: Scheduled[] = [];
  for (let n = slots.length, roundNo = 1; n >= 1; n = n / 2, roundNo++) {
    const { round, prefix } = knockoutRoundName(n);
    const current: Scheduled[] = [];
    for (let i = 0; i < n; i++) {
      const m = open(phase.name, null, n === 1 ? prefix : `${prefix}${i + 1}`, round, roundNo);
      if (roundNo === 1) {
        const [ga, pa, gb, pb] = slots[i];
        m.a = seeds.get(ga)?.[pa - 1] ?? null;
        m.b = seeds.get(gb)?.[pb - 1] ?? null;
        m.waitsA = `${placeWord(pa)} of group ${ga}`;
        m.waitsB = `${placeWord(pb)} of group ${gb}`;
      } else {
        const [x, y] = [previous[2 * i], previous[2 * i + 1]];
        m.a = results.get(x.id)?.winner ?? walkover(x, annulled);
        m.b = results.get(y.id)?.winner ?? walkover(y, annulled);
        m.waitsA = `winner of ${x.id}`;
        m.waitsB = `winner of ${y.id}`;
      }
      current.push(m);
    }
    out.push(...current);
    previous = current;
  }
  return assignTables(t, out);
}

// Every match id of the tournament in playing order, known before any result: substitutions
// name the first match a substitute plays.
export function matchOrder(t: TournamentFile): Map<string, number> {
  const order = new Map<string, number>();
  for (const ph of t.phases) {
    if (ph.kind === "groups") {
      for (const m of groupsSchedule(t, ph, new Map(), new Set())) order.set(m.id, order.size);
    } else {
      const from = t.phases.find((p) => p.name === ph.from) as GroupsPhase;
      for (const m of knockoutSchedule(t, ph, from, new Map(), new Map(), new Set())) order.set(m.id, order.size);
    }
  }
  return order;
}
