// The remote's plain point or miss as its button goes down (quick-point.ts): on the display only the
// fields they change, the rest is the frame last shown (test/quick-point.test.ts holds it to
// the unit's refresh). A function of its own, kept apart by the Espruino build: written into the
// gesture's code, the interpreter would read it twice at each press.
import { Ev, T } from "../rules/codes";
import type { Command } from "../rules/parse";
import { CUE_INNING, CUE_POINT } from "./cues";
import { quickMiss, quickPoint } from "./quick-point";
import { Profile, restart } from "./shotclock";
import type { UnitOptions, UnitState } from "./state";

// 1: done; 0: nothing done, the general path takes the press; below 0: the store refused the
// point (the match is what the store holds), for the unit to say so. Not while a passing message may still
// be up (the ticker shows what follows it within 400 ms) or the expired clock's word is shown.
/** @resident @apart */
export function quickPress(st: UnitState, o: UnitOptions, live: ((cmd: Command, fx: number) => void) | null, ev: number): number {
  const now = o.clock.now();
  if (st.frame.length === 0 || st.shot.expired || now < st.messageUntil + 400) return 0;
  const point = ev === Ev.Point;
  const fx = point ? quickPoint(st.session) : quickMiss(st.session);
  if (fx <= 0) return fx;
  if (!st.mute) o.buzzer.play(point ? CUE_POINT : CUE_INNING);
  const m = st.session.m;
  restart(st.shot, now, m.shotclock);
  if (live !== null) live({ code: ev, a: 0, b: 0, c: 0, text: "", words: [] }, fx);
  const p = m.n[T.Shooter]; // after a miss, the other player
  const s = m.n[T.Score + p];
  // (in place: a call costs the interpreter about as much as these lines) the shooter's average
  // over the closed innings and the open one, the breaker's inning (rules/view.ts), and the clock
  // as it has just restarted (shotclock.ts secondsLeft: its whole time)
  const a = Math.floor((1000 * s) / (m.runs[p].length / 2 + 1));
  const avg = (a - (a % 1000)) / 1000 + "." + ("" + (1000 + (a % 1000))).substring(1);
  const clock = "" + (st.shot.running ? st.shot.limit : 0);
  const texts = point ? ["" + s, "" + m.n[T.High + p], avg, "" + m.n[T.Run], clock]
    : [p === 0 ? "1" : "", p === 1 ? "1" : "", "" + (m.runs[m.breaker].length / 2 + (p === m.breaker ? 1 : 0)), avg, "0", clock];
  const at = point ? p * 5 : 10 + p * 6;
  const fields = st.frame.slice(); // (a display's recorder may keep the frame shown)
  // (the clock last: with the shot clock off its field stays blank)
  for (let i = texts.length - (st.shot.profile === Profile.Off ? 1 : 0); i-- > 0;) {
    const k = st.quickAt[at + i];
    const w = o.sizes[k];
    if (k >= 0) fields[k] = texts[i].length > w ? "-".repeat(w) : texts[i].padStart(w);
  }
  st.frame = fields;
  st.shown = ""; // the next refresh shows its frame
  o.display.show(fields);
  return 1;
}

// The layout's fields that quickPress writes, as texts (-1: not in the layout): after a point,
// the shooter's score, high run and average, the run and the clock, A's then B's; after a miss,
// both turn lights, the inning, the new shooter's average, the run and the clock, A's then B's.
export function quickFields(ids: string[]): number[] {
  const names = "scoreA highA avgA run clock scoreB highB avgB run clock turnA turnB inning avgA run clock turnA turnB inning avgB run clock".split(" ");
  const out: number[] = [];
  for (let i = 0; i < names.length; i++) out.push(ids.indexOf(names[i]));
  return out;
}
