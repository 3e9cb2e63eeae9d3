// The menu: every script event and setting reachable from a few buttons. An item is a line
// template whose {} are filled step by step (a choice, a number, a text, shot contacts); items
// that end an inning or a match against a player ask for a confirmation. Lines starting with
// "!" are device settings, not script lines.
import { FOUL_KINDS } from "../rules/codes";
import { intText } from "../rules/numbers";
import { say } from "./texts";

export const enum Key { Next = 0, Prev = 1, Ok = 2, Back = 3, Next10 = 4, Prev10 = 5 }
const enum Kind { Choice = 0, Number = 1, Text = 2, Contacts = 3 }

interface Step { kind: number; options: string[]; min: number; max: number; start: number }
interface Item { label: string; when: string; line: string; steps: Step[]; confirm: boolean }

const AB = ["A", "B"];
const CHARS = " ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-";
const CONTACTS = ["R", "O", "N", "E", "S", "W", "ride:N", "ride:E", "ride:S", "ride:W", "ride:N,E", "ride:E,S",
  "ride:S,W", "ride:W,N", "frame", "onrail", "off", "end"];
const FROZEN = ["none", "frozen=N", "frozen=E", "frozen=S", "frozen=W"];
const BALLS = ["red", "cue", "other", "red+cue", "red+other", "cue+other", "all"];
const LYING = ["none", "red", "cue", "other"];

function choice(options: string[]): Step {
  return { kind: Kind.Choice, options: options, min: 0, max: options.length - 1, start: 0 };
}
function count(min: number, max: number, start: number): Step {
  return { kind: Kind.Number, options: [], min: min, max: max, start: start };
}
const TEXT: Step = { kind: Kind.Text, options: [], min: 0, max: 16, start: 0 };
const SHOT: Step = { kind: Kind.Contacts, options: CONTACTS, min: 0, max: CONTACTS.length - 1, start: 0 };

function item(label: string, when: string, line: string, steps: Step[], confirm: boolean): Item {
  return { label: label, when: when, line: line, steps: steps, confirm: confirm };
}

// when: the phases (0 setup, 1 in play, 2 suspended, 3 finished, 4 signed) that show the item
export const ITEMS: Item[] = [
  item("foul", "1", "foul {}", [choice(FOUL_KINDS)], true),
  item("shot", "1", "shot {} {}", [choice(FROZEN), SHOT], false),
  item("rebreak", "1", "rebreak", [], false),
  item("warn", "1", "warn {}", [choice(AB)], false),
  item("extension", "1", "extension", [], false),
  item("interference", "1", "interference", [], false),
  item("miscue", "1", "miscue", [], false),
  item("spot", "1", "!spot {} {} {} {}", [choice(BALLS), choice(LYING), choice(LYING), choice(LYING)], false),
  item("suspend", "1", "suspend", [], false),
  item("resume", "2", "resume", [], false),
  item("sign", "34", "sign {}", [choice(["referee", "scorer", "A", "B"])], true),
  item("new", "34", "!new", [], true),
  item("protest", "123", "protest {} \"{}\"", [choice(AB), TEXT], false),
  item("dq", "12", "dq {}", [choice(AB)], true),
  item("forfeit", "012", "forfeit {}", [choice(AB)], true),
  item("distance", "0", "set distance {}", [count(1, 999, 40)], false),
  item("handicap", "0", "set distance {} {}", [count(1, 999, 40), count(1, 999, 40)], false),
  item("innings", "0", "set innings {}", [count(0, 200, 50)], false),
  item("equalize", "0", "set equalize {}", [choice(["on", "off"])], false),
  item("shotclock", "0", "!profile {}", [choice(["off", "classic", "umb"])], false),
  item("extensions", "0", "set extensions {}", [count(0, 9, 1)], false),
  item("lag", "0", "lag {} {} {}", [choice(AB), choice(["break", "assign"]), choice(["white", "yellow"])], false),
  item("name", "01", "player {} \"{}\"", [choice(AB), TEXT], false),
  item("event", "0", "set event \"{}\"", [TEXT], false),
  item("round", "0", "set round \"{}\"", [TEXT], false),
  item("table", "0", "set table \"{}\"", [TEXT], false),
  item("referee", "0", "set referee \"{}\"", [TEXT], false),
  item("scorer", "0", "set scorer \"{}\"", [TEXT], false),
  item("language", "01234", "!lang {}", [choice(["es", "en"])], false),
  item("sound", "01234", "!sound {}", [choice(["on", "off"])], false),
  item("bright", "01234", "!bright {}", [count(1, 15, 8)], false),
];

export interface Menu {
  open: boolean;
  items: Item[]; // those of the phase the menu was opened in
  pos: number; // the item, or while filling: the value of the current step
  item: number; // -1 while choosing an item
  step: number;
  values: string[];
  text: string; // the text or contacts being entered
  confirming: boolean;
  prompt: boolean; // opened by the unit to ask one thing; any other press dismisses it
}

export function newMenu(): Menu {
  return { open: false, items: [], pos: 0, item: -1, step: 0, values: [], text: "", confirming: false, prompt: false };
}

export function openMenu(menu: Menu, phase: number): void {
  menu.open = true;
  menu.prompt = false;
  menu.items = [];
  for (let i = 0; i < ITEMS.length; i++) if (ITEMS[i].when.indexOf(intText(phase)) >= 0) menu.items.push(ITEMS[i]);
  menu.pos = 0;
  menu.item = -1;
  menu.confirming = false;
}

// Opens straight on one item (a prompt, e.g. rebreak after an intentional safety).
export function promptItem(menu: Menu, label: string): void {
  openMenu(menu, -1);
  menu.prompt = true;
  for (let i = 0; i < ITEMS.length; i++) if (ITEMS[i].label === label) menu.items.push(ITEMS[i]);
}

// An item was chosen: one without steps or confirmation is done at once.
function choose(menu: Menu, index: number): string {
  begin(menu, index);
  const it = menu.items[index];
  if (it.steps.length > 0 || it.confirm) return "";
  menu.open = false;
  return it.line;
}

function begin(menu: Menu, index: number): void {
  menu.item = index;
  menu.step = 0;
  menu.values = [];
  menu.text = "";
  startStep(menu);
}

function startStep(menu: Menu): void {
  const it = menu.items[menu.item];
  menu.confirming = menu.step >= it.steps.length && it.confirm;
  if (menu.step < it.steps.length) menu.pos = it.steps[menu.step].start;
}

function fill(it: Item, values: string[]): string {
  let line = it.line;
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
  const it = menu.items[menu.item];
  if (menu.confirming || menu.step >= it.steps.length) {
    if (key === Key.Ok) {
      menu.open = false;
      return fill(it, menu.values);
    }
    if (key === Key.Back) back(menu);
    return "";
  }
  const st = it.steps[menu.step];
  if (key === Key.Back) {
    if ((st.kind === Kind.Text || st.kind === Kind.Contacts) && menu.text !== "") {
      const cut = st.kind === Kind.Text ? menu.text.length - 1 : menu.text.lastIndexOf(" ");
      menu.text = menu.text.substring(0, cut < 0 ? 0 : cut);
    } else {
      back(menu);
    }
    return "";
  }
  if (key !== Key.Ok) {
    const delta = key === Key.Next ? 1 : key === Key.Prev ? -1 : key === Key.Next10 ? 10 : -10;
    const max = st.kind === Kind.Text ? CHARS.length : st.max;
    menu.pos = wrap(menu.pos + delta, st.kind === Kind.Number ? st.min : 0, max);
    return "";
  }
  // Ok: take the value; a text or contact list takes characters or contacts until "end"
  if (st.kind === Kind.Text && menu.pos < CHARS.length) {
    if (menu.text.length < st.max) menu.text = menu.text + CHARS.substring(menu.pos, menu.pos + 1);
    return "";
  }
  if (st.kind === Kind.Contacts && st.options[menu.pos] !== "end") {
    menu.text = menu.text === "" ? st.options[menu.pos] : menu.text + " " + st.options[menu.pos];
    return "";
  }
  let value = st.kind === Kind.Number ? intText(menu.pos) : st.kind === Kind.Choice ? st.options[menu.pos] : menu.text;
  if (st.kind === Kind.Text) value = trimText(value);
  if (value === "none") value = "";
  menu.values.push(value);
  menu.step = menu.step + 1;
  menu.text = "";
  startStep(menu);
  if (menu.step >= it.steps.length && !it.confirm) {
    menu.open = false;
    return fill(it, menu.values);
  }
  return "";
}

// Back to the list of items, on the item that was being filled.
function back(menu: Menu): void {
  menu.pos = menu.item;
  menu.item = -1;
  menu.confirming = false;
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
  if (menu.item < 0) return menu.items.length === 0 ? "" : say(menu.items[menu.pos].label, lang);
  const it = menu.items[menu.item];
  if (menu.confirming || menu.step >= it.steps.length) {
    return say(it.label, lang) + " " + menu.values.join(" ").toUpperCase() + "?";
  }
  const st = it.steps[menu.step];
  if (st.kind === Kind.Number) return say(it.label, lang) + " " + intText(menu.pos);
  if (st.kind === Kind.Choice) return say(st.options[menu.pos], lang);
  if (st.kind === Kind.Text) {
    const c = menu.pos < CHARS.length ? CHARS.substring(menu.pos, menu.pos + 1) : say("end", lang);
    return menu.text + "[" + c + "]";
  }
  return menu.text + " [" + say(st.options[menu.pos], lang) + "]";
}
