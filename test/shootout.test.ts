// Rule 18's tie-break on the unit: a level match goes to the shoot-out, played on the same
// buttons; the display shows the word, the round and each player's run in it; the buzzer marks
// its start and its end.
import * as fs from "fs";
import * as path from "path";
import { CUE_END, CUE_SHOOTOUT } from "../firmware/panel/cues";
import { Controls } from "../firmware/unit";
import { render } from "../firmware/panel/render";
import { view } from "../rules/view";
import { english, MISS, POINT, rig, UNDO, viaMenu } from "./support/rig";

const cue = (s: string) => s.split(" ").map(Number).reduce((out: number[][], v, i) => (i % 2 === 0 ? out.push([v]) : out[out.length - 1].push(v), out), []).flat();

function level(controls = Controls.Remote) {
  const r = rig(controls);
  english(r);
  for (const l of ["set distance 3", "set innings 1", "set shotclock 40", "set tiebreak shootout", "lag A break white"]) r.line(l);
  return r;
}

test("rules 18, 24: a safety foul in the shoot-out asks for no rebreak (the rules core refuses one there)", () => {
  const r = level();
  for (const b of [POINT, MISS, POINT, MISS]) r.press(b);
  expect(r.sheet().state).toBe("tie-break");
  viaMenu(r, "FOUL", ["INTENT. SAFETY"], true);
  expect(r.sheet().players.A.fouls).toEqual({ "intentional-safety": 1 });
  expect(r.unit.st.menu.open).toBe(false);
  expect(r.field("msg")).toMatch(/^SHOOT-OUT /);
});

test("rule 18: the shoot-out on the referee's remote: its start and end heard, the word, round and runs shown", () => {
  const r = level();
  r.press(POINT);
  r.press(MISS);
  r.press(POINT);
  expect(r.sheet().state).toBe("in-play");
  r.press(MISS); // 1-1 after the innings limit
  expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual(cue(CUE_SHOOTOUT));
  expect(r.sheet()).toMatchObject({ state: "tie-break", shooter: "A", tiebreak: [{ A: 0 }] });
  expect(r.field("msg")).toBe("SHOOT-OUT 1 0:-");
  expect([r.field("inning"), r.field("run"), r.field("highA"), r.field("highB"), r.field("turnA")]).toEqual(["1", "0", "0", "", "1"]);
  expect(r.unit.st.shot.running).toBe(true);
  r.press(POINT);
  r.press(POINT);
  r.press(MISS);
  expect(r.field("msg")).toBe("SHOOT-OUT 1 2:0");
  expect([r.field("highA"), r.field("highB"), r.field("turnB")]).toEqual(["2", "0", "1"]);
  // the match's own figures stay: scores 1-1, high runs 1
  expect([r.field("scoreA"), r.field("scoreB"), r.field("avgA")]).toEqual(["1", "1", "1.000"]);
  r.press(POINT);
  r.press(POINT);
  r.press(UNDO);
  r.press(POINT);
  expect(r.field("msg")).toBe("SHOOT-OUT 1 2:2");
  r.press(POINT); // 3 passes 2: B wins at once
  expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual(cue(CUE_END));
  expect(r.sheet()).toMatchObject({ state: "finished", result: { kind: "tiebreak", winner: "B" }, tiebreak: [{ A: 2, B: 3 }] });
  expect(r.field("msg")).toBe("WINNER B");
  expect([r.field("scoreA"), r.field("scoreB"), r.field("highA"), r.field("inning")]).toEqual(["1", "1", "1", "1"]);
});

test("rule 18: a table unit's two buttons work in the shoot-out as in the match", () => {
  const r = level(Controls.Table);
  for (const b of [0, 1, 1, 0]) r.press(b); // A point, B's button: A missed; B point, A's: B missed
  expect(r.sheet().state).toBe("tie-break");
  r.press(0); // A's run 1
  r.press(1); // A missed
  r.press(0); // B missed with 0: A wins the shoot-out
  expect(r.sheet()).toMatchObject({ result: { kind: "tiebreak", winner: "A" }, tiebreak: [{ A: 1, B: 0 }] });
});

test("rule 18: on the club layout (the wall units) the inning field shows the round and the run field the run", () => {
  const layout = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "layouts.json"), "utf8")).club;
  const ids: string[] = layout.fields.map((f: { id: string }) => f.id);
  const sizes: number[] = layout.fields.map((f: { size: number }) => f.size);
  const r = level();
  for (const b of [POINT, MISS, POINT, MISS, MISS, MISS, POINT]) r.press(b); // round 2, A's run 1
  const m = r.unit.session.m;
  const frame = render(ids, sizes, m, view(m), 40, "SHOOT-OUT 2 1:-");
  const at = (id: string) => frame[ids.indexOf(id)].trim();
  expect([at("inning"), at("run"), at("scoreA"), at("scoreB"), at("msg")]).toEqual(["2", "1", "1", "1", "SHOOT-OUT 2 1:-"]);
});

test("rule 18: the exports print the tie-break setting, the shoot-out's rounds and its result", () => {
  const { sheetCsv } = require("../tools/export/csv");
  const { sheetHtml } = require("../tools/export/html");
  const { replayScript } = require("../rules/replay");
  const sheet = JSON.parse(replayScript(fs.readFileSync(path.join(__dirname, "scenarios", "59-shootout-innings-limit.txt"), "utf8")).out);
  const csv: string = sheetCsv(sheet, "en");
  expect(csv).toContain("Tie-break,shoot-out\n");
  expect(csv).toContain("Shoot-out,A,B\nRound 1,2,2\nRound 2,1,2\n");
  expect(csv).toContain("Ben wins the shoot-out against Ana, 2-2 in 2 innings");
  const html: string = sheetHtml(sheet, "es");
  expect(html).toContain("<li>Ronda 1: Ana 2, Ben 2</li><li>Ronda 2: Ana 1, Ben 2</li>");
  expect(html).toContain("Ben gana el desempate a Ana, 2-2 en 2 entradas");
  expect(sheetCsv({ ...sheet, tiebreak: undefined, config: { ...sheet.config, tiebreak: "none" } }, "en")).not.toContain("Round 1");
});

test("rule 18: the menu sets the tie-break to shoot-out and back to none", () => {
  const r = rig();
  english(r);
  viaMenu(r, "TIE-BREAK", ["SHOOT-OUT"]);
  expect(r.sheet().config.tiebreak).toBe("shootout");
  viaMenu(r, "TIE-BREAK", ["-"]);
  expect(r.sheet().config.tiebreak).toBe("none");
});
