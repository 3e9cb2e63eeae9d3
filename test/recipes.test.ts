// The files a new foul kind, board, display driver or export format touches (tools/bench/recipes.ts):
// the member's own files and every source file that lists all of today's members.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { listing, recipes } from "../tools/bench/recipes";

const byName = Object.fromEntries(recipes().map((r) => [r.recipe, r]));

test("a list of the members is found where every member is named as a word of its own, an import line aside", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "carom-recipes-"));
  try {
    const write = (f: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), text);
    };
    write("rules/a.ts", 'export const K = ["push", "double-hit"];\n');
    write("rules/b.ts", '// only "push" here, and "double-hitter" is another word\n');
    write("tools/c.ts", 'import { x } from "./push";\nimport { y } from "./double-hit";\n');
    write("hardware/d.json", '{ "kinds": "push|double-hit" }\n');
    write("docs/e.ts", '"push" "double-hit"\n'); // (not a source folder)
    expect(listing(["push", "double-hit"], () => false, root)).toEqual(["hardware/d.json", "rules/a.ts"]);
    expect(listing(["push", "double-hit"], (f) => f.startsWith("hardware/"), root)).toEqual(["rules/a.ts"]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a foul kind touches rules/codes.ts and rules/foul-words.ts alone; a board its file; an export format its file and the table", () => {
  expect(byName["a foul kind"].own.concat(byName["a foul kind"].lists)).toEqual(["rules/codes.ts", "rules/foul-words.ts"]);
  expect(byName["a foul kind"].contract).toEqual(["docs/sheet.schema.json"]); // (the contract's list of kinds, a doc that carom sheet reads: said, not counted)
  expect(byName["a board"].files).toBe(1);
  expect(byName["an export format"].lists).toEqual(["tools/export/formats.ts"]);
  for (const r of ["a foul kind", "a board", "an export format"]) expect({ r, files: byName[r].files }).toEqual({ r, files: byName[r].goal });
});

test("a display driver: its start on each runtime and the schema; BoardData's display is written from the schema by a command", () => {
  const esp = byName["a display driver (Espruino)"];
  expect(esp.own.concat(esp.lists)).toEqual(["hal/espruino/display/KIND.ts", "hardware/board.schema.json"]);
  const both = byName["a display driver (both runtimes)"];
  expect(both.own.concat(both.lists)).toEqual(["hal/espruino/display/KIND.ts", "hal/nodemcu/display/KIND.ts", "hardware/board.schema.json"]);
  for (const r of [esp, both]) expect({ r: r.recipe, files: r.files <= r.goal, made: r.made }).toEqual({ r: r.recipe, files: true, made: ["hal/board-data.ts (npm run board-data)"] });
});
