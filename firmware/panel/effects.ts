// What an accepted event does besides the match, decided from the rules core's answer alone: a
// pure step (the unit performs it, unit.ts perform). The shot clock (rule 23: it restarts when the
// outcome is entered; a time-out extends it; out of play it stops), the match's end stamped on
// the clock, the equalizing inning's message, a prompt that what it asked was entered, and after
// a safety foul the rebreak prompt (rule 24; not in the shoot-out, where the rules core refuses it).
import { Cmd, Ev, Foul, Fx, Open, Phase, T } from "../../rules/codes";
import { lastEvent, Match } from "../../rules/state";

// the shot clock's effect (one of them, the effect's lowest digits), then flags added to it
export const enum Eff { None = 0, Restart = 1, Extend = 2, Stop = 3, ClockKinds = 4, EndClock = 4, Equalizing = 8, ClosePrompt = 16, Rebreak = 32 }

// whether the effects e include the flag f (an Eff from EndClock up: portable code has no bitwise operators)
export function has(e: number, f: number): boolean {
  return Math.floor(e / f) % 2 === 1;
}

// prompt: a prompt of the menu is up. A point, a miss or an undo in play only restarts the clock.
/** @resident */
export function effectsOf(m: Match, code: number, fx: number, prompt: boolean): number {
  if (m.n[T.Phase] === Phase.Play && (fx === Fx.Point || fx === Fx.Inning || fx === Fx.Undo)) return Eff.Restart;
  return otherEffects(m, code, fx, prompt);
}

// (apart from effectsOf: a press reads only that, docs/architecture.md)
function otherEffects(m: Match, code: number, fx: number, prompt: boolean): number {
  const p = m.n[T.Phase];
  let e = prompt ? Eff.ClosePrompt : 0;
  if (fx === Fx.End || fx === Fx.Sign) e = e + Eff.EndClock;
  if (fx === Fx.Equalizing) e = e + Eff.Equalizing;
  if (code === Ev.Extension) e = e + Eff.Extend;
  else if (p === Phase.Play && (fx === Fx.Foul || fx === Fx.Equalizing || fx === Fx.Shootout || code === Cmd.Lag || code === Ev.Resume)) e = e + Eff.Restart;
  else if (p !== Phase.Play) e = e + Eff.Stop;
  if (fx === Fx.Foul && lastEvent(m) === Ev.Foul + Foul.Safety && p === Phase.Play && m.n[T.Open] !== Open.Shootout) e = e + Eff.Rebreak;
  return e;
}
