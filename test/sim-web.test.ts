// The simulator's page: only the page it served, at the address it served, can press its
// buttons. Cross-origin, token-less, wrong-Host and id-less requests are all refused and press
// nothing; the page's own requests still press.
import { enterLine } from "./support/rig";
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { startSim, Sim } from "../tools/sim/sim";

let sim: Sim;
let port: number;
let token: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-web-"));

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string }

function ask(method: string, pathname: string, headers: http.OutgoingHttpHeaders, setHost = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, headers, setHost }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const journal = () => sim.unit.session.m.journal.length;
const own = () => ({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, "x-carom-token": token });
const press = async (query: string, headers: http.OutgoingHttpHeaders, setHost = true) => {
  const down = await ask("POST", `/button?${query.replace("DOWN", "1")}`, headers, setHost);
  await new Promise((r) => setTimeout(r, 80));
  const up = await ask("POST", `/button?${query.replace("DOWN", "0")}`, headers, setHost);
  await new Promise((r) => setTimeout(r, 80));
  return [down.status, up.status];
};

beforeAll(async () => {
  sim = await startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, "store.json"), controls: 0 });
  port = Number(new URL(sim.url).port);
  for (const l of ["!lang en", "set distance 30", "lag A break white"]) enterLine(sim.unit, l);
  const page = await ask("GET", "/", { host: `127.0.0.1:${port}` });
  token = /<meta name="carom-token" content="([0-9a-f]{48})">/.exec(page.body)![1];
});

afterAll(async () => {
  await sim.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the page is never cached and never framed, and holds this run's token", async () => {
  const page = await ask("GET", "/", { host: `localhost:${port}` });
  expect(page.status).toBe(200);
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["x-frame-options"]).toBe("DENY");
  expect(page.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
  expect(page.body).toContain(token);
});

test("the page is told the board: the wall unit (pico-wall) by default, its club layout and its 8-digit message module", async () => {
  const r = await ask("GET", "/layout", { host: `127.0.0.1:${port}` });
  const d = JSON.parse(r.body);
  expect([d.board, d.line, d.layout.width, d.layout.height]).toEqual(["pico-wall", 8, 66, 40]);
  expect(d.layout.fields.map((f: { id: string }) => f.id)).not.toContain("avgA");
  expect(sim.board).toBe("pico-wall");
});

test("cross-origin, token-less and wrong-Host presses: all refused, nothing pressed", async () => {
  const before = journal();
  const q = "id=0&down=DOWN";
  const { host, origin } = own();
  // [what, headers, send a Host header]: 403 from the simulator; without Host, Node's server answers 400 itself
  const refused: Array<[string, http.OutgoingHttpHeaders, boolean?]> = [
    ["another site's page", { ...own(), origin: "http://evil.example" }],
    ["an opaque origin", { ...own(), origin: "null" }],
    ["another port's page", { ...own(), origin: `http://127.0.0.1:${port + 1}` }],
    ["https on the same name", { ...own(), origin: `https://127.0.0.1:${port}` }],
    ["no token", { host, origin }],
    ["no token, no Origin (curl)", { host }],
    ["a plain form from another site", { host, origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" }],
    ["a wrong token", { ...own(), "x-carom-token": token.replace(/.$/, (c) => (c === "0" ? "1" : "0")) }],
    ["a short token", { ...own(), "x-carom-token": token.slice(1) }],
    ["a rebound name", { ...own(), host: `evil.example:${port}`, origin: `http://evil.example:${port}` }],
    ["a rebound name without Origin", { ...own(), host: `evil.example:${port}`, origin: undefined }],
    ["another port in Host", { ...own(), host: `127.0.0.1:${port + 1}` }],
    ["no Host", { origin, "x-carom-token": token }, false],
  ];
  const answers: string[] = [];
  for (const [what, headers, setHost] of refused) {
    const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined));
    answers.push(`${what}: ${(await press(q, sent, setHost ?? true)).join(" ")}`);
  }
  expect(answers).toEqual(refused.map(([what, , setHost]) => (setHost === false ? `${what}: 400 400` : `${what}: 403 403`)));
  await new Promise((r) => setTimeout(r, 300));
  expect(journal()).toBe(before);
});

test("a name rebound to 127.0.0.1 reads nothing: the page, the layout and the events refuse a wrong Host", async () => {
  for (const p of ["/", "/layout", "/events"]) {
    const r = await ask("GET", p, { host: `evil.example:${port}` });
    expect([p, r.status, r.body]).toEqual([p, 403, `refused: this page is served as http://127.0.0.1:${port}, not as evil.example:${port}\n`]);
  }
});

test("a preflight is never granted: no other site may send the token header", async () => {
  const r = await ask("OPTIONS", "/button?id=0&down=1", { host: `127.0.0.1:${port}`, origin: "http://evil.example",
    "access-control-request-method": "POST", "access-control-request-headers": "x-carom-token" });
  expect(r.status).toBe(403);
  expect(Object.keys(r.headers).filter((h) => h.startsWith("access-control-"))).toEqual([]);
});

test("a missing or bad button id or edge is 400 and presses nothing", async () => {
  const before = journal();
  const bad = ["down=DOWN", "id=&down=DOWN", "id=abc&down=DOWN", "id=4&down=DOWN", "id=-1&down=DOWN", "id=0x0&down=DOWN",
    "id=%200&down=DOWN", "id=0.0&down=DOWN", "id=0", "id=0&down=yes", "id=0&down=2"];
  const answers = [];
  for (const q of bad) answers.push(`${q}: ${(await press(q, own())).join(" ")}`);
  expect(answers).toEqual(bad.map((q) => `${q}: 400 400`));
  expect((await ask("POST", "/button?down=1", own())).body).toBe("unknown button: use id 0-3 and down=0|1\n");
  await new Promise((r) => setTimeout(r, 300));
  expect(journal()).toBe(before);
});

test("the page's own press, with its token and Origin (or none), scores", async () => {
  const before = journal();
  expect(await press("id=0&down=DOWN", own())).toEqual([204, 204]);
  expect(await press("id=0&down=DOWN", { host: `localhost:${port}`, "x-carom-token": token })).toEqual([204, 204]);
  for (let i = 0; i < 40 && journal() < before + 2; i++) await new Promise((r) => setTimeout(r, 25));
  expect(journal()).toBe(before + 2);
});
