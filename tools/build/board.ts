// A board's data (hardware/boards/NAME.json, its schema hardware/board.schema.json) as the build,
// the bench and the tests read it: the file as it is, the BOARD the firmware reads, the features
// the build keeps, the token table of the Espruino version it runs.
import * as fs from "fs";
import * as path from "path";
import { menuLineOf } from "./menu-line";
import { tokenTable, TokenTable } from "./espruino-pretokenise";
import { ROOT } from "../root";
import type { BoardData } from "../../hal/board-data";
import { JOURNAL_ROOM } from "../../firmware/journal/journal-file";

// A board file as it is (hardware/board.schema.json); says which boards there are when there is
// no such board.
export function boardFile(name: string): { runtime: string; board: string; [k: string]: unknown } {
  const file = path.join(ROOT, "hardware", "boards", `${name}.json`);
  if (!fs.existsSync(file)) {
    const known = fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));
    throw new Error(`no board ${name}: hardware/boards has ${known.join(", ")}`);
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

// The fields of a board's file that are the build's own, not the firmware's (hal/board-data.ts).
export const BUILD_ONLY = ["$schema", "description", "runtime", "board", "espruino", "nodemcu", "role", "keepConsoleButton", "storage", "variables", "wifi", "leaveOut", "journalRoom"];

// The board's data as the firmware reads it (BOARD): the layout's fields, the chain's kinds.
export function boardData(name: string): BoardData<string> {
  const board = boardFile(name) as Record<string, any>;
  if (board.runtime !== "espruino") throw new Error(`board ${name} runs on ${board.runtime}, not on Espruino`);
  return firmwareData(name, board) as BoardData<string>;
}

// A board file's data as either runtime's firmware reads it, pins as the file names them: the
// layout's fields (and where the menu shows without a message line), a LED chain's fields with
// their kinds and colours, the build's own fields left out. (A copy: `board` stays as it was.)
export function firmwareData(name: string, file: Record<string, any>): Record<string, any> {
  const board = JSON.parse(JSON.stringify(file));
  const layouts = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"));
  const layout = layouts[board.layout];
  if (layout === undefined) throw new Error(`board ${name}: no layout ${board.layout} in hardware/layouts.json (it has ${Object.keys(layouts).join(", ")})`);
  const fields: Array<{ id: string; size: number; kind: string; colour?: string }> = layout.fields;
  if (board.display.chain !== undefined) {
    // a LED chain names layout fields; the driver gets each one's kind and colour with it
    board.display.chain = board.display.chain.map(([id, n]: [string, number]) => {
      const f = fields.find((x) => x.id === id);
      if (f === undefined) throw new Error(`board ${name}: display.chain names ${id}, which layout ${board.layout} does not have (it has ${fields.map((x) => x.id).join(", ")})`);
      return [id, n, f.kind, f.colour ?? ""];
    });
  }
  const ids = fields.map((f) => f.id);
  const line = menuLineOf(name, board, ids);
  board.layout = { ids, sizes: fields.map((f) => f.size), ...(line === undefined ? {} : { line }) };
  for (const k of BUILD_ONLY) delete board[k];
  return board;
}

// The token table of the Espruino version a board runs (its data's "espruino", e.g. "2v29"): the
// build pretokenises for it (tools/build/espruino-pretokenise.ts).
export function espruinoTokens(name: string): TokenTable {
  const version = boardFile(name).espruino;
  if (typeof version !== "string") throw new Error(`board ${name}: no "espruino" in hardware/boards/${name}.json: name the Espruino version the board runs (e.g. "2v29")`);
  return tokenTable(version);
}

// What a board's file leaves out or sets (its data: "wifi", "radio", "leaveOut", "journalRoom"):
// the constants of firmware/panel/wifi-board.ts, the journal file's room (firmware/journal/journal-file.ts:
// JOURNAL_ROOM) and the display's languages (firmware/panel/texts.ts: all, or English only).
// menuDigits: a display without a message line, where the menu runs across the digits (tools/build/menu-line.ts).
// display: its display.kind, whose start the Espruino build puts in (hal/espruino/display/KIND.ts); none: every kind's, chosen as it starts.
export interface Features { wifi: boolean; radio: boolean; seal: boolean; languages: boolean; journalRoom: number; menuDigits: boolean; display?: string }
export const ALL: Features = { wifi: true, radio: true, seal: true, languages: true, journalRoom: JOURNAL_ROOM, menuDigits: true };

export function featuresOf(name: string): Features {
  const b = boardFile(name);
  const out = (Array.isArray(b.leaveOut) ? b.leaveOut : []) as string[];
  return {
    wifi: b.wifi === true, radio: b.radio !== undefined, seal: !out.includes("seal"), languages: !out.includes("languages"),
    journalRoom: typeof b.journalRoom === "number" ? b.journalRoom : JOURNAL_ROOM, menuDigits: menuLineOf(name, b, layoutIds(b)) !== undefined,
    display: (b.display as { kind?: string } | undefined)?.kind,
  };
}

// the ids of a board's layout (none for a board without one: the remote, the receiver module)
function layoutIds(b: Record<string, unknown>): string[] {
  const layouts = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"));
  const layout = layouts[b.layout as string];
  return layout === undefined ? [] : layout.fields.map((f: { id: string }) => f.id);
}
