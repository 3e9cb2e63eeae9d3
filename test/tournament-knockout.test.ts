// A knockout seeded from two groups: winners against the runners-up of the other group (A1-B2,
// B1-A2), table numbers from the club's tables, the bracket filling in as results come.
import { build, lines, sheet, tournament } from "./support/tournament-kit";
import { nextText } from "../tools/tournament/next";

const players = [
  { id: "ana", name: "Ana Ortiz" }, { id: "ben", name: "Ben Ruiz" }, { id: "cai", name: "Cai Ng" },
  { id: "dev", name: "Dev Rao" }, { id: "eli", name: "Eli Moss" }, { id: "fay", name: "Fay Lu" },
];
const t = tournament({
  players, tables: ["1", "2"],
  phases: [
    { name: "Groups", kind: "groups", match: { distance: 20 }, groups: [{ name: "A", players: ["ana", "ben", "cai"] }, { name: "B", players: ["dev", "eli", "fay"] }] },
    { name: "Knockout", kind: "knockout", from: "Groups", qualifiers: 2, match: { distance: 25 } },
  ],
});
const g = (round: string, a: [string, number, number, number], b: [string, number, number, number]) => sheet({ round, a, b, distance: 20 });
const k = (round: string, a: [string, number, number, number], b: [string, number, number, number], more = {}) => sheet({ round, a, b, distance: 25, ...more });
// Berger for three: 2-3 | 1-2 | 3-1
const groupA = [
  g("Group A round 1", ["Ben Ruiz", 20, 15, 4], ["Cai Ng", 12, 15, 3]),
  g("Group A round 2", ["Ana Ortiz", 20, 14, 5], ["Ben Ruiz", 18, 14, 6]),
  g("Group A round 3", ["Cai Ng", 10, 12, 2], ["Ana Ortiz", 20, 12, 7]),
];
const groupB = [
  g("Group B round 1", ["Eli Moss", 20, 16, 5], ["Fay Lu", 15, 16, 4]),
  g("Group B round 2", ["Dev Rao", 16, 18, 3], ["Eli Moss", 20, 18, 5]),
  g("Group B round 3", ["Fay Lu", 12, 14, 2], ["Dev Rao", 20, 14, 6]),
];
const knockout = [
  k("Semi-final", ["Ana Ortiz", 25, 15, 6], ["Dev Rao", 20, 15, 4]),
  k("Semi-final", ["Eli Moss", 25, 20, 5], ["Ben Ruiz", 25, 20, 4]),
  k("Semi-final", ["Eli Moss", 25, 20, 5], ["Ben Ruiz", 25, 20, 4], { kind: "tiebreak", winner: "B", tiebreak: [{ A: 1, B: 2 }] }),
  k("Final", ["Ana Ortiz", 22, 17, 5], ["Ben Ruiz", 25, 17, 7]),
];
const groupLines = [
  "Spring Cup",
  "",
  "Group A",
  "#  Player     Points  W  D  L  Caroms  Inn     GA  HR",
  "1  Ana Ortiz       4  2  0  0      40   26  1.538   7",
  "2  Ben Ruiz        2  1  0  1      38   29  1.310   6",
  "3  Cai Ng          0  0  0  2      22   27  0.814   3",
  "",
  "A1  table 1  Ben Ruiz   20-12  Cai Ng     15 inn",
  "A2  table 1  Ana Ortiz  20-18  Ben Ruiz   14 inn",
  "A3  table 1  Cai Ng     10-20  Ana Ortiz  12 inn",
  "",
  "Group B",
  "#  Player    Points  W  D  L  Caroms  Inn     GA  HR",
  "1  Eli Moss       4  2  0  0      40   34  1.176   5",
  "2  Dev Rao        2  1  0  1      36   32  1.125   6",
  "3  Fay Lu         0  0  0  2      27   30  0.900   4",
  "",
  "B1  table 2  Eli Moss  20-15  Fay Lu    16 inn",
  "B2  table 2  Dev Rao   16-20  Eli Moss  18 inn",
  "B3  table 2  Fay Lu    12-20  Dev Rao   14 inn",
  "",
];

test("a knockout seeded from two groups: each winner meets the other group's runner-up; a drawn knockout sheet is refused", () => {
  expect(lines(t, [...groupA, ...groupB, ...knockout])).toEqual([
    ...groupLines,
    "Knockout",
    "SF1  table 1  Ana Ortiz  25-20  Dev Rao   15 inn",
    "SF2  table 2  Eli Moss   25-25  Ben Ruiz  20 inn  shoot-out 1-2",
    "F    table 1  Ana Ortiz  22-25  Ben Ruiz  17 inn",
    "",
    "Champion: Ben Ruiz",
    "",
    "Refused sheets",
    "  s08.json: a draw, but a knockout match needs a winner: play it with set tiebreak shootout",
  ]);
});

test("the bracket waits for a group until all its matches are played; then next prints the semi-finals with their config lines", () => {
  expect(lines(t, [...groupA, ...groupB.slice(0, 2)]).slice(-4)).toEqual([
    "Knockout",
    "SF1  table 1  Ana Ortiz          -  runner-up of group B  waits",
    "SF2  table 2  winner of group B  -  Ben Ruiz              waits",
    "F    table 1  winner of SF1      -  winner of SF2         waits",
  ]);
  expect(nextText(build(t, [...groupA, ...groupB]), "en").split("\n")).toEqual([
    "Next matches: Spring Cup",
    "(PORT: the serial port of the table's scoreboard, e.g. PORT=/dev/ttyUSB0; carom ports lists them)",
    'SF1  Semi-final  table 1  Ana Ortiz - Dev Rao',
    '    npx carom config --port "$PORT" --event "Spring Cup" --round "Semi-final" --table "1" --player-a "Ana Ortiz" --player-b "Dev Rao" --distance 25',
    'SF2  Semi-final  table 2  Eli Moss - Ben Ruiz',
    '    npx carom config --port "$PORT" --event "Spring Cup" --round "Semi-final" --table "2" --player-a "Eli Moss" --player-b "Ben Ruiz" --distance 25',
    "F  Final  winner of SF1 - winner of SF2  (waits)",
    "",
  ]);
});
