// hardware/README.md tells a club what to buy (issue 40, item 2): which boards keep a match today
// (as carom flash's own check finds it), a wiring diagram for every unit, the D1 minis' drawn from
// their board files, and digit sizes that agree with the parts lists.
import * as fs from "fs";
import * as path from "path";
import { buildEspruino } from "../tools/build/build-espruino";
import { storageFit } from "../tools/build/storage-fit";
import { wiresOf, wiringSvg } from "../tools/build/wiring-svg";

const hw = path.join(__dirname, "..", "hardware");
const readme = fs.readFileSync(path.join(hw, "README.md"), "utf8");
const data = (b: string) => JSON.parse(fs.readFileSync(path.join(hw, "boards", `${b}.json`), "utf8"));
const units = fs.readdirSync(path.join(hw, "boards")).map((f) => f.replace(/\.json$/, "")).filter((b) => b !== "linux" && data(b).role === undefined).sort();

test("every unit has a wiring diagram in hardware/, linked from the README", () => {
  expect(units).toEqual(["d1mini-table", "d1mini-wall", "esp32-wall", "pico-table", "pico-wall"]);
  for (const b of units) {
    expect({ b, there: fs.existsSync(path.join(hw, `${b}.svg`)) }).toEqual({ b, there: true });
    expect(readme).toContain(`Diagram: [\`${b}.svg\`](${b}.svg)`);
  }
});

describe.each(units.filter((b) => data(b).runtime === "nodemcu"))("the %s wiring diagram", (b) => {
  test("is drawn from the board file as it is now, and has a wire for every pin the board uses", () => {
    expect(fs.readFileSync(path.join(hw, `${b}.svg`), "utf8")).toBe(wiringSvg(b));
    const d = data(b);
    const pins = [...d.buttons, d.buzzer, d.display.pin, d.display.mosi, d.display.sck, d.display.cs, d.display.msg?.mosi, d.display.msg?.sck, d.display.msg?.cs].filter((p) => p !== undefined);
    expect(wiresOf(b).map((w) => w.pin)).toEqual(expect.arrayContaining(pins));
  });
});

test("the README's 'which board to buy' says of each Espruino unit what carom flash finds: it keeps a match, or not today", async () => {
  const table = readme.slice(readme.indexOf("## Which board to buy"), readme.indexOf("### NodeMCU for the D1 minis"));
  for (const b of units.filter((x) => data(x).runtime === "espruino")) {
    const row = table.split("\n").find((l) => l.includes(`| \`${b}\` |`));
    expect({ b, row: row !== undefined }).toEqual({ b, row: true });
    const fit = storageFit(b, fs.statSync(await buildEspruino(b)).size);
    expect({ b, says: /\| yes/.test(row!) ? "keeps" : /\*\*no, not today\*\*/.test(row!) ? "does not" : "?" }).toEqual({ b, says: fit.spare >= 0 ? "keeps" : "does not" });
  }
}, 240000);

test("the MAX7219 modules' digits: the size the board table gives is the parts lists' (0.36 in, 9 mm), never 14 mm", () => {
  const inches = [...readme.matchAll(/MAX7219 8-digit module, ([\d.]+) in/g)].map((m) => m[1]);
  expect(new Set(inches)).toEqual(new Set(["0.36"]));
  const said = [...readme.matchAll(/\(([\d.]+) in, (\d+) mm digits\)/g)];
  expect(said.length).toBeGreaterThan(0);
  for (const m of said) expect([m[1], m[2]]).toEqual(["0.36", String(Math.round(0.36 * 25.4))]);
  expect(readme).not.toMatch(/14 mm digits/);
});
