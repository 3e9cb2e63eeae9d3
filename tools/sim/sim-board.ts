// The board `carom sim` shows: its layout, its message line and buttons, and the digits the
// page draws as the board's displays light them.
import * as fs from "fs";
import * as path from "path";
import { glyphOf } from "../../hal/segments";
import { Controls } from "../../firmware/unit";
import { menuLineOf } from "../build/menu-line";
import { ROOT } from "../root";

export function readLayout(name = "standard") {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"))[name];
}

// The wall unit the README sells: the simulator's board unless told otherwise.
export const SIM_BOARD = "pico-wall";
// A club table's unit (`carom sim --table`): one button per player and its own display, the
// standard layout with its 16-character line (hardware/boards/d1mini-table.json).
export const SIM_TABLE_BOARD = "d1mini-table";

// The board and the buttons `carom sim` simulates: --board's (its buttons as its data says), or
// with --table one button per player, on the table board unless --board names another.
export function simChoice(board: string | undefined, table: boolean): { board: string; controls: number } {
  const name = board ?? (table ? SIM_TABLE_BOARD : SIM_BOARD);
  const controls = table ? Controls.Table : simBoard(name).controls;
  return { board: name, controls };
}

// (the display units: not the wireless remote's boards, which have a role)
export function simBoards(): string[] {
  const dir = path.join(ROOT, "hardware", "boards");
  return fs.readdirSync(dir).filter((f) => f.endsWith(".json") && JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")).role === undefined).map((f) => f.slice(0, -5)).sort();
}

// A board's layout and its message line: the digits of the MAX7219 module beside a WS2812 strip,
// which scroll a longer message (hal/message.ts), or 0 when the layout's line shows whole.
// menuLine: where a board without a message line shows the open menu (tools/build/menu-line.ts).
export function simBoard(name: string): { layout: ReturnType<typeof readLayout>; line: number; controls: number; menuLine?: number[] } {
  if (!simBoards().includes(name)) throw new Error(`unknown board ${name}: use one of ${simBoards().join(", ")} (hardware/boards/NAME.json)`);
  const b = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "boards", `${name}.json`), "utf8"));
  const layout = readLayout(b.layout);
  const menuLine = menuLineOf(name, b, layout.fields.map((f: { id: string }) => f.id));
  return { layout, line: b.display.kind === "ws2812" && b.display.msg !== undefined ? 8 : 0, controls: b.controls ?? 0, ...(menuLine === undefined ? {} : { menuLine }) };
}

// The message line's digits as the MAX7219 lights them: "abcdefg" as 0s and 1s, and the point
// (a "." after a character lights that one's); M and W take two digits.
export function lineSegments(text: string): Array<{ segs: string; dp: boolean }> {
  const values: number[] = [];
  for (const ch of text) {
    if (ch === "." && values.length > 0) values[values.length - 1] |= 0x80;
    else for (const g of glyphOf(ch)) values.push(g.charCodeAt(0));
  }
  while (values.length < 8) values.push(0);
  return values.slice(0, 8).map((v) => ({ segs: (v & 0x7f).toString(2).padStart(7, "0"), dp: v >= 128 }));
}

// The font the page draws the digits with (tools/web/index.html): each character the display
// writes, as lineSegments lights it, a digit each ("abcdefg" as 0s and 1s; M and W two).
export function pageFont(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const ch of " 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-_?'") out[ch] = [...glyphOf(ch)].map((g) => g.charCodeAt(0).toString(2).padStart(7, "0"));
  return out;
}
