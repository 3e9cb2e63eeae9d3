// The menu makes its commands from its items' codes and the values chosen (firmware/panel/menu.ts), with
// no script text and no script parser on the device. The proof that it makes the same commands as
// before: every item, every choice (numbers at and next to their bounds, texts, shot contacts one
// and two at a time and every golden scenario's shot), driven with the menu's keys, gives the
// command that parseLine (or the device lines' parser) makes of the line the item's old template
// filled in. TEMPLATES is the menu's table as it was (7d08afc): the same items, phases, steps and
// options, each with the line it made.
import * as fs from "fs";
import * as path from "path";
import { Key, menuKey, menuText, newMenu, openMenu, promptItem, Menu } from "../firmware/panel/menu";
import { say } from "../firmware/panel/texts";
import { Cmd, FOUL_KINDS } from "../rules/codes";
import { Command } from "../rules/parse";
import { judgeShot } from "../rules/judge";
import { Dev } from "../firmware/journal/device";
import { lineCommand } from "./support/device-line";

const TEMPLATES =
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
  "newkey|-|!|!key";
// what ends a match is chosen by holding OK two seconds (Key.Long), not by a press (since the old table)
const LONG = ["forfeit", "dq", "abandon"];
const CHARS = " ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-";
const CONTACTS = "R O N E S W ride:N ride:E ride:S ride:W ride:N,E ride:E,S ride:S,W ride:W,N frame onrail off end".split(" ");
const TEXTS = ["ANA", " J. PEREZ-2 ", "", "   ", "ABCDEFGHIJKLMNOPQRSTU"]; // (the menu keeps 16 characters)

interface Item { label: string; when: string; confirm: boolean; template: string; steps: string[] }
const ITEMS: Item[] = TEMPLATES.split("\n").map((l) => {
  const f = l.split("|");
  return { label: f[0], when: f[1], confirm: f[2] === "!", template: f[3], steps: f.slice(4) };
});

// every golden scenario's shot whose contacts the menu offers: [frozen word or "", contacts]
function scenarioShots(): Array<[string, string[]]> {
  const dir = path.join(__dirname, "scenarios");
  const lines = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".txt"))) {
    for (const l of fs.readFileSync(path.join(dir, f), "utf8").split("\n")) if (/^shot( |$)/.test(l)) lines.add(l.replace(/#.*/, "").trim());
  }
  const out: Array<[string, string[]]> = [];
  for (const l of lines) {
    const w = l.split(/\s+/).slice(1);
    const frozen = w.length > 0 && w[0].startsWith("frozen=") ? w.shift()! : "";
    if (w.every((c) => CONTACTS.includes(c) && c !== "end")) out.push([frozen, w]);
  }
  return out;
}

// A step's values to try: a choice's places, a number's bounds and start and their neighbours,
// texts, contact lists.
type Value = number | string | string[];
function values(st: string): Value[] {
  const k = st[0];
  if (k === "f") return FOUL_KINDS.map((_, i) => i);
  if (k === "c") return st.slice(1).split(" ").map((_, i) => i);
  if (k === "n") {
    const [min, max, start] = st.slice(1).split(" ").map(Number);
    return [...new Set([min, min + 1, start, max - 1, max])];
  }
  if (k === "t") return TEXTS;
  const contacts = CONTACTS.filter((c) => c !== "end");
  const lists: string[][] = [[]];
  for (const a of contacts) {
    lists.push([a]);
    for (const b of contacts) lists.push([a, b]);
  }
  return lists;
}

// The value's word in the old line, as the old menu filled it in.
function word(st: string, label: string, v: Value): string {
  const k = st[0];
  let w: string;
  if (k === "n") w = String(v);
  else if (k === "t") w = (v as string).slice(0, 16).trim();
  else if (k === "s") w = (v as string[]).join(" ");
  else w = (k === "f" ? FOUL_KINDS : st.slice(1).split(" "))[v as number];
  return w === "none" && label !== "tiebreak" ? "" : w;
}

function fill(template: string, words: string[]): string {
  let line = template;
  for (const w of words) line = line.replace("{}", w);
  return line;
}

// Presses Next (or Prev) until the menu's value is `to`; returns whether menuKey said done.
function press(menu: Menu, key: number): number {
  return menuKey(menu, key);
}
function moveTo(menu: Menu, to: number): void {
  let guard = 0;
  const key = to < menu.pos ? Key.Prev : Key.Next;
  while (menu.pos !== to && guard++ < 2000) expect(press(menu, key)).toBe(0);
  expect(menu.pos).toBe(to);
}

// Enters one value of a step with the keys; returns menuKey's answer to the last OK.
function enter(menu: Menu, st: string, v: Value): number {
  const k = st[0];
  if (k === "t" || k === "s") {
    const list = k === "t" ? (v as string).split("") : (v as string[]);
    const alphabet = k === "t" ? CHARS.split("") : CONTACTS;
    for (const c of list) {
      moveTo(menu, alphabet.indexOf(c));
      const chosen = "[" + (k === "t" ? c : say(c, 1)) + "]";
      expect(menuText(menu, 1).slice(-chosen.length)).toBe(chosen);
      expect(press(menu, Key.Ok)).toBe(0);
    }
    moveTo(menu, k === "t" ? CHARS.length : CONTACTS.indexOf("end"));
    return press(menu, Key.Ok);
  }
  moveTo(menu, v as number);
  return press(menu, Key.Ok);
}

// Every combination of the item's steps' values.
function combinations(item: Item): Value[][] {
  let out: Value[][] = [[]];
  item.steps.forEach((st, s) => {
    let vs = values(st);
    if (item.label === "shot" && s === 1) vs = vs.concat(scenarioShots().map(([, c]) => c));
    out = out.flatMap((before) => vs.map((v) => [...before, v]));
  });
  if (item.label === "shot") for (const [frozen, c] of scenarioShots()) if (frozen !== "") out.push([item.steps[0].slice(1).split(" ").indexOf(frozen), c]);
  return out;
}

// The item's command through the menu's keys, from a menu opened in a phase that shows it.
function viaKeys(item: Item, vs: Value[]): Command {
  const menu = newMenu();
  if (item.when === "-") {
    promptItem(menu, item.label);
  } else {
    const phase = Number(item.when[0]);
    openMenu(menu, phase);
    moveTo(menu, ITEMS.filter((it) => it.when.includes(String(phase))).indexOf(item));
  }
  expect(menuText(menu, 1)).toBe(say(item.label, 1));
  let r = press(menu, LONG.includes(item.label) ? Key.Long : Key.Ok);
  item.steps.forEach((st, s) => {
    expect(r).toBe(0);
    r = enter(menu, st, vs[s]);
  });
  if (item.confirm) {
    expect(r).toBe(0);
    expect(menu.confirming).toBe(true);
    r = press(menu, Key.Ok);
  }
  expect(r).toBe(1);
  expect(menu.open).toBe(false);
  return menu.cmd;
}

// What must agree: an error's code and word; else the code, a, b, c and text, and the words a
// command is read by (a shot's contacts, judged again by the match; the spotting's balls and
// places, words 1 to 4).
function agreed(c: Command): object {
  if (c.code < 0) return { code: c.code, text: c.text };
  return {
    code: c.code, a: c.a, b: c.b, c: c.c, text: c.text,
    words: c.code === Cmd.Shot ? c.words : c.code === Dev.Spot ? c.words.slice(1) : [],
  };
}

describe("the menu makes each item's command from its codes, as parseLine made it from the item's line", () => {
  for (const item of ITEMS) {
    test(`${item.label}: ${item.template}`, () => {
      const combos = combinations(item);
      let errors = 0;
      for (const vs of combos) {
        const line = fill(item.template, item.steps.map((st, s) => word(st, item.label, vs[s])));
        const want = lineCommand(line);
        if (want.code < 0) errors++;
        const got = viaKeys(item, vs);
        if (JSON.stringify(agreed(got)) !== JSON.stringify(agreed(want))) {
          expect({ line, got: agreed(got) }).toEqual({ line, got: agreed(want) });
        }
      }
      // (a text item meets the empty text, a shot the contacts parseLine refuses: errors agree too)
      if (item.steps.some((st) => st[0] === "t")) expect(errors).toBeGreaterThan(0);
      expect(combos.length).toBeGreaterThan(0);
    });
  }

});

test("rules 2-16: no shot the menu can make is one the judge refuses (the menu leaves the shot's judging to the match)", () => {
  const frozen = ["", "frozen=N", "frozen=E", "frozen=S", "frozen=W"];
  const contacts = CONTACTS.filter((c) => c !== "end");
  let tried = 0;
  for (const f of frozen) {
    for (const a of contacts) for (const b of contacts) for (const c of contacts) {
      const words = ["shot", ...(f === "" ? [] : [f]), a, b, c];
      expect([words.join(" "), judgeShot(words, 1, false) >= 0]).toEqual([words.join(" "), true]);
      tried++;
    }
  }
  expect(tried).toBe(5 * 17 * 17 * 17);
});

test("the menu needs no script parser: nothing in firmware/ or hal/ imports parseLine, splitWords or the device lines' parser but the link (which protocol 3 rewrites)", () => {
  const root = path.join(__dirname, "..");
  const found: string[] = [];
  for (const dir of ["firmware", "hal"]) {
    const walk = (d: string): void => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith(".ts") && /import[^;]*\b(parseLine|splitWords|parseDevice)\b[^;]*from/.test(fs.readFileSync(p, "utf8"))) found.push(path.relative(root, p));
      }
    };
    walk(path.join(root, dir));
  }
  expect(found.sort()).toEqual([]); // (the link takes frames: tools/link/words.ts parses script lines on the host)
});
