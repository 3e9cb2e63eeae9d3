// The simulator draws every board as its panel has it (issue 40, item 6): in a real browser
// (Debian's chromium driven by playwright-core), each field's drawing stays inside the board's
// frame and no two fields touch: a score and the run beside it never read as one number. A
// wall unit's digits stand where the panel drawing puts them (tools/build/panel-svg.ts: 61 mm between
// A's score and the run). A screenshot of each board is left in test/artifacts/.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { chromium, Browser } from "playwright-core";
import { enterLine } from "./support/rig";
import { startSim } from "../tools/sim/sim";
import { simBoards } from "../tools/sim/sim-board";
import { digitBoxes } from "../tools/build/panel-svg";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const have = fs.existsSync(CHROMIUM);
if (!have && process.env.CI === "true") throw new Error(`CI needs ${CHROMIUM} (apt-get install -y chromium)`);
if (!have) console.warn(`SKIPPED: the simulator's boards in a browser need ${CHROMIUM}: apt-get install -y chromium`);
const maybe = have ? test : test.skip;
const MIN_GAP = 0.5; // layout units (cm on a wall): the least room between two fields (a run 0.3 from a score read as one number)

let browser: Browser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-boards-"));

beforeAll(async () => {
  if (!have) return;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
});

afterAll(async () => {
  if (have) await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Box { id: string; x: number; y: number; w: number; h: number }

test("the panel's geometry: on the club wall, 61 mm between A's three-digit score and the run, B's score inside the panel", () => {
  const d = digitBoxes("esp32-wall");
  const endA = d.scoreA.x + 2 * d.scoreA.advance + d.scoreA.w;
  expect(Math.round((d.run.x - endA) * 10)).toBe(61);
  expect(d.scoreB.x + 2 * d.scoreB.advance + d.scoreB.w).toBeLessThan(66);
});

describe.each(simBoards())("the simulator's board %s", (board) => {
  maybe("every field inside the frame, no two touching; the page asks for nothing it lacks (no favicon)", async () => {
    const sim = await startSim({ port: 0, host: "127.0.0.1", store: path.join(dir, `${board}.json`), board, controls: 0 });
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const missing: string[] = [];
    page.on("response", (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
    try {
      for (const l of ["!lang en", "set distance 30", "set shotclock 40", "player A \"Ana\"", "player B \"Ben\"", "lag A break white", "point", "point", "point", "miss", "point"]) enterLine(sim.unit, l);
      await page.goto(sim.url);
      await page.waitForFunction("frame.length > 0 && document.querySelectorAll('[data-field]').length > 0");
      const { width, height, boxes } = await page.evaluate(() => {
        const svg = document.getElementById("wall") as unknown as SVGSVGElement;
        const vb = svg.viewBox.baseVal;
        const out: Array<{ id: string; x: number; y: number; w: number; h: number }> = [];
        svg.querySelectorAll("[data-field]").forEach((g) => {
          const b = (g as SVGGraphicsElement).getBBox();
          if (b.width > 0 && b.height > 0) out.push({ id: g.getAttribute("data-field")!, x: b.x, y: b.y, w: b.width, h: b.height });
        });
        return { width: vb.width, height: vb.height, boxes: out };
      });
      expect(boxes.length).toBeGreaterThan(3);
      const outside = boxes.filter((b: Box) => b.x < 0 || b.y < 0 || b.x + b.w > width || b.y + b.h > height).map((b: Box) => b.id);
      expect(outside).toEqual([]);
      const touching: string[] = [];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          const apart = Math.max(b.x - (a.x + a.w), a.x - (b.x + b.w), b.y - (a.y + a.h), a.y - (b.y + b.h));
          if (apart < MIN_GAP) touching.push(`${a.id} and ${b.id}: ${apart.toFixed(2)} apart`);
        }
      }
      expect(touching).toEqual([]);
      expect(missing).toEqual([]);
      fs.mkdirSync(path.join(__dirname, "artifacts"), { recursive: true });
      await page.screenshot({ path: path.join(__dirname, "artifacts", `sim-${board}.png`) });
    } finally {
      await page.close();
      await sim.close();
    }
  }, 60000);
});
