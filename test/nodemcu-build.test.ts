// npm run build:nodemcu: the board's data as Lua, the D1 mini's pin plan, the LFS image (with
// LUAC_CROSS) or the note that it needs luac.cross; the Lua the build adds (tools/build/tstl-natives.js,
// tools/build/lua-locals.ts) and the lint that keeps firmware/ within it.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { boardFile } from "../tools/build/board";
import { boardLeavesOut, buildNodemcuLua, onlyThrough, QUICK_ROOT, LFS_MODULE, OUT, stripped } from "../tools/build/build-nodemcu";
import { dropUnusedImports, hoistLualib, noNaN, pruneLualib, splitLimit, bigLiterals } from "../tools/build/lua-bundle";
import { integerFirmware, leftOut, lfsBudget, lfsSize, nodemcuBoard, nodemcuData, nodemcuFeatures } from "../tools/build/nodemcu-board";
import { fewerLocals, joinLiterals, renameIdentifiers, shareImports, topLocals } from "../tools/build/lua-locals";
import { FAKES_DIR, fakeTable, frameLine, replies, runUnit } from "../tools/sim/nodemcu-run";
import { answerOf } from "../tools/link/frame";
import { viewJson } from "../tools/link/words";

const root = path.join(__dirname, "..");
const cross = process.env.LUAC_CROSS;
if (cross === undefined) console.warn("SKIPPED: NodeMCU image check: set LUAC_CROSS to a luac.cross built outside the repo");
const maybe = cross === undefined ? test.skip : test;
const NODEMCU_BOARDS = ["d1mini-table", "d1mini-wall"];

function build(board: string, env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [path.join(root, "dist", "tools", "build", "build-nodemcu.js"), "--board", board], { cwd: root, encoding: "utf8", env });
}

test("without LUAC_CROSS the build writes the Lua sources and says the image needs luac.cross", () => {
  const env = { ...process.env };
  delete env.LUAC_CROSS;
  const r = build("d1mini-table", env);
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/carom\.lua, init\.lua: the LFS image needs luac\.cross \(set LUAC_CROSS\)/);
  const lua = fs.readFileSync(path.join(OUT, "d1mini-table", "carom.lua"), "latin1");
  expect(lua).toMatch(/^-- d1mini-table .*\nBOARD = \{\["device"\] = "carom-d1-table", \["controls"\] = 1, \["buttons"\] = \{1, 2\}, \["buzzer"\] = 6/);
  expect(fs.readFileSync(path.join(OUT, "d1mini-table", "init.lua"), "utf8")).toContain('node.LFS.get("carom")');
}, 120000);

// init.lua on the fakes, with node.LFS.get giving the board's bundle (lfs: whether the image is there)
function runInit(board: string, lfs: boolean, get?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-init-"));
  try {
    const bundle = path.join(OUT, board, "carom.lua");
    const runner = path.join(dir, "run.lua");
    fs.writeFileSync(runner, [`FAKES_DIR = ${JSON.stringify(FAKES_DIR)}`, fakeTable(dir), "dofile(FAKES_DIR .. \"fakes.lua\")",
      get ?? `node.LFS = { get = function(name) if ${lfs} and name == "carom" then return loadfile(${JSON.stringify(bundle)}) end end }`,
      `dofile(${JSON.stringify(path.join(OUT, board, "init.lua"))})`, "io.write(FAKE.output())",
      "io.write('CONSOLE ', tostring(FAKE.console), FAKE.printTo == nil and ' PRINTS TO UART' or ' PRINTS ELSEWHERE', '\\n')", "FAKE.reset()"].join("\n") + "\n");
    const r = spawnSync(cross!, ["-e", runner], { cwd: dir, encoding: "latin1" });
    return r.stdout + r.stderr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

maybe("init.lua starts the unit from the LFS image (it answers * ready on its link), or says the image is missing", () => {
  expect(build("d1mini-table", { ...process.env, LUAC_CROSS: "" }).status).toBe(0);
  expect(runInit("d1mini-table", true)).toMatch(/^\* ready \*[0-9A-F]{4}\r$/m);
  expect(runInit("d1mini-table", false)).toContain("carom: no LFS image: carom flash --board NAME");
  // a start that stops after the link took the port: the console comes back, and says why
  const broken = "node.LFS = { get = function() return function() return { start = function() " +
    "uart.setup(0, 115200) node.output(function(pipe) return false end, 0) uart.on('data', '\\n', function() end, 0) error('boom: no start') end } end end }";
  const out = runInit("d1mini-table", true, broken);
  expect(out).toMatch(/carom: the unit did not start: .*boom: no start\r\n/);
  expect(out).toContain("CONSOLE true PRINTS TO UART");
}, 120000);

maybe.each(NODEMCU_BOARDS.map((b) => [b]))("board %s: the LFS image is made and fits the LFS of the firmware the board names; the command fails above the board's budget", (board) => {
  const r = build(board, process.env);
  const m = /LFS image (\d+) bytes of the firmware's (\d+)/.exec(r.stdout);
  expect(m).not.toBeNull();
  expect(Number(m![1])).toBeLessThanOrEqual(lfsSize(board));
  expect(fs.statSync(path.join(OUT, board, "lfs.img")).size).toBeGreaterThan(10000);
  // (the D1 minis' images are over their budgets today: the command says so and fails)
  const budget = lfsBudget(board);
  const over = budget !== undefined && Number(m![1]) > budget;
  expect(r.stderr).toBe(over ? `build:nodemcu: ERROR: ${board}: the LFS image ${m![1]} B is over the board's budget of ${budget} B ` +
    `(hardware/boards/${board}.json: nodemcu.budget; its firmware's LFS ${lfsSize(board)} B): ${Number(m![1]) - budget!} B over\n` : "");
  expect(r.status).toBe(over ? 1 : 0);
}, 120000);

maybe("the image is made from the bundle without debug information, its module still named carom (node.LFS.get(\"carom\"))", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-strip-"));
  try {
    const lua = path.join(OUT, "d1mini-wall", "carom.lua");
    const chunk = stripped(cross!, lua, path.join(dir, "c.luac"), integerFirmware("d1mini-wall"));
    const lookup = (file: string) => {
      const r = spawnSync(cross!, ["-f", "-l", "-o", path.join(dir, "x.img"), file], { encoding: "latin1", maxBuffer: 1 << 28 });
      expect(r.status).toBe(0);
      return /EQ\s+0 0 -1\s+; - "([^"]*)"/.exec(r.stdout)![1];
    };
    expect(lookup(chunk)).toBe(LFS_MODULE);
    expect(lookup(lua)).toBe(LFS_MODULE);
    // smaller than the image with the debug information
    const size = (file: string) => Number(/Image size: (\d+)/.exec(spawnSync(cross!, ["-f", "-o", path.join(dir, "y.img"), file], { encoding: "latin1" }).stdout)![1]);
    expect(size(chunk)).toBeLessThan(size(lua) - 10000);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120000);

test("NaN, which an integer firmware cannot make (0 / 0), is -1 where typescript-to-lua reads a byte past a text's end, and stops the build anywhere else", () => {
  const charCodeAt = "local function __TS__StringCharCodeAt(self, index)\n    if index < 0 then\n        return 0 / 0\n    end\n    return string.byte(self, index + 1) or 0 / 0\nend\n";
  const use = "    local ok = (string.byte(p[1], 2) or 0 / 0) == 72\n";
  const out = noNaN(charCodeAt + use);
  expect(out).toBe(charCodeAt.replace(/0 \/ 0/g, "-1") + use.replace("0 / 0", "-1"));
  expect(() => noNaN(use + "    return 0 / 0\n")).toThrow(/a NaN \(0 \/ 0\) an integer firmware cannot make: return 0 \/ 0/);
  expect(fs.readFileSync(buildNodemcuLua(), "latin1")).not.toMatch(/\b0 \/ 0\b/);
});

test("numbers an integer firmware's luac.cross would wrap silently (past 2^31 - 2) are found in the unit's Lua, not in its strings and comments, and the build has none; a split whose default limit is not where the build expects it stops the build", () => {
  expect(bigLiterals("local a = 4294967295 -- 9999999999\nlocal s = \"12345678901\" local h = 0xFFFFFFFF local ok = 2147483646")).toEqual(["4294967295", "0xFFFFFFFF"]);
  expect(bigLiterals(fs.readFileSync(buildNodemcuLua(), "latin1"))).toEqual([]); // (typescript-to-lua's split limit, 2^32 - 1, made 2^31 - 2)
  expect(() => splitLimit("local function __TS__StringSplit(source, separator, limit)\n    if limit == nil then\n        limit = 99\n    end\nend\n")).toThrow(/its default limit/);
  expect(splitLimit("local x = 1\n")).toBe("local x = 1\n"); // (no split: nothing to do)
});

maybe("an image for the firmware the board names only: a luac.cross of the other number type is refused, and says which to use", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-numbers-"));
  try {
    const lua = path.join(OUT, "d1mini-wall", "carom.lua");
    const integer = integerFirmware("d1mini-wall");
    expect(integer).toBe(true); // (the D1 minis name the integer build: hardware/README.md)
    expect(() => stripped(cross!, lua, path.join(dir, "c.luac"), !integer)).toThrow(/makes images for NodeMCU's integer firmware; the board names the float one/);
    expect(() => stripped(cross!, lua, path.join(dir, "c.luac"), integer)).not.toThrow();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a board's image holds its display kind's start alone (a table unit: no strip, no message line) and, with one button per player, leaves out the remote's quick path", () => {
  const all = fs.readFileSync(buildNodemcuLua(), "latin1");
  // the bundle of every board (the tests'): each kind's start, chosen by the board's data
  for (const k of ["none", "max7219", "ws2812"]) expect(all).toContain(`["hal.nodemcu.display.${k}"] = function(...)`);
  expect(all).toMatch(/if k == "ws2812" then\n\s+return startWs2812Display\(d, layout, clock, quiet\)/);
  // the quick path: the module the remote's Down takes and those only it requires
  const quick = onlyThrough(all, QUICK_ROOT);
  expect([...quick].sort()).toEqual(["firmware.panel.quick-point", "firmware.panel.quick-press", "firmware.panel.quick-undo", "rules.plain"]);
  expect(onlyThrough(all, "firmware.panel.quick-point")).toEqual(["firmware.panel.quick-point"]); // (also required by the quick path's root)
  expect(boardLeavesOut(nodemcuBoard("d1mini-table"), all)).toEqual(quick);
  // (a wall unit's message line shows the menu: the menu across the digits left out, issue 39)
  expect(boardLeavesOut(nodemcuBoard("d1mini-wall"), all)).toEqual([...quick, "firmware.panel.menu-line"]);
  // the quick path stays for a board with the referee's remote (controls 0)
  expect(boardLeavesOut({ ...nodemcuBoard("d1mini-wall"), controls: 0 }, all)).toEqual(["firmware.panel.menu-line"]);
  const r = build("d1mini-table", { ...process.env, LUAC_CROSS: "" });
  expect(r.status).toBe(0);
  const lua = fs.readFileSync(path.join(OUT, "d1mini-table", "carom.lua"), "latin1");
  for (const m of ["hal.nodemcu.ws2812", "hal.message", "hal.nodemcu.display.ws2812", "hal.nodemcu.display.none"]) expect({ m, in: lua.includes(`["${m}"] = function(...)`) }).toEqual({ m, in: false });
  expect(lua).toContain('["hal.nodemcu.display.max7219"] = function(...)');
  expect(lua).not.toContain('["hal.nodemcu.max7219"] = function(...) \nreturn {}');
  if (cross === undefined) return;
  // the table unit's own file starts and plays on the fakes (its BOARD, its MAX7219 digits)
  const got = runUnit(cross, { bundle: path.join(OUT, "d1mini-table", "carom.lua"), requests: ["lag A break white", "point", "view"].map(frameLine) });
  expect(got.stderr).toBe("");
  const answers = replies(got.stdout).map(answerOf);
  expect(answers.map((a) => a.code)).toEqual([7, 1, 0]); // setup, a point, the view (docs/protocol.md: protocol 3's codes)
  expect(JSON.parse(viewJson(answers[2].rest)).score).toEqual([1, 0]);
}, 120000);

test("the D1 mini's pin plan: a button on D0 (no interrupt) or on a boot pin is refused, the strip only on D4, the MAX7219 on HSPI; the firmware's modules hold what the hal calls", () => {
  const b = boardFile("d1mini-wall") as Record<string, any>;
  const copy = () => JSON.parse(JSON.stringify(b));
  expect(nodemcuData("x", copy())).toMatchObject({ buttons: [1, 2], buzzer: 6, display: { kind: "ws2812", msg: { cs: 8 } }, link: { keepConsolePin: 1 } });
  for (const [pin, why] of [["D0", /no interrupt/], ["D3", /boot pin/], ["D4", /boot pin/], ["D8", /boot pin/]] as Array<[string, RegExp]>) {
    const c = copy();
    c.buttons = ["D1", pin];
    expect(() => nodemcuData("x", c)).toThrow(why);
  }
  const strip = copy();
  strip.display.pin = "D2";
  expect(() => nodemcuData("x", strip)).toThrow(/D4 \(GPIO2\) only/);
  const amps = copy();
  amps.display.milliamps = 40000;
  expect(() => nodemcuData("x", amps)).toThrow(/milliamps 40000: from 100 to 30000/);
  const spi = copy();
  spi.display.msg.mosi = "D6";
  expect(() => nodemcuData("x", spi)).toThrow(/HSPI/);
  // NodeMCU 3.0's ws2812.newBuffer is the pixbuf module's: a strip without it would not start
  const noPixbuf = copy();
  noPixbuf.nodemcu.modules = noPixbuf.nodemcu.modules.filter((m: string) => m !== "pixbuf");
  expect(() => nodemcuData("x", noPixbuf)).toThrow(/needs the modules pixbuf/);
  const table = JSON.parse(JSON.stringify(boardFile("d1mini-table")));
  table.nodemcu.modules = table.nodemcu.modules.filter((m: string) => m !== "pixbuf" && m !== "ws2812");
  expect(() => nodemcuData("x", table)).not.toThrow(); // (no strip)
  table.nodemcu.modules = table.nodemcu.modules.filter((m: string) => m !== "pwm2");
  expect(() => nodemcuData("x", table)).toThrow(/needs the modules pwm2/);
  table.buzzer = "";
  expect(() => nodemcuData("x", table)).not.toThrow(); // (no buzzer)
  table.nodemcu.modules = table.nodemcu.modules.filter((m: string) => m !== "spi");
  expect(() => nodemcuData("x", table)).toThrow(/needs the modules spi/); // (its digits are MAX7219s)
  const wall = copy();
  wall.nodemcu.modules = wall.nodemcu.modules.filter((m: string) => m !== "spi");
  expect(() => nodemcuData("x", wall)).toThrow(/needs the modules spi/); // (the message line's MAX7219)
  delete wall.display.msg;
  expect(() => nodemcuData("x", wall)).toThrow(/needs the modules spi/); // (the kind's start carries the message line's driver, called or not)
  wall.nodemcu.modules.push("spi");
  expect(() => nodemcuData("x", wall)).toThrow(/no place for the menu/); // (buttons, and nowhere to show their menu: issue 39)
  wall.buttons = [];
  expect(() => nodemcuData("x", wall)).not.toThrow();
});

test("the bundle leaves out what a NodeMCU board never runs: the features it has not (decided where they are chosen), the runtime library's functions no kept module calls, imported names no one uses; concatenations are one CONCAT", () => {
  const lua = fs.readFileSync(buildNodemcuLua(), "latin1");
  const body = (m: string) => lua.slice(lua.indexOf(`["${m}"] = function(...) `), lua.indexOf("\n end,\n", lua.indexOf(`["${m}"] = function(...) `)));
  for (const m of ["firmware.unit-device", "firmware.link", "firmware.unit"]) expect(body(m)).not.toMatch(/\b(WIFI|RADIO|SEAL|deviceKey|sealer|remoteCommand|netCommand|startClub|startAir)\b/);
  expect(body("firmware.link")).toMatch(/if op == 247 then\s+send\(\s+s,\s+id,\s+args == "" and "0" or ____s\d+\(-44\)/); // SEAL ? keyFrame(...) : no key, or Reply.NoFeature
  const lib = lua.slice(lua.indexOf("-- typescript-to-lua's runtime library"), lua.indexOf("-- (the runtime library's end)"));
  expect(lib).toMatch(/^local function __TS__StringSubstring\(/m); // (a local of the chunk's, no module's: one upvalue for all)
  expect(lua).not.toMatch(/____lualib|lualib_bundle/);
  expect(lib).not.toMatch(/__TS__(SparseArray|NumberToString|ArraySplice)/); // (the sealed sheet's, the left-out modules')
  for (const f of lib.match(/^local (?:function )?(__TS__\w+)/gm)!.map((l) => l.split(" ").pop()!)) {
    expect([f, lua.replace(lib, "").includes(f) || lib.split(f).length > 3]).toEqual([f, true]);
  }
  expect(body("firmware.link")).toMatch(/s\.link\.write\(line \.\. " \*" \.\. [\w$]+\([\w$]+\(line\)\) \.\. "\\r\\n"\)/); // no (a .. b) .. c
  const bundle = '-- x\nlocal ____modules = {}\n____modules = {\n["lualib_bundle"] = function(...) \nlocal function __TS__A(x)\n  return __TS__B(x)\nend\n\nlocal function __TS__B(x)\nend\n\nlocal function __TS__C(x)\nend\n\nreturn {\n  __TS__A = __TS__A,\n  __TS__B = __TS__B,\n  __TS__C = __TS__C\n}\n end,\n' +
    '["m"] = function(...) \nlocal ____lualib = require("lualib_bundle")\nlocal __TS__A = ____lualib.__TS__A\nlocal ____n = require("n")\nlocal unused = ____n.unused\nlocal used = ____n.used\nreturn used(__TS__A)\n end,\n}\n';
  expect(dropUnusedImports(pruneLualib(hoistLualib(bundle)))).toBe("-- x\n-- typescript-to-lua's runtime library: the functions the modules call (tools/build/build-nodemcu.ts)\nlocal function __TS__A(x)\n  return __TS__B(x)\nend\n\nlocal function __TS__B(x)\nend\n" +
    '-- (the runtime library\'s end)\nlocal ____modules = {}\n____modules = {\n["m"] = function(...) \nlocal ____n = require("n")\nlocal used = ____n.used\nreturn used(__TS__A)\n end,\n}\n');
}, 120000);

test("shareImports: a name two modules import is one local of the chunk, set by the module that exports it, unless that module assigns it again", () => {
  const mod = (name: string, body: string) => `["${name}"] = function(...) \n${body}\n end,\n`;
  const a = mod("a", "local ____exports = {}\nfunction ____exports.f(x)\n    return x\nend\n____exports.g = 1\nfunction ____exports.h()\n    ____exports.g = 2\nend\nreturn ____exports");
  const user = (n: string) => mod(n, `local ____exports = {}\nlocal ____a = require("a")\nlocal f = ____a.f\nlocal g = ____a.g\nfunction ____exports.k()\n    return f(g) .. "f" .. t.f\nend\nreturn ____exports`);
  const bundle = "local x\nlocal ____modules = {}\n____modules = {\n" + a + user("b") + user("c") + "}\n";
  const got = shareImports(bundle);
  expect(got).toContain("local x\nlocal ____s0 -- (lua-locals.ts: shareImports)\nlocal ____modules = {}\n");
  expect(got).toContain("    ____exports.g = 2\nend\n____s0 = ____exports.f\nreturn ____exports\n end,\n");
  expect(got).toContain('local ____a = require("a")\nlocal g = ____a.g\nfunction ____exports.k()\n    return ____s0(g) .. "f" .. t.f\nend\n');
  expect(shareImports(bundle, 0)).toBe(bundle);
  expect(() => shareImports(bundle.replace("return f(g)", "local f = 1 return f(g)"))).toThrow(/declares a local f/);
});

test("joinLiterals: a chain of string literals becomes one constant (in LFS, not made in RAM at load), never across an escape or an operator that binds tighter", () => {
  expect(joinLiterals('local X = (("a\\n" .. "b") .. "c") .. "d"\n')).toBe('local X = "a\\nbcd"\n');
  expect(joinLiterals('return (("{\\"f\\"" .. ",") .. g(m)) .. "x"')).toBe('return ("{\\"f\\"," .. g(m)) .. "x"');
  expect(joinLiterals('local X = ("\\1" .. "2")')).toBe('local X = ("\\1" .. "2")'); // "\12" would be another byte
  expect(joinLiterals('local X = ("\\\\1" .. "2")')).toBe('local X = "\\\\12"'); // a backslash, then 1
  expect(joinLiterals('local y = 1 + "a" .. "b"')).toBe('local y = 1 + "a" .. "b"');
  expect(joinLiterals('f("x" .. "y")')).toBe('f"xy"'); // a call of one string, as f("xy")
});

test("lua-locals: a module over the locals limit reads its imported names from their module, never inside strings, fields or keys", () => {
  const code = 'local x = view(1) .. "view" .. t.view .. o:view() .. { view = view }.view .. [[view]]\n-- view\n';
  const out = renameIdentifiers(code, new Map([["view", "____view.view"]]));
  expect(out).toBe('local x = ____view.view(1) .. "view" .. t.view .. o:view() .. { view = ____view.view }.view .. [[view]]\n-- view\n');
  const many = Array.from({ length: 60 }, (_, i) => `local f${i} = ____m.f${i}`).join("\n") + "\nreturn f59(f1)\n";
  expect(topLocals(many)).toBe(60);
  expect(fewerLocals(many)).toBe("return ____m.f59(____m.f1)\n");
  // two imported files of one name (firmware/link, hal/nodemcu/link): the second table hides the first
  const twice = many.replace("local f0 = ____m.f0", "local ____m = require(\"a.m\")\nlocal ____m = require(\"b.m\")\nlocal f0 = ____m.f0");
  expect(fewerLocals(twice)).toContain("local f0 = ____m.f0");
  for (const shadow of ["local f3 = 1", "local a, f3 = 1, 2", "local function g(a, f3) end", "for f3 = 1, 2 do end", "local function f3() end"]) {
    expect(() => fewerLocals(many + shadow + "\n")).toThrow(/declares a local f3/);
  }
  // a module's table that no line reads is loaded without a local; then as few modules' names as
  // bring it under the limit are read from their tables, the module it takes most names from first
  const names = (t: string, n: number) => Array.from({ length: n }, (_, i) => `local ${t}${i} = ____${t}.${t}${i}`);
  const mixed = ["local ____a = require(\"a\")", "local ____b = require(\"b\")", "local ____c = require(\"c\")", ...names("a", 40), ...names("b", 6), "return a1(b1)"].join("\n") + "\n";
  expect(topLocals(mixed)).toBe(49);
  expect(fewerLocals(mixed)).toBe(mixed.replace("local ____c = require(\"c\")", "require(\"c\")"));
  const more = mixed.replace("local b5 = ____b.b5", names("b", 10).slice(5).join("\n"));
  const got = fewerLocals(more);
  expect(got).toContain("return ____a.a1(b1)");
  expect(got).toContain("local b9 = ____b.b9");
  expect(got).not.toContain("local a1 =");
});

maybe("the Lua for padStart, repeat and lastIndexOf gives what JavaScript gives", () => {
  const lua = fs.readFileSync(path.join(OUT, "carom.lua"), "latin1");
  const helpers = lua.slice(0, lua.indexOf("local ____modules"));
  const cases: Array<[string, string, string]> = [["7", "3", "pad"], ["123", "3", "pad"], ["", "1", "pad"], ["12345", "3", "pad"],
    ["a b a", "a", "last"], ["abc", "z", "last"], ["x *y *", " *", "last"], ["-", "4", "rep"], ["-", "0", "rep"]];
  const expr = (c: [string, string, string]) => c[2] === "pad" ? `__carom_padStart(${JSON.stringify(c[0])}, ${c[1]})`
    : c[2] === "last" ? `__carom_lastIndexOf(${JSON.stringify(c[0])}, ${JSON.stringify(c[1])})` : `string.rep(${JSON.stringify(c[0])}, ${c[1]})`;
  const file = path.join(os.tmpdir(), `carom-natives-${process.pid}.lua`);
  fs.writeFileSync(file, helpers + cases.map((c) => `print(${expr(c)})`).join("\n") + "\n");
  const r = spawnSync(cross!, ["-e", file], { encoding: "latin1" });
  fs.rmSync(file);
  const js = cases.map((c) => String(c[2] === "pad" ? c[0].padStart(Number(c[1])) : c[2] === "last" ? c[0].lastIndexOf(c[1]) : c[0].repeat(Number(c[1]))));
  expect(r.stdout.replace(/^\n?(Erasing LFS[^\n]*\n)?/, "").split("\n").slice(0, cases.length)).toEqual(js);
});

test("the lint keeps firmware/ within what the NodeMCU build translates", () => {
  const dir = path.join(root, "test", `lint-probe-fw-${process.pid}`);
  fs.mkdirSync(dir);
  try {
    const probes = ['export function f(s: string) { return s.padStart(3, "0"); }', "export function f(s: string) { return s.padEnd(3); }",
      "export function f(s: string) { return s.lastIndexOf(\"a\", 2); }"];
    probes.forEach((p, i) => fs.writeFileSync(path.join(dir, `p${i}.ts`), p + "\n"));
    fs.writeFileSync(path.join(dir, "ok.ts"), "export function f(s: string) { return s.padStart(3) + \"-\".repeat(2) + s.lastIndexOf(\"a\"); }\n");
    const r = spawnSync(process.execPath, [path.join(root, "node_modules", "eslint", "bin", "eslint.js"), "--format", "json", dir], { cwd: root, encoding: "utf8" });
    const results: Array<{ filePath: string; messages: unknown[] }> = JSON.parse(r.stdout);
    const messages = (f: string) => results.find((x) => x.filePath.endsWith(f))!.messages;
    expect(probes.map((_p, i) => messages(`p${i}.ts`).length > 0)).toEqual(probes.map(() => true));
    expect(messages("ok.ts")).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60000);

test("what the NodeMCU bundle leaves out comes from the boards' data: a board with the firmware's crypto module keeps the seal, wifi and mqtt the club network", () => {
  const d1 = boardFile("d1mini-table") as Record<string, any>;
  expect(leftOut()).toEqual(["firmware.club.club", "firmware.club.net", "firmware.club.net-link", "firmware.wireless.air-line", "firmware.wireless.air-unit", "firmware.seal.seal", "firmware.seal.seal-link", "firmware.journal.records-v1"]);
  const withCrypto = { ...d1, nodemcu: { ...d1.nodemcu, modules: [...d1.nodemcu.modules, "crypto"] } };
  expect(nodemcuFeatures([d1, withCrypto])).toEqual({ wifi: false, radio: false, seal: true });
  expect(leftOut([withCrypto])).not.toContain("firmware.seal.seal");
  const online = { ...d1, nodemcu: { ...d1.nodemcu, modules: [...d1.nodemcu.modules, "wifi", "mqtt"] } };
  expect(leftOut([online])).not.toContain("firmware.club.club");
  expect(leftOut([{ ...d1, runtime: "espruino", nodemcu: { modules: ["crypto"] } }])).toContain("firmware.seal.seal"); // (an Espruino board's data says nothing here)
});
