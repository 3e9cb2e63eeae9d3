// A display unit on hal/sim with a virtual clock, for tests.
import * as fs from "fs";
import * as path from "path";
import { startVirtualClock, VirtualClock } from "../../hal/sim/clock";
import { startSimButtons, SimButtons } from "../../hal/sim/buttons";
import { startSimBuzzer, startSimDisplay, startSimLink, SimBuzzer, SimDisplay, SimLink } from "../../hal/sim/recorders";
import { startSimStore, SimStore } from "../../hal/sim/store";
import { startSimMac } from "../../hal/sim/mac";
import { digitsOf } from "../../hal/segments";
import { Controls } from "../../firmware/unit";
import { startTable, Unit } from "../../firmware/table";
import { sheetJson } from "../../rules/sheet";
import { menuText } from "../../firmware/panel/menu";
import { lineCommand } from "./device-line";
import { sealed } from "../../firmware/link";
import { answerOf, askLine, readDeviceLine, runSteps } from "../../tools/link/frame";
import { liveWords } from "../../tools/link/client";
import { Reply, request } from "../../tools/link/words";
import type { SimLink } from "../../hal/sim/recorders";

// A request in protocol 2's words ("ID TEXT", the id optional) asked of a unit on the simulator's
// link as the host asks it (tools/link/words.ts: frames out, numbers back, words made here): the
// live lines and the reply as protocol 2's lines, sealed.
export function hostAsk(link: SimLink, line: string, device = "test-unit"): string[] {
  const m = /^(\d+) (.*)$/s.exec(line);
  const id = m === null ? "-" : m[1];
  let session = "";
  const out: string[] = [];
  let next = 1;
  const reply = runSteps(request(m === null ? line : m[2], device), (ask) => {
    const from = link.sent.length;
    link.receive(askLine(next, ask) + "\n");
    next = next >= 254 ? 1 : next + 1;
    const lines = link.sent.slice(from).join("").split("\r\n").filter((l) => l !== "").map(readDeviceLine);
    for (const l of lines) if (l !== null && l.id === "*") for (const w of liveWords(l)) out.push(sealed(`* ${w.kind} ${w.body}`));
    const last = lines.filter((l) => l !== null && l.id !== "*").pop();
    if (last === undefined || last === null) throw new Error(`no reply to ${askLine(next, ask)}`);
    session = last.id.includes("@") ? last.id.slice(last.id.indexOf("@")) : "";
    return answerOf(last);
  });
  out.push(sealed(`${id}${session} ${reply.ok ? "ok" : "err"}${reply.body === "" ? "" : " " + reply.body}`));
  return out;
}

// The reply to `sheet` as carom sheet gets it from the unit on the simulator's link (the JSON, and
// the host's model's note innings: Reply.noteAt).
export function unitSheet(link: SimLink, n = 0): Reply {
  return runSteps(request(n === 0 ? "sheet" : `sheet ${n}`, "test-unit"), (a) => {
    const from = link.sent.length;
    link.receive(askLine(7, a) + "\n");
    return answerOf(readDeviceLine(link.sent.slice(from).join("").split("\r\n")[0])!);
  });
}

export const LAYOUT = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "hardware", "layouts.json"), "utf8")).standard;
export const IDS: string[] = LAYOUT.fields.map((f: { id: string }) => f.id);
export const SIZES: number[] = LAYOUT.fields.map((f: { size: number }) => f.size);

export interface Rig {
  clock: VirtualClock;
  buttons: SimButtons;
  display: SimDisplay;
  buzzer: SimBuzzer;
  store: SimStore;
  link: SimLink;
  unit: Unit;
  line(text: string): number; // a script line or a "!" device line, entered as a command (not quietly)
  ask(line: string): string[]; // lines the device sent back for one line to the link
  send(line: string): string[]; // a request in words asked as carom asks it (hostAsk), its replies in words
  press(id: number): void;
  hold(id: number): void;
  holdLong(id: number): void; // held 2.1 s: a long hold (firmware/panel/gestures.ts)
  chord(a: number, b: number): void;
  field(id: string): string; // the last frame's text for a field
  menu(): string;
  sheet(): any;
  reboot(): void;
}

// A script line or a "!" device line (device-line.ts), entered on the unit as a command (not quietly).
export function enterLine(u: Unit, text: string): number {
  return u.input(lineCommand(text), false);
}

export function english(r: Rig): void {
  r.line("!lang en");
}

export const POINT = 0, MISS = 1, UNDO = 2, MENU = 3;

// line: a board without a message line, where the open menu shows (UnitOptions.line: the simulator's simBoard(NAME).menuLine)
export function rig(controls = Controls.Remote, store?: SimStore, line?: number[]): Rig {
  const clock = startVirtualClock();
  const buttons = startSimButtons({ clock, count: controls === Controls.Remote ? 4 : 2 });
  const display = startSimDisplay();
  const buzzer = startSimBuzzer();
  const st = store ?? startSimStore();
  const link = startSimLink();
  const make = () => startTable({ clock, buttons, display, buzzer, store: st, ids: IDS, sizes: SIZES, line, digits: digitsOf, controls, holdMs: 800,
    link, device: "test-unit", mac: startSimMac() });
  const r: Rig = {
    clock, buttons, display, buzzer, store: st, link, unit: make(),
    line: (text) => enterLine(r.unit, text),
    ask(line) {
      const from = link.sent.length;
      link.receive(line + "\n");
      return link.sent.slice(from).join("").split("\r\n").filter((l) => l !== "");
    },
    send: (line) => hostAsk(link, line),
    press(id) {
      buttons.level(id, true);
      clock.advance(60);
      buttons.level(id, false);
      clock.advance(60);
    },
    hold(id) {
      buttons.level(id, true);
      clock.advance(1000);
      buttons.level(id, false);
      clock.advance(60);
    },
    holdLong(id) {
      buttons.level(id, true);
      clock.advance(2100);
      buttons.level(id, false);
      clock.advance(60);
    },
    chord(a, b) {
      buttons.level(a, true);
      clock.advance(30);
      buttons.level(b, true);
      clock.advance(60);
      buttons.level(a, false);
      buttons.level(b, false);
      clock.advance(60);
    },
    field(id) {
      const frame = display.frames[display.frames.length - 1];
      return frame[IDS.indexOf(id)].trim();
    },
    menu: () => menuText(r.unit.st.menu, r.unit.st.lang),
    sheet: () => JSON.parse(sheetJson(r.unit.session.m)),
    reboot() {
      r.unit.close();
      r.unit = make();
    },
  };
  return r;
}

// Drives the remote's menu with button presses only: open it, find the item by its label,
// then for each value press Next until the message line shows it, and OK.
export function viaMenu(r: Rig, label: string, values: string[], confirm = false): void {
  r.press(MENU);
  let guard = 0;
  while (r.menu() !== label && guard++ < 60) r.press(POINT);
  if (r.menu() !== label) throw new Error(`menu item ${label} not found`);
  r.press(MENU);
  if (r.menu() === "HOLD 2 SECONDS" || r.menu() === "MANTENGA 2 SEG.") r.holdLong(MENU); // (what ends a match)
  const shows = (v: string) => r.menu() === v || r.menu().endsWith(" " + v) || r.menu().endsWith("[" + v + "]");
  for (const v of values) {
    if (v.startsWith("text:")) {
      for (const c of [...v.slice(5), "END"]) {
        guard = 0;
        while (!shows(c) && guard++ < 60) r.press(POINT);
        r.press(MENU);
      }
      continue;
    }
    guard = 0;
    while (!shows(v) && guard++ < 1100) r.press(POINT);
    if (!shows(v)) throw new Error(`value ${v} not found in ${label}, at ${r.menu()}`);
    r.press(MENU);
  }
  if (confirm) r.press(MENU);
}
