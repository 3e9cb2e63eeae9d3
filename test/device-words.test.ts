// Issue 38: the journal is the record; the unit speaks events and codes, the host speaks words.
// No device bundle holds the script parser, the reasons in words or the sheet builder: those are
// the host's (tools/link/words.ts). A board that seals makes no sheet: it seals the match's kept
// bytes (firmware/seal/seal-link.ts); one that publishes to the club publishes its journal's records and
// its view's numbers, and the club makes the words, the view and the sheet (firmware/club/club.ts,
// tools/club/payloads.ts).
import * as fs from "fs";
import { bundleOf } from "../tools/build/build-espruino";
import { boardFile, featuresOf } from "../tools/build/board";
import { buildNodemcuLua } from "../tools/build/build-nodemcu";
import { FOUL_ROWS } from "../tools/export/labels";

// the foul kinds' words on the exported sheet (rules/foul-words.ts's last two columns): the host's
const SHEET_FOUL_WORDS = FOUL_ROWS.map((r) => r.slice(3).join("|"));

const HOST_ONLY = ["parseLine", "splitWords", "errorText", "reasonOf", "replayScript"];
const ESPRUINO_BOARDS = fs.readdirSync(`${__dirname}/../hardware/boards`).map((f) => f.replace(/\.json$/, ""))
  .filter((b) => boardFile(b).runtime === "espruino" && b !== "linux" && (boardFile(b) as { role?: string }).role === undefined); // (the remote's modules run firmware of their own)

test.each([...ESPRUINO_BOARDS, "linux"])("%s: no script parser, no reasons in words, no script lines, no view as JSON, no sheet builder", async (board) => {
  const f = featuresOf(board);
  const code = await bundleOf(boardFile(board).runtime, f.wifi, f.radio, f);
  const found = HOST_ONLY.filter((name) => new RegExp(`function ${name}\\(`).test(code));
  expect(found).toEqual([]);
  // (the seal covers the match's kept bytes and the club gets records and numbers: no board makes
  // a sheet, a script line or the view's JSON)
  expect([/function sheetJson\(/.test(code), /function commandText\(/.test(code), /function viewJson\(/.test(code)]).toEqual([false, false, false]);
  // the foul kinds' display words, not the sheet's
  expect(SHEET_FOUL_WORDS.filter((w) => code.includes(w))).toEqual([]);
  expect(code).toContain(f.languages ? "ball-off-table|BOLA FUERA|BALL OFF\\n" : "ball-off-table|BALL OFF\\n");
}, 120000);

test("the NodeMCU units: no script parser, no reasons in words, no sheet builder", () => {
  const lua = fs.readFileSync(buildNodemcuLua(), "latin1");
  const found = [...HOST_ONLY, "sheetJson", "commandText"].filter((name) => lua.includes(`function ____exports.${name}(`));
  expect(found).toEqual([]);
  expect(SHEET_FOUL_WORDS.filter((w) => lua.includes(w))).toEqual([]);
  expect(lua).toContain("ball-off-table|BOLA FUERA|BALL OFF\\n");
}, 120000);
