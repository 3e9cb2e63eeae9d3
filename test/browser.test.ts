// The simulator in a real browser: Debian's chromium driven by playwright-core. The page presses
// with the token it was served; another site's page in the same browser cannot.
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { chromium, Browser } from "playwright-core";
import { enterLine } from "./support/rig";
import { startSim, Sim } from "../tools/sim/sim";
import { pageFont } from "../tools/sim/sim-board";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const have = fs.existsSync(CHROMIUM);
if (!have && process.env.CI === "true") throw new Error(`CI needs ${CHROMIUM} (apt-get install -y chromium)`);
if (!have) console.warn(`SKIPPED: the browser test needs ${CHROMIUM}: apt-get install -y chromium`);
const maybe = have ? test : test.skip;

let sim: Sim;
let browser: Browser;
const store = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-sim-")), "store.json");

beforeAll(async () => {
  if (!have) return;
  sim = await startSim({ port: 0, host: "127.0.0.1", store, controls: 0 });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
});

afterAll(async () => {
  if (!have) return;
  await browser.close();
  await sim.close();
});

maybe("open the page, press the remote's buttons, see the digits change", async () => {
  enterLine(sim.unit, "!lang en");
  for (const l of ["set distance 30", "player A \"Ana\"", "player B \"Ben\"", "lag A break white"]) enterLine(sim.unit, l);
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(sim.url);
  // the page's own `frame` and `layout` (top-level bindings of its script)
  const field = (id: string) => page.evaluate(`frame[layout.fields.findIndex((x) => x.id === ${JSON.stringify(id)})].trim()`);
  const shows = (id: string, text: string) =>
    page.waitForFunction(`frame.length > 0 && frame[layout.fields.findIndex((x) => x.id === ${JSON.stringify(id)})].trim() === ${JSON.stringify(text)}`);
  await page.waitForFunction("frame.length > 0");
  expect(await field("msg")).toBe("ANA - BEN");
  const lit = () => page.evaluate(() => [...document.querySelectorAll("polygon")].filter((p) => p.getAttribute("fill") !== "var(--off)").length);
  const before = await lit();
  await page.click("[data-id='0']"); // POINT
  await shows("scoreA", "1");
  await page.keyboard.down("p");
  await page.waitForTimeout(80);
  await page.keyboard.up("p"); // POINT from the keyboard
  await shows("scoreA", "2");
  expect(await field("run")).toBe("2");
  expect(await lit()).not.toBe(before); // the drawn segments changed, not only the data
  await page.click("[data-id='1']"); // MISS
  await shows("turnB", "1");
  await page.click("[data-id='0']");
  await shows("scoreB", "1");
  expect(sim.unit.session.m.journal.length).toBe(4);
  fs.mkdirSync(path.join(__dirname, "artifacts"), { recursive: true });
  await page.screenshot({ path: path.join(__dirname, "artifacts", "simulator.png") });
});

maybe("another site's page in the same browser can neither press the buttons nor read the token", async () => {
  const before = sim.unit.session.m.journal.length;
  const press = (headers: string) => `fetch("${sim.url}/button?id=0&down=DOWN", { method: "POST", mode: "no-cors"${headers} }).catch(() => 0)`;
  const evil = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<iframe name="sink"></iframe><form id="f" target="sink" method="POST" action="${sim.url}/button?id=0&down=1"></form>
<script>
window.token = null;
fetch("${sim.url}/").then((r) => r.text()).then((t) => (window.token = t)).catch(() => (window.token = "refused"));
document.getElementById("f").submit();
Promise.all([${press("").replace("DOWN", "1")}, ${press(", headers: { 'x-carom-token': 'guess' }").replace("DOWN", "1")}])
  .then(() => new Promise((r) => setTimeout(r, 100))).then(() => ${press("").replace("DOWN", "0")}).then(() => (window.done = true));
</script>`);
  });
  await new Promise<void>((r) => evil.listen(0, "127.0.0.1", r));
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(evil.address() as { port: number }).port}/`);
    await page.waitForFunction("window.done === true && window.token !== null");
    expect(await page.evaluate("window.token")).toBe("refused");
    await page.waitForTimeout(400);
    expect(sim.unit.session.m.journal.length).toBe(before);
  } finally {
    evil.close();
  }
});

maybe("rule 2: a loaded machine: the point's release comes late, and the miss pressed right after it waits for it and counts", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-sim-"));
  const own = await startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, "store.json"), controls: 0 });
  try {
    for (const l of ["set distance 30", "lag A break white"]) enterLine(own.unit, l);
    const page = await browser.newPage();
    // every release takes 1.5 s to reach the simulator, longer than a hold (800 ms)
    let released = 0;
    await page.route("**/button?*down=0*", async (r) => {
      await new Promise((ok) => setTimeout(ok, 1500));
      await r.continue();
      released++;
    });
    try {
      await page.goto(own.url);
      await page.waitForFunction("frame.length > 0");
      await page.click("[data-id='0']"); // POINT
      await page.click("[data-id='1']"); // MISS, before the point's release has gone
      for (let i = 0; i < 500 && (released < 2 || own.unit.session.m.journal.length < 2); i++) await page.waitForTimeout(20); // (up to 10 s)
      await page.waitForTimeout(300); // (the miss's own release reached the simulator: nothing more may come of it)
      // a point, then the miss as its own press: not a hold of MISS under the point
      expect(released).toBe(2);
      expect([...own.unit.session.m.journal].map((c) => c.charCodeAt(0))).toEqual([1, 2]); // Ev.Point, Ev.Miss
    } finally {
      await page.close();
    }
  } finally {
    await own.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

maybe("rule 18: a shoot-out played on the page's buttons: the word, the round and the runs on the display", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-sim-"));
  const own = await startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, "store.json"), controls: 0 });
  try {
    enterLine(own.unit, "!lang en");
    for (const l of ["set distance 3", "set innings 1", "set tiebreak shootout", "player A \"Ana\"", "player B \"Ben\"", "lag A break white"]) enterLine(own.unit, l);
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    await page.goto(own.url);
    await page.waitForFunction("frame.length > 0");
    // (should it not come: what the page shows and what the unit journaled, to see which press went astray)
    const shows = (id: string, text: string) =>
      page.waitForFunction(`frame[layout.fields.findIndex((x) => x.id === ${JSON.stringify(id)})].trim() === ${JSON.stringify(text)}`).catch(async (e) => {
        throw new Error(`${e}: the page shows ${await page.evaluate("JSON.stringify(frame)")}; the journal's codes ${JSON.stringify([...own.unit.session.m.journal].map((c) => c.charCodeAt(0)))}`);
      });
    const press = async (id: number) => {
      const before = own.unit.session.m.journal.length;
      await page.click(`[data-id='${id}']`);
      await page.waitForFunction(() => true);
      for (let i = 0; i < 500 && own.unit.session.m.journal.length === before; i++) await page.waitForTimeout(20); // (up to 10 s: a loaded machine)
    };
    for (const b of [0, 1, 0, 1]) await press(b); // 1-1 at the innings limit
    await shows("msg", "SHOOT-OUT 1 0:-");
    await press(0);
    await press(0);
    await press(1); // Ana's run 2
    await press(0); // Ben's first point
    await shows("msg", "SHOOT-OUT 1 2:1");
    expect(own.unit.session.m.n[1]).toBe(1); // Ben at the table
    fs.mkdirSync(path.join(__dirname, "artifacts"), { recursive: true });
    await page.screenshot({ path: path.join(__dirname, "artifacts", "simulator-shootout.png") });
    await press(0);
    await press(0); // 3 passes 2
    await shows("msg", "WINNER BEN");
    expect(JSON.parse((await import("../rules/sheet")).sheetJson(own.unit.session.m))).toMatchObject({
      result: { kind: "tiebreak", winner: "B" }, tiebreak: [{ A: 2, B: 3 }],
    });
  } finally {
    await own.close();
  }
});

maybe("the wall unit by default: its club layout, and the message module scrolls a long message as the board's MAX7219 line does", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-sim-"));
  const own = await startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, "store.json"), controls: 0 });
  try {
    expect(own.board).toBe("pico-wall");
    enterLine(own.unit, "!lang en");
    for (const l of ["set distance 1", "player A \"Ana Ortega\"", "player B \"Ben\"", "lag A break white"]) enterLine(own.unit, l);
    const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
    // every step the module shows, as the page shows it (a loaded machine's polling would miss some)
    await page.addInitScript(() => {
      const lines: string[] = ((window as unknown as { lines: string[] }).lines = []);
      new MutationObserver(() => {
        const t = document.body?.dataset.line;
        if (t !== undefined && lines[lines.length - 1] !== t) lines.push(t);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-line"] });
    });
    await page.goto(own.url);
    await page.waitForFunction("frame.length > 0 && document.body.dataset.line !== undefined");
    enterLine(own.unit, "point"); // (the page is there when the winner's message starts to scroll)
    await page.waitForFunction("frame[layout.fields.findIndex((x) => x.id === 'msg')] === 'WINNER ANA ORTEGA'");
    expect(await page.evaluate("layout.fields.map((f) => f.id).join(' ')")).toBe("scoreA scoreB turnA turnB breakA breakB run clock inning ballA ballB msg");
    expect(await page.evaluate("document.getElementById('wall').getAttribute('viewBox')")).toBe("0 0 66 40");
    // the whole message in the frame (the club layout's line holds 32 characters), 8 digits at a time on the module
    expect(await page.evaluate(`frame[layout.fields.findIndex((x) => x.id === "msg")]`)).toBe("WINNER ANA ORTEGA");
    await page.waitForFunction("lines.includes('A ORTEGA')", undefined, { timeout: 20000 });
    const seen = (await page.evaluate("lines")) as string[];
    const start = seen.indexOf("WINNER "); // (W takes two digits: "WINNER " fills the eight)
    expect(start).toBeGreaterThanOrEqual(0);
    // it stands on the start, steps one character at a time to the end ("WINNER ANA ORTEG" was cut)
    expect(seen.slice(start, start + 4)).toEqual(["WINNER ", "INNER AN", "NNER ANA", "NER ANA "]);
    expect(seen.indexOf("A ORTEGA", start)).toBe(start + 9); // every step, to the end
    expect(seen.slice(start, start + 10)).toContain(own.line()); // the simulator's module shows the same
    // the digits drawn are the MAX7219's segments of those characters (hal/segments.ts)
    const lit = await page.evaluate(() => [...document.querySelectorAll("polygon")].filter((p) => p.getAttribute("fill") !== "var(--off)").length);
    expect(lit).toBeGreaterThan(0);
    fs.mkdirSync(path.join(__dirname, "artifacts"), { recursive: true });
    await page.screenshot({ path: path.join(__dirname, "artifacts", "simulator-wall.png") });
  } finally {
    await own.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

maybe("carom sim --board pico-table shows that board's standard layout, its 16-character line whole", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-sim-"));
  const own = await startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, "store.json"), controls: 0, board: "pico-table" });
  try {
    enterLine(own.unit, "!lang en");
    for (const l of ["player A \"Ana\"", "player B \"Ben\"", "lag A break white"]) enterLine(own.unit, l);
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    await page.goto(own.url);
    await page.waitForFunction("frame.length > 0");
    expect(await page.evaluate("layout.fields.map((f) => f.id)")).toContain("avgA");
    expect(await page.evaluate("line")).toBe(0);
    expect(await page.evaluate("document.getElementById('wall').getAttribute('viewBox')")).toBe("0 0 120 64");
    expect(await page.evaluate("document.getElementById('msg').textContent")).toBe("ANA - BEN");
    expect(own.line()).toBe("");
    // issue 39: the board has no message line; the open menu runs across its digits, drawn in its font
    own.buttons.level(3, true); // MENU
    await new Promise((ok) => setTimeout(ok, 100));
    own.buttons.level(3, false);
    await page.waitForFunction("frame[layout.fields.findIndex((x) => x.id === 'scoreA')] === 'FOU'");
    const drawn = await page.evaluate(() => [...document.querySelectorAll('[data-field="scoreA"] polygon')].map((p) => (p.getAttribute("fill") === "var(--off)" ? "0" : "1")).join(""));
    expect(drawn).toBe(["F", "O", "U"].map((c) => pageFont()[c][0]).join(""));
  } finally {
    await own.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await expect(startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, "x.json"), controls: 0, board: "nosuch" })).rejects.toThrow(/unknown board nosuch: use one of d1mini-table, d1mini-wall, esp32-wall, linux, pico-table, pico-wall/);
});

maybe("the page's wireless remote scores through the simulated air; its attacker's replay and forgery do not", async () => {
  for (const l of ["!lang en", "set distance 30", "lag A break white"]) enterLine(sim.unit, l); // (refused once a match is in play: it goes on)
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(sim.url);
  await page.waitForFunction("frame.length > 0");
  const score = () => sim.unit.session.m.n.slice(0); // the match's numbers, as they stand
  const before = JSON.stringify(score());
  // a loaded machine: the press's request is slow, and its release must not overtake it
  const heard = sim.wireless.air.heard.length;
  await page.route("**/wireless?id=0&down=1", async (r) => { await new Promise((ok) => setTimeout(ok, 300)); await r.continue(); });
  await page.click("[data-wid='0']"); // the wireless POINT
  // its Down and its release (what the air and the remote did, should it not come)
  await page.waitForFunction("Number(document.getElementById('aircount').dataset.accepted) >= 2", undefined, { timeout: 20000 }).catch(async (e) => {
    const w = sim.wireless;
    throw new Error(`${e}: the page shows "${await page.evaluate("document.getElementById('aircount').textContent + ' / ' + document.getElementById('note').textContent")}"; ` +
      `the air: sent ${w.air.sent}, delivered ${w.air.delivered}, heard ${w.air.heard.length}, loss ${w.air.loss}; counts ${JSON.stringify(w.counts)}; ` +
      `the unit's counters ${JSON.stringify(sim.unit.st.air?.counters)}`);
  });
  await page.waitForTimeout(1000); // (the release's burst, five advertisements 20 ms apart; a hold would come at 800 ms)
  // a Down and its release, a press (frame byte 5: the gesture): the release did not overtake the press
  expect(sim.wireless.air.heard.slice(heard).map((f) => f.charCodeAt(5))).toEqual([3, 0]);
  expect(JSON.stringify(score())).not.toBe(before);
  const after = JSON.stringify(score());
  const accepted = await page.evaluate("Number(document.getElementById('aircount').dataset.accepted)");
  await page.click("#replay");
  await page.click("#forge");
  await page.waitForFunction(`Number(document.getElementById('aircount').dataset.refused) >= 2`);
  expect(await page.evaluate("Number(document.getElementById('aircount').dataset.accepted)")).toBe(accepted);
  expect(JSON.stringify(score())).toBe(after);
  await page.screenshot({ path: path.join(__dirname, "artifacts", "simulator-wireless.png") });
});
