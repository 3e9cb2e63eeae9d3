// NodeMCU's Lua refuses functions with more than 50 locals or 60 upvalues; it has no
// debug.getinfo. Every function of the generated Lua is listed with `luac5.1 -l -l`.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

const luaDir = path.join(__dirname, "..", "dist", "lua");
const haveLuac = spawnSync("sh", ["-c", "command -v luac5.1"]).status === 0;
if (!haveLuac && process.env.CI === "true") throw new Error("CI needs luac5.1 (apt-get install -y lua5.1)");
if (!haveLuac) console.warn("SKIPPED: the Lua limits test needs luac5.1: apt-get install -y lua5.1");
const maybe = haveLuac ? test : test.skip;

function luaFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? luaFiles(path.join(dir, e.name)) : e.name.endsWith(".lua") ? [path.join(dir, e.name)] : []);
}

interface Fn { where: string; locals: number; upvalues: number }

export function functionsOf(file: string): Fn[] {
  const r = spawnSync("luac5.1", ["-l", "-l", "-p", file], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  const fns: Fn[] = [];
  for (const line of r.stdout.split("\n")) {
    const head = /^(main|function) <([^>]+)>/.exec(line);
    if (head) fns.push({ where: head[2], locals: 0, upvalues: 0 });
    const locals = /^locals \((\d+)\)/.exec(line);
    if (locals) fns[fns.length - 1].locals = Number(locals[1]);
    const ups = /^upvalues \((\d+)\)/.exec(line);
    if (ups) fns[fns.length - 1].upvalues = Number(ups[1]);
  }
  return fns;
}

maybe("every function of the generated Lua has at most 50 locals and 60 upvalues", () => {
  const files = luaFiles(luaDir);
  expect(files.length).toBeGreaterThan(5);
  const fns = files.flatMap(functionsOf);
  expect(fns.length).toBeGreaterThan(50);
  expect(fns.filter((f) => f.locals > 50 || f.upvalues > 60)).toEqual([]);
});

maybe("a function with 51 locals is caught (the check can fail)", () => {
  const file = path.join(require("os").tmpdir(), "carom-51-locals.lua");
  fs.writeFileSync(file, Array.from({ length: 51 }, (_, i) => `local v${i} = ${i}`).join("\n"));
  expect(functionsOf(file)[0].locals).toBe(51);
});

test("the generated Lua never uses debug.getinfo and the runtime library is the minimal one", () => {
  for (const file of luaFiles(luaDir)) expect(fs.readFileSync(file, "utf8")).not.toMatch(/debug\.getinfo|debug\.traceback/);
  expect(fs.statSync(path.join(luaDir, "lualib_bundle.lua")).size).toBeLessThan(8000);
});
