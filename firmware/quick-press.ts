// The remote's plain point as its button goes down (quick-point.ts): on the display only the
// fields a point changes, the rest is the frame last shown (test/quick-point.test.ts holds it to
// the unit's refresh). A function of its own, kept apart by the Espruino build: written into the
// gesture's code, the interpreter would read it twice at each press.
import { Ev, T } from "../rules/codes";
import type { Command } from "../rules/parse";
import { CUE_POINT } from "./cues";
import { quickPoint } from "./quick-point";
import { Profile, restart } from "./shotclock";
import type { UnitOptions, UnitState } from "./state";

// 1: done; 0: nothing done, the general path takes the press; below 0: the store refused the
// point (the match is what the store holds), for the unit to say so. Not while a passing message may still
// be up (the ticker shows what follows it within 400 ms) or the expired clock's word is shown.
/** @resident @apart */
export function quickPress(st: UnitState, o: UnitOptions, live: ((cmd: Command, fx: number) => void) | null): number {
  const now = o.clock.now();
  if (st.shown === "" || st.shot.expired || now < st.messageUntil + 400) return 0;
  const fx = quickPoint(st.session);
  if (fx <= 0) return fx;
  if (!st.mute) o.buzzer.play(CUE_POINT);
  const m = st.session.m;
  restart(st.shot, now, m.shotclock);
  if (live !== null) live({ code: Ev.Point, a: 0, b: 0, c: 0, text: "", words: [] }, fx);
  const p = m.n[T.Shooter];
  const s = m.n[T.Score + p];
  // (in place: a call costs the interpreter about as much as these lines) the shooter's average
  // over the closed innings and the open one (rules/view.ts), in thousandths, and the clock as it
  // has just restarted (shotclock.ts secondsLeft: its whole time)
  const a = Math.floor((1000 * s) / (m.runs[p].length / 2 + 1));
  const texts = ["" + s, "" + m.n[T.High + p], (a - (a % 1000)) / 1000 + "." + ("" + (1000 + (a % 1000))).substring(1), "" + m.n[T.Run],
    st.shot.profile === Profile.Off ? "" : "" + (st.shot.running ? st.shot.limit : 0)];
  const x = p === 0 ? "A" : "B";
  const ids = ["score" + x, "high" + x, "avg" + x, "run", "clock"];
  const fields = st.shown.split("\n");
  for (let i = 0; i < 5; i++) {
    const k = o.ids.indexOf(ids[i]);
    const w = o.sizes[k];
    if (k >= 0) fields[k] = texts[i].length > w ? "-".repeat(w) : texts[i].padStart(w);
  }
  st.shown = fields.join("\n");
  o.display.show(fields);
  return 1;
}
