// The club page on a TV (issue 40, item 11): at 1920 x 1080, with 2, 4 and 8 tables, the cards
// fill at least 70 % of the screen, their smallest text is readable across a room, and the last
// event reads in words, not as the match script's line. The page is the real tools/web/club.html,
// fed by a small stand-in for carom club's /events (the same event stream: snapshot, state,
// event), so that no broker is needed. Screenshots go to test/artifacts/.
import { withFoulWords } from "../tools/club/server";
import * as fs from "fs";
import * as http from "http";
import * as path from "path";
import { chromium, Browser } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const have = fs.existsSync(CHROMIUM);
if (!have && process.env.CI === "true") throw new Error(`CI needs ${CHROMIUM} (apt-get install -y chromium)`);
if (!have) console.warn(`SKIPPED: the club page on a TV needs ${CHROMIUM}: apt-get install -y chromium`);
const maybe = have ? test : test.skip;
const PAGE = withFoulWords(fs.readFileSync(path.join(__dirname, "..", "tools", "web", "club.html"), "utf8")).replace("{{TOKEN}}", "0".repeat(48));
const NAMES = ["Ana Ortega", "Ben Costa", "Carla Díaz", "Dan Eder", "Eva Font", "Fermín Gil", "Gus Hart", "Hana Ito"];

// what carom club's reader sends for a table in play (tools/club/topics.ts: TableState)
function state(table: number) {
  return { table, epoch: 1, seq: 40 + table, match: 1, at: 0, names: [NAMES[(table - 1) % 8], NAMES[table % 8]], score: [17 + table, 9 + table],
    distance: [30, 30], state: 1, shooter: table % 2, inning: 12 + table, run: 3, average: [1416, 750], winner: -1, lastInning: false, equalizing: false, clock: 31 };
}

function standIn(tables: number, events: Array<{ table: number; ev: string }>): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    if (req.url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(PAGE);
    } else if (req.url === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const snapshot = Array.from({ length: tables }, (_, i) => ({ table: i + 1, presence: "online", state: state(i + 1) }));
      res.write(`event: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`);
      for (const e of events) res.write(`event: event\ndata: ${JSON.stringify({ table: e.table, seq: 99, ev: e.ev, at: 0 })}\n\n`);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () =>
    resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => { server.closeAllConnections(); server.close(); } })));
}

let browser: Browser;
beforeAll(async () => {
  if (have) browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });
});
afterAll(async () => {
  if (have) await browser.close();
});

describe.each([2, 4, 8])("the club page at 1920 x 1080 with %i tables", (n) => {
  maybe("the cards fill at least 70 % of the screen, no text under 28 px, none cut off the screen", async () => {
    const site = await standIn(n, []);
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    try {
      await page.goto(site.url);
      await page.waitForFunction(`document.querySelectorAll(".t").length === ${n} && document.querySelector(".t .score").textContent !== "0"`);
      const m = await page.evaluate(() => {
        const cards = [...document.querySelectorAll(".t")].map((c) => c.getBoundingClientRect());
        const texts = [...document.querySelectorAll(".t *")].filter((e) => e.children.length === 0 && (e.textContent ?? "").trim() !== "");
        return {
          area: cards.reduce((a, r) => a + r.width * r.height, 0),
          outside: cards.filter((r) => !(r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight))
            .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })),
          smallest: Math.min(...texts.map((e) => parseFloat(getComputedStyle(e).fontSize))),
        };
      });
      expect(m.area / (1920 * 1080)).toBeGreaterThanOrEqual(0.7);
      expect(m.outside).toEqual([]); // (each card cut off the screen, its box)
      expect(m.smallest).toBeGreaterThanOrEqual(28);
      fs.mkdirSync(path.join(__dirname, "artifacts"), { recursive: true });
      await page.screenshot({ path: path.join(__dirname, "artifacts", `club-tv-${n}-tables.png`) });
    } finally {
      await page.close();
      site.close();
    }
  }, 60000);
});

maybe("the last event reads in words, the players named: not the match script's line", async () => {
  const site = await standIn(2, [{ table: 1, ev: "foul ball-off-table" }, { table: 2, ev: "lag B break yellow" }]);
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await page.goto(site.url);
    await page.waitForFunction(`document.querySelector('.t[data-table="2"]').dataset.events === "1"`);
    expect(await page.textContent('.t[data-table="1"] .last')).toBe("foul: ball off the table"); // (the exported sheet's words: tools/export/labels.ts)
    expect(await page.textContent('.t[data-table="2"] .last')).toBe("lag: Carla Díaz breaks, yellow ball");
  } finally {
    await page.close();
    site.close();
  }
}, 60000);
