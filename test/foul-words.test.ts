// A foul kind's words are one line of one table (rules/foul-words.ts): the display's (say) and the
// exported sheet's (label) come from it, in FOUL_KINDS' order, and the device's builds keep the
// display's columns only (docs/extending.md: a foul kind is codes.ts and this table).
import { FOUL_KINDS } from "../rules/codes";
import { FOUL_WORDS } from "../rules/foul-words";
import { say, WORDS } from "../firmware/panel/texts";
import { FOUL_ROWS, label } from "../tools/export/labels";
import { asBoard } from "../tools/build/espruino-as-board";
import { ALL } from "../tools/build/board";
import { displayWordsOnly } from "../tools/build/lua-bundle";

const rows = FOUL_ROWS;

test("rule 6: every foul kind has one line, in FOUL_KINDS' order, with its display and sheet words in Spanish and English", () => {
  expect(rows.map((r) => r[0])).toEqual(FOUL_KINDS);
  for (const r of rows) expect({ kind: r[0], columns: r.length, blank: r.some((c) => c.trim() === "") }).toEqual({ kind: r[0], columns: 5, blank: false });
});

test("rule 6: no foul kind's name is a word of the display's own table, which say reads first", () => {
  expect(FOUL_KINDS.filter((k) => WORDS.includes("\n" + k + "|"))).toEqual([]);
});

test("rules 6, 24: the display says a kind's display words and the sheet its sheet words, in the language asked for", () => {
  expect([say("push", 0), say("push", 1)]).toEqual(["EMPUJE", "PUSH"]);
  expect([say("intentional-safety", 0), say("intentional-safety", 1)]).toEqual(["DEFENSA INTENC.", "INTENT. SAFETY"]);
  expect([label("foul.ball-off-table", "es"), label("foul.ball-off-table", "en")]).toEqual(["bola fuera", "ball off the table"]);
  for (const r of rows) expect([say(r[0], 0), say(r[0], 1), label(`foul.${r[0]}`, "es"), label(`foul.${r[0]}`, "en")]).toEqual(r.slice(1));
  // (the display's other words are still found first, and an unknown word shows as it is)
  expect([say("foul", 0), say("break", 0)]).toEqual(["FALTA", "SALE"]);
  expect(say("no-such-kind", 1)).toBe("NO-SUCH-KIND");
});

const es5 = `export var FOUL_WORDS = "\\n" +\n${rows.map((r) => `    "${r.join("|")}\\n"`).join(" +\n")};\n`;

test("the Espruino build keeps the display's columns, in both languages or in English alone, and refuses a table it does not know", () => {
  const both = asBoard(es5, "/tmp/x/rules/foul-words.js", ALL);
  expect(both).toContain(`"push|EMPUJE|PUSH\\n"`);
  expect(both).not.toContain("touched the cue ball");
  const en = asBoard(es5, "/tmp/x/rules/foul-words.js", { ...ALL, languages: false });
  expect(en).toContain(`"push|PUSH\\n"`);
  expect(en).not.toContain("EMPUJE");
  expect(() => asBoard(es5.replace("push|EMPUJE|PUSH|empuje|push", "push|EMPUJE"), "/tmp/x/rules/foul-words.js", ALL)).toThrow(/not as the build expects/);
});

test("the NodeMCU build keeps the display's columns of the table's module and refuses a table it does not know", () => {
  const module = (text: string) => `["rules.foul-words"] = function(...) \nlocal ____exports = {}\n____exports.FOUL_WORDS = "${text}"\nreturn ____exports\n end,\n`;
  const lua = module(FOUL_WORDS.replace(/\n/g, "\\n"));
  const out = displayWordsOnly(`-- before\n${lua}["other"] = function(...) \nlocal x = "a|b|c|d|e\\n"\n end,\n`);
  expect(out).toContain("\\nball-off-table|BOLA FUERA|BALL OFF\\nballs-moving|");
  expect(out).not.toContain("ball off the table");
  expect(out).toContain(`local x = "a|b|c|d|e\\n"`); // (another module's text is left as it is)
  expect(() => displayWordsOnly(module("\\npush|EMPUJE|PUSH\\n"))).toThrow(/not as the build expects/);
});
