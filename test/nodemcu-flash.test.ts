// carom flash for the NodeMCU boards: over a fake of NodeMCU's REPL on a pseudo-terminal
// (test/support/nodemcu-repl.ts) the LFS image and init.lua arrive byte for byte, in checked chunks (a
// damaged chunk is sent again), then node.LFS.reload and the unit's ready; --dry-run writes the
// REPL lines; a board that does not answer is said to be so.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { OUT } from "../tools/build/build-nodemcu";
import { CONSOLE_KEPT } from "../hal/nodemcu/link";
import { CHUNK } from "../tools/cli/flash-nodemcu";
import { startFakeRepl } from "./support/nodemcu-repl";
import { runCarom } from "./support/carom-cli";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const cross = process.env.LUAC_CROSS;
const haveSocat = spawnSync("sh", ["-c", "command -v socat"]).status === 0;
if (cross === undefined) console.warn("SKIPPED: carom flash for NodeMCU: set LUAC_CROSS to a luac.cross built outside the repo (the LFS image)");
if (!haveSocat) console.warn("SKIPPED: carom flash for NodeMCU: the pseudo-terminal tests need socat: apt-get install -y socat");
const withImage = cross === undefined ? test.skip : test;
const withPty = cross === undefined || !haveSocat ? test.skip : test;

const run = (args: string[], env: NodeJS.ProcessEnv = process.env) => runCarom(args, { env });

withImage("--dry-run writes the REPL lines that would be sent: each within the REPL's 255 characters, the image in checked chunks, then the reload", async () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-dry-")), "upload.txt");
  const r = await run(["flash", "--board", "d1mini-wall", "--dry-run", "-o", out]);
  expect(r.stderr).toMatch(/dry run, no board: wrote .*upload\.txt \(\d+ bytes\)/);
  expect(r.status).toBe(0);
  const lines = fs.readFileSync(out, "latin1").trimEnd().split("\n");
  expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(256);
  const image = fs.readFileSync(path.join(OUT, "d1mini-wall", "lfs.img"));
  const chunks = lines.filter((l) => l.startsWith("__w(")).map((l) => Buffer.from(/"([0-9a-f]*)"/.exec(l)![1], "hex"));
  expect(Buffer.concat(chunks).subarray(0, image.length)).toEqual(image);
  expect(chunks[0].length).toBe(CHUNK);
  expect(lines[lines.length - 1]).toBe('print(node.LFS.reload("lfs.img"))');
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
}, 120000);

withPty("carom flash writes lfs.img and init.lua byte for byte, sends a damaged chunk again, reloads the LFS and hears the unit's ready", async () => {
  const repl = await startFakeRepl({ damage: [3, 200] });
  try {
    const r = await run(["flash", "--board", "d1mini-table", "--port", repl.path]);
    expect(r.stderr).toContain("started: the unit answered ready");
    expect(r.status).toBe(0);
    expect(repl.files.get("lfs.img")).toEqual(fs.readFileSync(path.join(OUT, "d1mini-table", "lfs.img")));
    expect(repl.files.get("init.lua")).toEqual(fs.readFileSync(path.join(OUT, "d1mini-table", "init.lua")));
    expect(repl.reloaded).toEqual(repl.files.get("lfs.img"));
    expect([...repl.files.keys()].filter((k) => k.endsWith(".tmp"))).toEqual([]);
    // the damaged chunks went twice
    const sent = repl.lines.filter((l) => l.startsWith("__w("));
    expect(sent.length).toBe(new Set(sent).size + 2);
  } finally {
    await repl.close();
  }
}, 180000);

withPty("a button still held as the board restarts after the reload: the image is loaded, and carom flash says the unit kept the console and how to get the link", async () => {
  const repl = await startFakeRepl({ afterReload: CONSOLE_KEPT });
  try {
    const r = await run(["flash", "--board", "d1mini-table", "--port", repl.path]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("loaded: the unit started with NodeMCU's console kept (a button was held as the board restarted): release it and restart the board for the link");
    expect(repl.reloaded).toEqual(fs.readFileSync(path.join(OUT, "d1mini-table", "lfs.img")));
  } finally {
    await repl.close();
  }
}, 180000);

withPty("a unit that does not start after the reload: carom flash fails and says why, as init.lua wrote it", async () => {
  const repl = await startFakeRepl({ afterReload: "carom: the unit did not start: carom.lua:12: boom" });
  try {
    const r = await run(["flash", "--board", "d1mini-table", "--port", repl.path]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/node\.LFS\.reload: .*carom: the unit did not start: carom\.lua:12: boom/);
  } finally {
    await repl.close();
  }
}, 180000);

withPty("a board that does not answer (no NodeMCU, or the unit holding the port): a clear error, nothing written", async () => {
  const repl = await startFakeRepl({ silent: true });
  try {
    const r = await run(["flash", "--board", "d1mini-table", "--port", repl.path]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/does not answer as NodeMCU's REPL: hold the first button \(D1\) while the board starts/);
    expect(repl.files.size).toBe(0);
  } finally {
    await repl.close();
  }
}, 120000);

test("without LUAC_CROSS carom flash says the image needs luac.cross", async () => {
  const env = { ...process.env };
  delete env.LUAC_CROSS;
  const r = await run(["flash", "--board", "d1mini-table", "--dry-run"], env);
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/the LFS image needs luac\.cross \(set LUAC_CROSS\)/);
}, 120000);
