// The board's display start on Espruino (tools/build/espruino-as-board.ts displayModule): the build
// puts in hal/espruino/display/KIND.ts's one function for the board's display.kind, or, with no
// kind, a choice among every kind of the schema that has a start.
import * as acorn from "acorn";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { displayModule } from "../tools/build/espruino-as-board";

const schema = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "board.schema.json"), "utf8"));
const KINDS: string[] = schema.properties.display.properties.kind.enum;

test("every display.kind of the schema has its start on Espruino, and a board's build takes its kind's alone", () => {
  for (const k of KINDS) expect({ k, start: fs.existsSync(path.join(__dirname, "..", "hal", "espruino", "display", `${k}.ts`)) }).toEqual({ k, start: true });
  expect(displayModule("ws2812")).toBe('export { startWs2812Display as startDisplay } from "./ws2812.js";\n');
  expect(displayModule("max7219")).toBe('export { startMax7219Display as startDisplay } from "./max7219.js";\n');
});

test("with no kind, every kind's start is chosen by the board's data, in ES5", () => {
  const all = displayModule(undefined);
  for (const f of ["startNoDisplay", "startMax7219Display", "startWs2812Display"]) expect(all).toContain(`import { ${f} }`);
  expect(all).toContain('k === "ws2812" ? startWs2812Display(d, layout, clock, quiet) : ');
  expect(() => acorn.parse(all.replace(/^import .*$/gm, "").replace(/^export /m, ""), { ecmaVersion: 5 })).not.toThrow(); // (the module lines aside)
});

test("a kind without a start, and a start file that exports more than its start, stop the build with what to do", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "carom-display-"));
  try {
    fs.mkdirSync(path.join(root, "hal", "espruino", "display"), { recursive: true });
    fs.mkdirSync(path.join(root, "hardware"));
    fs.writeFileSync(path.join(root, "hardware", "board.schema.json"), JSON.stringify({ properties: { display: { properties: { kind: { enum: ["none", "tm1637"] } } } } }));
    fs.writeFileSync(path.join(root, "hal", "espruino", "display", "none.ts"), "export function startNoDisplay() {\n  return undefined;\n}\n");
    fs.writeFileSync(path.join(root, "hal", "espruino", "display", "helper.ts"), "export function helper() {}\n"); // (not a kind of the schema)
    expect(displayModule(undefined, root)).toBe('import { startNoDisplay } from "./none.js";\nexport function startDisplay(d, layout, clock, quiet) {\n  var k = d.kind;\n  return k === "none" ? startNoDisplay(d, layout, clock, quiet) : quiet;\n}\n');
    expect(() => displayModule("tm1637", root)).toThrow(/no display start for display.kind "tm1637" \(hal\/espruino\/display\/tm1637.ts; there are none\)/);
    fs.writeFileSync(path.join(root, "hal", "espruino", "display", "tm1637.ts"), "export function startTm1637Display() {}\nexport function other() {}\n");
    expect(() => displayModule("tm1637", root)).toThrow(/tm1637.ts exports 2 functions: a display's file exports its start alone/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
