// The menu: every script event and setting reachable from a few buttons. An item is a command's
// code whose values are chosen step by step (a choice, a number, a text, shot contacts); items
// that end an inning or a match against a player ask for a confirmation. A finished item leaves
// the menu as the command itself (Menu.cmd), made from the item's code and the values chosen, as
// every input is parsed once where it arrives: no script text, no script parser on the device
// (test/menu-commands.test.ts holds each item and each choice to the script line it stands for).
import { Cmd, Ev, Foul } from "../../rules/codes";
import { field, fieldCount, find } from "../../rules/fields";
import { intText } from "../../rules/numbers";
import { checkText, parseCount } from "../../rules/words";
import { Command, command } from "../../rules/command";
import { Dev } from "../journal/device";
import { say } from "./texts";
import { bound, CHARS, ITEM_COUNT, ITEMS, option, options, steps } from "./menu-items";

export const enum Key { Next = 0, Prev = 1, Ok = 2, Back = 3, Next10 = 4, Prev10 = 5, Long = 6 } // (Long: OK held two seconds)


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
  hold: boolean; // a short OK on an item that asks for a long hold: the message line says to hold it
  cmd: Command; // the item's command, made as its values are chosen; entered once menuKey returns 1
}

export function newMenu(): Menu {
  // (the quick path's first: docs/architecture.md, "Espruino: what the interpreter costs")
  return { foul: 0, open: false, ask: "", prompt: false, items: "", pos: 0, item: -1, confirming: false, step: 0, values: [], text: "", hold: false, cmd: command(Cmd.None, 0) };
}

// The k-th item of the open menu: its line in ITEMS, and its fields.
function row(menu: Menu, k: number): string {
  return field(ITEMS, "\n", menu.items.charCodeAt(k));
}
export function openMenu(menu: Menu, phase: number): void {
  menu.open = true;
  menu.prompt = false;
  menu.hold = false;
  menu.items = "";
  menu.pos = 0;
  for (let i = 0; i < ITEM_COUNT; i++) {
    const when = field(field(ITEMS, "\n", i), "|", 1);
    // (find, not indexOf: on Espruino "01".indexOf("1*") is 1, and in play the menu opened on the name)
    if (find(when, intText(phase) + "*", 0) >= 0) menu.pos = menu.items.length;
    if (when.indexOf(intText(phase)) >= 0) menu.items = menu.items + String.fromCharCode(i);
  }
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
function choose(menu: Menu, index: number): number {
  begin(menu, index);
  const r = row(menu, index);
  if (steps(r) > 0 || field(r, "|", 2) !== "") return 0;
  return done(menu);
}

// The item's command as it starts: its code (and a key), its label as its first word (a shot's).
function begin(menu: Menu, index: number): void {
  const r = row(menu, index);
  const code = field(r, "|", 3);
  const a = parseCount(field(code, " ", 1));
  menu.cmd = { code: parseCount(field(code, " ", 0)), a: a < 0 ? 0 : a, b: 0, c: 0, text: "", words: [field(r, "|", 0)] };
  menu.item = index;
  menu.step = 0;
  menu.values = [];
  menu.text = "";
  startStep(menu);
}

// A step's value into the command (ITEMS: where it goes); k: the step's kind.
function take(menu: Menu, st: string, k: string): void {
  const cmd = menu.cmd;
  const d = st.substring(1, 2);
  const i = menu.pos;
  if (k === "t") {
    cmd.text = trimText(menu.text);
    const bad = checkText(cmd.text);
    if (bad < 0) cmd.code = bad;
  } else if (k === "s") {
    const n = menu.text === "" ? 0 : fieldCount(menu.text, " ");
    for (let j = 0; j < n; j++) cmd.words.push(field(menu.text, " ", j));
  } else if (d === "+" || d === "p") {
    cmd.code = cmd.code + i;
    if (d === "p") cmd.a = i;
  } else if (d === "a") {
    cmd.a = i;
    if (k === "n") cmd.b = i;
  } else if (d === "b") cmd.b = i;
  else if (d === "!") cmd.a = 1 - i;
  else if (d === "B") cmd.b = 1 - i;
  else if (d === "c") cmd.c = i + 1;
  else if (option(st, i) !== "none") cmd.words.push(option(st, i));
  else if (d === "w") cmd.words.push("");
}

// The item is done: a device command's b is its a (rules/parse.ts command). The menu closes; 1:
// Menu.cmd is to be entered. (A shot is judged by the match, rules/judge.ts, as a script line's
// is: no shot the menu makes is one the judge refuses, a frozen rail first and contacts it knows,
// so it has nothing to check here; test/menu-commands.test.ts.)
function done(menu: Menu): number {
  const cmd = menu.cmd;
  if (cmd.code >= Dev.First) cmd.b = cmd.a;
  menu.open = false;
  return 1;
}

function startStep(menu: Menu): void {
  const r = row(menu, menu.item);
  menu.confirming = menu.step >= steps(r) && field(r, "|", 2) !== "";
  if (menu.step < steps(r)) {
    const st = field(r, "|", 4 + menu.step);
    menu.pos = st.substring(0, 1) === "n" ? bound(st, 2) : 0;
  }
  menu.foul = menu.confirming && menu.items.charCodeAt(menu.item) === 0 ? Ev.Foul + menu.pos : 0;
}

function wrap(v: number, min: number, max: number): number {
  if (v > max) return min + ((v - max - 1) % (max - min + 1));
  if (v < min) return max - ((min - v - 1) % (max - min + 1));
  return v;
}

// Whether the menu is on an item that the OK button must be held on (ITEMS: "!!").
export function menuLong(menu: Menu): boolean {
  return menu.open && menu.item < 0 && menu.items.length > 0 && field(row(menu, menu.pos), "|", 2) === "!!";
}

// A key pressed while the menu is open: 1 when an item is done (its command: Menu.cmd), else 0.
export function menuKey(menu: Menu, key: number): number {
  if (menu.item < 0) {
    const n = menu.items.length;
    const long = menuLong(menu);
    menu.hold = key === Key.Ok && long;
    if (key === Key.Back || n === 0) menu.open = false;
    else if (key === Key.Ok || key === Key.Long) return long === (key === Key.Long) ? choose(menu, menu.pos) : 0;
    else menu.pos = wrap(menu.pos + (key === Key.Prev || key === Key.Prev10 ? -1 : 1), 0, n - 1);
    return 0;
  }
  const r = row(menu, menu.item);
  if (menu.confirming || menu.step >= steps(r)) {
    if (key === Key.Ok) return done(menu);
    if (key === Key.Back) back(menu);
    return 0;
  }
  const st = field(r, "|", 4 + menu.step);
  const k = st.substring(0, 1);
  if (key === Key.Long) return 0;
  if (key === Key.Back) {
    if ((k === "t" || k === "s") && menu.text !== "") {
      const cut = k === "t" ? menu.text.length - 1 : menu.text.lastIndexOf(" ");
      menu.text = menu.text.substring(0, cut < 0 ? 0 : cut);
    } else {
      back(menu);
    }
    return 0;
  }
  if (key !== Key.Ok) {
    const delta = key === Key.Next ? 1 : key === Key.Prev ? -1 : key === Key.Next10 ? 10 : -10;
    const lo = k === "n" ? bound(st, 0) : 0;
    const hi = k === "t" ? CHARS.length : k === "n" ? bound(st, 1) : fieldCount(options(st), " ") - 1;
    // a number held by tens stops at its limits (from 7, down: 1, never 996); a step at a time goes round
    menu.pos = k === "n" && (delta === 10 || delta === -10) ? Math.max(lo, Math.min(hi, menu.pos + delta)) : wrap(menu.pos + delta, lo, hi);
    return 0;
  }
  // Ok: take the value; a text or contact list takes characters or contacts until "end"
  if (k === "t" && menu.pos < CHARS.length) {
    if (menu.text.length < 16) menu.text = menu.text + CHARS.substring(menu.pos, menu.pos + 1);
    return 0;
  }
  if (k === "s" && option(st, menu.pos) !== "end") {
    menu.text = menu.text === "" ? option(st, menu.pos) : menu.text + " " + option(st, menu.pos);
    return 0;
  }
  take(menu, st, k);
  menu.values.push(k === "n" ? intText(menu.pos) : k === "t" || k === "s" ? menu.text : option(st, menu.pos)); // (shown at a confirmation)
  menu.step = menu.step + 1;
  menu.text = "";
  startStep(menu);
  return menu.step >= steps(r) && field(r, "|", 2) === "" ? done(menu) : 0;
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
  if (menu.item < 0) return menu.items.length === 0 ? "" : say(menu.hold ? "holdok" : field(row(menu, menu.pos), "|", 0), lang);
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
