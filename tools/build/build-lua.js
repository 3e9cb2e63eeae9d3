#!/usr/bin/env node
// npm run build:lua: the rules core through typescript-to-lua into dist/lua/, with the entry
// dist/lua/replay.lua (`lua5.1 dist/lua/replay.lua FILE` from the repository's root, or
// `lua5.1 replay.lua FILE` from dist/lua/: each entry finds its modules beside itself).
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const root = path.join(__dirname, "..", "..");
const out = path.join(root, "dist", "lua");
fs.rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve("typescript-to-lua/dist/tstl.js"), "-p", "tsconfig.lua.json"], {
  cwd: root,
  stdio: "inherit",
});
// Lua looks for modules from the working directory (package.path "./?.lua"): each entry first
// adds its own folder, taken from arg[0], so that it runs from anywhere.
const FIND_MODULES_BESIDE =
  "-- carom: the modules (rules/, lualib_bundle) are beside this file, wherever it is run from\n" +
  "do\n" +
  "  local here = arg ~= nil and arg[0] ~= nil and string.match(arg[0], \"^(.*[/\\\\])\") or \"\"\n" +
  "  if here ~= \"\" and package ~= nil then package.path = here .. \"?.lua;\" .. package.path end\n" +
  "end\n";
for (const entry of ["replay.lua", "heap.lua"]) {
  const code = fs.readFileSync(path.join(out, "lua", entry), "utf8");
  fs.writeFileSync(path.join(out, entry), FIND_MODULES_BESIDE + code);
}
fs.rmSync(path.join(out, "lua"), { recursive: true, force: true });
console.log(`build:lua: ${path.relative(root, out)}/replay.lua and rules/*.lua`);
