// A store file the simulator cannot read is never written over: `carom sim` moves it aside,
// prints where, says what was wrong and how to start anyway, and exits with status 1 at once.
// A store that cannot be written stops the simulator before the event is acknowledged.
import { spawn } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { spawnPtySim } from "../tools/sim/sim-process";
import { StreamClient } from "./support/stream-client";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "the unwritable store test");
const maybe = haveSocat ? test : test.skip;

const carom = path.join(__dirname, "..", "bin", "carom.js");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-store-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function sim(store: string): Promise<{ status: number | null; out: string; hung: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [carom, "sim", "--store", store], { env: { ...process.env, PORT: "0" } });
    let out = "";
    let hung = false;
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => {
      hung = true;
      child.kill("SIGKILL");
    }, 15000);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, out, hung });
    });
  });
}

const KINDS: Array<[string, string | null, RegExp]> = [
  ["empty", "", /it is empty/],
  ["null", "null", /it holds null, not the simulator's files/],
  ["[]", "[]", /it holds a list, not the simulator's files/],
  ["a folder", null, /it is a folder, not a file/],
  ["truncated", '{"journal.0":"V1\\u0001ab', /it is not complete JSON \(cut short/],
  ["garbage", "\u0000\u00ff garbage", /it is not complete JSON/],
  ["a file that is not text", '{"journal.0":7}', /its file "journal.0" is not text/],
];

test.each(KINDS)("a store that is %s: moved aside, status 1, says why and how to start anyway", async (kind, content, why) => {
  const store = path.join(dir, `${kind.replace(/\W/g, "_")}.json`);
  if (content === null) {
    fs.mkdirSync(store);
    fs.writeFileSync(path.join(store, "inside"), "kept");
  } else {
    fs.writeFileSync(store, content, "latin1");
  }
  const r = await sim(store);
  expect(r.hung).toBe(false);
  expect(r.status).toBe(1);
  expect(r.out).toMatch(why);
  expect(r.out).toMatch(/Run the same command again to start with a new empty store at .*, or pass --store FILE to use another file/);
  const aside = /moved aside to (\S+\.unreadable-\d{8}T\d{6}Z),/.exec(r.out);
  expect(aside).not.toBeNull();
  if (content === null) expect(fs.readFileSync(path.join(aside![1], "inside"), "latin1")).toBe("kept");
  else expect(fs.readFileSync(aside![1], "latin1")).toBe(content);
  expect(fs.existsSync(store)).toBe(false); // nothing written in its place
});

test("after a store was moved aside, the same command starts with a new store", async () => {
  const store = path.join(dir, "again.json");
  fs.writeFileSync(store, "null");
  expect((await sim(store)).status).toBe(1);
  const child = spawn(process.execPath, [carom, "sim", "--store", store], { env: { ...process.env, PORT: "0" } });
  let out = "";
  await new Promise<void>((resolve) => child.stdout.on("data", (d) => (out += d) && /Ctrl-C to stop/.test(out) && resolve()));
  const stopped = new Promise((r) => child.on("exit", r));
  child.kill("SIGTERM");
  expect(await stopped).toBe(0);
  expect(typeof JSON.parse(fs.readFileSync(store, "latin1"))).toBe("object");
});

maybe("a store that cannot be written: the simulator says so and stops, and the event is not acknowledged", async () => {
  const store = path.join(dir, "unwritable.json");
  const sim = await spawnPtySim(store, { TMPDIR: dir });
  const client = await StreamClient.open(sim.pty);
  try {
    expect((await client.request("set distance 30")).kind).toBe("ok");
    // the store cannot be replaced: a folder with a file in it where it was (its temporary
    // file has a name no one can guess, issue 41.7, so nothing can be planted there)
    fs.renameSync(store, `${store}.kept`);
    fs.mkdirSync(store);
    fs.writeFileSync(path.join(store, "x"), "");
    const ended = new Promise((r) => sim.child.once("exit", r));
    const reply = await client.request("set distance 40").then((l) => l.kind, (e: Error) => e.message);
    expect(reply).toBe("the port closed");
    expect(await ended).toBe(1);
    expect(sim.stderr()).toMatch(/cannot write the store .*unwritable\.json \((EISDIR|ENOTEMPTY).*\); stopping\. It holds every event acknowledged so far/);
    expect(JSON.parse(fs.readFileSync(`${store}.kept`, "latin1"))).toBeInstanceOf(Object);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith("unwritable.json.") && f.endsWith(".tmp"))).toEqual([]); // none left behind
  } finally {
    await client.close();
  }
});
