// The menu on a table unit (issue 39): its display has no message line (two MAX7219 modules:
// scores, run, average, inning), so while the menu is open its text runs across those digits
// (firmware/panel/menu-line.ts), and the score comes back as it closes. Everything a match needs is
// entered from the buttons alone, on the referee's remote (controls 0) and with one button per
// player (controls 1), on the simulator's unit with each table board's data.
import * as fs from "fs";
import * as path from "path";
import { Controls } from "../firmware/unit";
import { Phase, T } from "../rules/codes";
import { startMax7219 } from "../hal/espruino/max7219";
import { digitsOf, glyphOf } from "../hal/segments";
import { menuLine } from "../firmware/panel/menu-line";
import { menuLineOf } from "../tools/build/menu-line";
import { simBoard } from "../tools/sim/sim-board";
import { IDS, MENU, POINT, rig, Rig } from "./support/rig";

const A = 0, B = 1; // a table's buttons

// the buttons of each controls: open the menu, next, choose, choose by a two-second hold
interface Keys { open(r: Rig): void; next(r: Rig): void; ok(r: Rig): void; long(r: Rig): void }
const KEYS: Record<number, Keys> = {
  [Controls.Remote]: { open: (r) => r.press(MENU), next: (r) => r.press(POINT), ok: (r) => r.press(MENU), long: (r) => r.holdLong(MENU) },
  // (a hold opens it in play too, where a press is a point or a miss)
  [Controls.Table]: { open: (r) => r.hold(A), next: (r) => r.press(A), ok: (r) => r.press(B), long: (r) => r.holdLong(B) },
};

function boardJson(name: string): any {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "boards", `${name}.json`), "utf8"));
}

// What the board's digits show (Espruino's MAX7219 driver over the board's map), read back as
// text: a digit as the first character that lights it (M and W as their two digits), its point as ".".
const READ = "ABCDEFGHIJKLNOPQRTUVYZ0123456789-_?' ";
function shown(r: Rig, board: string): string {
  const d = boardJson(board).display;
  const digits: number[] = new Array(d.modules * 8).fill(0);
  const spi = {
    setup: () => undefined,
    write(bytes: number[]) {
      const modules = bytes.length / 2;
      for (let k = 0; k < bytes.length; k += 2) if (bytes[k] >= 1 && bytes[k] <= 8) digits[(modules - 1 - k / 2) * 8 + 8 - bytes[k]] = bytes[k + 1];
    },
  };
  startMax7219({ spi: spi as unknown as EspruinoSpi, cs: "B6", modules: d.modules, ids: IDS, map: d.map }).show(r.display.frames[r.display.frames.length - 1]);
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    const v = digits[i] & 0x7f;
    const wide = ["M", "W"].find((w) => glyphOf(w).charCodeAt(0) === v && glyphOf(w).charCodeAt(1) === (digits[i + 1] ?? 0) & 0x7f);
    out += wide ?? [...READ].find((c) => glyphOf(c).charCodeAt(0) === v) ?? "~";
    if (wide !== undefined) i++;
    if (digits[i] >= 0x80) out += ".";
  }
  return out;
}

// A text as the digits can tell it (S as 5, Z as 2, X as H: they light the same), without spaces.
const told = (t: string) => t.toUpperCase().replace(/S/g, "5").replace(/Z/g, "2").replace(/X/g, "H").replace(/ /g, "");

// The menu's text is what the digits show while it is open: all of it, or as much as fits.
function showsMenu(r: Rig, board: string): void {
  expect(r.unit.st.menu.open).toBe(true);
  const want = told(r.menu());
  const got = told(shown(r, board));
  expect(got.length).toBeGreaterThan(0);
  expect(want.slice(0, got.length)).toBe(got);
  if (want.length <= 12) expect(got).toBe(want);
}

// The score again: the display shows the board's fields of the frame, numbers only.
function showsScore(r: Rig, board: string): void {
  expect(r.unit.st.menu.open).toBe(false);
  const map: Array<[string, number]> = boardJson(board).display.map;
  const fields = [...map].sort((x, y) => x[1] - y[1]).map(([id]) => r.field(id)).join("");
  expect(told(shown(r, board))).toBe(fields);
  expect(fields).toMatch(/^[0-9.]+$/);
}

// Open the menu, Next to the item, choose it (by the two-second hold where it asks for one), each
// value by Next until it shows, then the confirmation: the digits show the menu at every step.
function walk(r: Rig, board: string, keys: Keys, label: string, values: string[], confirm = false): void {
  keys.open(r);
  showsMenu(r, board);
  for (let i = 0; i < 60 && r.menu() !== label; i++) keys.next(r);
  expect(r.menu()).toBe(label);
  showsMenu(r, board);
  keys.ok(r);
  if (r.menu() === "HOLD 2 SECONDS") {
    showsMenu(r, board);
    keys.long(r);
  }
  const at = (v: string) => r.menu() === v || r.menu().endsWith(" " + v);
  for (const v of values) {
    for (let i = 0; i < 40 && !at(v); i++) keys.next(r);
    expect(r.menu()).toMatch(new RegExp(`(^| )${v}$`));
    showsMenu(r, board);
    keys.ok(r);
  }
  if (confirm) {
    expect(r.menu()).toMatch(/\?$/);
    showsMenu(r, board);
    keys.ok(r);
  }
}

function unitFor(board: string, controls: number): Rig {
  const r = rig(controls, undefined, simBoard(board).menuLine);
  r.line("!lang en");
  return r;
}

test("the boards' data say where the menu shows: across a table unit's digits, in their order; on a wall unit's message line", () => {
  for (const b of ["pico-table", "d1mini-table"]) {
    expect(simBoard(b).menuLine!.map((k) => IDS[k])).toEqual(["scoreA", "run", "scoreB", "avgA", "inning"]);
  }
  for (const b of ["pico-wall", "esp32-wall", "d1mini-wall", "linux"]) expect(simBoard(b).menuLine).toBeUndefined();
  expect(menuLineOf("x", { buttons: [], display: boardJson("pico-table").display }, IDS)).toBeUndefined(); // no buttons: no menu
  const map = [["inning", 13], ["scoreA", 0], ["avgA", 8], ["run", 3]];
  expect(menuLineOf("x", { buttons: ["D1"], display: { kind: "max7219", map } }, IDS)!.map((k) => IDS[k])).toEqual(["scoreA", "run", "avgA", "inning"]);
  expect(menuLineOf("x", { buttons: ["D1"], display: { kind: "max7219", map: [...map, ["msg", 16]] } }, IDS)).toBeUndefined(); // a line of its own
  expect(() => menuLineOf("x", { buttons: ["D1"], display: { kind: "max7219", map: [["score", 0]] } }, IDS)).toThrow(/names score/);
  // any display with digits of its own takes the menu (not a driver named here); a strip without a message line has none
  expect(menuLineOf("x", { buttons: ["D1"], display: { kind: "tm1637", map } }, IDS)!.map((k) => IDS[k])).toEqual(["scoreA", "run", "avgA", "inning"]);
  expect(() => menuLineOf("x", { buttons: ["D1"], display: { kind: "ws2812", chain: [] } }, IDS)).toThrow(/no place for the menu/);
});

test("the menu's line over the fields: each its width in digits (M and W two, a point none), a wide letter that does not fit starts the next field, the rest cut", () => {
  const line = [0, 6, 1, 9, 10]; // scoreA 3, run 2, scoreB 3, avgA 5, inning 3
  const sizes = IDS.map((id) => ({ scoreA: 3, run: 2, scoreB: 3, avgA: 5, inning: 3 } as Record<string, number>)[id] ?? 1);
  const at = (text: string) => {
    const f = IDS.map(() => "x");
    menuLine(f, line, sizes, text, digitsOf);
    return line.map((k) => f[k]);
  };
  expect(at("FOUL PUSH?")).toEqual(["FOU", "L ", "PUS", "H?   ", "   "]);
  expect(at("NEW MATCH?")).toEqual(["NE ", "W", " M", "ATCH?", "   "]);
  expect(at("TOCAR BOLA PROP.")).toEqual(["TOC", "AR", " BO", "LA PR", "OP. "]);
  expect(at("TOUCHED CUE BALL AND MORE")).toEqual(["TOU", "CH", "ED ", "CUE B", "ALL"]);
  expect(at("")).toEqual(["   ", "  ", "   ", "     ", "   "]);
});

for (const board of ["pico-table", "d1mini-table"]) {
  for (const controls of [Controls.Remote, Controls.Table]) {
    const keys = KEYS[controls];
    const on = `${board}, ${controls === Controls.Remote ? "the referee's remote" : "one button per player"}${boardJson(board).controls === controls ? " (its data's)" : ""}`;

    describe(on, () => {
      test("rule 4: the lag from the buttons; the menu across the digits while it is open, the score again once entered", () => {
        const r = unitFor(board, controls);
        showsScore(r, board);
        walk(r, board, keys, "LAG", ["A", "BREAKS", "WHITE"]);
        const m = r.unit.session.m;
        expect(m.n[T.Phase]).toBe(Phase.Play);
        expect(m.breaker).toBe(0);
        expect(r.sheet().breaker).toBe("A");
        showsScore(r, board);
      });

      test("rule 14: a push entered from the menu ends the inning; the score again after the foul", () => {
        const r = unitFor(board, controls);
        r.line("lag A break white");
        r.press(controls === Controls.Remote ? POINT : A); // a point for A
        walk(r, board, keys, "FOUL", ["PUSH"], true);
        const m = r.unit.session.m;
        expect(m.n[T.Shooter]).toBe(1); // B at the table
        expect(m.n[T.Score]).toBe(1);
        expect(JSON.stringify(r.sheet().players.A)).toContain("push");
        showsScore(r, board);
        expect(r.field("scoreA")).toBe("1");
      });

      test("rule 18: the signatures and a new match from the buttons", () => {
        const r = unitFor(board, controls);
        r.line("set distance 1");
        r.line("lag A break white");
        r.press(controls === Controls.Remote ? POINT : A); // A wins
        expect(r.unit.session.m.n[T.Phase]).toBe(Phase.Finished);
        walk(r, board, keys, "SIGN", ["REFEREE"], true);
        expect(r.sheet().signatures).toEqual(["referee"]);
        showsScore(r, board);
        walk(r, board, keys, "NEW MATCH", [], true);
        expect(r.unit.session.m.n[T.Phase]).toBe(Phase.Setup);
        expect(r.sheet().signatures).toEqual([]);
        showsScore(r, board);
        expect(r.field("scoreA")).toBe("0");
      });

      test("rule 20: a forfeit from the buttons (the choose button held two seconds, then the player and the confirmation)", () => {
        const r = unitFor(board, controls);
        r.line("lag A break white");
        walk(r, board, keys, "FORFEIT", ["B"], true);
        expect(r.sheet().result).toEqual({ kind: "forfeit", winner: "A" });
        expect(r.unit.st.menu.open).toBe(false);
        expect(told(shown(r, board))).toMatch(/^[0-9.]+$/); // the score, not the menu
      });

      test("brightness and sound from the buttons, in setup and in play (rule 1: settings change nothing in the match)", () => {
        const r = unitFor(board, controls);
        walk(r, board, keys, "BRIGHTNESS", ["BRIGHTNESS 11"]);
        expect(r.unit.st.bright).toBe(11);
        expect(r.display.level).toBe(11);
        showsScore(r, board);
        r.line("lag A break white");
        const before = JSON.stringify(r.sheet());
        walk(r, board, keys, "SOUND", ["OFF"]);
        expect(r.unit.st.mute).toBe(true);
        expect(JSON.stringify(r.sheet())).toBe(before);
        showsScore(r, board);
      });
    });
  }
}

test("rule 24: the rebreak asked after an intentional safety shows across a table unit's digits, and a point press passes it and counts", () => {
  const r = unitFor("pico-table", Controls.Remote);
  r.line("lag A break white");
  r.press(POINT);
  walk(r, "pico-table", KEYS[Controls.Remote], "FOUL", ["INTENT. SAFETY"], true); // (the remote's OK enters it as it goes down)
  expect(r.unit.st.menu.prompt).toBe(true);
  showsMenu(r, "pico-table");
  expect(r.menu()).toBe("REBREAK");
  r.press(POINT);
  expect(r.unit.session.m.n[T.Score + 1]).toBe(1);
  showsScore(r, "pico-table");
});
