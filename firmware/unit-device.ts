// The unit's device commands (device.ts): preferences, the wall time, the spotting plan, the
// shot-clock profile (and the shot clock a script line or the UMB lag sets) and the next match.
// Part of the unit, which alone writes its state; top-level functions (docs/architecture.md,
// "Espruino: what the interpreter costs").
import { Cmd, Err, Fx } from "../rules/codes";
import type { Match } from "../rules/state";
import { Command, command } from "../rules/command";
import { Dev } from "./journal/device";
import { askRebreak } from "./panel/menu";
import { nextMatch, setProfile, stampClock } from "./journal/session";
import type { Session } from "./journal/journal-file";
import { savePrefs, spotText } from "./panel/settings";
import { newShotClock, Profile, umbTimeOuts } from "./panel/shotclock";
import { say } from "./panel/texts";
import { QuickAt, UnitContext, UnitState } from "./panel/state";
import { showMessage } from "./panel/message";

// Times kept as differences from now, at each tick: an integer firmware's milliseconds wrap after
// 24.8 days up (NodeMCU), and a difference of two times is right across the wrap only while the
// two are less than that apart. A message 400 ms past its end is over (messageUntil 0); the wall
// time is carried on every 4 hours (a number below 2^24, as portable code keeps them). (Resident
// on Espruino: the ticker calls it 5 times a second.)
/** @resident */
export function keepTimes(st: UnitState, now: number): void {
  if (st.messageUntil !== 0 && now - st.messageUntil >= 400) st.messageUntil = 0;
  if (st.wall.days >= 0 && now - st.wallAt >= 14400000) {
    st.wallAt = st.wallAt + 14400000;
    st.wall.secs = st.wall.secs + 14400;
    if (st.wall.secs >= 86400) {
      st.wall.days = st.wall.days + 1;
      st.wall.secs = st.wall.secs - 86400;
    }
  }
}

// The match ended or was signed: when, on the unit's clock (days 0: never set), into its journal.
export function endClock(st: UnitState, rec: Session, now: number): void {
  const secs = st.wall.secs + Math.floor((now - st.wallAt) / 1000);
  const set = st.wall.days >= 0;
  stampClock(rec, set ? st.wall.days + Math.floor(secs / 86400) : 0, set ? secs % 86400 : 0);
}

// the shot-clock profile, before the lag; the match's shot clock follows it
function clockProfile(u: UnitContext, rec: Session, p: number): number {
  const r = setProfile(rec, p);
  if (r < 0) return r;
  u.st.shot = newShotClock(p);
  return u.input(command(Cmd.Shotclock, p === Profile.Classic ? 40 : p === Profile.Umb ? 30 : 0), true);
}

function startNext(u: UnitContext, rec: Session, cmd: Command): number {
  const st = u.st;
  const r = nextMatch(rec, cmd.code === Dev.Abandon, cmd.a === 1);
  if (r < 0) return r;
  st.shot = newShotClock(rec.profile);
  if (cmd.code === Dev.Abandon) showMessage(u, say("abandoned", st.lang), 5000);
  return Fx.Setup;
}

// A device command: an effect code (Fx.None: nothing to hear), or a negative error. The features'
// own (the seal's key, the remotes, the club network) go to the features the start-up started.
export function deviceCommand(u: UnitContext, rec: Session, cmd: Command): number {
  const st = u.st;
  const o = u.o;
  const c = cmd.code;
  if (c === Dev.Lang) {
    st.lang = cmd.a;
    askRebreak(st.menu, st.lang, st.quickAt[QuickAt.MsgWidth]);
  } else if (c === Dev.Sound) st.mute = cmd.a === 0;
  else if (c === Dev.Bright) {
    st.bright = cmd.a;
    o.display.brightness(cmd.a);
  } else if (c === Dev.Time) {
    st.wall = { days: cmd.a, secs: cmd.b };
    st.wallAt = o.clock.now();
    return Fx.None;
  } else if (c === Dev.Spot) {
    showMessage(u, spotText(cmd.words, st.lang), 15000);
    return Fx.Note;
  } else if (c === Dev.New || c === Dev.Abandon) {
    return startNext(u, rec, cmd);
  } else if (c === Dev.Profile) {
    return clockProfile(u, rec, cmd.a);
  } else {
    return u.more === null ? Err.Word : u.more(cmd);
  }
  savePrefs(o.store, st.lang, st.mute, st.bright);
  return Fx.Setup;
}

// the lag under the UMB shot clock: the time-outs its distance gives first
export function umbLag(u: UnitContext, m: Match, quiet: boolean): void {
  u.input(command(Cmd.Extensions, umbTimeOuts(Math.max(m.dist[0], m.dist[1]))), quiet);
}

// a shot clock set by a script line: the classic behaviour, unless UMB was chosen
export function shotclockSet(st: UnitState, rec: Session, cmd: Command): void {
  const p = cmd.a === 0 ? Profile.Off : st.shot.profile === Profile.Off ? Profile.Classic : st.shot.profile;
  if (p !== st.shot.profile && setProfile(rec, p) >= 0) st.shot = newShotClock(p);
}
