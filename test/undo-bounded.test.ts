// Undo in bounded work (rules/undo.ts): every undo in a row gives back the state a
// replay of the journal without those events derives, to the last derived number, and the events
// an undo applies again do not grow with the match.
import fc from "fast-check";
import { newMatch, step } from "../rules/match";
import type { Match } from "../rules/match";
import { parseLine } from "../rules/parse";
import { T } from "../rules/codes";
import { legalScript } from "./support/gen";

function played(lines: string[]): Match {
  const m = newMatch();
  for (const l of lines) step(m, parseLine(l));
  return m;
}

// The state a match is (not what undo keeps on the way: the ring and the checkpoints).
const derived = (m: Match) => ({ journal: m.journal, n: m.n.slice(), f: m.f.slice(), runs: m.runs.slice(), rounds: m.rounds, protests: m.protests.slice() });

// Counts the events applied to m from now on: each shot writes Match.n's shot count once (an
// undo from the state after it writes it once too).
function counted(m: Match): () => number {
  let writes = 0;
  const n = m.n;
  m.n = new Proxy(n, { set: (a, k, v) => { if (k === String(T.Shots)) writes++; a[k as unknown as number] = v; return true; } });
  return () => writes;
}

describe("rule 2: undos in a row", () => {
  // match events with notes, rebreaks, warnings, fouls and signatures among them (no undo,
  // player or comment lines)
  const eventChoice = fc.tuple(fc.nat(99), fc.nat(999999)).filter(([k]) => !(k >= 66 && k < 72) && k < 94);
  const header = fc.constantFrom(["set distance 60", "lag A break white"],
    ["set distance 12 9", "set equalize on", "set extensions 2", "lag B assign yellow"],
    ["set distance 80", "set innings 12", "set tiebreak shootout", "lag A assign white"],
    ["set distance 5", "set tiebreak shootout", "lag B break yellow"]);
  const long = fc.tuple(header, fc.array(eventChoice, { minLength: 30, maxLength: 200, size: "max" })).map(([h, c]) => legalScript(h, c));

  test("rules 2, 18, 24: after each undo of a streak, the derived state is the replay's of the journal cut back", () => {
    fc.assert(
      fc.property(long, fc.nat(80), (lines, j) => {
        const m = played(lines);
        const lag = lines.findIndex((l) => l.startsWith("lag"));
        for (let k = 1; k <= Math.min(j, lines.length - lag - 1); k++) {
          if (step(m, parseLine("undo")) < 0) return; // a signed sheet refuses it
          expect([k, derived(m)]).toEqual([k, derived(played(lines.slice(0, lines.length - k)))]);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("rules 2, 18: the events entered again after undos are judged and counted as the replay's", () => {
    fc.assert(
      fc.property(long, fc.nat(40), fc.array(fc.tuple(fc.nat(65), fc.nat(999999)), { minLength: 1, maxLength: 30 }), (lines, j, more) => {
        const lag = lines.findIndex((l) => l.startsWith("lag"));
        const m = played(lines);
        let k = 0;
        while (k < Math.min(j, lines.length - lag - 1) && step(m, parseLine("undo")) >= 0) k++; // (a signed sheet refuses it)
        const cut = played(lines.slice(0, lines.length - k));
        for (const l of legalScript(lines.slice(0, lines.length - k), more).slice(lines.length - k)) {
          expect([l, step(m, parseLine(l))]).toEqual([l, step(cut, parseLine(l))]);
        }
        expect(derived(m)).toEqual(derived(cut));
      }),
      { numRuns: 200 },
    );
  });

  // points and misses, and a fifth of notes and fouls, which undo does not work out
  // from the state after them
  function mixed(events: number): string[] {
    let x = 7;
    const lines = ["set distance 9999", "lag A break white"];
    const m = played(lines);
    while (m.journal.length < events) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const r = (x >> 8) % 100;
      const l = r < 50 ? "point" : r < 80 ? "miss" : r < 88 ? "interference" : r < 94 ? "foul push" : r < 97 ? "miscue" : "foul intentional-safety";
      if (step(m, parseLine(l)) >= 0) lines.push(l);
    }
    return lines;
  }

  test.each([200, 2000, 20000])("rule 2: 50 undos in a row after %i events apply again fewer than 32 events each", (events) => {
    const lines = mixed(events);
    const m = played(lines);
    const applied = counted(m);
    for (let i = 0; i < 50; i++) expect(step(m, parseLine("undo"))).toBeGreaterThanOrEqual(0);
    expect(applied()).toBeLessThanOrEqual(50 * 32); // each fewer than Snap.Every (32) events again
    expect(derived(m)).toEqual(derived(played(lines.slice(0, lines.length - 50))));
  });
});
