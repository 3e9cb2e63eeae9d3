// The device's preferences kept in the store (language, sound, brightness), and the spotting
// plan's message (rule 9). Top-level functions, not closures
// (docs/architecture.md, "Espruino: what the interpreter costs").
import { SPOT_NAMES, spotPlan } from "../../rules/spotting";
import { field, find, wordIndex } from "../../rules/fields";
import { Store } from "../../hal/roles";
import { readRecords, record } from "../journal/records";
import { say } from "./texts";

// The kept preferences: [language, mute (1) or not, brightness], or [] when none are kept (nor a
// record of another length: another version's, or one whose checksum passed by chance).
export function loadPrefs(store: Store): number[] {
  const kept = readRecords(store.read("settings")).payloads;
  if (kept.length === 0 || kept[0].length !== 3) return [];
  return [kept[0].charCodeAt(0), kept[0].charCodeAt(1), kept[0].charCodeAt(2)];
}

export function savePrefs(store: Store, lang: number, mute: boolean, bright: number): void {
  store.replace("settings", record(String.fromCharCode(lang, mute ? 1 : 0, bright)), 0);
}

// rule 9: where the balls to spot go, from `!spot BALLS RED CUE OTHER` (what lies where)
export function spotText(words: string[], lang: number): string {
  const names = "red cue other";
  const balls = words[1];
  const want = [0, 0, 0];
  for (let b = 0; b < 3; b++) if (balls === "all" || find(balls, field(names, " ", b), 0) >= 0) want[b] = 1;
  const lying = [wordIndex(names, words[2]), wordIndex(names, words[3]), wordIndex(names, words[4])];
  const plan = spotPlan(want, lying);
  let text = "";
  for (let b = 0; b < 3; b++) {
    if (plan[b] >= 0) text = text + say(field(names, " ", b), lang).substring(0, 3) + ">" + say(SPOT_NAMES[plan[b]], lang).substring(0, 3) + " ";
  }
  return text;
}
