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
  if (st.frame.length === 0 || st.shot.expired || now < st.messageUntil + 400) return 0;
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
    "" + (st.shot.running ? st.shot.limit : 0)];
  const fields = st.frame.slice(); // (a display's recorder may keep the frame shown)
  // (with the shot clock off its field stays blank)
  for (let i = st.shot.profile === Profile.Off ? 4 : 5; i-- > 0;) {
    const k = st.quickAt[i + p * 5];
    const w = o.sizes[k];
    if (k >= 0) fields[k] = texts[i].length > w ? "-".repeat(w) : texts[i].padStart(w);
  }
  st.frame = fields;
  st.shown = ""; // the next refresh shows its frame
  o.display.show(fields);
  return 1;
}

// The layout's fields that quickPress writes, as texts: A's score, high run and average, the run
// and the clock, then the same with B's (-1: not in the layout).
export function quickFields(ids: string[]): number[] {
  const out: number[] = [];
  for (let p = 0; p < 2; p++) {
    const x = p === 0 ? "A" : "B";
    const names = ["score" + x, "high" + x, "avg" + x, "run", "clock"];
    for (let i = 0; i < 5; i++) out.push(ids.indexOf(names[i]));
  }
  return out;
}
