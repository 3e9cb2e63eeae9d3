// issue 41.8: one simulator per store (tools/sim/store-lock.ts). A second `carom sim` on a store in
// use exits 1 and names the process that holds it, before it reads or writes anything; a lock
// left by a killed simulator is taken over; the busy-port hint names another store.
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as http from "http";
import * as path from "path";
import { Controls } from "../firmware/unit";
import { startSim } from "../tools/sim/sim";
import { StoreLocked } from "../tools/sim/store-lock";
import { tmpDir } from "./support/mosquitto";

const carom = path.join(__dirname, "..", "bin", "carom.js");

function sim(store: string, port: number | string = 0) {
  const child = spawn(process.execPath, [carom, "sim", "--store", store], { env: { ...process.env, PORT: String(port), npm_command: "", npm_lifecycle_event: "" } });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const ended = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const started = async () => {
    for (let i = 0; i < 400 && !/Ctrl-C to stop/.test(out); i++) await new Promise((w) => setTimeout(w, 25));
    expect(out).toMatch(/Ctrl-C to stop/);
  };
  return { child, out: () => out, ended, started };
}

test("issue 41.8: a second carom sim on a store in use exits 1, names the process holding it and another way; the store is unchanged", async () => {
  const dir = tmpDir("store-lock");
  const store = path.join(dir, "s.json");
  const first = sim(store);
  try {
    await first.started();
    const before = fs.readFileSync(store);
    const second = sim(store);
    const late = setTimeout(() => second.child.kill("SIGKILL"), 15000); // still running: not refused
    expect(await second.ended).toBe(1);
    clearTimeout(late);
    expect(second.out()).toBe(`carom: the store ${store} is in use by process ${first.child.pid} (another carom sim): two simulators on one store ` +
      "lose events. Stop that one, or pass --store FILE to use another store\n");
    expect(fs.readFileSync(store)).toEqual(before);
  } finally {
    first.child.kill("SIGTERM");
    await first.ended;
  }
  expect(fs.existsSync(`${store}.lock`)).toBe(false); // released when it stopped
});

test("issue 41.8: in one process too: a second simulator on the store is refused until the first is closed; a killed one's lock is taken over", async () => {
  const dir = tmpDir("store-lock-in");
  const store = path.join(dir, "s.json");
  const o = { port: -1, host: "127.0.0.1", store, controls: Controls.Table };
  const a = await startSim(o);
  await expect(startSim(o)).rejects.toThrow(StoreLocked);
  await a.close();
  const b = await startSim(o);
  await b.close();
  const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
  fs.writeFileSync(`${store}.lock`, `${gone}\n`); // left by a simulator that was killed (kill -9)
  const c = await startSim(o);
  expect(fs.readFileSync(`${store}.lock`, "utf8")).toBe(`${process.pid}\n`);
  await c.close();
});

test("issue 41.8: the busy-port hint repeats the command with another port and another store", async () => {
  const busy = http.createServer();
  await new Promise<void>((r) => busy.listen(0, "127.0.0.1", r));
  const port = (busy.address() as { port: number }).port;
  const dir = tmpDir("store-lock-hint");
  const store = path.join(dir, "s.json");
  try {
    const r = sim(store, port);
    expect(await r.ended).toBe(1);
    const other = path.join(dir, `sim-${port + 1}.json`);
    expect(r.out()).toBe(`carom: port ${port} is busy: set PORT to another one, e.g. PORT=${port + 1} carom sim --store ${other}\n`);
    expect(fs.existsSync(`${store}.lock`)).toBe(false);
  } finally {
    busy.close();
  }
});
