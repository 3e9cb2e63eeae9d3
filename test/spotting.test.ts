import { spotPlan, RED, CUE, OTHER } from "../rules/spotting";

const FOOT = 0, HEAD = 1, CENTRE = 2, NONE = -1;

describe("rule 9: the spotting plan", () => {
  test("rule 9: each ball to spot goes on its own spot when it is free", () => {
    expect(spotPlan([1, 1, 0], [NONE, NONE, NONE])).toEqual([FOOT, HEAD, NONE]);
    expect(spotPlan([0, 1, 1], [NONE, NONE, NONE])).toEqual([NONE, HEAD, CENTRE]);
    expect(spotPlan([1, 1, 1], [NONE, NONE, NONE])).toEqual([FOOT, HEAD, CENTRE]);
  });
  test("rule 9d: a ball whose spot is taken goes on the spot of the ball that occupies it", () => {
    // the red must be spotted; the incoming cue ball lies on the foot spot -> red on the head spot
    expect(spotPlan([1, 0, 0], [CUE, NONE, NONE])).toEqual([HEAD, NONE, NONE]);
    // the cue ball must be spotted; the red lies on the head spot -> cue ball on the foot spot
    expect(spotPlan([0, 1, 0], [NONE, RED, NONE])).toEqual([NONE, FOOT, NONE]);
    // the opponent's ball; the red lies on the centre spot -> the foot spot
    expect(spotPlan([0, 0, 1], [NONE, NONE, RED])).toEqual([NONE, NONE, FOOT]);
  });
  test("rule 9: frozen red and cue ball spotted while the opponent's ball stays on the foot spot", () => {
    expect(spotPlan([1, 1, 0], [OTHER, NONE, NONE])).toEqual([CENTRE, HEAD, NONE]);
  });
  test("rule 9: a chain the seed does not settle falls back to the one spot still free", () => {
    // red to spot; the cue ball on the foot spot, the opponent's ball on the head spot
    expect(spotPlan([1, 0, 0], [CUE, OTHER, NONE])).toEqual([CENTRE, NONE, NONE]);
  });
  test("rule 9: no two balls are ever put on one spot", () => {
    const lyings = [NONE, RED, CUE, OTHER];
    for (let m = 0; m < 8; m++) {
      const spot = [m % 2, Math.floor(m / 2) % 2, Math.floor(m / 4) % 2];
      for (const a of lyings) for (const b of lyings) for (const c of lyings) {
        const lying = [a, b, c];
        const stays = lying.filter((x) => x >= 0);
        if (new Set(stays).size !== stays.length || stays.some((x) => spot[x] === 1)) continue;
        const plan = spotPlan(spot, lying);
        const used = [...plan.filter((s) => s >= 0), ...lying.map((x, s) => (x >= 0 ? s : -1)).filter((s) => s >= 0)];
        expect(new Set(used).size).toBe(used.length);
        spot.forEach((want, ball) => expect(plan[ball] >= 0).toBe(want === 1));
      }
    }
  });
});
