// The hand-written sheet writer prints exactly what JSON.stringify prints for the same object.
import fc from "fast-check";
import { jsonString } from "../rules/sheet";
import { replayScript } from "../rules/replay";
import { view } from "../rules/view";
import { newMatch, step } from "../rules/match";
import { parseLine } from "../rules/parse";
import { legalScript } from "./support/gen";

describe("the portable sheet writer", () => {
  test("strings are escaped as JSON.stringify escapes them; control characters stay valid JSON", () => {
    const printable = fc.string({ unit: fc.integer({ min: 32, max: 255 }).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(printable, (s) => expect(jsonString(s)).toBe(JSON.stringify(s))));
    fc.assert(fc.property(fc.string({ unit: "binary" }), (s) => expect(JSON.parse(jsonString(s))).toBe(s)));
    expect(jsonString("a\"b\\c\u0001\n")).toBe('"a\\"b\\\\c\\u0001\\u000a"');
  });

  test("sheets are byte for byte JSON.stringify of themselves, averages truncated to 3 decimals", () => {
    fc.assert(
      fc.property(fc.nat(999999), fc.array(fc.tuple(fc.nat(99), fc.nat(999999)), { maxLength: 120, size: "max" }), (h, c) => {
        const out = replayScript(legalScript(h, c).join("\n")).out;
        expect(out).toBe(JSON.stringify(JSON.parse(out)) + "\n");
      }),
      { numRuns: 500 },
    );
  });

  test("averages truncate: 7 points in 3 innings is 2.333, 1 in 3 is 0.333", () => {
    const sheet = (lines: string[]) => JSON.parse(replayScript(lines.join("\n")).out);
    const s = sheet(["set distance 20", "lag A break white", "point", "point", "point", "point", "point", "miss",
      "miss", "point", "point", "miss", "point", "miss", "miss"]);
    expect(s.players.A.runs).toEqual([5, 2, 0]);
    expect(s.players.A.average).toBe(2.333);
    expect(s.players.B.runs).toEqual([0, 1, 0]);
    expect(s.players.B.average).toBe(0.333);
  });
});

describe("view: what the wall display shows", () => {
  test("scores, run, innings, shooter, break indicator, equalizing inning", () => {
    const m = newMatch();
    for (const l of ["set distance 3", "set equalize on", "set innings 5", "lag B break yellow"]) step(m, parseLine(l));
    let f = view(m);
    expect(f.shooter).toBe(1);
    expect(m.n[4]).toBe(1); // T.BreakShot
    expect(f.inning).toBe(1);
    for (const l of ["point", "point"]) step(m, parseLine(l));
    f = view(m);
    expect(f.run).toBe(2);
    expect(f.score).toEqual([0, 2]);
    expect(m.n[4]).toBe(0);
    step(m, parseLine("point"));
    f = view(m);
    expect(m.n[5]).toBe(1); // T.Equalizing
    expect(f.shooter).toBe(0);
    expect(f.run).toBe(0);
    expect(f.high).toEqual([0, 3]);
    expect(f.average).toEqual([0, 3000]);
  });
  test("last inning shows when the innings limit is reached", () => {
    const m = newMatch();
    for (const l of ["set innings 2", "lag A break white", "miss", "miss"]) step(m, parseLine(l));
    expect(view(m).lastInning).toBe(true);
    expect(view(m).inning).toBe(2);
  });
});
