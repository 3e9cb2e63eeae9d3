// Issue 38: the journal is the record; the unit speaks events and codes, the host speaks words.
// No device bundle holds the script parser, the reasons in words or the sheet builder: those are
// the host's (tools/link/words.ts). A board that seals makes no sheet: it seals the match's kept
// bytes (firmware/seal-link.ts). Only the club network still publishes a sheet (firmware/club.ts).
import * as fs from "fs";
import { boardFile, bundleOf, featuresOf } from "../tools/build-espruino";
import { buildNodemcuLua } from "../tools/build-nodemcu";

const HOST_ONLY = ["parseLine", "splitWords", "errorText", "reasonOf", "replayScript"];
const ESPRUINO_BOARDS = fs.readdirSync(`${__dirname}/../hardware/boards`).map((f) => f.replace(/\.json$/, ""))
  .filter((b) => boardFile(b).runtime === "espruino" && b !== "linux" && (boardFile(b) as { role?: string }).role === undefined); // (the remote's modules run firmware of their own)

test.each([...ESPRUINO_BOARDS, "linux"])("%s: no script parser, no reasons in words; no sheet builder for the seal (a sheet only where the board publishes to the club)", async (board) => {
  const f = featuresOf(board);
  const code = await bundleOf(boardFile(board).runtime, f.wifi, f.radio, f);
  const found = HOST_ONLY.filter((name) => new RegExp(`function ${name}\\(`).test(code));
  expect(found).toEqual([]);
  // (only the club keeps it, on the ESP32: firmware/club.ts still publishes the sheet)
  expect(/function sheetJson\(/.test(code)).toBe(f.wifi);
  // (the club network's events still go out as script lines: the ESP32 publishing its journal's records is still to come)
  expect(/function commandText\(/.test(code)).toBe(f.wifi);
}, 120000);

test("the NodeMCU units: no script parser, no reasons in words, no sheet builder", () => {
  const lua = fs.readFileSync(buildNodemcuLua(), "latin1");
  const found = [...HOST_ONLY, "sheetJson", "commandText"].filter((name) => lua.includes(`function ____exports.${name}(`));
  expect(found).toEqual([]);
}, 120000);
