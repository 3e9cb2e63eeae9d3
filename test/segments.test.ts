// The message line's font (hal/segments.ts): every letter the unit writes lights something a
// person can read, M and W on two digits as scoreboards write them; every word of the unit's
// (firmware/panel/texts.ts, rules/foul-words.ts), in both languages, with no blank where a letter stands and within its field.
import * as fs from "fs";
import * as path from "path";
import { digitsOf, glyphOf, segmentsOf } from "../hal/segments";
import { LANGS, WORDS } from "../firmware/panel/texts";
import { FOUL_ROWS } from "../tools/export/labels";
import { fieldCount } from "../rules/fields";
import { lineSegments } from "../tools/sim/sim-board";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// (the foul kinds' display columns too: rules/foul-words.ts)
const lines = WORDS.split("\n").concat(FOUL_ROWS.map((r) => r.slice(0, 3).join("|"))).filter((l) => l !== "");
const languages = LANGS.split(" ");
const layouts = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "layouts.json"), "utf8"));
const msgSize = Math.min(...Object.values(layouts).map((l: any) => l.fields.find((f: { id: string }) => f.id === "msg").size));

test("every letter and digit lights at least one segment in each of its digits, upper and lower case", () => {
  for (const ch of LETTERS + LETTERS.toLowerCase() + "0123456789") {
    const g = glyphOf(ch);
    expect({ ch, blank: g.split("").some((d) => d.charCodeAt(0) === 0) }).toEqual({ ch, blank: false });
  }
});

test("M and W take two digits (a bar over three legs, three legs on a bar); the others one", () => {
  expect(glyphOf("M").length).toBe(2);
  expect(glyphOf("W").length).toBe(2);
  expect(glyphOf("m")).toBe(glyphOf("M"));
  for (const ch of LETTERS.replace(/[MW]/g, "") + "0123456789") expect(glyphOf(ch).length).toBe(1);
  expect(digitsOf("WINNER A")).toBe(9);
  expect(digitsOf("3.5")).toBe(2); // the point lights the digit before it
  expect(segmentsOf("E")).toBe(0x4f);
});

test("no two letters share a glyph but the seven-segment forms that do everywhere (X as H, Z as 2)", () => {
  const seen = new Map<string, string>();
  for (const ch of LETTERS + "0123456789") {
    const g = glyphOf(ch);
    if (seen.has(g)) expect(["HX", "Z2", "S5"]).toContain(seen.get(g) + ch);
    else seen.set(g, ch);
  }
});

describe.each(languages)("every word the unit shows in %s", (lang) => {
  const i = languages.indexOf(lang);
  const words = lines.map((l) => l.split("|")[1 + i]);

  test("has no blank digit where a letter stands", () => {
    expect(words.length).toBe(lines.length);
    expect(fieldCount(lines[0], "|")).toBe(1 + languages.length);
    const blanks = words.filter((w) => w.split("").some((ch) => /[A-Za-z0-9]/.test(ch) && glyphOf(ch).split("").some((d) => d.charCodeAt(0) === 0)));
    expect(blanks).toEqual([]);
  });

  test("fits the message field, counting M and W as two digits", () => {
    expect(words.filter((w) => digitsOf(w) > msgSize)).toEqual([]);
  });
});

test("the simulator's message line draws M and W on two digits, as the MAX7219 does", () => {
  const l = lineSegments("WINNER A");
  expect(l).toHaveLength(8);
  expect(l.slice(0, 3).map((d) => d.segs)).toEqual(["0111110", "0111000", "0000110"]); // W (two digits), I
  expect(lineSegments("MARTA")[0].segs).toBe("1110110");
});
