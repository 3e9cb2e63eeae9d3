// The wall's clock field (firmware/panel/render.ts): the shot clock's seconds while a player is at the
// table; nothing before the lag and once the match is over (rule 23's clock runs only for a shot).
import { newMatch, step } from "../rules/match";
import { parseLine } from "../rules/parse";
import { view } from "../rules/view";
import { render } from "../firmware/panel/render";

function matchAfter(lines: string[]) {
  const m = newMatch();
  for (const l of lines) expect(step(m, parseLine(l))).toBeGreaterThanOrEqual(0);
  return m;
}

const clockOf = (lines: string[], seconds: number) => {
  const m = matchAfter(lines);
  return render(["clock", "run"], [2, 2], m, view(m), seconds, "")[0];
};

test("rule 23: the clock shows its seconds while a player is at the table", () => {
  expect(clockOf(["set distance 2", "set shotclock 40", "lag A break white", "point"], 37)).toBe("37");
});

test("rule 23: once the match is over the clock field is blank, not a 0", () => {
  expect(clockOf(["set distance 2", "set shotclock 40", "lag A break white", "point", "point"], 0).trim()).toBe("");
  expect(clockOf(["set distance 2", "set shotclock 40", "lag A break white", "point", "point"], 40).trim()).toBe("");
});

test("rule 23: before the lag the clock field is blank", () => {
  expect(clockOf(["set shotclock 40"], 40).trim()).toBe("");
});
