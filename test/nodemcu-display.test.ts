// What NodeMCU's build reads from a display kind's code (tools/build/nodemcu-display.ts): the C
// modules it calls, the fields of the board's display it reads; and the display start the Lua
// bundle writes for the board's kind, or every kind's (tools/build/lua-bundle.ts luaDisplayModule).
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { boardFile } from "../tools/build/board";
import { luaDisplayModule } from "../tools/build/lua-bundle";
import { nodemcuData, pinIndex } from "../tools/build/nodemcu-board";
import { displayData, modulesCalled } from "../tools/build/nodemcu-display";
import { kindStarts } from "../tools/build/display-kinds";

const ROOT = path.join(__dirname, "..");
const haveLua = spawnSync("sh", ["-c", "command -v lua5.1"]).status === 0;
if (!haveLua && process.env.CI === "true") throw new Error("CI needs lua5.1 (apt-get install -y lua5.1)");
if (!haveLua) console.warn("SKIPPED: the display start's Lua, run: needs lua5.1 (apt-get install -y lua5.1)");
const withLua = haveLua ? test : test.skip;

let root = "";
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "carom-nodemcu-display-"));
  fs.mkdirSync(path.join(root, "hal", "nodemcu", "display"), { recursive: true });
  fs.mkdirSync(path.join(root, "hardware"));
  fs.copyFileSync(path.join(ROOT, "hardware", "board.schema.json"), path.join(root, "hardware", "board.schema.json"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
const table = () => JSON.parse(JSON.stringify(boardFile("d1mini-table")));
const wall = () => JSON.parse(JSON.stringify(boardFile("d1mini-wall")));

test("a kind's data on NodeMCU is the fields its start reads as d.FIELD, pins as gpio indexes; an object read whole goes whole", () => {
  expect(nodemcuData("x", table()).display).toEqual({ kind: "max7219", cs: 8, modules: 2, map: table().display.map }); // (not spi, sck, mosi: HSPI's)
  expect(nodemcuData("x", wall()).display.msg).toEqual({ cs: 8 }); // (d.msg compared with undefined, d.msg.cs read)
  const start = (body: string) => write("hal/nodemcu/display/ws2812.ts", `export function startWs2812Display(d: D, layout: L) {\n${body}\n}\n`);
  start("  /* d.order */ // d.milliamps\n  const s = \"d.leds\";\n  return strip(d.chain, d.msg === undefined ? 0 : line(d.msg));");
  expect(displayData("x", wall().display, pinIndex, root)).toEqual({ kind: "ws2812", chain: wall().display.chain, msg: { spi: "HSPI", mosi: 7, sck: 5, cs: 8 } });
});

test("a start that reads d otherwise than as d.FIELD, or names it otherwise, stops the build: what it reads could not be told", () => {
  const start = (param: string, body: string) => write("hal/nodemcu/display/max7219.ts", `export function startMax7219Display(${param}: D, layout: L) {\n${body}\n}\n`);
  start("d", "  const { cs, modules } = d;\n  return go(cs, modules);");
  expect(() => displayData("x", table().display, pinIndex, root)).toThrow(/max7219.ts line 2 reads the board's display d otherwise than as d.FIELD/);
  start("d", "  return go(ok ? d : { cs: 1 });");
  expect(() => displayData("x", table().display, pinIndex, root)).toThrow(/line 2 reads the board's display d otherwise/);
  start("d", "  return go(d[\"cs\"]);");
  expect(() => displayData("x", table().display, pinIndex, root)).toThrow(/line 2 reads the board's display d otherwise/);
  start("display", "  return go(display.cs);");
  expect(() => displayData("x", table().display, pinIndex, root)).toThrow(/its start takes the board's display as `d`/);
  start("d", "  return go(d.cs, d.modules);");
  expect(displayData("x", table().display, pinIndex, root)).toEqual({ kind: "max7219", cs: 8, modules: 2 });
});

test("the C modules a kind calls are read from its code and its imports, with the file that calls each; a kind without a NodeMCU start stops the build", () => {
  expect([...modulesCalled(path.join(ROOT, "hal", "nodemcu", "display", "max7219.ts"))]).toEqual([["gpio", "hal/nodemcu/max7219.ts"], ["spi", "hal/nodemcu/max7219.ts"]]);
  expect([...modulesCalled(path.join(ROOT, "hal", "nodemcu", "display", "none.ts"))]).toEqual([]);
  write("hal/nodemcu/display/a.ts", 'export { b } from "./b";\nimport type { T } from "./t";\n// spi.setup\n/* ws2812.write */\nconst s = "uart.write";\nexport const x = o.spi.y + tmr . now();\n');
  write("hal/nodemcu/display/b.ts", "export const b = () => gpio.write(1, 0);\n");
  expect([...modulesCalled(path.join(root, "hal", "nodemcu", "display", "a.ts"))].map(([m]) => m)).toEqual(["tmr", "gpio"]);
  write("hal/nodemcu/display/b.ts", 'import { c } from "./c";\n');
  expect(() => modulesCalled(path.join(root, "hal", "nodemcu", "display", "a.ts"))).toThrow(/b.ts imports .\/c, which is not a file/);
  const w = wall();
  w.nodemcu.modules = w.nodemcu.modules.filter((m: string) => m !== "spi");
  expect(() => nodemcuData("x", w)).toThrow("needs the modules spi (display.kind ws2812: hal/nodemcu/max7219.ts) (nodemcu.modules)");
  expect(() => nodemcuData("x", { ...table(), display: { kind: "tm1637", clk: "D5", dio: "D7", map: [] } })).toThrow(/display.kind "tm1637" is not one of hardware\/board.schema.json's \(none, max7219, ws2812\)/);
  write("hal/nodemcu/display/none.ts", "export function startNoDisplay(_d: D) {}\n");
  expect(() => kindStarts("nodemcu", "ws2812", root)).toThrow(/no display start for display.kind "ws2812" \(hal\/nodemcu\/display\/ws2812.ts; there are none\)/);
});

const BOARD_MODULE = '["hal.nodemcu.display.board"] = function(...) \nlocal ____exports = {}\nreturn ____exports\n end,\n';

test("the display start the bundle writes: a declaration alone is replaced, anything else stops the build", () => {
  expect(luaDisplayModule(BOARD_MODULE, "ws2812")).toContain('local ____ws2812 = require("hal.nodemcu.display.ws2812")\nlocal startWs2812Display = ____ws2812.startWs2812Display\nfunction ____exports.startDisplay(d, layout, clock, quiet)\n    return startWs2812Display(d, layout, clock, quiet)\nend');
  expect(() => luaDisplayModule(BOARD_MODULE.replace("return ____exports", "____exports.x = 1\nreturn ____exports"), "ws2812")).toThrow(/hal\/nodemcu\/display\/board.ts is not as the build expects/);
  expect(() => luaDisplayModule("", "ws2812")).toThrow(/not as the build expects/);
});

withLua("every kind's start, chosen by the board's data (a kind's name that is no Lua name too); no such kind: the quiet display", () => {
  const schema = JSON.parse(fs.readFileSync(path.join(root, "hardware", "board.schema.json"), "utf8"));
  schema.properties.display.properties.kind.enum.push("ht-16k33");
  fs.writeFileSync(path.join(root, "hardware", "board.schema.json"), JSON.stringify(schema));
  for (const [k, f] of [["max7219", "startMax7219Display"], ["ht-16k33", "startHt16k33Display"]]) write(`hal/nodemcu/display/${k}.ts`, `export function ${f}(d: D) {}\n`);
  const module = luaDisplayModule(BOARD_MODULE, undefined, root);
  const body = module.slice(module.indexOf("\n") + 1, module.lastIndexOf("\n end,"));
  const lua = [
    'local function require(name) return { [name == "hal.nodemcu.display.max7219" and "startMax7219Display" or "startHt16k33Display"] = function(d, layout, clock, quiet) return name .. " " .. layout end } end',
    `local m = (function(...)\n${body}\nend)()`,
    'print(m.startDisplay({ kind = "ht-16k33" }, "L", nil, "quiet"))',
    'print(m.startDisplay({ kind = "max7219" }, "L", nil, "quiet"))',
    'print(m.startDisplay({ kind = "ws9999" }, "L", nil, "quiet"))',
  ].join("\n");
  const r = spawnSync("lua5.1", ["-e", lua], { encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.stdout).toBe("hal.nodemcu.display.ht-16k33 L\nhal.nodemcu.display.max7219 L\nquiet\n");
});
