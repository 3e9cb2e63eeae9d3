// The simulator's page offers the wireless remote: its presses go through the simulated air to
// the unit's own receiving code; the page's attacker (a replay, a forgery) scores nothing; a
// request without the page's token presses nothing.
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { view } from "../rules/view";
import { startSim, Sim } from "../tools/sim/sim";
import { enterLine } from "./support/rig";

let sim: Sim;
let port: number;
let token: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-wireless-"));

function ask(method: string, pathname: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
const own = () => ({ origin: `http://127.0.0.1:${port}`, "x-carom-token": token });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const score = () => view(sim.unit.session.m).score[0];

beforeAll(async () => {
  sim = await startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, "store.json"), controls: 0 });
  port = Number(new URL(sim.url).port);
  for (const l of ["!lang en", "set distance 30", "lag A break white"]) enterLine(sim.unit, l);
  token = /<meta name="carom-token" content="([0-9a-f]{48})">/.exec((await ask("GET", "/")).body)![1];
});

afterAll(async () => {
  await sim.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("rule 2: the page's wireless POINT scores through the air; the attacker's replay and forgery score nothing", async () => {
  expect((await ask("GET", "/")).body).toContain('id="wireless"');
  expect(sim.unit.st.air!.ids).toEqual([1]); // paired at the first start
  expect((await ask("POST", "/wireless?id=0&down=1", own())).status).toBe(204);
  await wait(80);
  expect((await ask("POST", "/wireless?id=0&down=0", own())).status).toBe(204);
  await wait(300);
  expect(score()).toBe(1);
  const accepted = sim.wireless.counts.accepted;
  expect((await ask("POST", "/wireless?attack=replay", own())).body).toBe("replayed the last frame heard\n");
  expect((await ask("POST", "/wireless?attack=forge", own())).body).toMatch(/^forged a frame/);
  await wait(100);
  expect(score()).toBe(1);
  expect(sim.wireless.counts.accepted).toBe(accepted);
  expect((await ask("POST", "/wireless?id=0&down=1")).status).toBe(403); // not the page's
  expect((await ask("POST", "/wireless?id=9&down=1", own())).status).toBe(400);
  expect((await ask("POST", "/wireless?loss=0.2", own())).status).toBe(204);
  expect(sim.wireless.air.loss).toBe(0.2);
});
