// Standings built by hand from the ranking rules (issue 18): match points, general average,
// high run, head-to-head, mini-table, lots; the order is the file's.
import { lines, sheet, tournament } from "./support/tournament-kit";

const players = [
  { id: "wim", name: "Wim Jansen" }, { id: "xavi", name: "Xavi Puig" },
  { id: "yusuf", name: "Yusuf Kaya" }, { id: "zoe", name: "Zoe Lind" },
];
const groupA = { name: "Groups", kind: "groups" as const, groups: [{ name: "A", players: ["wim", "xavi", "yusuf", "zoe"] }] };
const r = (n: number) => `Group A round ${n}`;
// Berger order for four: 1-4 2-3 | 4-3 1-2 | 2-4 3-1. Wim beats Xavi, Xavi beats Yusuf, Yusuf
// beats Wim; all three beat Zoe: three players on 4 match points.
const cycle = [
  sheet({ round: r(1), a: ["Wim Jansen", 30, 20, 6], b: ["Zoe Lind", 15, 20, 3] }),
  sheet({ round: r(1), a: ["Xavi Puig", 30, 25, 5], b: ["Yusuf Kaya", 28, 25, 7] }),
  sheet({ round: r(2), a: ["Zoe Lind", 12, 15, 2], b: ["Yusuf Kaya", 30, 15, 8] }),
  sheet({ round: r(2), a: ["Wim Jansen", 30, 24, 5], b: ["Xavi Puig", 22, 24, 4] }),
  sheet({ round: r(3), a: ["Xavi Puig", 30, 6, 12], b: ["Zoe Lind", 4, 6, 1] }),
  sheet({ round: r(3), a: ["Yusuf Kaya", 30, 22, 6], b: ["Wim Jansen", 25, 22, 5] }),
];
const matchLines = [
  "A1  Wim Jansen  30-15  Zoe Lind    20 inn",
  "A2  Xavi Puig   30-28  Yusuf Kaya  25 inn",
  "A3  Zoe Lind    12-30  Yusuf Kaya  15 inn",
  "A4  Wim Jansen  30-22  Xavi Puig   24 inn",
  "A5  Xavi Puig    30-4  Zoe Lind     6 inn",
  "A6  Yusuf Kaya  30-25  Wim Jansen  22 inn",
];

test("a three-way tie on match points is decided by the general average (all points over all innings)", () => {
  // Xavi 82/55 = 1.490, Yusuf 88/62 = 1.419, Wim 85/66 = 1.287; Zoe 31/41 = 0.756
  expect(lines(tournament({ players, phases: [groupA] }), cycle)).toEqual([
    "Spring Cup",
    "",
    "Group A",
    "#  Player      Points  W  D  L  Caroms  Inn     GA  HR",
    "1  Xavi Puig        4  2  0  1      82   55  1.490  12",
    "2  Yusuf Kaya       4  2  0  1      88   62  1.419   8",
    "3  Wim Jansen       4  2  0  1      85   66  1.287   6",
    "4  Zoe Lind         0  0  0  3      31   41  0.756   3",
    "",
    ...matchLines,
  ]);
});

test("with the mini-table before the average, the three level players are ranked on the matches among them", () => {
  // among Wim, Xavi, Yusuf each has 2 match points; their averages in those matches:
  // Yusuf 58/47 = 1.234, Wim 55/46 = 1.195, Xavi 52/49 = 1.061
  const t = tournament({ players, phases: [groupA], ranking: ["matchPoints", "miniTable", "average", "highRun", "lots"] });
  expect(lines(t, cycle).slice(3, 8)).toEqual([
    "#  Player      Points  W  D  L  Caroms  Inn     GA  HR",
    "1  Yusuf Kaya       4  2  0  1      88   62  1.419   8",
    "2  Wim Jansen       4  2  0  1      85   66  1.287   6",
    "3  Xavi Puig        4  2  0  1      82   55  1.490  12",
    "4  Zoe Lind         0  0  0  3      31   41  0.756   3",
  ]);
});

test("level on match points, average and high run: two players are ranked on their own match, won in a shoot-out", () => {
  // Wim and Xavi: both 2 match points, 45/30 = 1.500; high run 7 against 7: their match decides
  const two = [{ id: "wim", name: "Wim Jansen" }, { id: "xavi", name: "Xavi Puig" }, { id: "yusuf", name: "Yusuf Kaya" }];
  const g = { ...groupA, groups: [{ name: "A", players: ["wim", "xavi", "yusuf"] }] };
  // Berger for three: 2-3 | 1-2 | 3-1
  const sheets = [
    sheet({ round: r(1), a: ["Xavi Puig", 30, 15, 7], b: ["Yusuf Kaya", 10, 15, 3] }),
    sheet({ round: r(2), a: ["Wim Jansen", 15, 15, 7], b: ["Xavi Puig", 15, 15, 4], winner: "A", kind: "tiebreak", tiebreak: [{ A: 3, B: 1 }] }),
    sheet({ round: r(3), a: ["Yusuf Kaya", 12, 15, 2], b: ["Wim Jansen", 30, 15, 6] }),
  ];
  expect(lines(tournament({ players: two, phases: [g] }), sheets)).toEqual([
    "Spring Cup",
    "",
    "Group A",
    "#  Player      Points  W  D  L  Caroms  Inn     GA  HR",
    "1  Wim Jansen       4  2  0  0      45   30  1.500   7",
    "2  Xavi Puig        2  1  0  1      45   30  1.500   7",
    "3  Yusuf Kaya       0  0  0  2      22   30  0.733   3",
    "",
    "A1  Xavi Puig   30-10  Yusuf Kaya  15 inn",
    "A2  Wim Jansen  15-15  Xavi Puig   15 inn  shoot-out 3-1",
    "A3  Yusuf Kaya  12-30  Wim Jansen  15 inn",
  ]);
  // without the shoot-out's winner they would be level on match points: the shoot-out is a win
  // and a loss, and its points (3-1) are in no average
});

test("level on every criterion: a shared place and what to do; a recorded draw of lots decides", () => {
  const pair = [{ id: "wim", name: "Wim Jansen" }, { id: "xavi", name: "Xavi Puig" }];
  const g = { ...groupA, groups: [{ name: "A", players: ["wim", "xavi"] }] };
  const draw = [sheet({ round: r(1), a: ["Wim Jansen", 20, 10, 5], b: ["Xavi Puig", 20, 10, 5], innings: 10 })];
  expect(lines(tournament({ players: pair, phases: [g] }), draw)).toEqual([
    "Spring Cup",
    "",
    "Group A",
    "#   Player      Points  W  D  L  Caroms  Inn     GA  HR",
    "1=  Wim Jansen       1  0  1  0      20   10  2.000   5",
    "1=  Xavi Puig        1  0  1  0      20   10  2.000   5",
    "",
    "A1  Wim Jansen  20-20  Xavi Puig  10 inn",
    "",
    "To decide",
    '  group A: Wim Jansen, Xavi Puig are level on every criterion: draw lots and record them in the file ("lots": {"A": ["wim", "xavi"]})',
  ]);
  const drawn = lines(tournament({ players: pair, phases: [g], lots: { A: ["xavi", "wim"] } }), draw);
  expect(drawn.slice(3, 6)).toEqual([
    "#  Player      Points  W  D  L  Caroms  Inn     GA  HR",
    "1  Xavi Puig        1  0  1  0      20   10  2.000   5",
    "2  Wim Jansen       1  0  1  0      20   10  2.000   5",
  ]);
  expect(drawn).not.toContain("To decide");
});

test("a sheet whose A and B are the other way round from the schedule: figures and shoot-out runs follow the schedule's order", () => {
  const two = [{ id: "wim", name: "Wim Jansen" }, { id: "xavi", name: "Xavi Puig" }];
  const g = { ...groupA, groups: [{ name: "A", players: ["wim", "xavi"] }] };
  // scheduled Wim - Xavi; the board had Xavi as A
  const swapped = sheet({ round: r(1), a: ["Xavi Puig", 15, 12, 4], b: ["Wim Jansen", 15, 12, 6], winner: "B", kind: "tiebreak", tiebreak: [{ A: 1, B: 1 }, { A: 0, B: 2 }] });
  expect(lines(tournament({ players: two, phases: [g] }), [swapped]).slice(4)).toEqual([
    "1  Wim Jansen       2  1  0  0      15   12  1.250   6",
    "2  Xavi Puig        0  0  0  1      15   12  1.250   4",
    "",
    "A1  Wim Jansen  15-15  Xavi Puig  12 inn  shoot-out 1-1, 2-0",
  ]);
});
