// Rule 9 (and balls off the table, rule 11): where each ball to be spotted goes.
// Balls: 0 red, 1 the incoming shooter's cue ball, 2 the opponent's ball.
// Spots: 0 foot (the red's), 1 head (the incoming shooter's), 2 centre (the opponent's):
// each ball's own spot has the ball's number.
export const RED = 0;
export const CUE = 1;
export const OTHER = 2;
export const SPOT_NAMES = ["foot", "head", "centre"];

// spot[b] is 1 when ball b is to be spotted; lying[s] is the ball that stays on spot s
// (-1 for none; a ball to be spotted never stays). Returns the spot of each ball, -1 when it
// stays where it is. Rule 9d: a ball whose spot is taken goes on the spot of the ball that
// occupies it; the seed gives no rule for a chain, so it then takes the one spot still free.
export function spotPlan(spot: number[], lying: number[]): number[] {
  const plan = [-1, -1, -1];
  const taken = [lying[0] >= 0, lying[1] >= 0, lying[2] >= 0];
  for (let b = 0; b < 3; b++) {
    if (spot[b] !== 1) continue;
    let target = b;
    if (taken[target]) target = lying[target];
    if (target < 0 || taken[target]) {
      target = -1;
      for (let s = 0; s < 3 && target < 0; s++) {
        if (!taken[s]) target = s;
      }
    }
    plan[b] = target;
    if (target >= 0) taken[target] = true;
  }
  return plan;
}
