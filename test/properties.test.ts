// Property tests (fast-check): thousands of random legal scripts through the rules core.
import fc from "fast-check";
import { replayScript } from "../rules/replay";
import { parseLine } from "../rules/parse";
import { Cmd } from "../rules/codes";
import { checksum } from "../firmware/journal/records";
import { legalScript } from "./support/gen";
import { schemaErrors } from "./support/schema";

const choice = fc.tuple(fc.nat(99), fc.nat(999999));
const script = fc.tuple(fc.nat(999999), fc.array(choice, { minLength: 5, maxLength: 150, size: "max" })).map(([h, c]) => legalScript(h, c));

function sheetOf(lines: string[]) {
  const r = replayScript(lines.join("\n"));
  if (!r.ok) throw new Error(r.out);
  return JSON.parse(Buffer.from(r.out, "latin1").toString("utf8"));
}

// A line after which `undo` must give back the sheet without it: a match event.
function isMatchEvent(line: string): boolean {
  const code = parseLine(line).code;
  return code !== Cmd.None && code !== Cmd.Undo && code !== Cmd.Player && code !== Cmd.Lag &&
    !(code >= Cmd.Distance && code <= Cmd.Info);
}

const LIMIT = 16777216; // 2^24: NodeMCU's Lua 5.3 numbers are 32-bit floats

function numbersIn(x: unknown, out: number[] = []): number[] {
  if (typeof x === "number") out.push(x);
  else if (Array.isArray(x)) x.forEach((v) => numbersIn(v, out));
  else if (x !== null && typeof x === "object") Object.values(x).forEach((v) => numbersIn(v, out));
  return out;
}

describe("random legal scripts", () => {
  test("replay never throws, every sheet validates, numbers stay below 2^24", () => {
    fc.assert(
      fc.property(script, (lines) => {
        const sheet = sheetOf(lines);
        expect(schemaErrors(sheet)).toBe("");
        for (const n of numbersIn(sheet)) expect(n).toBeLessThan(LIMIT);
        for (const p of ["A", "B"]) expect(sheet.players[p].score * 1000).toBeLessThan(LIMIT);
      }),
      { numRuns: 3000 },
    );
  });

  test("rule 2, 21: score is the sum of runs (but for disqualification); high run is the largest run", () => {
    fc.assert(
      fc.property(script, (lines) => {
        const sheet = sheetOf(lines);
        for (const p of ["A", "B"]) {
          const pl = sheet.players[p];
          const sum = pl.runs.reduce((a: number, b: number) => a + b, 0);
          if (sheet.result?.kind !== "disqualification") expect(pl.score).toBe(sum);
          expect(pl.highRun).toBe(Math.max(0, ...pl.runs));
          expect(pl.innings).toBe(pl.runs.length);
          expect(pl.average).toBe(pl.innings === 0 ? 0 : Math.floor((pl.score * 1000) / pl.innings) / 1000);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test("rule 18: the two players' innings never differ by more than one", () => {
    fc.assert(
      fc.property(script, (lines) => {
        const sheet = sheetOf(lines);
        expect(Math.abs(sheet.players.A.innings - sheet.players.B.innings)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 3000 },
    );
  });

  test("undo after any match event gives the sheet of the script without that event", () => {
    fc.assert(
      fc.property(script, fc.nat(), (lines, pick) => {
        const events = lines.map((l, i) => i).filter((i) => isMatchEvent(lines[i]));
        if (events.length === 0) return;
        const i = events[pick % events.length];
        const withUndo = replayScript([...lines.slice(0, i + 1), "undo"].join("\n"));
        const without = replayScript(lines.slice(0, i).join("\n"));
        if (!withUndo.ok) {
          // only a locked sheet refuses undo (rule 18)
          expect(JSON.parse(replayScript(lines.slice(0, i + 1).join("\n")).out).state).toBe("signed");
          return;
        }
        expect(withUndo.out).toBe(without.out);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("undo from snapshots (rules/snapshot.ts)", () => {
  // match events only (no undo, player or comment lines), in a match long enough to cross marks
  const eventChoice = fc.tuple(fc.nat(99), fc.nat(999999)).filter(([k]) => !(k >= 66 && k < 72) && !(k >= 94));
  const header = fc.constantFrom(["set distance 60", "lag A break white"],
    ["set distance 50 30", "set equalize on", "set extensions 2", "lag B assign yellow"],
    ["set distance 80", "set innings 30", "lag A assign white"]);
  const long = fc.tuple(header, fc.array(eventChoice, { minLength: 60, maxLength: 260, size: "max" }))
    .map(([h, c]) => legalScript(h, c));

  test("any number of undos in a row gives the sheet of the script cut back by as many events", () => {
    fc.assert(
      fc.property(long, fc.nat(120), (lines, j) => {
        const lag = lines.findIndex((l) => l.startsWith("lag"));
        const events = lines.length - lag - 1;
        const k = Math.min(j, events);
        const undone = replayScript([...lines, ...Array(k).fill("undo")].join("\n"));
        if (!undone.ok) {
          expect(JSON.parse(replayScript(lines.join("\n")).out).state).toBe("signed");
          return;
        }
        expect(undone.out).toBe(replayScript(lines.slice(0, lines.length - k).join("\n")).out);
      }),
      { numRuns: 400 },
    );
  });

  test("a single undo restores from the ring, without replaying", () => {
    const { newMatch, step } = require("../rules/match");
    const { parseLine } = require("../rules/parse");
    const m = newMatch();
    for (const l of ["set distance 99", "lag A break white", ...Array(70).fill("point"), "miss", "point"]) step(m, parseLine(l));
    // turn an early point into a miss: a replay would now see another match
    m.journal = m.journal.slice(0, 66) + "\u0002" + m.journal.slice(67);
    step(m, parseLine("undo"));
    expect(m.n[9]).toBe(70); // A's score (T.Score) as the snapshot had it; a replay would make it 66
    expect(m.n[1]).toBe(1); // the shooter (T.Shooter): B
  });

  test("a packed state gives back every derived number before the fouls: scores past 255, the winner's -1, the runs", () => {
    const { newMatch, step } = require("../rules/match");
    const { parseLine } = require("../rules/parse");
    const { pack, packedEvents, unpack } = require("../rules/snapshot");
    const m = newMatch();
    for (const l of ["set distance 999", "lag A break white", ...Array(300).fill("point"), "miss", "point", "foul push"]) step(m, parseLine(l));
    const n = m.n.slice(0, 17); // T.Fouls
    const runs = m.runs.slice();
    const s = pack(m, 303);
    for (const l of ["point", "point", "miss", "point"]) step(m, parseLine(l));
    unpack(m, s);
    expect(packedEvents(s)).toBe(303);
    expect(m.n.slice(0, 17)).toEqual(n);
    expect(n[9]).toBe(300); // A's score
    expect(n[7]).toBe(-1); // no winner yet
    expect(m.runs).toEqual(runs);
  });
});

describe("the journal's and the link's checksum (firmware/journal/records.ts)", () => {
  // the reference: Fletcher-16 with %, over one string
  const fletcher = (s: string) => {
    let a = 0;
    let b = 0;
    for (const c of s) {
      a = (a + c.charCodeAt(0)) % 255;
      b = (b + a) % 255;
    }
    return String.fromCharCode(a, b);
  };
  test("checksum(s) is the Fletcher-16 of s", () => {
    const text = fc.string({ unit: fc.integer({ min: 0, max: 254 }).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(text, (s) => {
      expect(checksum(s)).toBe(fletcher(s));
    }));
  });
});
