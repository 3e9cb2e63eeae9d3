// The quick path's changes of a match (rules/plain.ts) against the general path (rules/match.ts
// step): before every point, miss and foul of every golden scenario and of a long generated match,
// a plain one changes the match as step does, to every field; one that is not plain changes nothing.
import * as fs from "fs";
import { Ev, Foul, Fx } from "../rules/codes";
import { newMatch, step } from "../rules/match";
import { parseLine } from "../rules/parse";
import { plainAgain, plainMiss, plainPoint } from "../rules/plain";
import { fullMatch } from "../tools/bench/matchgen";
import { scenarios } from "./support/scenarios";

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const scripts = [
  ...scenarios().map((s) => fs.readFileSync(s.file, "latin1").split("\n")),
  fullMatch(50),
];

test("rules 6, 8, 14, 19: a plain point, miss or foul changes the match as the general path does; any other changes nothing", () => {
  let plain = 0;
  let general = 0;
  for (const lines of scripts) {
    const m = newMatch();
    for (const l of lines.map((x) => x.trim()).filter((x) => x !== "" && !x.startsWith("#"))) {
      const cmd = parseLine(l);
      const ev = cmd.code;
      if (ev === Ev.Point || ev === Ev.Miss || (ev >= Ev.Foul && ev < Ev.Foul + Foul.Count)) {
        const q = copy(m);
        const took = ev === Ev.Point ? (plainPoint(q) ? Fx.Point : 0) : plainMiss(q, ev);
        const before = copy(m);
        const fx = step(m, cmd);
        if (took !== 0) {
          expect({ line: l, fx: took, m: q }).toEqual({ line: l, fx: fx, m: copy(m) });
          plain++;
        } else {
          expect({ line: l, m: q }).toEqual({ line: l, m: before });
          general++;
        }
      } else step(m, cmd);
    }
  }
  expect(plain).toBeGreaterThan(300);
  expect(general).toBeGreaterThan(10);
});

test("rule 19: after an undo, plainAgain says whether the event undone would be plain again", () => {
  let checked = 0;
  for (const lines of scripts) {
    const m = newMatch();
    for (const l of lines.map((x) => x.trim()).filter((x) => x !== "" && !x.startsWith("#"))) {
      const cmd = parseLine(l);
      if (cmd.code === Ev.Point || cmd.code === Ev.Miss) {
        const q = copy(m);
        const wouldBe = cmd.code === Ev.Point ? plainPoint(q) : plainMiss(q, cmd.code) !== 0;
        if (step(m, cmd) >= 0) {
          const u = copy(m);
          step(u, parseLine("undo"));
          expect({ line: l, again: plainAgain(u, cmd.code) }).toEqual({ line: l, again: wouldBe });
          checked++;
        }
      } else step(m, cmd);
    }
  }
  expect(checked).toBeGreaterThan(300);
});
