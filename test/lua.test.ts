// The Lua build (typescript-to-lua) on real Lua 5.1 and 5.3 prints exactly what Node prints.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { scenarios } from "./support/scenarios";
import { randomScripts } from "./support/gen";
import { replayScript } from "../rules/replay";

const root = path.join(__dirname, "..");
const luaDir = path.join(root, "dist", "lua");
const carom = path.join(root, "bin", "carom.js");

function have(cmd: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
}

const interpreters = ["lua5.1", "lua5.3"];
const missing = interpreters.filter((l) => !have(l));
if (missing.length > 0 && process.env.CI === "true") {
  throw new Error(`CI needs ${missing.join(", ")} (apt-get install -y lua5.1 lua5.3)`);
}
if (missing.length > 0) console.warn(`SKIPPED: Lua tests need ${missing.join(", ")}: apt-get install -y lua5.1 lua5.3`);
if (!fs.existsSync(path.join(luaDir, "replay.lua"))) throw new Error("dist/lua/replay.lua is missing: npm run build:lua");

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd });
  return { status: r.status, stdout: r.stdout.toString("latin1"), stderr: r.stderr.toString("latin1") };
}

const nodeRuns = new Map<string, ReturnType<typeof run>>();
function node(file: string) {
  if (!nodeRuns.has(file)) nodeRuns.set(file, run(process.execPath, [carom, "replay", file], root));
  return nodeRuns.get(file)!;
}

// What `carom replay` prints for a script, computed in-process (the CLI path is tested above).
function nodeBytes(text: string) {
  const r = replayScript(text);
  return r.ok ? { status: 0, stdout: r.out, stderr: "" } : { status: 2, stdout: "", stderr: r.out + "\n" };
}

describe.each(interpreters.map((l) => [l]))("%s", (lua) => {
  const maybe = missing.includes(lua) ? test.skip : test;

  maybe.each(scenarios().map((s) => [s.name, s.file]))("golden %s: identical bytes and status", (_n, file) => {
    expect(run(lua, ["replay.lua", file], luaDir)).toEqual(node(file));
  });

  maybe("300 random scripts, legal and mangled: identical bytes and status", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-lua-"));
    const scripts = randomScripts(300, 1234);
    scripts.forEach((text, i) => {
      const file = path.join(dir, `s${i}.txt`);
      fs.writeFileSync(file, text, "latin1");
      expect({ i, ...run(lua, ["replay.lua", file], luaDir) }).toEqual({ i, ...nodeBytes(text) });
    });
    fs.rmSync(dir, { recursive: true });
  });

  maybe("standard input", () => {
    const file = scenarios()[0].file;
    const r = spawnSync(lua, ["replay.lua", "-"], { cwd: luaDir, input: fs.readFileSync(file) });
    expect(r.stdout.toString("latin1")).toBe(node(file).stdout);
  });
});

// NodeMCU's own host interpreters (luac.cross -e, built outside the repo): LUAC_CROSS (Lua 5.1,
// ESP8266) and LUAC_CROSS53 (Lua 5.3 with 32-bit numbers, ESP32).
describe.each([["LUAC_CROSS"], ["LUAC_CROSS53"]])("NodeMCU %s -e", (variable) => {
  const cross = process.env[variable];
  if (cross === undefined) console.warn(`SKIPPED: NodeMCU check: set ${variable} to a luac.cross built outside the repo`);
  const maybe = cross === undefined ? test.skip : test;
  maybe.each(scenarios().map((s) => [s.name, s.file]))("golden %s: identical sheet, error line and status", (_n, file) => {
    const runner = path.join(os.tmpdir(), `carom-cross-${process.pid}.lua`);
    // luac.cross -e sets no `arg`; a wrapper names the file, and turns a runtime error into a status
    fs.writeFileSync(runner, `arg = { [0] = "replay.lua", ${JSON.stringify(file)} }\n` +
      `local ok, e = pcall(dofile, "replay.lua") if not ok then io.stderr:write(tostring(e), "\\n") os.exit(3) end\n`);
    const got = run(cross!, ["-e", runner], luaDir);
    const want = node(file);
    expect({ status: got.status, stdout: got.stdout.replace(/^\n?(Erasing LFS[^\n]*\n)?/, "") }).toEqual({ status: want.status, stdout: want.stdout });
    if (want.status !== 0) expect(got.stderr).toContain(want.stderr.trim());
  });
});
