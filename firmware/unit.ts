// The display unit: every input (a button gesture, a menu choice, a link line, a setting, a
// time-out) becomes a typed command where it arrives; the match (journaled first) answers with an
// effect code; the unit dispatches on codes only: display frame, buzzer cue, shot clock, live
// stream. Runs on any hal backend.
import { Cmd, Err, Ev, Fx, Phase, T } from "../rules/codes";
import { Command, command } from "../rules/command";
import { Frame, view } from "../rules/view";
import type { Match } from "../rules/state";
import { Timer } from "../hal/roles";
import { CUE_ERROR, CUE_EXPIRED, CUE_KEY, CUE_WARNING, cueFor } from "./panel/cues";
import { Dev } from "./journal/device";
import { Gesture, startGestures } from "./panel/gestures";
import { Ask, MenuAsk, menuGesture, remoteKey, tableKey } from "./panel/keys";
import { askRebreak, menuKey, menuLong, menuText, newMenu, openMenu, promptItem } from "./panel/menu";
import { menuLine } from "./panel/menu-line";
import { render } from "./panel/render";
import { quickFields } from "./panel/quick-fields";
import { quickPress } from "./panel/quick-press";
import { enter } from "./journal/session";
import type { Session } from "./journal/journal-file";
import { loadPrefs } from "./panel/settings";
import {
  extend, newShotClock, Profile, restart, secondsLeft, stop, tick, Tick,
} from "./panel/shotclock";
import { Controls, QuickAt, UnitContext, UnitOptions, UnitState } from "./panel/state";
import { effectsOf, Eff, has } from "./panel/effects";
import { namesLine } from "./panel/shown-text";
import { say } from "./panel/texts";
import { deviceCommand, endClock, keepTimes, shotclockSet, umbLag } from "./unit-device";
import { notice, showMessage } from "./panel/message";
import { MENU_DIGITS } from "./panel/wifi-board";

export { Controls } from "./panel/state";
export type { Input, UnitContext, UnitOptions, UnitState } from "./panel/state";

/** @resident */
function playCue(u: UnitContext, c: string): void {
  if (!u.st.mute) u.o.buzzer.play(c);
}

// the effects of an accepted event but a plain restart of the shot clock (panel/effects.ts)
function perform(u: UnitContext, rec: Session, e: number): void {
  const st = u.st;
  const mm = rec.m;
  const now = u.o.clock.now();
  if (has(e, Eff.ClosePrompt)) st.menu.open = false; // what the prompt asked was entered, or passed by
  if (has(e, Eff.EndClock)) endClock(st, rec, now);
  if (has(e, Eff.Equalizing)) showMessage(u, say("equalizing", st.lang), 5000);
  const clock = e % Eff.ClockKinds;
  if (clock === Eff.Extend) extend(st.shot, mm.shotclock);
  else if (clock === Eff.Restart) restart(st.shot, now, mm.shotclock);
  else if (clock === Eff.Stop) stop(st.shot);
  if (has(e, Eff.Rebreak)) promptItem(st.menu, "rebreak");
}

// a command refused from the buttons: why, or before the lag what to do (the lag is in the menu,
// which opens on it)
function refused(u: UnitContext, fx: number): void {
  playCue(u, CUE_ERROR);
  showMessage(u, say(fx === Err.StoreFull ? "full" : fx === Err.NoteLimit ? "notes" : fx === Err.BeforeLag ? "lagfirst" : "no", u.st.lang), 3000);
}

// A device command (device.ts): a cue when it did something, the live stream told of a new match.
function deviceInput(u: UnitContext, rec: Session, cmd: Command, quiet: boolean): number {
  const r = deviceCommand(u, rec, cmd);
  if (r > 0) playCue(u, CUE_KEY);
  else if (r < 0 && !quiet) refused(u, r);
  if (r >= 0 && (cmd.code === Dev.New || cmd.code === Dev.Abandon) && u.live !== null) u.live(cmd, Fx.Setup, cmd.code);
  u.refresh();
  return r;
}

// A gesture while the menu is open: true when the menu took it; a finished item is entered, and
// a disqualification or a forfeit that ended the match says how to take it back (the undo).
function menuKeyed(u: UnitContext, g: number, id: number): boolean {
  const st = u.st;
  const remote = u.o.controls === Controls.Remote;
  const k = menuGesture(remote, st.menu.prompt, menuLong(st.menu), g, id);
  if (k === MenuAsk.Pass || k === MenuAsk.Close) st.menu.open = false;
  if (k === MenuAsk.Pass) return false;
  if (k >= 0) {
    const done = menuKey(st.menu, k);
    askRebreak(st.menu, st.lang, st.quickAt[QuickAt.MsgWidth]);
    const c = st.menu.cmd.code;
    if (done === 1 && u.input(st.menu.cmd, false) === Fx.End && c >= Ev.Dq && c < Ev.Protest) showMessage(u, say(remote ? "undoremote" : "undotable", st.lang), 10000);
  }
  u.refresh();
  return true;
}

// A button going down that the quick path did not take whole (q: quickPress's answer, d: what
// the unit's key made of it): whether the unit acted on it. (Apart from the key, whose quick path
// returns first: docs/architecture.md, "Espruino: what the interpreter costs")
function downKeyed(u: UnitContext, m: Match, d: number, q: number, id: number): boolean {
  if (q < 0) refused(u, q);
  if (q !== 0) u.refresh(); // (refused, or an undo that changed more)
  if (q !== 0) return true;
  if (d > 0 && !u.st.menu.open) u.input({ code: d, a: 0, b: 0, c: 0, text: "", words: [] }, false);
  else if (d > 0) keyed(u, m, Gesture.Press, id);
  return d > 0;
}

// A gesture but a button going down: the menu's, else a command (remoteKey, tableKey), else the
// menu opens. (Apart from the unit's key: a button going down reads only that.)
/** @resident @apart */
function keyed(u: UnitContext, m: Match, g: number, id: number): boolean {
  const st = u.st;
  if (st.menu.open && menuKeyed(u, g, id)) return true;
  if (g === Gesture.Long) return true; // (outside the menu a long hold is its hold, done)
  const c = u.o.controls === Controls.Remote ? remoteKey(g, id) : tableKey(g, id, m.n[T.Phase], m.n[T.Shooter]);
  if (c > 0) {
    u.input({ code: c, a: 0, b: 0, c: 0, text: "", words: [] }, false);
    return true;
  }
  if (c === Ask.Menu) openMenu(st.menu, m.n[T.Phase]);
  playCue(u, CUE_KEY);
  u.refresh();
  return true;
}

// The unit on the record `session` (the journal the start-up opened: firmware/table.ts, which
// also starts the features): its context.
/** @press */
export function startUnit(o: UnitOptions, session: Session): UnitContext {
  const prefs = loadPrefs(o.store);
  const kept = prefs.length > 0;
  const st: UnitState = {
    menu: newMenu(), shot: newShotClock(session.profile), lang: kept ? prefs[0] : 0, mute: kept && prefs[1] === 1,
    bright: kept ? prefs[2] : 8, pair: "", shown: "", frame: [], quickAt: quickFields(o.ids, o.sizes, o.controls === Controls.Remote), message: "", messageUntil: 0, wall: { days: -1, secs: 0 }, wallAt: 0, keyAsk: "",
  };
  const u = { st: st, o: o, live: null } as UnitContext; // (input, refresh, key, press, close and more once they are made: what a press reads first)

  // what the message line says when no menu or passing message is up: in play, the names
  const status = (f: Frame): string => {
    const mm = session.m;
    if (mm.n[T.Phase] !== Phase.Play || mm.n[T.Equalizing] === 1 || st.shot.expired || f.lastInning || f.round > 0) return notice(st, mm);
    if (st.pair === "" || mm.n[T.Shots] === 0) namesLine(st, mm);
    return st.pair;
  };

  const refresh = () => {
    const now = o.clock.now();
    const f = view(session.m);
    const msg = st.menu.open ? menuText(st.menu, st.lang) : st.messageUntil !== 0 && now - st.messageUntil < 0 ? st.message : status(f);
    const secs = st.shot.profile === Profile.Off ? -1 : secondsLeft(st.shot, now);
    const frame = render(o.ids, o.sizes, session.m, f, secs, msg);
    if (MENU_DIGITS && st.menu.open && o.line !== undefined) menuLine(frame, o.line, o.sizes, msg, o.digits as (t: string) => number); // (the score again once it closes)
    const text = frame.join("|");
    if (text !== st.shown) {
      st.shown = text;
      st.frame = frame;
      o.display.show(frame);
    }
  };

  // (the rarer commands' steps are functions of their own: docs/architecture.md, "Espruino: what the interpreter costs")
  function input(cmd: Command, quiet: boolean): number {
    if (cmd.code >= Dev.First) return deviceInput(u, session, cmd, quiet);
    if (cmd.code === Cmd.Lag && st.shot.profile === Profile.Umb) umbLag(u, session.m, quiet);
    const fx = enter(session, cmd);
    if (fx >= 0 && cmd.code === Cmd.Shotclock) shotclockSet(st, session, cmd);
    if (fx < 0 && !quiet) {
      refused(u, fx);
    } else if (fx >= 0) {
      playCue(u, cueFor(fx));
      const e = effectsOf(session.m, cmd.code, fx, st.menu.prompt);
      if (e === Eff.Restart) restart(st.shot, o.clock.now(), session.m.shotclock);
      else perform(u, session, e);
      if (u.live !== null) u.live(cmd, fx, cmd.code);
    }
    refresh();
    return fx;
  }
  u.input = input;
  u.refresh = refresh;

  // a gesture: the menu's, else a command (remoteKey, tableKey), else the menu opens. The
  // remote's point, miss and undo act as their button goes down (Down, taken: true), the plain
  // ones by the quick path (quick-press.ts), and so does the OK that confirms a foul in the menu:
  // the OK (the fourth button) on the foul item's confirmation enters the foul the menu keeps
  // (menu.ts: Menu.foul), by the quick path in a plain inning, else as the menu's OK. (air-unit.ts
  // acts asks the same of a wireless Down, so that its release is not applied again.) In the
  // menu and on a table unit a press is its release.
  function key(g: number, id: number): boolean {
    if (g !== Gesture.Down) return keyed(u, session.m, g, id);
    const mu = st.menu;
    const d = o.controls !== Controls.Remote ? 0 : !mu.open ? remoteKey(g, id) : id === 3 ? mu.foul : 0;
    const q = d > 0 ? quickPress(u, session, d) : 0;
    return q === 1 || downKeyed(u, session.m, d, q, id);
  }

  // a point, a miss or an undo from the link, as the remote's button enters it: the quick path
  // when it takes the event whole, else the general one (what it did, or why it was refused)
  function pressed(code: number): number {
    const q = o.controls === Controls.Remote ? quickPress(u, session, code) : 0;
    if (q === 2) refresh();
    if (q > 0) return code === Ev.Point ? Fx.Point : code === Ev.Miss ? Fx.Inning : Fx.Undo;
    return q < 0 ? q : input(command(code, 0), true);
  }

  const gestures = startGestures(o.clock, o.holdMs, key);
  o.buttons.onEdge = gestures.edge;

  const ticker: Timer = o.clock.every(200, () => {
    const mm = session.m;
    const left = mm.n[T.Extensions + mm.n[T.Shooter]] < mm.extensions;
    const now = o.clock.now();
    keepTimes(st, now);
    const t = tick(st.shot, now, left);
    if (t === Tick.TimeOut) {
      // UMB: an unused time-out is applied by itself; if it cannot be, the clock just expires
      if (input(command(Ev.Extension, 0), false) < 0) {
        st.shot.expired = true;
        playCue(u, CUE_EXPIRED);
      }
    } else if (t === Tick.Warning) playCue(u, CUE_WARNING);
    else if (t === Tick.Expired) playCue(u, CUE_EXPIRED);
    // render only while something on the display moves: a running clock, a passing message
    const moving = (st.shot.running && !st.shot.expired) || st.messageUntil !== 0;
    if (moving || t !== Tick.None) refresh();
  });

  o.display.brightness(st.bright);
  if (session.damaged > 0) showMessage(u, say("damaged", st.lang), 60000); // kept aside: the link's damaged
  if (session.m.n[T.Phase] === Phase.Play) restart(st.shot, o.clock.now(), session.m.shotclock);
  refresh();
  u.key = key;
  u.press = pressed;
  u.close = () => {
    o.clock.cancel(ticker);
    gestures.close();
  };
  u.more = null;
  return u;
}
