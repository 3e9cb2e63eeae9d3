// The club page and a table's overlay in Chromium, with 8 simulated tables in play: the page
// counts every event, shows the scores and which table is offline; the overlay's background is
// transparent (OBS). Screenshots go to $TMPDIR/carom-club-shots (not the repository).
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { chromium, Browser } from "playwright-core";
import { startClub, Club } from "../tools/club/server";
import { Sim } from "../tools/sim/sim";
import { Broker, haveMosquitto, mosquittoTest, openConfig, tmpDir } from "./support/mosquitto";
import { matchScript, oneToN, play, startTable, until } from "./support/club-kit";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const have = fs.existsSync(CHROMIUM);
if (!have && process.env.CI === "true") throw new Error(`CI needs ${CHROMIUM} (apt-get install -y chromium)`);
if (!have) console.warn(`SKIPPED: the club page's browser test needs ${CHROMIUM}: apt-get install -y chromium`);
const it = have ? mosquittoTest("the club page's browser test") : test.skip;
jest.setTimeout(60000);
export const SHOTS = path.join(os.tmpdir(), "carom-club-shots");

let broker: Broker;
let club: Club;
let browser: Browser;
let tables: Sim[] = [];
afterAll(async () => {
  await browser?.close();
  await Promise.all(tables.map((t) => t.close()));
  await club?.close();
  await broker?.stop();
});

it("8 tables in play on the club page and one table's overlay", async () => {
  if (!haveMosquitto) return;
  const dir = tmpDir("club-page");
  broker = await Broker.start(dir, openConfig(dir));
  const url = `mqtt://127.0.0.1:${broker.port}`;
  club = await startClub({ url, port: 0, host: "127.0.0.1", sheets: path.join(dir, "sheets"), clientId: "club-page" });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(club.url);
  tables = await Promise.all(oneToN(8).map((n) => startTable(dir, url, n)));
  await page.waitForFunction("document.querySelectorAll('.t').length === 8");
  // table n plays n * 12 events of its match (table 8 to its end), table 6 then leaves
  const taken = await Promise.all(tables.map((t, i) => play(t, matchScript(i + 1).slice(0, i === 7 ? undefined : (i + 1) * 12))));
  await tables[5].close();
  const card = (n: number, attr: string) => page.evaluate(`document.querySelector('.t[data-table="${n}"]').dataset.${attr}`);
  for (const n of oneToN(8)) {
    await page.waitForFunction(`document.querySelector('.t[data-table="${n}"]').dataset.events === "${taken[n - 1]}"`);
    expect(await card(n, "lastEvent")).toBe(String(taken[n - 1]));
  }
  await page.waitForFunction(`document.querySelector('.t[data-table="6"]').dataset.presence === "offline"`);
  expect(await page.textContent('.t[data-table="6"] .badge')).toBe("OFFLINE");
  const s3 = club.conn.reader.tables.get(3)!.state!;
  expect(await page.textContent('.t[data-table="3"] .p.A .score')).toBe(`${s3.score[0]}/${s3.distance[0]}`);
  expect(await page.textContent('.t[data-table="3"] .p.A .name')).toBe("Ana 3");
  expect(await page.textContent('.t[data-table="8"] .state')).toMatch(/winner|draw/);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, "club-page.png") });

  const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await overlay.goto(`${club.url}/table/3`);
  await overlay.waitForFunction(`document.getElementById("bar").dataset.seq === "${taken[2]}"`);
  expect(await overlay.evaluate("getComputedStyle(document.body).backgroundColor")).toBe("rgba(0, 0, 0, 0)");
  expect(await overlay.textContent(".row.A .score")).toBe(String(s3.score[0]));
  await overlay.screenshot({ path: path.join(SHOTS, "overlay-table3.png"), omitBackground: true });
  // a live update reaches the overlay
  await play(tables[2], ["point"]);
  await overlay.waitForFunction(`document.getElementById("bar").dataset.seq === "${taken[2] + 1}"`);

  // the Host rule (tools/web/web-guard.ts): another name for this address reads nothing
  const status = await new Promise<number>((resolve) => {
    http.get(`${club.url}/events`, { headers: { host: "evil.example:80" } }, (res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
  });
  expect(status).toBe(403);
});
