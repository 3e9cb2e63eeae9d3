// The club network's commands say what is wrong and what to do: a broker URL that is not
// mqtt:// or mqtts://, a table without its number; carom club --host warns that the club's
// network can read its pages.
import { spawn, spawnSync } from "child_process";
import * as http from "http";
import * as path from "path";
import { ROOT } from "../tools/root";
import { Broker, freePort, mosquittoTest, openConfig, tmpDir } from "./support/mosquitto";

const carom = (args: string[]) => spawnSync(process.execPath, [path.join(ROOT, "bin", "carom.js"), ...args], { encoding: "utf8", timeout: 20000 });
const it = mosquittoTest("carom club --host");
jest.setTimeout(30000);

test("a broker that is not mqtt:// or mqtts://, a table without its number: refused with what to write", () => {
  const club = carom(["club", "--mqtt", "http://127.0.0.1:1883"]);
  expect(club.status).toBe(2);
  expect(club.stderr).toMatch(/use mqtt:\/\/ or mqtts:\/\//);
  const sim = carom(["sim", "--mqtt", "mqtt://127.0.0.1:1883", "--table"]);
  expect(sim.status).toBe(2);
  expect(sim.stderr).toMatch(/--table N/);
  const bridge = carom(["bridge", "--port", "/dev/null", "--mqtt", "mqtt://127.0.0.1:1883", "--table", "0"]);
  expect(bridge.status).toBe(2);
  expect(bridge.stderr).toMatch(/table's number, 1-999/);
});

it("carom club --host warns, serves on that address, and answers only requests naming it", async () => {
  const dir = tmpDir("club-cli");
  const broker = await Broker.start(dir, openConfig(dir));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, "bin", "carom.js"), "club", "--mqtt", `mqtt://127.0.0.1:${broker.port}`, "--host", "127.0.0.2", "--sheets", path.join(dir, "s")],
    { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (err += d));
  try {
    while (!out.includes("carom club:")) {
      if (child.exitCode !== null) throw new Error(err);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(err).toMatch(/warning: serving on 127.0.0.2: every device on that network can read/);
    expect(out).toContain(`http://127.0.0.2:${port}`);
    expect((await fetch(`http://127.0.0.2:${port}/`)).status).toBe(200);
    const other = await new Promise<number>((resolve) =>
      http.get(`http://127.0.0.2:${port}/`, { headers: { host: `club.example:${port}` } }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      }));
    expect(other).toBe(403); // DNS rebinding: another name for the address reads nothing
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await broker.stop();
  }
});
