#!/usr/bin/env node
// npm run build:lua: the rules core through typescript-to-lua into dist/lua/, with the entry
// dist/lua/replay.lua (run it from dist/lua/: `lua5.1 replay.lua FILE`).
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const root = path.join(__dirname, "..");
const out = path.join(root, "dist", "lua");
fs.rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve("typescript-to-lua/dist/tstl.js"), "-p", "tsconfig.lua.json"], {
  cwd: root,
  stdio: "inherit",
});
for (const entry of ["replay.lua", "heap.lua"]) fs.renameSync(path.join(out, "lua", entry), path.join(out, entry));
fs.rmSync(path.join(out, "lua"), { recursive: true, force: true });
console.log(`build:lua: ${path.relative(root, out)}/replay.lua and rules/*.lua`);
