// Rules 20 and 21 in the standings: a player who withdraws for good or is disqualified from the
// tournament has every match annulled, played or not; a forfeit is a loss with its innings; a
// match lost by disqualification counts with the sheet's credited scores; a shoot-out is a win and
// a loss whose points count in no average.
import { lines, sheet, tournament } from "./support/tournament-kit";

const players = [
  { id: "ana", name: "Ana Ruiz" }, { id: "bo", name: "Bo Sand" }, { id: "cy", name: "Cy Tam" },
  { id: "di", name: "Di Vos" }, { id: "ed", name: "Ed Wu" },
];
const r = (n: number) => `Group A round ${n}`;
// Berger for five (a bye each round): 2-5 3-4 | 5-3 1-2 | 3-1 4-5 | 1-4 2-3 | 4-2 5-1
const played = {
  A1: sheet({ round: r(1), a: ["Bo Sand", 8, 10, 2], b: ["Ed Wu", 25, 10, 6] }),
  A2: sheet({ round: r(1), a: ["Cy Tam", 19, 20, 4], b: ["Di Vos", 25, 20, 5] }),
  A3: sheet({ round: r(2), a: ["Ed Wu", 25, 15, 5], b: ["Cy Tam", 20, 15, 4] }),
  A4: sheet({ round: r(2), a: ["Ana Ruiz", 25, 30, 4], b: ["Bo Sand", 25, 30, 5], innings: 30, kind: "tiebreak", winner: "A", tiebreak: [{ A: 2, B: 2 }, { A: 3, B: 1 }] }),
  A5: sheet({ round: r(3), a: ["Cy Tam", 30, 12, 3], b: ["Ana Ruiz", 0, 12, 6], kind: "disqualification", winner: "A" }),
  A6: sheet({ round: r(3), a: ["Di Vos", 25, 18, 5], b: ["Ed Wu", 24, 18, 7] }),
  A7: sheet({ round: r(4), a: ["Ana Ruiz", 25, 16, 6], b: ["Di Vos", 11, 16, 3] }),
  A8: sheet({ round: r(4), a: ["Bo Sand", 10, 9, 3], b: ["Cy Tam", 14, 9, 5], kind: "forfeit", winner: "A" }),
};
const phase = (ids: string[]) => ({ name: "Groups", kind: "groups" as const, groups: [{ name: "A", players: ids }] });

test("rule 20 and rule 21: a withdrawn and a disqualified player's matches are annulled, played and unplayed", () => {
  const t = tournament({
    players, phases: [phase(["ana", "bo", "cy", "di", "ed"])],
    withdrawals: [{ player: "ed" }], disqualifications: [{ player: "di" }],
  });
  // Cy: won by Ana's disqualification (credited 30-0), lost by forfeit 14-10: 44/21 = 2.095
  // Bo: lost the shoot-out (25-25 in 30), won by Cy's forfeit 10-14 in 9: 35/39 = 0.897
  // Ana: won the shoot-out, lost by disqualification (0 credited, high run 6 as played): 25/42 = 0.595
  expect(lines(t, Object.values(played))).toEqual([
    "Spring Cup",
    "",
    "Group A",
    "#  Player    Points  W  D  L  Caroms  Inn     GA  HR",
    "1  Cy Tam         2  1  0  1      44   21  2.095   5",
    "2  Bo Sand        2  1  0  1      35   39  0.897   5",
    "3  Ana Ruiz       2  1  0  1      25   42  0.595   6",
    "",
    "A1   Bo Sand    8-25  Ed Wu     10 inn  annulled",
    "A2   Cy Tam    19-25  Di Vos    20 inn  annulled",
    "A3   Ed Wu     25-20  Cy Tam    15 inn  annulled",
    "A4   Ana Ruiz  25-25  Bo Sand   30 inn  shoot-out 2-2, 3-1",
    "A5   Cy Tam     30-0  Ana Ruiz  12 inn  disqualification",
    "A6   Di Vos    25-24  Ed Wu     18 inn  annulled",
    "A7   Ana Ruiz  25-11  Di Vos    16 inn  annulled",
    "A8   Bo Sand   10-14  Cy Tam     9 inn  forfeit",
    "A9   Di Vos        -  Bo Sand           annulled",
    "A10  Ed Wu         -  Ana Ruiz          annulled",
    "",
    "Notes",
    "  Ed Wu withdrew from the tournament (rule 20): all their matches are annulled",
    "  Di Vos was disqualified from the tournament (rule 21): all their matches are annulled",
  ]);
});

test("rule 20 and rule 21: the standings are those of a tournament the two never entered", () => {
  const five = tournament({ players, phases: [phase(["ana", "bo", "cy", "di", "ed"])], withdrawals: [{ player: "ed" }], disqualifications: [{ player: "di" }] });
  // the same three matches in a group of three (Berger: 2-3 | 1-2 | 3-1)
  const three = tournament({ players: players.slice(0, 3), phases: [phase(["ana", "bo", "cy"])] });
  const relabel = (s: object, round: string) => ({ ...s, info: { event: "Spring Cup", round } });
  const alone = lines(three, [relabel(played.A8, r(1)), relabel(played.A4, r(2)), relabel(played.A5, r(3))]);
  expect(lines(five, Object.values(played)).slice(0, 7)).toEqual(alone.slice(0, 7));
});

test("rule 20: a forfeit before the lag is a loss with no innings; the winner's figures are as played", () => {
  const t = tournament({ players: players.slice(0, 2), phases: [phase(["ana", "bo"])] });
  const forfeit = sheet({ round: r(1), a: ["Ana Ruiz", 0, 0, 0], b: ["Bo Sand", 0, 0, 0], kind: "forfeit", winner: "B" });
  expect(lines(t, [forfeit]).slice(3, 6)).toEqual([
    "#  Player    Points  W  D  L  Caroms  Inn     GA  HR",
    "1  Bo Sand        2  1  0  0       0    0  0.000   0",
    "2  Ana Ruiz       0  0  0  1       0    0  0.000   0",
  ]);
});
