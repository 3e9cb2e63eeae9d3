import { judgeShot } from "../rules/judge";
import { Ev, Foul } from "../rules/codes";

const judge = (line: string, isBreak = false) => judgeShot(line.split(" ").filter((w) => w !== ""), 0, isBreak);

describe("the shot judge", () => {
  test("rule 2a: three cushions before the first object ball, then the second: point", () => {
    expect(judge("N E S R O")).toBe(Ev.Point);
  });
  test("rule 2b-d: cushions may be split before and after the first object ball", () => {
    expect(judge("N R E S O")).toBe(Ev.Point);
    expect(judge("R N E S O")).toBe(Ev.Point);
    expect(judge("N E R S O")).toBe(Ev.Point);
  });
  test("rule 2: two cushions before the second object ball is a miss, even with more after", () => {
    expect(judge("N E R O S W")).toBe(Ev.Miss);
    expect(judge("R O N E S")).toBe(Ev.Miss);
  });
  test("rule 2: one object ball only is a miss", () => {
    expect(judge("N E S W R")).toBe(Ev.Miss);
    expect(judge("")).toBe(Ev.Miss);
  });
  test("rule 3: the same cushion three times counts three", () => {
    expect(judge("N N N R O")).toBe(Ev.Point);
    expect(judge("R S S S O")).toBe(Ev.Point);
  });
  test("rule 5: on the break, the opponent's ball first is a foul; later shots may hit either first", () => {
    expect(judge("O N E S R", true)).toBe(Ev.Foul + Foul.BreakWrongBall);
    expect(judge("N E S O R", true)).toBe(Ev.Foul + Foul.BreakWrongBall);
    expect(judge("N E S R O", true)).toBe(Ev.Point);
    expect(judge("N E S O R", false)).toBe(Ev.Point);
    expect(judge("O N", true)).toBe(Ev.Foul + Foul.BreakWrongBall);
  });
  test("rule 10: the first contact with the frozen rail does not count, later ones do", () => {
    expect(judge("frozen=N N E S R O")).toBe(Ev.Miss);
    expect(judge("frozen=N N E S W R O")).toBe(Ev.Point);
    expect(judge("N E S R O")).toBe(Ev.Point);
    expect(judge("frozen=N E N S R O")).toBe(Ev.Point);
    expect(judge("frozen=W N E R S O")).toBe(Ev.Point);
  });
  test("rule 10: a ride from the frozen rail still counts", () => {
    expect(judge("frozen=N ride:N,E S R O")).toBe(Ev.Point);
  });
  test("rule 12: a ride counts each rail ridden once", () => {
    expect(judge("ride:N,E S R O")).toBe(Ev.Point);
    expect(judge("ride:N R O")).toBe(Ev.Miss);
    expect(judge("ride:N,E,S R O")).toBe(Ev.Point);
    expect(judge("ride:N,N R O")).toBeLessThan(0);
    expect(judge("ride: R O")).toBeLessThan(0);
    expect(judge("ride:X R O")).toBeLessThan(0);
  });
  test("rule 12: frame touch and stopping on the rail are fouls, even after the point", () => {
    expect(judge("N E S R O frame")).toBe(Ev.Foul + Foul.Frame);
    expect(judge("N E S R O onrail")).toBe(Ev.Foul + Foul.OnRail);
    expect(judge("N onrail frame")).toBe(Ev.Foul + Foul.OnRail);
  });
  test("rule 11: a ball leaving the table is a foul, and foul contacts come before the break rule", () => {
    expect(judge("N E off")).toBe(Ev.Foul + Foul.BallOff);
    expect(judge("O off", true)).toBe(Ev.Foul + Foul.BallOff);
  });
  test("rule 15: kisses and repeated object-ball contacts do not change the judgement", () => {
    expect(judge("R N R E S O")).toBe(Ev.Point);
    expect(judge("R R R N E S O")).toBe(Ev.Point);
    expect(judge("N E R R O")).toBe(Ev.Miss);
  });
  test("bad contacts are errors, not judgements", () => {
    expect(judge("N X R")).toBeLessThan(0);
    expect(judge("N frozen=N")).toBeLessThan(0);
    expect(judge("frozen=Q N")).toBeLessThan(0);
  });
});
