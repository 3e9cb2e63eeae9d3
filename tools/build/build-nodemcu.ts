// npm run build:nodemcu -- --board NAME: the display unit for a NodeMCU board (an ESP8266 with
// NodeMCU's Lua 5.1): the rules core, the firmware, hal/nodemcu and boot/nodemcu.ts through
// typescript-to-lua into one Lua file (tsconfig.nodemcu.json), the board's data in front of it as
// the global BOARD, then luac.cross -f makes the LFS image that holds it all in flash, and a small
// init.lua that starts it. In dist/nodemcu/NAME/: carom.lua, init.lua and, with LUAC_CROSS (the
// host's luac.cross of the firmware build the board's data names), lfs.img.
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { bundleFewerLocals, joinLiterals, MODULE, shareImports } from "./lua-locals";
import { inlineConstants } from "./lua-consts";
import { localExports } from "./lua-exports";
import { releaseLoader } from "./lua-loader";
import { bigLiterals, dropDeadModules, dropUnusedImports, emptyModules, hoistLualib, leaveOut, noNaN, pruneLualib, splitLimit } from "./lua-bundle";
import { ROOT } from "../root";
import { Controls } from "../../firmware/panel/state";
import { integerFirmware, lfsBudget, lfsSize, luaValue, nodemcuBoard } from "./nodemcu-board";

export const OUT = path.join(ROOT, "dist", "nodemcu");
export const LFS_MODULE = "carom"; // the bundle's name in the LFS image (carom.lua)
export const LFS_BUDGET = 131072; // the budget for the image (npm run bench)

// The remote's quick path: firmware/panel/quick-press.ts and the modules only it requires (those that
// the bundle's entry reaches only through it), from the bundle's own requires.
export const QUICK_ROOT = "firmware.panel.quick-press";

export function onlyThrough(bundle: string, root: string): string[] {
  const requires = new Map<string, string[]>();
  const REQUIRE = /\brequire\("([^"]+)"/g;
  for (const m of bundle.matchAll(MODULE)) requires.set(m[2], [...m[3].matchAll(REQUIRE)].map((r) => r[1]));
  // (every require of the bundle is in a module's body, but the entry's in the loader's chunk: a
  // body cut short by the MODULE pattern would hide some, and a needed module could be left out)
  const found = [...requires.values()].reduce((n, r) => n + r.length, 0);
  if (found + 1 !== [...bundle.matchAll(REQUIRE)].length) throw new Error("build:nodemcu: the bundle's modules are not as the build expects (requires outside their bodies)");
  const entry = /\nlocal ____entry = require\("([^"]+)", \.\.\.\)\n/.exec(bundle);
  if (entry === null || !requires.has(root)) throw new Error(`build:nodemcu: no entry, or no module ${root}, in the bundle`);
  const reach = (from: string, skip: string) => {
    const seen = new Set<string>();
    const go = (m: string) => {
      if (m === skip || seen.has(m)) return;
      seen.add(m);
      for (const r of requires.get(m) ?? []) go(r);
    };
    go(from);
    return seen;
  };
  const without = reach(entry[1], root);
  return [...reach(root, "")].filter((m) => !without.has(m));
}

// What a board's image leaves out of the bundle besides: the menu across the digits where it has a
// message line (its data has no layout.line: tools/build/menu-line.ts), and the quick path on a
// board without the remote (it takes only the referee's remote's presses, unit.ts key: one button
// per player never runs it). (The display kinds it does not have are not in its bundle:
// lua-bundle.ts luaDisplayModule.)
export function boardLeavesOut(board: Record<string, any>, bundle: string): string[] {
  const out: string[] = [];
  if (board.controls !== Controls.Remote) out.push(...onlyThrough(bundle, QUICK_ROOT));
  if ((board.layout as { line?: number[] }).line === undefined) out.push("firmware.panel.menu-line"); // (a message line shows the menu: unit.ts never calls it)
  return out;
}

// Files written whole or not at all (a name of its own, then renamed): test files run at once,
// and one may read a build while another writes it again.
function writeWhole(file: string, data: string | Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

// The unit as one Lua file, no board: dist/nodemcu/carom.lua (the tests set BOARD themselves),
// with every display kind's start.
export function buildNodemcuLua(): string {
  const file = path.join(OUT, "carom.lua");
  writeWhole(file, Buffer.from(nodemcuBundle(), "latin1"));
  return file;
}

// The unit as one Lua text, with the start of the display `kind` alone, or every kind's.
function nodemcuBundle(kind?: string): string {
  const tstl = require.resolve("typescript-to-lua/dist/tstl.js");
  fs.mkdirSync(OUT, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(OUT, ".tstl-"));
  try {
    execFileSync(process.execPath, [tstl, "-p", "tsconfig.nodemcu.json", "--outDir", tmp], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
    const bundle = noNaN(splitLimit(dropUnusedImports(pruneLualib(hoistLualib(leaveOut(fs.readFileSync(path.join(tmp, "carom.lua"), "latin1"), kind))))));
    return joinLiterals(bundleFewerLocals(localExports(shareImports(dropDeadModules(inlineConstants(releaseLoader(bundle)))))));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// init.lua, in SPIFFS: starts the unit from the LFS image (node.LFS.get), or says why not.
export const INIT_LUA =
  "-- carom: the display unit is in the LFS image (npm run build:nodemcu, carom flash)\n" +
  `local unit = node.LFS.get("${LFS_MODULE}")\n` +
  "if unit == nil then print(\"carom: no LFS image: carom flash --board NAME\") return end\n" +
  "local ok, e = pcall(function() unit().start() end)\n" +
  "if ok then return end\n" +
  "-- the start stopped: the console back (the link may have taken it), and why\n" +
  "node.output(nil, 1) uart.on(\"data\")\n" +
  "uart.write(0, \"carom: the unit did not start: \" .. tostring(e) .. \"\\r\\n\")\n";

// The bundle as bytecode without debug information (luac.cross -s: no line numbers, no names of
// locals and upvalues), about 20 KB less image. NodeMCU 5.1's -f ignores -s, so the image is made
// from this chunk. A stripped chunk has no source name either, and -f names each module after its
// source ("?" then): the name goes back in as the main function's source, "@carom." (8 bytes, so
// that the dump's 4-byte alignment holds; -f's name is what lies between "@" and the first ".").
// integer: whether the board's firmware is NodeMCU's integer build, which loads only an image of
// the luac.cross built for it (luac.cross.int: 4-byte whole numbers, header bytes 10 and 11).
export function stripped(cross: string, lua: string, out: string, integer: boolean): string {
  const r = spawnSync(cross, ["-s", "-o", out, lua], { encoding: "latin1" });
  if (r.status !== 0) throw new Error(`luac.cross -s ${path.relative(ROOT, lua)}: ${(r.stderr + r.stdout).trim()}`);
  const b = fs.readFileSync(out);
  // the header (12 bytes: 4-byte int and size_t), then the main function's source: size 0 when stripped
  if (b.length < 16 || b.toString("latin1", 1, 4) !== "Lua" || b[4] !== 0x51 || b[8] !== 4 || b.readUInt32LE(12) !== 0) {
    throw new Error(`luac.cross -s ${path.relative(ROOT, lua)}: not the stripped Lua 5.1 chunk (4-byte size_t) the build expects`);
  }
  if ((b[11] === 1 && b[10] === 4) !== integer) {
    throw new Error(`${cross} makes images for NodeMCU's ${b[11] === 1 ? "integer" : "float"} firmware; the board names the ${integer ? "integer" : "float"} one ` +
      `(nodemcu.lua): set LUAC_CROSS to the luac.cross built for it (${integer ? "luac.cross.int: LUA_NUMBER_INTEGRAL" : "luac.cross"}, hardware/README.md)`);
  }
  const source = Buffer.from(`@${LFS_MODULE}.\0`, "latin1");
  if (source.length % 4 !== 0) throw new Error(`the module name ${LFS_MODULE} breaks the chunk's 4-byte alignment`);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(source.length);
  fs.writeFileSync(out, Buffer.concat([b.subarray(0, 12), size, source, b.subarray(16)]));
  return out;
}

export interface NodemcuBuild { dir: string; lua: string; init: string; image?: string; imageBytes?: number; note: string }

// The board's build in dist/nodemcu/NAME/. cross: luac.cross (LUAC_CROSS); without it no image.
export function buildNodemcu(name: string, cross = process.env.LUAC_CROSS): NodemcuBuild {
  const board = nodemcuBoard(name);
  const all = nodemcuBundle(board.display.kind);
  const bundle = pruneLualib(emptyModules(all, boardLeavesOut(board, all)));
  const dir = path.join(OUT, name);
  fs.mkdirSync(dir, { recursive: true });
  const lua = path.join(dir, `${LFS_MODULE}.lua`);
  writeWhole(lua, Buffer.from(`-- ${name} (hardware/boards/${name}.json)\nBOARD = ${luaValue(board)}\n` + bundle, "latin1"));
  const init = path.join(dir, "init.lua");
  writeWhole(init, INIT_LUA);
  const image = path.join(dir, "lfs.img");
  if (cross === undefined || cross === "") {
    return { dir, lua, init, note: `the LFS image needs luac.cross (set LUAC_CROSS): ${path.relative(ROOT, lua)} is its source` };
  }
  const big = integerFirmware(name) ? bigLiterals(bundle) : [];
  if (big.length > 0) throw new Error(`build:nodemcu: numbers past an integer firmware's in the unit's Lua: ${big.join(", ")}`);
  const lfs = lfsSize(name);
  const made = `${image}.${process.pid}.tmp`;
  const chunk = stripped(cross, lua, `${path.join(dir, LFS_MODULE)}.${process.pid}.luac`, integerFirmware(name));
  const r = spawnSync(cross, ["-f", "-m", String(lfs), "-o", made, chunk], { cwd: dir, encoding: "latin1" });
  fs.rmSync(chunk, { force: true });
  if (r.status === 0 && fs.existsSync(made)) fs.renameSync(made, image);
  else fs.rmSync(made, { force: true });
  const used = /Image size: (\d+)/.exec(r.stdout + r.stderr);
  if (r.status !== 0 || !fs.existsSync(image)) {
    const too = /too large/.test(r.stderr) ? `: the image (${used === null ? "?" : used[1]} bytes) does not fit the ${lfs} bytes of LFS the board's firmware has` : "";
    throw new Error(`luac.cross ${path.relative(ROOT, lua)}${too}: ${(r.stderr + r.stdout).trim()}`);
  }
  const imageBytes = used === null ? fs.statSync(image).size : Number(used[1]);
  return { dir, lua, init, image, imageBytes, note: `LFS image ${imageBytes} bytes of the firmware's ${lfs} (lfs.img, compressed: ${fs.statSync(image).size} bytes)` };
}

if (require.main === module) {
  const at = process.argv.indexOf("--board");
  const name = at >= 0 ? process.argv[at + 1] : undefined;
  if (name === undefined) {
    process.stderr.write("usage: npm run build:nodemcu -- --board NAME (a NodeMCU board in hardware/boards)\n");
    process.exit(2);
  }
  try {
    const b = buildNodemcu(name);
    console.log(`build:nodemcu: ${path.relative(ROOT, b.dir)}/ ${[b.lua, b.init, b.image].filter((f) => f !== undefined).map((f) => path.basename(f as string)).join(", ")}: ${b.note}`);
    // an image above the board's budget (its data's nodemcu.budget) does not build: the command
    // fails (buildNodemcu, the function, still writes it: the tests and carom flash --dry-run)
    const budget = lfsBudget(name);
    if (b.imageBytes !== undefined && budget !== undefined && b.imageBytes > budget) {
      process.stderr.write(`build:nodemcu: ERROR: ${name}: the LFS image ${b.imageBytes} B is over the board's budget of ${budget} B ` +
        `(hardware/boards/${name}.json: nodemcu.budget; its firmware's LFS ${lfsSize(name)} B): ${b.imageBytes - budget} B over\n`);
      process.exitCode = 1;
    }
  } catch (e) {
    process.stderr.write(`build:nodemcu: ${(e as Error).message}\n`);
    process.exit(1);
  }
}
