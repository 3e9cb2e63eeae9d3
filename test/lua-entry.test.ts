// The Lua build's entry runs from anywhere: `lua5.1 dist/lua/replay.lua examples/match.txt` from
// the repository's root prints what `carom replay` prints (issue 23).
import { spawnSync } from "child_process";
import * as os from "os";
import * as path from "path";

const root = path.join(__dirname, "..");
const LUAS = ["lua5.1", "lua5.3"];
const missing = LUAS.filter((l) => spawnSync("sh", ["-c", `command -v ${l}`]).status !== 0);
if (missing.length > 0 && process.env.CI === "true") throw new Error(`CI needs ${missing.join(" ")} (apt-get install -y ${missing.join(" ")})`);
if (missing.length > 0) console.warn(`SKIPPED: the Lua entry test needs ${missing.join(", ")}: apt-get install -y ${missing.join(" ")}`);

const expected = spawnSync(process.execPath, [path.join(root, "bin", "carom.js"), "replay", "examples/match.txt"], { cwd: root }).stdout.toString("latin1");

describe.each(LUAS)("%s dist/lua/replay.lua", (lua) => {
  const maybe = missing.includes(lua) ? test.skip : test;
  maybe("from the repository's root, as docs/nodemcu.md says", () => {
    const r = spawnSync(lua, ["dist/lua/replay.lua", "examples/match.txt"], { cwd: root });
    expect(r.stderr.toString()).toBe("");
    expect(r.stdout.toString("latin1")).toBe(expected);
  });
  maybe("from another folder, by its full path", () => {
    const r = spawnSync(lua, [path.join(root, "dist", "lua", "replay.lua"), path.join(root, "examples", "match.txt")], { cwd: os.tmpdir() });
    expect(r.stdout.toString("latin1")).toBe(expected);
  });
});
