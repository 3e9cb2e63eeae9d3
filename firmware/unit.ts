// The display unit: buttons -> gestures -> script lines -> the match (journaled first) ->
// display frame, buzzer cue, shot clock. Runs on any hal backend.
import { Cmd, Ev, Foul, Fx, Phase, T } from "../rules/codes";
import { Command, parseLine } from "../rules/parse";
import { intText } from "../rules/numbers";
import { Frame, view } from "../rules/view";
import { Buttons, Buzzer, Clock, Display, Link, Store, Timer } from "../hal/roles";
import { startLinkHandler } from "./link";
import { setting, showMessage } from "./settings";
import { CUE_ERROR, CUE_EXPIRED, CUE_KEY, CUE_WARNING, cueFor } from "./cues";
import { startGestures } from "./gestures";
import { menuGesture, remoteKey, tableKey } from "./keys";
import { Menu, menuText, newMenu, promptItem } from "./menu";
import { readRecords } from "./records";
import { render } from "./render";
import { E_STORE_FULL, enter, openSession, Session, setProfile } from "./session";
import {
  extend, newShotClock, Profile, restart, secondsLeft, ShotClock, stop, tick, Tick, umbTimeOuts,
} from "./shotclock";
import { say } from "./texts";

export const enum Controls { Remote = 0, Table = 1 }

export interface UnitOptions {
  clock: Clock;
  buttons: Buttons;
  display: Display;
  buzzer: Buzzer;
  store: Store;
  ids: string[]; // the layout's fields, in order (hardware/layouts.json)
  sizes: number[];
  controls: number; // Controls.Remote: point, miss, undo, menu; Controls.Table: one per player
  holdMs: number; // 800
  link?: Link; // the serial link to a host (docs/protocol.md), if the board has one
  device?: string; // the name the link reports
  memory?: () => number[]; // memory in use and in all, for the link's `memory` (boards that know it)
}

export interface Unit {
  session: Session;
  menu: Menu;
  shot: ShotClock;
  lang: number; // index in LANGS (texts.ts)
  mute: boolean;
  bright: number;
  message: string; // a passing message, shown until messageUntil
  messageUntil: number;
  // a script line (or a "!" setting) as if entered on the buttons; quiet: no cue or message
  // when it is refused (a line from the link); parsed: the line's parseLine, when the caller has it
  line(text: string, quiet?: boolean, parsed?: Command): number;
  stamp: () => string; // extra sheet fields only the device knows (date, device), set by the link
  onEvent: (text: string, fx: number) => void; // an accepted event, for the link's live stream
  key(g: number, id: number): void; // a gesture
  close(): void;
}

// Placeholders until startUnit has defined what they stand for (Espruino defines a function
// only when its statement runs; a wrapper closure would cost variables for as long as the unit
// runs): Number and String, the interpreter's own functions, which the firmware names anyway.

function playCue(u: Unit, o: UnitOptions, c: string): void {
  if (!u.mute) o.buzzer.play(c);
}

// an accepted event: the shot clock (rule 23: it restarts when the outcome is entered), and the
// rebreak prompt after a safety foul; a point, a miss or an undo in play only restarts the clock
function afterEvent(u: Unit, o: UnitOptions, text: string, fx: number): void {
  if (u.session.m.n[T.Phase] === Phase.Play && (fx === Fx.Point || fx === Fx.Inning || fx === Fx.Undo)) {
    restart(u.shot, o.clock.now(), u.session.m.shotclock);
  } else {
    afterOther(u, o, text, fx);
  }
}

function afterOther(u: Unit, o: UnitOptions, text: string, fx: number): void {
  const now = o.clock.now();
  const mm = u.session.m;
  const p = u.session.m.n[T.Phase];
  const ev = mm.journal.length > 0 ? mm.journal.charCodeAt(mm.journal.length - 1) : 0;
  if (fx === Fx.Equalizing) showMessage(u, o, say("equalizing", u.lang), 5000);
  if (text === "extension") {
    extend(u.shot, mm.shotclock);
  } else if (p === Phase.Play && (fx === Fx.Foul || fx === Fx.Equalizing || text.substring(0, 3) === "lag" || text === "resume")) {
    restart(u.shot, now, mm.shotclock);
  } else if (p !== Phase.Play) {
    stop(u.shot);
  }
  if (fx === Fx.Foul && ev === Ev.Foul + Foul.Safety && p === Phase.Play) promptItem(u.menu, "rebreak");
}

// the message line's status but in plain play
function notice(u: Unit): string {
  const mm = u.session.m;
  const p = u.session.m.n[T.Phase];
  if (p === Phase.Setup) return say("distance", u.lang) + " " + intText(mm.dist[0]) + (mm.dist[0] === mm.dist[1] ? "" : "/" + intText(mm.dist[1]));
  if (p === Phase.Suspended) return say("suspended", u.lang);
  if (p === Phase.Locked) return say("signed", u.lang);
  if (p === Phase.Finished) {
    const w = mm.n[T.Winner];
    return w < 0 ? say("draw", u.lang) : say("winner", u.lang) + " " + mm.names[w].toUpperCase();
  }
  if (mm.n[T.Equalizing] === 1) return say("equalizing", u.lang);
  if (u.shot.expired) return say("time", u.lang);
  return say("last", u.lang);
}

// a "!" line (a device setting)
function settingLine(u: Unit, o: UnitOptions, text: string, quiet: boolean, refresh: () => void): number {
  const r = setting(u, o, text);
  if (r >= 0) playCue(u, o, CUE_KEY);
  else if (!quiet) refused(u, o, r);
  refresh();
  return r;
}

// the lag under the UMB shot clock: the time-outs its distance gives first
function umbLag(u: Unit, quiet: boolean): void {
  u.line("set extensions " + intText(umbTimeOuts(Math.max(u.session.m.dist[0], u.session.m.dist[1]))), quiet);
}

// a shot clock set by a script line: the classic behaviour, unless UMB was chosen
function shotclockLine(u: Unit, cmd: Command): void {
  const p = cmd.a === 0 ? Profile.Off : u.shot.profile === Profile.Off ? Profile.Classic : u.shot.profile;
  if (p !== u.shot.profile && setProfile(u.session, p) >= 0) u.shot = newShotClock(p);
}

// a line (or a setting) refused from the buttons
function refused(u: Unit, o: UnitOptions, fx: number): void {
  playCue(u, o, CUE_ERROR);
  showMessage(u, o, say(fx === E_STORE_FULL ? "full" : "no", u.lang), 3000);
}

export function startUnit(o: UnitOptions): Unit {
  const session = openSession(o.store);
  const u: Unit = {
    session: session, menu: newMenu(), shot: newShotClock(session.profile), lang: 0, mute: false, bright: 8,
    message: "", messageUntil: 0,
    line: Number, stamp: String, onEvent: Number, key: Number, close: Number,
  };
  let last = "";

  const settings = readRecords(o.store.read("settings")).payloads;
  if (settings.length > 0) {
    u.lang = settings[0].charCodeAt(0);
    u.mute = settings[0].charCodeAt(1) === 1;
    u.bright = settings[0].charCodeAt(2);
  }

  // what the message line says when no menu or passing message is up: in play, the names
  const status = (f: Frame): string => {
    const mm = u.session.m;
    if (mm.n[T.Phase] !== Phase.Play || mm.n[T.Equalizing] === 1 || u.shot.expired || f.lastInning) return notice(u);
    return mm.names[0].toUpperCase() + " - " + mm.names[1].toUpperCase();
  };

  const refresh = () => {
    const now = o.clock.now();
    const f = view(u.session.m);
    const msg = u.menu.open ? menuText(u.menu, u.lang) : now < u.messageUntil ? u.message : status(f);
    const secs = u.shot.profile === Profile.Off ? -1 : secondsLeft(u.shot, now);
    const frame = render(o.ids, o.sizes, u.session.m, f, secs, msg);
    const text = frame.join("|");
    if (text !== last) {
      last = text;
      o.display.show(frame);
    }
  };

  // (the rarer lines' steps are functions of their own: the Espruino interpreter reads through
  // the whole of a function at each call, the branches it skips too)
  function line(text: string, quietly?: boolean, parsed?: Command): number {
    const quiet = quietly === true;
    if (text.substring(0, 1) === "!") return settingLine(u, o, text, quiet, refresh);
    if (text.substring(0, 4) === "lag " && u.shot.profile === Profile.Umb) umbLag(u, quiet);
    const cmd = parsed === undefined ? parseLine(text) : parsed;
    const fx = enter(u.session, cmd);
    if (fx >= 0 && cmd.code === Cmd.Shotclock) shotclockLine(u, cmd);
    if (fx < 0 && !quiet) {
      refused(u, o, fx);
    } else if (fx >= 0) {
      playCue(u, o, cueFor(fx));
      afterEvent(u, o, text, fx);
      u.onEvent(text, fx);
    }
    refresh();
    return fx;
  }

  // a gesture: the menu's, else the unit's (remoteKey, tableKey)
  function key(g: number, id: number): void {
    if (u.menu.open && menuGesture(u, o, g, id, refresh)) return;
    if (o.controls === Controls.Remote ? remoteKey(u, g, id) : tableKey(u, g, id)) return;
    playCue(u, o, CUE_KEY);
    refresh();
  }

  u.line = line;
  u.key = key;
  const gestures = startGestures(o.clock, o.holdMs, key);
  o.buttons.onEdge = gestures.edge;

  const ticker: Timer = o.clock.every(200, () => {
    const mm = u.session.m;
    const left = mm.n[T.Extensions + mm.n[T.Shooter]] < mm.extensions;
    const t = tick(u.shot, o.clock.now(), left);
    if (t === Tick.TimeOut) {
      // UMB: an unused time-out is applied by itself; if it cannot be, the clock just expires
      if (line("extension", false) < 0) {
        u.shot.expired = true;
        playCue(u, o, CUE_EXPIRED);
      }
    } else if (t === Tick.Warning) playCue(u, o, CUE_WARNING);
    else if (t === Tick.Expired) playCue(u, o, CUE_EXPIRED);
    // render only while something on the display moves: a running clock, a passing message
    const moving = (u.shot.running && !u.shot.expired) || o.clock.now() < u.messageUntil + 400;
    if (moving || t !== Tick.None) refresh();
  });

  u.close = () => {
    o.clock.cancel(ticker);
    gestures.close();
  };

  const link = o.link;
  if (link !== undefined) {
    u.onEvent = startLinkHandler({ link: link, unit: u, clock: o.clock, device: o.device === undefined ? "carom" : o.device,
      memory: o.memory });
  }
  o.display.brightness(u.bright);
  if (u.session.m.n[T.Phase] === Phase.Play) restart(u.shot, o.clock.now(), u.session.m.shotclock);
  refresh();
  return u;
}

