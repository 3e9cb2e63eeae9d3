// The menu: every script event and setting reachable from a few buttons. An item is a line
// template whose {} are filled step by step (a choice, a number, a text, shot contacts); items
// that end an inning or a match against a player ask for a confirmation. Lines starting with
// "!" are device commands (device.ts), not script lines. The templates are the menu's own data:
// a finished item leaves the menu as a command (menuCommand).
import { Ev, Foul, FOUL_KINDS } from "../rules/codes";
import { field, fieldCount } from "../rules/fields";
import { intText } from "../rules/numbers";
import { parseCount } from "../rules/words";
import { Command, parseLine } from "../rules/parse";
import { parseDevice } from "./device";
import { say } from "./texts";

export const enum Key { Next = 0, Prev = 1, Ok = 2, Back = 3, Next10 = 4, Prev10 = 5 }

const CHARS = " ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-";
const CONTACTS = "R O N E S W ride:N ride:E ride:S ride:W ride:N,E ride:E,S ride:S,W ride:W,N frame onrail off end";

// An item a line: label|when|confirm|line template|steps, in one string (rules/fields.ts).
// when: the phases (0 setup, 1 in play, 2 suspended, 3 finished, 4 signed) that show the item;
// confirm: "!" asks for a confirmation. A step: c<options, space-separated> a choice,
// n<min> <max> <start> a number, t a text, s a shot's contacts, f a foul kind. One literal, so
// that the Espruino build can leave it in flash (tools/build-espruino.ts).
const ITEMS =
  "foul|1|!|foul {}|f\n" +
  "shot|1||shot {} {}|cnone frozen=N frozen=E frozen=S frozen=W|s\n" +
  "rebreak|1||rebreak\n" +
  "warn|1||warn {}|cA B\n" +
  "extension|1||extension\n" +
  "interference|1||interference\n" +
  "miscue|1||miscue\n" +
  "spot|1||!spot {} {} {} {}|cred cue other red+cue red+other cue+other all|cnone red cue other|cnone red cue other|cnone red cue other\n" +
  "suspend|1||suspend\n" +
  "resume|2||resume\n" +
  "sign|34|!|sign {}|creferee scorer A B\n" +
  "new|34|!|!new\n" +
  "protest|123||protest {} \"{}\"|cA B|t\n" +
  "dq|12|!|dq {}|cA B\n" +
  "forfeit|012|!|forfeit {}|cA B\n" +
  "distance|0||set distance {}|n1 999 40\n" +
  "handicap|0||set distance {} {}|n1 999 40|n1 999 40\n" +
  "innings|0||set innings {}|n0 200 50\n" +
  "equalize|0||set equalize {}|con off\n" +
  "tiebreak|0||set tiebreak {}|cnone shootout\n" +
  "shotclock|0||!profile {}|coff classic umb\n" +
  "extensions|0||set extensions {}|n0 9 1\n" +
  "lag|0||lag {} {} {}|cA B|cbreak assign|cwhite yellow\n" +
  "name|01||player {} \"{}\"|cA B|t\n" +
  "event|0||set event \"{}\"|t\n" +
  "round|0||set round \"{}\"|t\n" +
  "table|0||set table \"{}\"|t\n" +
  "referee|0||set referee \"{}\"|t\n" +
  "scorer|0||set scorer \"{}\"|t\n" +
  "language|01234||!lang {}|ces en\n" +
  "sound|01234||!sound {}|con off\n" +
  "bright|01234||!bright {}|n1 15 8\n" +
  "abandon|12|!|!abandon\n" +
  "remotes|01234||!remotes\n" +
  "unpair|01234|!|!unpair {}|n1 255 1\n" +
  "pair|-|!|!pair\n" +
  "newkey|-|!|!key"; // (no phase: only the link's key request opens it, as a prompt)
const ITEM_COUNT = fieldCount(ITEMS, "\n");

export interface Menu {
  // while the foul item (ITEMS' first line) asks to confirm: Ev.Foul + the kind chosen (the kind
  // step's choice, which the confirmation leaves in pos), else 0. What the remote's OK enters as
  // it goes down (unit.ts key): kept, not worked out at the press (first: Espruino looks a
  // property up along the object's list).
  foul: number;
  // made as it asks to confirm a safety foul: the rebreak prompt's text, which that OK opens, cut
  // to the message line, so the quick path only shows it (askRebreak, after each key and at a
  // change of language: "" once it asks anything else; kept after the foul is entered)
  ask: string;
  open: boolean;
  items: string; // the items of the phase the menu was opened in: their indexes, as character codes
  pos: number; // the item, or while filling: the value of the current step
  item: number; // -1 while choosing an item
  step: number;
  values: string[];
  text: string; // the text or contacts being entered
  confirming: boolean;
  prompt: boolean; // opened by the unit to ask one thing; any other press dismisses it
}

export function newMenu(): Menu {
  // (the quick path's first: Espruino looks a property up along the object's list)
  return { foul: 0, open: false, ask: "", prompt: false, items: "", pos: 0, item: -1, confirming: false, step: 0, values: [], text: "" };
}

// The k-th item of the open menu: its line in ITEMS, and its fields.
function row(menu: Menu, k: number): string {
  return field(ITEMS, "\n", menu.items.charCodeAt(k));
}
// (fields read in place: label 0, confirm 2 ("!"), line 3, steps from 4; declared functions, not
// arrow constants: the Espruino build leaves a declared function in flash until it is called,
// where a constant holds five variables or more for good)
function steps(r: string): number {
  return fieldCount(r, "|") - 4;
}

// A step's kind (c, n, t or s), its options (a choice, contacts) and bounds.
function options(st: string): string {
  return st.substring(0, 1) === "s" ? CONTACTS : st.substring(0, 1) === "f" ? FOUL_KINDS.join(" ") : st.substring(1);
}
function option(st: string, i: number): string {
  return field(options(st), " ", i);
}
function bound(st: string, i: number): number {
  return parseCount(field(st.substring(1), " ", i));
}

export function openMenu(menu: Menu, phase: number): void {
  menu.open = true;
  menu.prompt = false;
  menu.items = "";
  for (let i = 0; i < ITEM_COUNT; i++) {
    if (field(field(ITEMS, "\n", i), "|", 1).indexOf(intText(phase)) >= 0) menu.items = menu.items + String.fromCharCode(i);
  }
  menu.pos = 0;
  menu.item = -1;
  menu.confirming = false;
  menu.foul = 0;
}

// Opens straight on one item (a prompt, e.g. rebreak after an intentional safety).
export function promptItem(menu: Menu, name: string): void {
  openMenu(menu, -1);
  menu.prompt = true;
  for (let i = 0; i < ITEM_COUNT; i++) if (field(field(ITEMS, "\n", i), "|", 0) === name) menu.items = String.fromCharCode(i);
}

// The items of the rebreak prompt (rule 24), ITEMS' third line, as promptItem(menu, "rebreak")
// sets them: the quick path opens that prompt after a safety foul without looking the item up
// (test/quick-point.test.ts holds the two the same).
export const REBREAK_ITEMS = "\u0002";

// Menu.ask, after a key or a change of language: cut to the message line's width, as render cuts it.
export function askRebreak(menu: Menu, lang: number, width: number): void {
  menu.ask = menu.foul === Ev.Foul + Foul.Safety ? say("rebreak", lang).substring(0, width) : "";
}

// An item was chosen: one without steps or confirmation is done at once.
function choose(menu: Menu, index: number): string {
  begin(menu, index);
  const r = row(menu, index);
  if (steps(r) > 0 || field(r, "|", 2) === "!") return "";
  menu.open = false;
  return field(r, "|", 3);
}

function begin(menu: Menu, index: number): void {
  menu.item = index;
  menu.step = 0;
  menu.values = [];
  menu.text = "";
  startStep(menu);
}

function startStep(menu: Menu): void {
  const r = row(menu, menu.item);
  menu.confirming = menu.step >= steps(r) && field(r, "|", 2) === "!";
  if (menu.step < steps(r)) {
    const st = field(r, "|", 4 + menu.step);
    menu.pos = st.substring(0, 1) === "n" ? bound(st, 2) : 0;
  }
  menu.foul = menu.confirming && menu.items.charCodeAt(menu.item) === 0 ? Ev.Foul + menu.pos : 0;
}

function fill(r: string, values: string[]): string {
  let line = field(r, "|", 3);
  for (let i = 0; i < values.length; i++) {
    const at = line.indexOf("{}");
    line = line.substring(0, at) + values[i] + line.substring(at + 2);
  }
  return line;
}

function wrap(v: number, min: number, max: number): number {
  if (v > max) return min + ((v - max - 1) % (max - min + 1));
  if (v < min) return max - ((min - v - 1) % (max - min + 1));
  return v;
}

// A key pressed while the menu is open: returns the finished line, or "".
export function menuKey(menu: Menu, key: number): string {
  if (menu.item < 0) {
    const n = menu.items.length;
    if (key === Key.Back || n === 0) menu.open = false;
    else if (key === Key.Ok) return choose(menu, menu.pos);
    else menu.pos = wrap(menu.pos + (key === Key.Prev || key === Key.Prev10 ? -1 : 1), 0, n - 1);
    return "";
  }
  const r = row(menu, menu.item);
  if (menu.confirming || menu.step >= steps(r)) {
    if (key === Key.Ok) {
      menu.open = false;
      return fill(r, menu.values);
    }
    if (key === Key.Back) back(menu);
    return "";
  }
  const st = field(r, "|", 4 + menu.step);
  const k = st.substring(0, 1);
  if (key === Key.Back) {
    if ((k === "t" || k === "s") && menu.text !== "") {
      const cut = k === "t" ? menu.text.length - 1 : menu.text.lastIndexOf(" ");
      menu.text = menu.text.substring(0, cut < 0 ? 0 : cut);
    } else {
      back(menu);
    }
    return "";
  }
  if (key !== Key.Ok) {
    const delta = key === Key.Next ? 1 : key === Key.Prev ? -1 : key === Key.Next10 ? 10 : -10;
    menu.pos = wrap(menu.pos + delta, k === "n" ? bound(st, 0) : 0, k === "t" ? CHARS.length : k === "n" ? bound(st, 1) : fieldCount(options(st), " ") - 1);
    return "";
  }
  // Ok: take the value; a text or contact list takes characters or contacts until "end"
  if (k === "t" && menu.pos < CHARS.length) {
    if (menu.text.length < 16) menu.text = menu.text + CHARS.substring(menu.pos, menu.pos + 1);
    return "";
  }
  if (k === "s" && option(st, menu.pos) !== "end") {
    menu.text = menu.text === "" ? option(st, menu.pos) : menu.text + " " + option(st, menu.pos);
    return "";
  }
  let value = k === "n" ? intText(menu.pos) : k === "t" || k === "s" ? menu.text : option(st, menu.pos);
  if (k === "t") value = trimText(value);
  if (value === "none" && field(r, "|", 0) !== "tiebreak") value = ""; // (a shot's or a spot's "none"; the tie-break's is its value)
  menu.values.push(value);
  menu.step = menu.step + 1;
  menu.text = "";
  startStep(menu);
  if (menu.step >= steps(r) && field(r, "|", 2) !== "!") {
    menu.open = false;
    return fill(r, menu.values);
  }
  return "";
}

// Back to the list of items, on the item that was being filled.
function back(menu: Menu): void {
  menu.pos = menu.item;
  menu.item = -1;
  menu.confirming = false;
  menu.foul = 0;
}

function trimText(t: string): string {
  let a = 0;
  let b = t.length;
  while (a < b && t.substring(a, a + 1) === " ") a = a + 1;
  while (b > a && t.substring(b - 1, b) === " ") b = b - 1;
  return t.substring(a, b);
}

// What the message line shows for the menu.
export function menuText(menu: Menu, lang: number): string {
  if (menu.item < 0) return menu.items.length === 0 ? "" : say(field(row(menu, menu.pos), "|", 0), lang);
  const r = row(menu, menu.item);
  if (menu.confirming || menu.step >= steps(r)) {
    return say(field(r, "|", 0), lang) + " " + menu.values.join(" ").toUpperCase() + "?";
  }
  const st = field(r, "|", 4 + menu.step);
  const k = st.substring(0, 1);
  if (k === "n") return say(field(r, "|", 0), lang) + " " + intText(menu.pos);
  if (k === "c" || k === "f") return say(option(st, menu.pos), lang);
  if (k === "t") {
    const c = menu.pos < CHARS.length ? CHARS.substring(menu.pos, menu.pos + 1) : say("end", lang);
    return menu.text + "[" + c + "]";
  }
  return menu.text + " [" + say(option(st, menu.pos), lang) + "]";
}

// A finished item as the command it stands for.
export function menuCommand(line: string): Command {
  return line.substring(0, 1) === "!" ? parseDevice(line) : parseLine(line);
}
