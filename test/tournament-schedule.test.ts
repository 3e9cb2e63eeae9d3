// Schedules: Berger round-robin tables, the UMB order for groups of three, table numbers, the
// knockout slots; and a tournament file's errors, each saying what to do.
import { bergerRounds } from "../tools/tournament/berger";
import { parseTournament } from "../tools/tournament/load";
import { bracketSlots, groupsSchedule } from "../tools/tournament/schedule";
import { build, sheet, tournament } from "./support/tournament-kit";

test("Berger tables for four and six players are the standard ones", () => {
  expect(bergerRounds(4)).toEqual([[[1, 4], [2, 3]], [[4, 3], [1, 2]], [[2, 4], [3, 1]]]);
  expect(bergerRounds(6)).toEqual([
    [[1, 6], [2, 5], [3, 4]], [[6, 4], [5, 3], [1, 2]], [[2, 6], [3, 1], [4, 5]], [[6, 5], [1, 4], [2, 3]], [[3, 6], [4, 2], [5, 1]],
  ]);
});

test("Berger with an odd number: one player sits out each round and everyone meets everyone once", () => {
  for (const n of [3, 5, 7, 8, 10]) {
    const rounds = bergerRounds(n);
    const pairs = rounds.flat().map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join("-"));
    expect(new Set(pairs).size).toBe((n * (n - 1)) / 2);
    expect(pairs.length).toBe((n * (n - 1)) / 2);
    for (const r of rounds) expect(new Set(r.flat()).size).toBe(r.length * 2);
  }
});

const players = [{ id: "top", name: "Top Seed", seed: 1 }, { id: "mid", name: "Mid Seed", seed: 2 }, { id: "low", name: "Low Seed", seed: 3 }];
const umb = tournament({ players, tables: ["7"], phases: [{ name: "Groups", kind: "groups", order: "umb", groups: [{ name: "A", players: ["low", "top", "mid"] }] }] });
const pairs = (results: object[]) => build(umb, results).schedule.map((m) => `${m.id} ${m.round} table ${m.table}: ${m.a ?? m.waitsA} - ${m.b ?? m.waitsB}`);

test("groups of three in the UMB order: the two lowest seeds first, then the top seed against the winner, then the loser", () => {
  expect(pairs([])).toEqual([
    "A1 Group A round 1 table 7: mid - low",
    "A2 Group A round 2 table 7: top - winner of A1",
    "A3 Group A round 3 table 7: top - loser of A1",
  ]);
  const lowWins = sheet({ round: "Group A round 1", a: ["Mid Seed", 20, 20, 3], b: ["Low Seed", 30, 20, 5] });
  expect(pairs([lowWins])).toEqual([
    "A1 Group A round 1 table 7: mid - low",
    "A2 Group A round 2 table 7: top - low",
    "A3 Group A round 3 table 7: top - mid",
  ]);
});

test("UMB order: a drawn first match counts the lower seed of its two players as its loser", () => {
  const draw = sheet({ round: "Group A round 1", a: ["Mid Seed", 25, 20, 3], b: ["Low Seed", 25, 20, 5], innings: 20 });
  expect(pairs([draw]).slice(1)).toEqual([
    "A2 Group A round 2 table 7: top - mid",
    "A3 Group A round 3 table 7: top - low",
  ]);
});

test("table numbers: the matches of a round take the club's tables in order, group by group", () => {
  const six = ["a", "b", "c", "d", "e", "f"].map((id, i) => ({ id, name: id.toUpperCase(), seed: i + 1 }));
  const t = tournament({ players: six, tables: ["1", "2", "3"], phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: ["a", "b", "c"] }, { name: "B", players: ["d", "e", "f"] }] }] });
  const s = groupsSchedule(t, t.phases[0] as never, new Map(), new Set());
  expect(s.map((m) => `${m.roundNo} ${m.id} ${m.table}`)).toEqual(["1 A1 1", "1 B1 2", "2 A2 1", "2 B2 2", "3 A3 1", "3 B3 2"]);
});

test("knockout slots: winners meet runners-up of the paired group, the two halves kept apart", () => {
  expect(bracketSlots(["A", "B"], 2)).toEqual([["A", 1, "B", 2], ["B", 1, "A", 2]]);
  expect(bracketSlots(["A", "B", "C", "D"], 2)).toEqual([["A", 1, "B", 2], ["C", 1, "D", 2], ["B", 1, "A", 2], ["D", 1, "C", 2]]);
  expect(bracketSlots(["A", "B", "C", "D"], 1)).toEqual([["A", 1, "B", 1], ["C", 1, "D", 1]]);
});

test("a tournament file's mistakes are listed, each with what to do", () => {
  const bad = (o: object) => () => parseTournament(JSON.stringify({ format: "carom-tournament/1", event: "E", ...o }), "t.json");
  expect(bad({ players: [{ id: "a" }], phases: [] })).toThrow(
    "t.json is not a tournament file:\n  /players must NOT have fewer than 2 items\n  /players/0 must have required property 'name'\n  /phases must NOT have fewer than 1 items\n(docs/tournament.md describes every field)");
  const two = [{ id: "a", name: "A" }, { id: "b", name: "B" }, { id: "c", name: "C" }];
  expect(bad({ players: two, phases: [{ name: "G", kind: "groups", order: "umb", groups: [{ name: "A", players: ["a", "b", "x"] }, { name: "B", players: ["c", "b"] }] }] })).toThrow(
    't.json:\n  group A names "x", who is not in players: add them or fix the id\n  "b" is in two groups of phase G: a player plays in one group\n  group B has 2 players: the UMB order is for groups of three (use order berger)');
  expect(bad({ players: two, phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: ["a", "b", "c"] }] }, { name: "K", kind: "knockout", from: "G", qualifiers: 1 }] })).toThrow(
    "knockout K: 1 group(s) x 1 qualifier(s) = 1 players, not a power of two (2, 4, 8...): change qualifiers or the groups");
  expect(bad({ players: two, phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: ["a", "b"] }] }], substitutions: [{ player: "a", by: "Z", from: "A9" }] })).toThrow(
    'the substitution of "a" is from match "A9", which is not in the schedule (matches: A1)');
  expect(bad({ players: two, phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: ["a", "b"] }] }, { name: "H", kind: "groups", groups: [{ name: "A", players: ["a", "c"] }] }] })).toThrow(
    'group name "A" is used twice: match ids (A1...) need a name of its own for each group');
  expect(bad({ players: two, phases: [{ name: "G", kind: "cup", groups: [] }] })).toThrow(
    't.json is not a tournament file:\n  /phases/0/kind must be "groups" or "knockout"\n(docs/tournament.md describes every field)');
  expect(bad({ players: two, phases: [{ name: "K", kind: "knockout", from: "G", qualifiers: 3 }] })).toThrow(
    "t.json is not a tournament file:\n  /phases/0/qualifiers must be equal to one of the allowed values (1, 2)\n(docs/tournament.md describes every field)");
});

test("rule 20 in the UMB order: a player who withdrew before match 1 counts as its loser; his matches are annulled", () => {
  const gone = tournament({ players, tables: ["7"], withdrawals: [{ player: "low" }], phases: [{ name: "Groups", kind: "groups", order: "umb", groups: [{ name: "A", players: ["low", "top", "mid"] }] }] });
  const v = build(gone, []);
  expect(v.schedule.map((m) => `${m.id}: ${m.a} - ${m.b}${m.annulled ? " (annulled)" : ""}`)).toEqual([
    "A1: mid - low (annulled)",
    "A2: top - mid",
    "A3: top - low (annulled)",
  ]);
});
