// What the NodeMCU build rewrites in typescript-to-lua's Lua to take less RAM: a module's literal
// constants written into the code that reads them (tools/build/lua-consts.ts), its exported functions
// as locals of its own (tools/build/lua-exports.ts), the loader's tables emptied once every module is
// loaded (tools/build/lua-loader.ts). The same values, fewer upvalues and tables: checked on the text
// and, with lua5.1 (CI installs it), by running a bundle before and after.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { inlineConstants } from "../tools/build/lua-consts";
import { localExports } from "../tools/build/lua-exports";
import { RELEASE, releaseLoader } from "../tools/build/lua-loader";
import { dropDeadModules } from "../tools/build/lua-bundle";

const haveLua = spawnSync("sh", ["-c", "command -v lua5.1"]).status === 0;
if (!haveLua && process.env.CI === "true") throw new Error("CI needs lua5.1 (apt-get install -y lua5.1)");
if (!haveLua) console.warn("SKIPPED: running the bundle before and after needs lua5.1: apt-get install -y lua5.1");

const mod = (name: string, body: string) => `["${name}"] = function(...) \n${body}\n end,\n`;
const A = mod("a", [
  "local ____exports = {}", "local LIMIT = 200", "local NEG = -1", "local NAME = \"ab\"", "local MOVED = 1", "local SHADOWED = 5", "local INDEXED = \"xyz\"",
  "____exports.ONCE = 7", "____exports.TWICE = 1", "____exports.TEXT = \"t\"", "____exports.SUM = 80 + 20",
  "function ____exports.f(x)", "    MOVED = MOVED + 1", "    return x -NEG + LIMIT + ____exports.ONCE + #NAME - 2 * ____exports.SUM .. ____exports.TEXT .. INDEXED:sub(1, 1)", "end",
  "function ____exports.g(SHADOWED)", "    ____exports.TWICE = 2", "    return SHADOWED", "end",
  "function ____exports.h()", "    return SHADOWED + MOVED", "end",
  "return ____exports",
].join("\n"));
const B = mod("b", [
  "local ____exports = {}", "local ____a = require(\"a\")", "local ONCE = ____a.ONCE", "local TWICE = ____a.TWICE", "local TEXT = ____a.TEXT",
  "function ____exports.k()", "    return ONCE .. TWICE .. TEXT", "end", "return ____exports",
].join("\n"));
const LOADER = "local ____modules = {}\nlocal ____cache = {}\nlocal function require(f) if ____cache[f] == nil then ____cache[f] = ____modules[f]() end return ____cache[f] end\n";
const bundle = LOADER + "____modules = {\n" + A + B + "}\n" +
  "local a, b = require(\"a\"), require(\"b\")\nprint(a.f(10), a.g(3), a.h(), b.k())\n";

test("literal constants assigned once are written where they are read; a name assigned again, declared again or read as a table stays", () => {
  const got = inlineConstants(bundle);
  expect(got).toContain("return x -(-1) + 200 + 7 + #\"ab\" - 2 * (80 + 20) .. \"t\" .. INDEXED:sub(1, 1)"); // (not the comment `x --1`)
  for (const kept of ["local MOVED = 1", "local SHADOWED = 5", "local INDEXED = \"xyz\"", "local TWICE = ____a.TWICE", "____exports.ONCE = 7"]) expect(got).toContain(kept);
  for (const gone of ["local LIMIT", "local NEG", "local NAME", "local ONCE", "local TEXT"]) expect(got).not.toContain(gone);
  expect(got).toContain("return 7 .. TWICE .. \"t\"");
});

// what a bundle prints on lua5.1
function printed(code: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-rewrites-"));
  try {
    fs.writeFileSync(path.join(dir, "b.lua"), code);
    const r = spawnSync("lua5.1", [path.join(dir, "b.lua")], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    return r.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("a local declared at the top and assigned a literal later, and a sum of constants once they are written in, are constants too", () => {
  const late = mod("l", "local ____exports = {}\nlocal f, PIECE, g\nfunction f()\n    return PIECE + ____exports.B\nend\nPIECE = 256\n____exports.A = 2\n____exports.B = ____exports.A * 3\nreturn ____exports");
  expect(inlineConstants(late)).toBe(mod("l", "local ____exports = {}\nlocal f, g\nfunction f()\n    return 256 + (2 * 3)\nend\n____exports.A = 2\n____exports.B = 2 * 3\nreturn ____exports"));
});

test("a hoisted local that a function may read before its assignment, a name in a multiple assignment, a string with `$&` in it: as they were, or the same string", () => {
  const early = mod("e", "local ____exports = {}\nlocal mode\nlocal function show() return tostring(mode) end\n____exports.before = show()\nmode = \"x\"\nreturn ____exports");
  expect(inlineConstants(early)).toBe(early);
  const multiple = mod("x", "local ____exports = {}\nlocal X = 5\nfunction ____exports.f()\n    X, y = 6, 7\n    return X\nend\nreturn ____exports");
  expect(inlineConstants(multiple)).toBe(multiple);
  const dollar = mod("d", "local ____exports = {}\n____exports.T = \"<$&> a$'b\"\nfunction ____exports.f()\n    return ____exports.T\nend\nreturn ____exports");
  expect(inlineConstants(dollar)).toContain("    return \"<$&> a$'b\"\nend");
});

(haveLua ? test : test.skip)("the bundle prints the same before and after (lua5.1)", () => {
  const before = printed(bundle);
  expect(before).toBe("20tx\t3\t7\t71t\n");
  expect(printed(inlineConstants(bundle))).toBe(before);
});

const C = mod("c", [
  "local ____exports = {}", "local helper",
  "function helper(x)", "    return ____exports.twice(x) + 1", "end",
  "function ____exports.twice(x)", "    return x * 2", "end",
  "function ____exports.once(x)", "    return helper(x)", "end",
  "function ____exports.alone()", "    return 0", "end",
  "function ____exports.named(named)", "    return named", "end",
  "____exports.WORDS = {", "    \"a\"", "}",
  "function ____exports.calls()", "    return ____exports.named(1) + ____exports.once(1) + ____exports.twice(2) + #____exports.WORDS", "end",
  "return ____exports",
].join("\n"));
const USER = mod("d", ["local ____exports = {}", "local ____c = require(\"c\")", "____exports.all = ____c.twice(1) + ____c.once(1) + ____c.alone() + ____c.named(4) + ____c.calls()", "return ____exports"].join("\n"));
const withC = LOADER + "____modules = {\n" + C + USER + "}\n" + "print(require(\"d\").all)\n";

test("a module's exports that it reads itself (functions, values assigned once) are locals of its own, set on its table before it returns; one named as a parameter too stays", () => {
  const got = localExports(withC);
  expect(got).toContain("local ____exports = {}\nlocal twice, WORDS, once\nlocal helper\nfunction helper(x)\n    return twice(x) + 1\nend\nfunction twice(x)");
  expect(got).toContain("\nWORDS = {\n    \"a\"\n}\n"); // (a value assigned once, as a function is)
  expect(got).toContain("function ____exports.alone()"); // (never called within: its table's name is enough)
  expect(got).toContain("function ____exports.named(named)");
  expect(got).toContain("    return ____exports.named(1) + once(1) + twice(2) + #WORDS\nend\n____exports.twice = twice\n____exports.WORDS = WORDS\n____exports.once = once\nreturn ____exports\n end,");
  expect(localExports(withC, 2)).toBe(withC); // (no room under the locals limit: as it was)
});

(haveLua ? test : test.skip)("a module with its exports as locals gives its importers the same (lua5.1)", () => {
  expect(printed(withC)).toBe("18\n");
  expect(printed(localExports(withC))).toBe("18\n");
});

// typescript-to-lua's loader, as its bundles have it
const TSTL_LOADER = [
  "local ____modules = {}", "local ____moduleCache = {}", "local ____originalRequire = require", "local function require(file, ...)",
  "    if ____moduleCache[file] then", "        return ____moduleCache[file].value", "    end", "    if ____modules[file] then",
  "        local module = ____modules[file]", "        local value = nil",
  "        if (select(\"#\", ...) > 0) then value = module(...) else value = module(file) end",
  "        ____moduleCache[file] = { value = value }", "        return value", "    else",
  "        if ____originalRequire then", "            return ____originalRequire(file)", "        else",
  "            error(\"module '\" .. file .. \"' not found\")", "        end", "    end", "end", "",
].join("\n");
const ENTRY = TSTL_LOADER + "____modules = {\n" +
  mod("m", "local ____exports = {}\nKEPT = setmetatable({}, { __mode = \"v\" })\nKEPT[1] = ____exports\nfunction ____exports.f()\n    return 1\nend\nreturn ____exports") +
  mod("x", "local ____exports = {}\nlocal ____m = require(\"m\")\nlocal f = ____m.f\nKEPT[2] = ____exports\nfunction ____exports.g()\n    return f()\nend\nreturn ____exports") +
  // (the entry's own locals hold the tables of the modules it requires itself, x's; m's, only the loader)
  mod("e", "local ____exports = {}\nlocal ____x = require(\"x\")\nlocal g = ____x.g\nlocal function main()\n    collectgarbage(\"collect\")\n    return g() .. \" \" .. tostring(KEPT[1] ~= nil) .. \" \" .. tostring(KEPT[2] ~= nil)\nend\n____exports.out = main()\nreturn ____exports") +
  "}\nlocal ____entry = require(\"e\", ...)\nprint(____entry.out)\n";

test("the loader's tables are emptied in the entry right after its own requires, and the entry's locals of the modules' tables once their names are taken", () => {
  expect(releaseLoader(ENTRY)).toContain(`local ____x = require("x")\nlocal g = ____x.g\n____x = nil\n${RELEASE}\nlocal function main()`);
  // a table the entry reads again is kept; one declared again is let go before
  const again = ENTRY.replace("local g = ____x.g\n", "local g = ____x.g\nlocal h = ____x\n");
  expect(releaseLoader(again)).not.toContain("____x = nil");
  const twice = ENTRY.replace("local g = ____x.g\n", "local g = ____x.g\nlocal ____x = require(\"m\")\nlocal f = ____x.f\n");
  expect(releaseLoader(twice)).toContain(`local g = ____x.g\n____x = nil\nlocal ____x = require("m")\nlocal f = ____x.f\n____x = nil\n`);
  expect(() => releaseLoader(ENTRY.replace("local ____entry", "local ____start"))).toThrow(/not as the build expects/);
});

(haveLua ? test : test.skip)("once emptied, a module's table that nothing else holds is let go while the entry runs on, the entry's own modules' too (lua5.1)", () => {
  expect(printed(ENTRY)).toBe("1 true true\n");
  expect(printed(releaseLoader(ENTRY))).toBe("1 false false\n");
});

test("a module nothing requires any more goes, with the requires whose table nothing reads, until none is left (tools/build/lua-bundle.ts)", () => {
  const bundle = "local ____modules = {}\n____modules = {\n" +
    mod("words", "local ____exports = {}\n____exports.W = \"x\"\nreturn ____exports") +
    mod("texts", "local ____exports = {}\nlocal ____words = require(\"words\")\nlocal ____fields = require(\"fields\")\nfunction ____exports.say()\n    return ____fields.field(\"x\")\nend\nreturn ____exports") +
    mod("fields", "local ____exports = {}\nfunction ____exports.field(s)\n    return s\nend\nreturn ____exports") +
    mod("types", "local ____exports = {}\nreturn ____exports") +
    mod("only-types", "local ____exports = {}\nlocal ____types = require(\"types\")\nreturn ____exports") +
    mod("boot", "local ____exports = {}\nlocal ____texts = require(\"texts\")\n____texts.say()\nreturn ____exports") +
    "}\nlocal ____entry = require(\"boot\", ...)\nreturn ____entry\n";
  const out = dropDeadModules(bundle);
  const modules = [...out.matchAll(/^\["([^"]+)"\]/gm)].map((m) => m[1]);
  expect(modules).toEqual(["texts", "fields", "boot"]); // (words: its require's table read nowhere; only-types: required by none; then types)
  expect(out).not.toContain('require("words")');
  expect(out).toContain('local ____fields = require("fields")');
  expect(dropDeadModules(out)).toBe(out);
});
