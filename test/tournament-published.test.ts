// Published results rebuilt as sheets (test/fixtures/tournament/published.json gives the sources
// and what they leave out): the standings must agree with what was published.
import * as fs from "fs";
import * as path from "path";
import { averageText } from "../tools/tournament/standings";
import { build, lines, sheet, tournament } from "./support/tournament-kit";

const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "fixtures", "tournament", "published.json"), "utf8"));

test("La Baule 2018 qualification group: a three-way tie on match points that match points and head-to-head cannot break", () => {
  const g = fixture.groups[0];
  const ids = ["horn", "carlsen", "forthomme"];
  const t = tournament({
    event: "La Baule 2018", players: g.players.map((name: string, i: number) => ({ id: ids[i], name })),
    ranking: ["matchPoints", "headToHead", "lots"],
    phases: [{ name: "Q", kind: "groups", groups: [{ name: "Q", players: ids }] }],
  });
  // Berger for three: 2-3 | 1-2 | 3-1, i.e. Carlsen-Forthomme, Horn-Carlsen, Forthomme-Horn
  const round = (a: string, b: string) => {
    const order = [["Tony Carlsen", "Roland Forthomme"], ["Martin Horn", "Tony Carlsen"], ["Roland Forthomme", "Martin Horn"]];
    return `Group Q round ${order.findIndex((p) => p.includes(a) && p.includes(b)) + 1}`;
  };
  // innings were not published: every match is given 30, which match points do not look at
  const sheets = g.matches.map((m: { a: string; b: string; scoreA: number; scoreB: number }) =>
    sheet({ event: "La Baule 2018", round: round(m.a, m.b), distance: 40, a: [m.a, m.scoreA, 30, 1], b: [m.b, m.scoreB, 30, 1] }));
  const out = lines(t, sheets);
  expect(out.slice(3, 7).map((l) => l.replace(/\s+\S+\s+\S+\s+\S+$/, ""))).toEqual([
    "#   Player            Points  W  D  L  Caroms",
    "1=  Martin Horn            2  1  0  1      67",
    "1=  Tony Carlsen           2  1  0  1      67",
    "1=  Roland Forthomme       2  1  0  1      62",
  ]);
  // as published, only the averages could decide (Horn won the group on them)
  expect(out[out.length - 1]).toContain("group Q: Martin Horn, Tony Carlsen, Roland Forthomme are level on every criterion");
});

test("1st German Dreiband Masters (Herten), group A: Horn's two wins in 23 and 18 innings give the published 1.951 and 2.222", () => {
  const g = fixture.groups[1];
  const t = tournament({
    event: "Herten", players: [{ id: "horn", name: g.player }, { id: "x", name: "Opponent One" }, { id: "y", name: "Opponent Two" }],
    phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: ["horn", "x", "y"] }] }],
  });
  // Berger for three: 2-3 | 1-2 | 3-1; the opponents' scores were not published (0 here), only Horn's row is checked
  const [w1, w2] = g.wins;
  const v = build(t, [
    sheet({ event: "Herten", round: "Group A round 2", distance: 40, a: [g.player, w1.score, w1.innings, 1], b: ["Opponent One", 0, w1.innings, 0] }),
    sheet({ event: "Herten", round: "Group A round 3", distance: 40, a: ["Opponent Two", 0, w2.innings, 0], b: [g.player, w2.score, w2.innings, 1] }),
  ]);
  const horn = v.groups[0].rows[0];
  expect(horn).toMatchObject({ name: "Martin Horn", place: 1, mp: 4, won: 2, points: 80, innings: 41 });
  expect(averageText(horn.points, horn.innings)).toBe(g.generalAverage);
  expect(averageText(w2.score, w2.innings)).toBe(g.secondMatchAverage);
});
