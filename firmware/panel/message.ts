// The message line: a passing message, and what it says when none is up (the unit's status).
import { Open, Phase, T } from "../../rules/codes";
import { intText } from "../../rules/numbers";
import { view } from "../../rules/view";
import type { Match } from "../../rules/state";
import { roundRun } from "./shootout-runs";
import { shownName } from "./shown-text";
import { say } from "./texts";
import type { UnitContext, UnitState } from "./state";

// A passing message on the message line, for ms milliseconds (the unit's ticker drops it 400 ms
// past its end: unit-device.ts keepTimes).
export function showMessage(u: UnitContext, text: string, ms: number): void {
  u.st.message = text;
  u.st.messageUntil = u.o.clock.now() + ms;
}

// the message line's status but in plain play
export function notice(st: UnitState, mm: Match): string {
  const p = mm.n[T.Phase];
  if (p === Phase.Setup) return say("distance", st.lang) + " " + intText(mm.dist[0]) + (mm.dist[0] === mm.dist[1] ? "" : "/" + intText(mm.dist[1]));
  if (p === Phase.Suspended) return say("suspended", st.lang);
  if (p === Phase.Locked) return say("signed", st.lang);
  if (p === Phase.Finished) {
    const w = mm.n[T.Winner];
    return w < 0 ? say("draw", st.lang) : say("winner", st.lang) + " " + shownName(mm.names[w]);
  }
  if (mm.n[T.Equalizing] === 1) return say("equalizing", st.lang);
  if (mm.n[T.Open] === Open.Shootout) return shootoutNotice(st, mm);
  if (st.shot.expired) return say("time", st.lang);
  return say("last", st.lang);
}

// the shoot-out (rule 18's tie-break) on the message line: the word, the round, each player's run
// in it ("-" before the player's inning)
function shootoutNotice(st: UnitState, m: Match): string {
  const a = roundRun(m, 0);
  const b = roundRun(m, 1);
  return say("shootout", st.lang) + " " + intText(view(m).round) + " " + (a < 0 ? "-" : intText(a)) + ":" + (b < 0 ? "-" : intText(b));
}
