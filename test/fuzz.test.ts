// Fuzzed malformed scripts: always one `line N:` error, never a crash or a partial sheet.
import fc from "fast-check";
import { spawnSync } from "child_process";
import * as path from "path";
import { replayScript } from "../rules/replay";
import { legalScript } from "./support/gen";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const choice = fc.tuple(fc.nat(99), fc.nat(999999));
const legal = fc.tuple(fc.nat(999999), fc.array(choice, { maxLength: 60 })).map(([h, c]) => legalScript(h, c));

// Lines that are wrong in any state: bad words, bad arguments, broken quotes, junk bytes.
const badLine = fc.oneof(
  fc.constantFrom("pointt", "foul", "foul spit", "shot N X", "shot ride:N,N R", "shot N frozen=N",
    "set distance", "set distance -1", "set innings 1e3", "set equalize yes", "lag A break",
    "lag A break red", "warn C", "warn", "sign nobody", "player A", "player A \"open", "\"point\"",
    "undo now", "miss miss", "protest A \"\"", "player A \"a\u0001b\"", "set distance 100000"),
  fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom("x", "Q", "!", "%", "\u00e9", "\u0007", "=", "@") }),
);

describe("malformed scripts", () => {
  test("a bad line anywhere stops the replay at that line, with a reason", () => {
    fc.assert(
      fc.property(legal, badLine, fc.nat(), (lines, bad, at) => {
        const i = at % (lines.length + 1);
        const text = [...lines.slice(0, i), bad, ...lines.slice(i)].join("\n");
        const r = replayScript(text);
        expect(r.ok).toBe(false);
        expect(r.out).toMatch(new RegExp(`^line ${i + 1}: [a-z]`));
      }),
      { numRuns: 3000 },
    );
  });

  test("random bytes never crash the rules core; the answer is a sheet or one line error", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const r = replayScript(Buffer.from(bytes).toString("latin1"));
        if (r.ok) expect(r.out).toMatch(/^\{"format":"carom-sheet\/1"/);
        else expect(r.out).toMatch(/^line \d+: [^\n]+$/);
      }),
      { numRuns: 5000 },
    );
  });

  test("carom replay: nothing on standard output, the error on standard error, exit 2", () => {
    const samples = fc.sample(fc.tuple(legal, badLine), { numRuns: 10, seed: 7 });
    for (const [lines, bad] of samples) {
      const r = spawnSync(process.execPath, [carom, "replay", "-"], { input: [...lines, bad].join("\n") });
      expect(r.status).toBe(2);
      expect(r.stdout.length).toBe(0);
      expect(r.stderr.toString()).toMatch(new RegExp(`^line ${lines.length + 1}: .+\\n$`));
    }
  });
});
