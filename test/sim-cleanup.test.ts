// However `carom sim --pty` ends (a busy web port, Ctrl-C, SIGTERM, kill -9), it leaves no
// process (socat, its watchdog) and no /tmp/carom-pty-* folder behind; a start removes the
// folders of simulators that died anyway.
import { ChildProcess, spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { processesNaming, ptyFolders, untilEmpty } from "./support/leftovers";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "the simulator's clean-up tests");
const maybe = haveSocat ? test : test.skip;

const carom = path.join(__dirname, "..", "bin", "carom.js");

// not run by npm, whatever runs the tests: each test says how the simulator was started
const npmFree = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "npm_command" && k !== "npm_lifecycle_event"));

interface Run { child: ChildProcess; tmp: string; out: () => string; ended: Promise<number | null> }

// carom sim with its own TMPDIR, so that what it leaves behind is told apart from other runs'
// (in a process group of its own, as a shell runs a command, so that a Ctrl-C can go to the group)
function sim(args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "carom-cleanup-"));
  const child = spawn(process.execPath, [carom, "sim", "--store", path.join(tmp, "store.json"), ...args],
    { env: { ...npmFree, PORT: "0", TMPDIR: tmp, ...env }, detached: true });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const ended = new Promise<number | null>((r) => child.on("exit", (code, signal) => r(signal === null ? code : -1)));
  return { child, tmp, out: () => out, ended };
}

async function started(r: Run): Promise<void> {
  for (let i = 0; i < 300 && !/Ctrl-C to stop/.test(r.out()); i++) await new Promise((w) => setTimeout(w, 25));
  expect(r.out()).toMatch(/Ctrl-C to stop/);
}

async function nothingLeft(r: Run): Promise<void> {
  expect(await untilEmpty(() => processesNaming(r.tmp))).toEqual([]);
  expect(await untilEmpty(() => ptyFolders(r.tmp))).toEqual([]);
  fs.rmSync(r.tmp, { recursive: true, force: true });
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<string>((r) => setTimeout(() => r(`still running after ${ms} ms`), ms).unref())]);

maybe.each([
  ["carom sim --pty --web", {}, /port (\d+) is busy: set PORT to another one, e\.g\. PORT=\d+ carom sim --store \S+ --pty --web\n/],
  ["npm start", { npm_lifecycle_event: "start" }, /port (\d+) is busy: set PORT to another one, e\.g\. PORT=\d+ npm start -- --store \S+ --pty --web\n/],
  ["npx carom", { npm_command: "exec" }, /port (\d+) is busy: set PORT to another one, e\.g\. PORT=\d+ npx carom sim --store \S+ --pty --web\n/],
])("a busy web port (%s): status 1, a hint naming the command run, nothing left behind", async (_, env, hint) => {
  const busy = http.createServer();
  await new Promise<void>((r) => busy.listen(0, "127.0.0.1", r));
  const port = (busy.address() as { port: number }).port;
  const r = sim(["--pty", "--web"], { ...env, PORT: String(port) });
  try {
    expect(await within(r.ended, 15000)).toBe(1);
    expect(r.out()).toMatch(hint);
    expect(hint.exec(r.out())![1]).toBe(String(port));
    await nothingLeft(r);
  } finally {
    r.child.kill("SIGKILL");
    busy.close();
  }
});

maybe.each([
  ["Ctrl-C (SIGINT to the process group)", (pid: number) => process.kill(-pid, "SIGINT")],
  ["SIGTERM", (pid: number) => process.kill(pid, "SIGTERM")],
])("%s with a page open: the simulator, socat and its folder end", async (_, signal) => {
  const r = sim(["--pty", "--web"]);
  await started(r);
  const url = /carom simulator: (\S+)/.exec(r.out())![1];
  const events = http.get(`${url}/events`, (res) => res.resume()); // a page's live stream keeps a connection open
  events.on("error", () => undefined);
  await new Promise((w) => setTimeout(w, 100));
  expect(processesNaming(r.tmp).join("\n")).toMatch(/socat/);
  signal(r.child.pid!);
  expect(await within(r.ended, 5000)).toBe(0);
  await nothingLeft(r);
});

maybe("kill -9: socat ends by itself and its folder goes", async () => {
  const r = sim(["--pty"]);
  await started(r);
  expect(ptyFolders(r.tmp)).toHaveLength(1);
  r.child.kill("SIGKILL");
  await r.ended;
  await nothingLeft(r);
});

maybe("a start removes the folders of dead simulators and keeps a live one's", async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "carom-cleanup-"));
  const dead = spawnSync("true").pid!;
  const folder = (name: string, pid?: number) => {
    fs.mkdirSync(path.join(tmp, name));
    if (pid !== undefined) fs.writeFileSync(path.join(tmp, name, "pid"), String(pid));
    return name;
  };
  folder("carom-pty-dead", dead);
  folder("carom-pty-live", process.pid);
  const old = folder("carom-pty-older-carom"); // no pid: left by a carom before this one, an hour ago
  fs.utimesSync(path.join(tmp, old), new Date(Date.now() - 3600e3), new Date(Date.now() - 3600e3));
  const child = spawn(process.execPath, [carom, "sim", "--pty", "--store", path.join(tmp, "s.json")], { env: { ...process.env, TMPDIR: tmp } });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  for (let i = 0; i < 300 && !/Ctrl-C/.test(out); i++) await new Promise((w) => setTimeout(w, 25));
  const mine = path.basename(path.dirname(/pty: (\S+)/.exec(out)![1]));
  expect(ptyFolders(tmp).sort()).toEqual(["carom-pty-live", mine].sort());
  child.kill("SIGTERM");
  await new Promise((w) => child.on("exit", w));
  fs.rmSync(tmp, { recursive: true, force: true });
});
