// The remote's plain point or miss as its button goes down (quick-point.ts), and the undo of one
// (quick-undo.ts): on the display only the fields they change, the rest is the frame last shown
// (test/quick-point.test.ts holds it to the unit's refresh). A function of its own, kept apart by
// the Espruino build, not written into the gesture's code
// (docs/architecture.md, "Espruino: what the interpreter costs").
import { Cmd, Ev, Foul, Fx, T } from "../../rules/codes";
import { CUE_FOUL, CUE_INNING, CUE_POINT, CUE_UNDO } from "./cues";
import { REBREAK_ITEMS } from "./menu";
import { FOUL_RECORDS, FoulRecord, MISS_RECORD, quickMiss, quickPoint } from "./quick-point";
import { quickUndo } from "./quick-undo";
import { plainAgain } from "../../rules/plain";
import { namesLine } from "./shown-text";
import { Profile, restart } from "./shotclock";
import { QuickAt, UnitContext } from "./state";
import type { Session } from "../journal/journal-file";

// ev: Ev.Point, Ev.Miss, Cmd.Undo, or a foul (Ev.Foul + kind) by the menu's last step. 1: done and shown; 2: done, the unit refreshes the display
// (an undo that changed more); 0: nothing done, the general path takes the press; below 0: the
// store refused it (the match is what the store holds), for the unit to say so. Not while a
// passing message may still be up (the ticker shows what follows it within 400 ms) or the
// expired clock's word is shown.
/** @resident @apart */
export function quickPress(u: UnitContext, rec: Session, ev: number): number {
  const st = u.st;
  const o = u.o;
  const now = o.clock.now();
  if (st.frame.length === 0 || st.shot.expired || (st.messageUntil !== 0 && now - st.messageUntil < 400)) return 0;
  const m = rec.m;
  const undone = ev === Cmd.Undo ? m.journal.charCodeAt(m.journal.length - 1) : ev; // the event whose fields change
  const fx = ev === Ev.Point ? quickPoint(rec) : ev === Cmd.Undo ? quickUndo(rec)
    : quickMiss(rec, ev, ev === Ev.Miss ? MISS_RECORD : FOUL_RECORDS.substr((ev - Ev.Foul) * FoulRecord.Bytes, FoulRecord.Bytes));
  if (fx <= 0) return fx;
  if (!st.mute) o.buzzer.play(fx === Fx.Point ? CUE_POINT : fx === Fx.Inning ? CUE_INNING : fx === Fx.Undo ? CUE_UNDO : CUE_FOUL);
  restart(st.shot, now, m.shotclock);
  if (u.live !== null) u.live(null, fx, ev);
  if (fx === Fx.Undo && !plainAgain(m, undone)) return 2;
  const point = undone === Ev.Point;
  const shooter = m.n[T.Shooter];
  // whose average changes: the shooter's, but for a miss undone the other player's (the shooter
  // after that miss)
  const p = fx === Fx.Undo && !point ? 1 - shooter : shooter;
  const s = m.n[T.Score + p];
  // (in place: a call costs the interpreter about as much as these lines) p's average over the
  // closed innings and, for the shooter, the open one, the breaker's inning (rules/view.ts), and
  // the clock as it has just restarted (shotclock.ts secondsLeft: its whole time)
  const innings = m.runs[p].length / 2 + (p === shooter ? 1 : 0);
  const a = innings === 0 ? 0 : Math.floor((1000 * s) / innings);
  const avg = (a - (a % 1000)) / 1000 + "." + ("" + (1000 + (a % 1000))).substring(1);
  const clock = "" + (st.shot.running ? st.shot.limit : 0);
  const run = "" + m.n[T.Run];
  const texts = point ? ["" + s, "" + m.n[T.High + p], avg, run, clock]
    : [shooter === 0 ? "1" : "", shooter === 1 ? "1" : "", "" + (m.runs[m.breaker].length / 2 + (shooter === m.breaker ? 1 : 0)), avg, run, clock];
  const at = point ? 2 + p * 5 : 12 + p * 6;
  const fields = st.frame; // (changed in place: a display keeps no frame it was shown, hal/roles.ts)
  // (the clock last: with the shot clock off its field stays blank)
  for (let i = texts.length - (st.shot.profile === Profile.Off ? 1 : 0); i-- > 0;) {
    const k = st.quickAt[at + i];
    const w = o.sizes[k];
    if (k >= 0) fields[k] = texts[i].length > w ? "-".repeat(w) : texts[i].padStart(w);
  }
  // a foul entered by the menu's last step (unit.ts key): the menu closes, or after a safety foul
  // asks for the rebreak (rule 24) as promptItem(menu, "rebreak") would, and the message line
  // shows what follows: the prompt (its text made at the confirmation: Menu.ask), or in plain
  // play the names (the unit's status). (In place: a call of its own costs the foul about as much
  // as the point and the miss pay to read past these lines; promptItem cost the safety foul 4 M.)
  if (fx === Fx.Foul) {
    const safety = ev === Ev.Foul + Foul.Safety;
    const menu = st.menu;
    menu.open = safety;
    if (safety) {
      menu.prompt = true;
      menu.items = REBREAK_ITEMS;
      menu.pos = 0;
      menu.item = -1;
      menu.confirming = false;
      menu.foul = 0;
    }
    if (o.line !== undefined) return 2; // (the menu was on the whole display: the unit shows the frame whole)
    if (st.pair === "") namesLine(st, m);
    const k = st.quickAt[QuickAt.Msg];
    if (k >= 0) fields[k] = safety ? menu.ask : st.pair; // (both made before, cut to the line)
  }
  st.shown = ""; // the next refresh shows its frame
  o.display.show(fields);
  return 1;
}
