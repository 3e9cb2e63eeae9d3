// The pure step from the rules core's answer to what the unit does besides the match
// (firmware/panel/effects.ts effectsOf), on matches the rules core played.
import { newMatch, step } from "../rules/match";
import { parseLine } from "../rules/parse";
import { Eff, effectsOf, has } from "../firmware/panel/effects";

function played(lines: string[]): { m: ReturnType<typeof newMatch>; code: number; fx: number } {
  const m = newMatch();
  let code = 0;
  let fx = 0;
  for (const l of lines) {
    const cmd = parseLine(l);
    code = cmd.code;
    fx = step(m, cmd);
    expect({ line: l, refused: fx < 0 }).toEqual({ line: l, refused: false });
  }
  return { m, code, fx };
}
const effects = (lines: string[], prompt = false) => {
  const r = played(lines);
  return effectsOf(r.m, r.code, r.fx, prompt);
};
const flags = (e: number) => [Eff.EndClock, Eff.Equalizing, Eff.ClosePrompt, Eff.Rebreak].filter((f) => has(e, f));
const LAG = ["set distance 3", "set shotclock 40", "lag A break white"];

test("rule 23: a point, a miss or an undo in play only restarts the shot clock, whatever is open", () => {
  expect(effects([...LAG, "point"])).toBe(Eff.Restart);
  expect(effects([...LAG, "miss"], true)).toBe(Eff.Restart);
  expect(effects([...LAG, "point", "undo"])).toBe(Eff.Restart);
});

test("rules 23, 24: after a safety foul in play the clock restarts and the rebreak is asked; another foul only restarts it", () => {
  const safety = effects([...LAG, "point", "foul intentional-safety"]);
  expect(safety % Eff.ClockKinds).toBe(Eff.Restart);
  expect(flags(safety)).toEqual([Eff.Rebreak]);
  expect(effects([...LAG, "point", "foul ball-off-table"])).toBe(Eff.Restart);
});

test("rule 23: a time-out extends the clock; the match's end stops it and stamps the end; a prompt up is closed", () => {
  expect(effects(["set distance 3", "set shotclock 40", "set extensions 1", "lag A break white", "extension"]) % Eff.ClockKinds).toBe(Eff.Extend);
  const end = effects([...LAG, "point", "point", "point"], true);
  expect(end % Eff.ClockKinds).toBe(Eff.Stop);
  expect(flags(end)).toEqual([Eff.EndClock, Eff.ClosePrompt]);
  expect(effects(["set distance 3"]) % Eff.ClockKinds).toBe(Eff.Stop); // (before the lag the clock does not run)
});

test("has reads each flag of a sum of them, and none of the clock's kinds", () => {
  const all = Eff.Stop + Eff.EndClock + Eff.Equalizing + Eff.ClosePrompt + Eff.Rebreak;
  expect(flags(all)).toEqual([Eff.EndClock, Eff.Equalizing, Eff.ClosePrompt, Eff.Rebreak]);
  expect(flags(Eff.Restart + Eff.Equalizing)).toEqual([Eff.Equalizing]);
});
