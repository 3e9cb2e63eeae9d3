// npm run build:espruino: one minified file per board that Espruino's ES5 parser takes.
import * as acorn from "acorn";
import * as fs from "fs";
import * as path from "path";
import { boardData, buildEspruino } from "../tools/build-espruino";

const boards = fs.readdirSync(path.join(__dirname, "..", "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));

test.each(boards.map((b) => [b]))("board %s: one ES5 file, ASCII only, the board's data first", async (name) => {
  const file = await buildEspruino(name);
  const code = fs.readFileSync(file, "latin1");
  expect(() => acorn.parse(code, { ecmaVersion: 5 })).not.toThrow();
  expect(/[^\x00-\x7f]/.test(code)).toBe(false); // sent byte for byte into Storage
  expect(code.startsWith("var ")).toBe(true);
  expect(code).toContain(JSON.stringify((boardData(name) as { device: string }).device));
}, 60000);

test("an unknown board says which ones there are", () => {
  expect(() => boardData("nope")).toThrow(/no board nope: hardware\/boards has .*linux/);
});
