// hardware/: the wall units' panel drawings match their boards' data, the remote's cable has a
// conductor per button and one for GND, the club table's two-button wiring is there.
import * as fs from "fs";
import * as path from "path";
import { panelPieces, panelSvg, PITCH } from "../tools/build/panel-svg";

const hw = path.join(__dirname, "..", "hardware");
const board = (name: string) => JSON.parse(fs.readFileSync(path.join(hw, "boards", `${name}.json`), "utf8"));
const walls = fs.readdirSync(path.join(hw, "boards")).map((f) => f.replace(/\.json$/, "")).filter((b) => board(b).display?.kind === "ws2812");

test("there are wall units to draw", () => {
  expect(walls.sort()).toEqual(["d1mini-wall", "esp32-wall", "pico-wall"]);
});

describe.each(walls)("the %s panel drawing", (name) => {
  test("is in hardware/ and drawn from the board's data as it is now", () => {
    const file = path.join(hw, `${name}-panel.svg`);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, "utf8")).toBe(panelSvg(name));
  });

  test("its pieces of strip hold the board's LEDs, inside the panel, no two LEDs on one place", () => {
    const { pieces, width, height, leds } = panelPieces(name);
    expect(pieces.reduce((a, p) => a + p.leds, 0)).toBe(leds);
    const dots = pieces.flatMap((p, i) => Array.from({ length: p.leds }, (_, k) => {
      const t = p.leds === 1 ? 0 : k / (p.leds - 1);
      return { i, x: p.x1 + (p.x2 - p.x1) * t, y: p.y1 + (p.y2 - p.y1) * t };
    }));
    expect(dots.filter((d) => d.x < 8 || d.y < 8 || d.x > width - 8 || d.y > height - 8)).toEqual([]);
    const close = dots.flatMap((a, j) => dots.slice(j + 1).filter((b) => b.i !== a.i && Math.hypot(a.x - b.x, a.y - b.y) < PITCH * 0.99).map((b) => [a, b]));
    expect(close).toEqual([]);
  });

  test("says where to cut the strip and the panel's size", () => {
    const svg = panelSvg(name);
    expect(svg).toContain("Cut the strip into");
    expect(svg).toMatch(/60 pieces of 2 LEDs, 35 pieces of 1 LED/);
    expect(svg).toMatch(/>660 mm</);
    expect(svg).toMatch(/>400 mm</);
  });
});

test("the remote's cable: a conductor for each of the four buttons and one for GND", () => {
  const readme = fs.readFileSync(path.join(hw, "README.md"), "utf8");
  const rows = readme.split("\n").filter((l) => /cable.*for the remote/.test(l));
  expect(rows.length).toBe(3);
  const remote = board("pico-table").buttons.length;
  expect(remote).toBe(4);
  for (const r of rows) expect(r).toMatch(new RegExp(`^\\| ${remote + 1}-core cable`));
  expect(readme).not.toMatch(/4-core cable/);
});

test("the club table's two-button wiring: the first two buttons' pins, each to GND", () => {
  const svg = fs.readFileSync(path.join(hw, "pico-table-two-buttons.svg"), "utf8");
  expect(svg.trim()).toMatch(/^<svg [\s\S]*<\/svg>$/);
  const [a, b] = board("pico-table").buttons;
  expect(svg).toContain(`${a} (button 1)`);
  expect(svg).toContain(`${b} (button 2)`);
  expect(svg).toContain("player A's button");
  expect(svg).toContain("player B's button");
  expect(fs.readFileSync(path.join(hw, "README.md"), "utf8")).toContain("pico-table-two-buttons.svg");
});
