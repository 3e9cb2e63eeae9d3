// The unit's device settings: the "!" lines (language, sound, brightness, next match, shot-clock
// profile, ball spotting) and the passing message they show. Top-level functions of the unit, not
// closures: on Espruino they are left in flash until they are called (tools/espruino-lazy.ts).
import { Fx } from "../rules/codes";
import { SPOT_NAMES, spotPlan } from "../rules/spotting";
import { intText } from "../rules/numbers";
import { field, find, wordIndex } from "../rules/fields";
import { parseCount } from "../rules/words";
import { record } from "./records";
import { nextMatch, setProfile } from "./session";
import { newShotClock, Profile, PROFILES } from "./shotclock";
import { LANGS, say } from "./texts";
import type { Unit, UnitOptions } from "./unit";

// a passing message on the message line, for ms milliseconds
export function showMessage(u: Unit, o: UnitOptions, text: string, ms: number): void {
  u.message = text;
  u.messageUntil = o.clock.now() + ms;
}

function saveSettings(u: Unit, o: UnitOptions): void {
  o.store.replace("settings", record(String.fromCharCode(u.lang, u.mute ? 1 : 0, u.bright)), 0);
}

// A "!" line: a device setting.
export function setting(u: Unit, o: UnitOptions, text: string): number {
  const words = text.split(" ");
  const w = words[0];
  const arg = words.length === 2 ? words[1] : "";
  if (w === "!lang" && wordIndex(LANGS, arg) >= 0) u.lang = wordIndex(LANGS, arg);
  else if (w === "!sound" && (arg === "on" || arg === "off")) u.mute = arg === "off";
  else if (w === "!bright" && parseCount(arg) >= 1 && parseCount(arg) <= 15) {
    u.bright = parseCount(arg);
    o.display.brightness(u.bright);
  } else if (w === "!new") {
    const r = nextMatch(u.session, u.stamp());
    if (r < 0) return r;
    u.shot = newShotClock(u.session.profile);
    u.onEvent("new", Fx.Setup);
    return Fx.Setup;
  } else if (w === "!profile") {
    const p = wordIndex(PROFILES, arg);
    const r = p < 0 ? -1 : setProfile(u.session, p);
    if (r < 0) return r;
    u.shot = newShotClock(p);
    return u.line("set shotclock " + intText(p === Profile.Classic ? 40 : p === Profile.Umb ? 30 : 0), true);
  } else if (w === "!spot" && words.length === 5) {
    return spot(u, o, words);
  } else {
    return -1;
  }
  saveSettings(u, o);
  return Fx.Setup;
}

// rule 9: where the balls to spot go; shown as a passing message
function spot(u: Unit, o: UnitOptions, words: string[]): number {
  const names = "red cue other";
  const balls = words[1];
  const want = [0, 0, 0];
  for (let b = 0; b < 3; b++) if (balls === "all" || find(balls, field(names, " ", b), 0) >= 0) want[b] = 1;
  const lying = [wordIndex(names, words[2]), wordIndex(names, words[3]), wordIndex(names, words[4])];
  const plan = spotPlan(want, lying);
  let text = "";
  for (let b = 0; b < 3; b++) {
    if (plan[b] >= 0) text = text + say(field(names, " ", b), u.lang).substring(0, 3) + ">" + say(SPOT_NAMES[plan[b]], u.lang).substring(0, 3) + " ";
  }
  showMessage(u, o, text, 15000);
  return Fx.Note;
}
