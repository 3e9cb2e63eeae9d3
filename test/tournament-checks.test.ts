// The checks a sheet passes before it counts (issue 18): each refusal says what is wrong and
// what to do; rule 22 substitutions change the scheduled pair from the match they name.
import { build, lines, sheet, tournament } from "./support/tournament-kit";

const players = [{ id: "ana", name: "Ana Ortiz" }, { id: "ben", name: "Ben Ruiz" }, { id: "cai", name: "Cai Ng" }];
const groups = { name: "Groups", kind: "groups" as const, match: { distance: 20, innings: 30, equalize: true }, groups: [{ name: "A", players: ["ana", "ben", "cai"] }] };
const t = tournament({ players, phases: [groups] });
// Berger for three: A1 Ben-Cai (round 1), A2 Ana-Ben (round 2), A3 Cai-Ana (round 3)
const ok = { round: "Group A round 1", a: ["Ben Ruiz", 20, 15, 4] as [string, number, number, number], b: ["Cai Ng", 12, 15, 3] as [string, number, number, number], distance: 20, innings: 30, equalize: true };

function refusals(sheets: Array<object | string>, tt = t): string[] {
  return build(tt, sheets).refused.map((r) => `${r.file}: ${r.reason}`);
}

test("a sheet that is not JSON, not a sheet, or not finished is refused with what to do", () => {
  const inPlay = sheet({ ...ok, state: "in-play" });
  expect(refusals(["{ no", { format: "carom-sheet/1" }, inPlay])).toEqual([
    "s01.json: not JSON: save sheets with carom sheet --format json -o FILE",
    "s02.json: not a carom sheet (the sheet must have required property 'discipline'): save sheets with carom sheet --format json -o FILE",
    "s03.json: not finished (state in-play): finish the match on the board, then save its sheet again",
  ]);
});

test("rule 18: a sheet not signed is refused unless the phase allows it", () => {
  const unsigned = sheet({ ...ok, state: "finished" });
  expect(refusals([unsigned])).toEqual([
    's01.json: not signed: the loser signs on the board (sign A or sign B), or set "unsigned": true for phase Groups',
  ]);
  const lenient = tournament({ players, phases: [{ ...groups, unsigned: true }] });
  expect(refusals([unsigned], lenient)).toEqual([]);
  expect(build(lenient, [unsigned]).results.get("A1")?.winner).toBe("ben");
});

test("a sheet of another event or round, or of players not scheduled together, is refused", () => {
  expect(refusals([
    sheet({ ...ok, event: "Autumn Cup" }),
    sheet({ ...ok, noRound: true }),
    sheet({ ...ok, round: "Group A round 9" }),
    sheet({ ...ok, a: ["Ana Ortiz", 20, 15, 4] }),
  ])).toEqual([
    's01.json: from another event ("Autumn Cup"; this tournament is "Spring Cup"): leave it out, or correct the file\'s event',
    "s02.json: no round on the sheet: set it before the lag (carom tournament next prints the carom config line)",
    's03.json: round "Group A round 9" is not in the schedule (rounds: Group A round 1, Group A round 2, Group A round 3): correct the sheet\'s round',
    "s04.json: Ana Ortiz and Cai Ng are not a scheduled pair of Group A round 1 (scheduled: Ben Ruiz - Cai Ng): check the names on the sheet, or record a substitution (rule 22)",
  ]);
});

test("a sheet played with other settings than the phase's is refused", () => {
  expect(refusals([sheet({ ...ok, distance: 15 }), sheet({ ...ok, round: "Group A round 2", a: ["Ana Ortiz", 20, 15, 4], b: ["Ben Ruiz", 3, 15, 1], innings: 0 })])).toEqual([
    "s01.json: played to 15/15 points; Groups plays to 20: replay it or correct the file's match settings",
    "s02.json: played with an innings limit of 0; Groups has 30",
  ]);
});

test("the same match twice with the same result: the first file (by name) counts, the other is refused as a copy", () => {
  const v = build(t, [sheet(ok), sheet(ok)]);
  expect(v.refused).toEqual([{ file: "s02.json", reason: "the same match twice: A1 is already given by s01.json, with the same result" }]);
  expect(v.results.get("A1")?.sides[0].innings).toBe(15);
  expect(v.conflicts).toEqual([]);
});

test("issue 41.3: two different sheets for one match are a conflict: neither counts, both are named, whichever sorts first", () => {
  const forged = sheet({ ...ok, a: ["Ben Ruiz", 12, 15, 3], b: ["Cai Ng", 20, 15, 4] }); // score and winner swapped
  for (const sheets of [[forged, sheet(ok)], [sheet(ok), forged]]) {
    const v = build(t, sheets);
    const why = "a conflict: A1 is given differently by s01.json and s02.json: none of them counts until the wrong one is removed";
    expect(v.refused).toEqual([{ file: "s01.json", reason: why }, { file: "s02.json", reason: why }]);
    expect(v.results.get("A1")).toBeUndefined();
    expect(v.conflicts).toEqual([{ match: "A1", files: ["s01.json", "s02.json"] }]);
    expect(v.groups[0].rows.filter((r) => r.played !== 0)).toEqual([]);
  }
  expect(lines(t, [forged, sheet(ok)])).toContain("  A1: two different sheets (s01.json, s02.json): neither counts until the wrong one is removed");
});

test("rule 22: a substitute plays under their own name from the match the file names; the row is the entry's", () => {
  const sub = tournament({ players, phases: [groups], substitutions: [{ player: "cai", by: "Cid Roe", from: "A3" }] });
  const a3 = { ...ok, round: "Group A round 3", a: ["Cid Roe", 20, 10, 5] as [string, number, number, number], b: ["Ana Ortiz", 14, 10, 3] as [string, number, number, number] };
  const v = build(sub, [sheet(ok), sheet(a3), sheet({ ...a3, a: ["Cai Ng", 20, 10, 5] })]);
  expect(v.refused.map((r) => r.reason)).toEqual([
    "Cai Ng and Ana Ortiz are not a scheduled pair of Group A round 3 (scheduled: Cid Roe - Ana Ortiz): check the names on the sheet, or record a substitution (rule 22)",
  ]);
  const row = v.groups[0].rows.find((r) => r.entry === "cai")!;
  expect(row).toMatchObject({ name: "Cid Roe (for Cai Ng)", mp: 2, points: 32, innings: 25 });
  // before A3, Cai plays A1 under his own name: that sheet counts for the same entry
  expect(v.results.get("A1")?.sides[1]).toMatchObject({ entry: "cai", name: "Cai Ng" });
});
