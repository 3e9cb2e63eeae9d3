// docs/sheet.schema.json: it accepts every golden sheet and refuses broken ones.
import { scenarios } from "./support/scenarios";
import { schemaErrors, schemaPath } from "./support/schema";

const golden = scenarios().filter((s) => s.expected.sheet !== undefined);
const finished = golden.find((s) => s.name === "13-distance-loser-locks")!.expected.sheet as Record<string, any>;
const copy = (): Record<string, any> => JSON.parse(JSON.stringify(finished));

test("the schema is the repository's own", () => {
  expect(schemaPath).toMatch(/docs\/sheet\.schema\.json$/);
});

test("the schema accepts every golden sheet", () => {
  expect(golden.length).toBeGreaterThanOrEqual(25);
  for (const s of golden) expect({ name: s.name, errors: schemaErrors(s.expected.sheet) }).toEqual({ name: s.name, errors: "" });
});

test("the schema accepts a scoreboard's sheet, with date and device", () => {
  expect(schemaErrors({ ...copy(), date: "2026-12-01T03:49:22Z", device: "pico-wall" })).toBe("");
});

const broken: Array<[string, (s: Record<string, any>) => void]> = [
  ["another format", (s) => { s.format = "carom-sheet/2"; }],
  ["no players", (s) => { delete s.players; }],
  ["player B missing", (s) => { delete s.players.B; }],
  ["no result field", (s) => { delete s.result; }],
  ["an unknown state", (s) => { s.state = "over"; }],
  ["an unknown result kind", (s) => { s.result.kind = "timeout"; }],
  ["a winner C", (s) => { s.result.winner = "C"; }],
  ["a negative score", (s) => { s.players.A.score = -1; }],
  ["a fractional inning run", (s) => { s.players.A.runs[0] = 1.5; }],
  ["an unknown foul kind", (s) => { s.players.A.fouls = { scratch: 1 }; }],
  ["a foul counted 0", (s) => { s.players.A.fouls = { push: 0 }; }],
  ["a red ball", (s) => { s.players.A.ball = "red"; }],
  ["one distance", (s) => { s.config.distance = [40]; }],
  ["a distance of 0", (s) => { s.config.distance = [0, 40]; }],
  ["equalize as text", (s) => { s.config.equalize = "on"; }],
  ["a signature twice", (s) => { s.signatures = ["referee", "referee"]; }],
  ["a signature by the public", (s) => { s.signatures = ["public"]; }],
  ["a note without a kind", (s) => { s.notes = [{ text: "x" }]; }],
  ["a header field that is a number", (s) => { s.info = { table: 3 }; }],
  ["a shooter C", (s) => { s.shooter = "C"; }],
];

test.each(broken)("the schema refuses a sheet with %s", (_what, breakIt) => {
  const s = copy();
  expect(schemaErrors(s)).toBe("");
  breakIt(s);
  expect(schemaErrors(s)).not.toBe("");
});
