// The display unit on hal/sim with a virtual clock: gestures, confirms, menus, cues, resume.
import { keptMatch } from "../firmware/journal/kept-match";
import { sheetJson } from "../rules/sheet";
import { Ask, remoteKey, tableKey } from "../firmware/panel/keys";
import { Gesture } from "../firmware/panel/gestures";
import { Controls } from "../firmware/unit";
import { Phase } from "../rules/codes";
import { parseLine } from "../rules/parse";
import { english, MENU, MISS, POINT, rig, UNDO, viaMenu } from "./support/rig";

test("rule 2: a button's point, miss or undo is the command code parseLine makes of its word", () => {
  expect([0, 1, 2].map((id) => remoteKey(Gesture.Press, id))).toEqual(["point", "miss", "undo"].map((w) => parseLine(w).code));
  expect(remoteKey(Gesture.Press, 3)).toBe(Ask.Menu);
  expect(remoteKey(Gesture.Hold, 0)).toBe(Ask.Nothing);
  // a table unit: the shooter's button is a point, the other's a miss, both an undo
  expect(tableKey(Gesture.Press, 1, Phase.Play, 1)).toBe(parseLine("point").code);
  expect(tableKey(Gesture.Press, 0, Phase.Play, 1)).toBe(parseLine("miss").code);
  expect(tableKey(Gesture.Chord, 0, Phase.Play, 1)).toBe(parseLine("undo").code);
  expect(tableKey(Gesture.Press, 0, Phase.Setup, 0)).toBe(Ask.Menu);
});

describe("the referee remote (point, miss, undo, menu)", () => {
  test("rule 4: the match is set up from the buttons: distance, innings, equalize, lag", () => {
    const r = rig();
    english(r);
    viaMenu(r, "DISTANCE", ["25"]);
    viaMenu(r, "INNINGS", ["30"]);
    viaMenu(r, "EQUALIZE", ["ON"]);
    viaMenu(r, "LAG", ["B", "ASSIGNS", "YELLOW"]);
    const s = r.sheet();
    expect(s.config).toMatchObject({ distance: [25, 25], innings: 30, equalize: true });
    expect(s.breaker).toBe("A");
    expect(s.players.B.ball).toBe("yellow");
    expect(r.field("ballA")).toBe("W");
    expect(r.field("turnA")).toBe("1");
  });

  test("rule 2: point, miss and undo act as their button goes down, before it is let go; held, they act once", () => {
    const r = rig();
    r.line("set distance 9");
    r.line("lag A break white");
    r.buttons.level(POINT, true);
    r.clock.advance(40); // past the debounce, still down
    expect(r.field("scoreA")).toBe("1");
    r.clock.advance(3000); // held past the hold time: nothing more
    r.buttons.level(POINT, false);
    r.clock.advance(60);
    expect(r.field("scoreA")).toBe("1");
    expect(r.sheet().players.A.score).toBe(1);
    r.buttons.level(MISS, true);
    r.clock.advance(40);
    expect(r.field("turnB")).toBe("1");
    r.buttons.level(MISS, false);
    r.clock.advance(60);
    r.buttons.level(UNDO, true);
    r.clock.advance(40);
    expect(r.field("turnA")).toBe("1");
    r.buttons.level(UNDO, false);
    r.clock.advance(60);
    expect(r.sheet().players.A.score).toBe(1);
    expect(r.field("turnA")).toBe("1");
  });

  test("in the menu a press acts as its button is let go, a hold as the hold time passes", () => {
    const r = rig();
    english(r);
    r.press(MENU);
    const first = r.menu();
    r.buttons.level(POINT, true);
    r.clock.advance(40);
    expect(r.menu()).toBe(first); // next, not yet
    r.buttons.level(POINT, false);
    r.clock.advance(60);
    expect(r.menu()).not.toBe(first);
    expect(r.sheet().players.A.score).toBe(0);
  });

  test("rule 2: point, miss and undo are one short press each", () => {
    const r = rig();
    r.line("lag A break white");
    r.press(POINT);
    r.press(POINT);
    expect(r.field("scoreA")).toBe("2");
    expect(r.field("run")).toBe("2");
    expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual([2000, 60]); // CUE_POINT
    r.press(MISS);
    expect(r.field("turnB")).toBe("1");
    expect(r.field("run")).toBe("0");
    expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual([1400, 80, 0, 40, 1000, 120]); // CUE_INNING
    r.press(UNDO);
    expect(r.field("turnA")).toBe("1");
    expect(r.field("run")).toBe("2");
    expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual([1200, 60, 800, 60]); // CUE_UNDO
  });

  test("rule 6: a foul needs a confirmation; back at the confirmation changes nothing", () => {
    const r = rig();
    english(r);
    r.line("lag A break white");
    r.press(POINT);
    viaMenu(r, "FOUL", ["PUSH"]);
    expect(r.menu()).toBe("FOUL PUSH?");
    r.press(UNDO); // back
    r.hold(UNDO); // leave the menu
    expect(r.unit.st.menu.open).toBe(false);
    expect(r.sheet().players.A.fouls).toEqual({});
    viaMenu(r, "FOUL", ["PUSH"], true);
    expect(r.sheet().players.A.fouls).toEqual({ push: 1 });
    expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual([400, 400]); // CUE_FOUL
    expect(r.field("turnB")).toBe("1");
  });

  test("rule 21, 20: disqualification and forfeit need a confirmation too", () => {
    const r = rig();
    english(r);
    r.line("lag A break white");
    viaMenu(r, "DISQUALIFY", ["B"]);
    expect(r.sheet().result).toBeNull();
    r.hold(MENU);
    viaMenu(r, "DISQUALIFY", ["B"], true);
    expect(r.sheet().result).toEqual({ kind: "disqualification", winner: "A" });
    expect(r.field("msg")).toBe("TAKE BACK: UNDO"); // (test/forfeit-hold.test.ts)
    r.clock.advance(10500);
    expect(r.field("msg")).toBe("WINNER A");
  });

  test("every script event is reachable from the menu", () => {
    const r = rig();
    english(r);
    viaMenu(r, "HANDICAP", ["12", "10"]);
    viaMenu(r, "SHOT CLOCK", ["CLASSIC 40"]);
    viaMenu(r, "EXTENSIONS", ["2"]);
    viaMenu(r, "TIE-BREAK", ["SHOOT-OUT"]);
    viaMenu(r, "EVENT", ["text:OPEN"]);
    viaMenu(r, "ROUND", ["text:R1"]);
    viaMenu(r, "TABLE", ["text:3"]);
    viaMenu(r, "REFEREE", ["text:ROSA"]);
    viaMenu(r, "SCORER", ["text:LUIS"]);
    viaMenu(r, "NAME", ["A", "text:ANA"]);
    viaMenu(r, "LAG", ["A", "BREAKS", "WHITE"]);
    viaMenu(r, "NAME", ["B", "text:BEN"]);
    viaMenu(r, "SHOT", ["-", "N", "E", "S", "R", "O", "END"]);
    viaMenu(r, "WARNING", ["B"]);
    viaMenu(r, "EXTENSION", []);
    viaMenu(r, "INTERFERENCE", []);
    viaMenu(r, "MISCUE", []);
    viaMenu(r, "PROTEST", ["A", "text:CUE"]);
    viaMenu(r, "FOUL", ["INTENT. SAFETY"], true);
    expect(r.menu()).toBe("REBREAK"); // rule 24: the incoming player is asked at once
    r.press(MENU);
    viaMenu(r, "SUSPEND", []);
    viaMenu(r, "RESUME", []);
    viaMenu(r, "FORFEIT", ["B"], true);
    viaMenu(r, "SIGN", ["REFEREE"], true);
    viaMenu(r, "SIGN", ["B"], true);
    const s = r.sheet();
    expect(s.info).toEqual({ event: "OPEN", round: "R1", table: "3", referee: "ROSA", scorer: "LUIS" });
    expect(s.config).toEqual({ distance: [12, 10], innings: 0, equalize: false, shotclock: 40, extensions: 2, tiebreak: "shootout" });
    expect(s.players.A).toMatchObject({ name: "ANA", runs: [1], fouls: { "intentional-safety": 1 }, extensionsUsed: 1 });
    expect(s.players.B).toMatchObject({ name: "BEN", warnings: 1 });
    expect(s.notes.map((n: any) => n.kind)).toEqual(["interference", "miscue", "protest"]);
    expect(s.result).toEqual({ kind: "forfeit", winner: "A" });
    expect(s.state).toBe("signed");
    expect(s.signatures).toEqual(["referee", "B"]);
  });

  test("a refused event says so and changes nothing", () => {
    const r = rig();
    english(r);
    r.press(POINT); // before the lag: what to do (test/start-match.test.ts)
    expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual([300, 150, 0, 50, 300, 150]); // CUE_ERROR
    expect(r.field("msg")).toBe("LAG: MENU");
    expect(r.unit.session.m.journal).toBe("");
    r.line("lag A break white");
    r.clock.advance(5000);
    const journal = r.unit.session.m.journal;
    r.buzzer.played.length = 0;
    expect(r.line("resume")).toBeLessThan(0); // not suspended
    expect(r.buzzer.played[r.buzzer.played.length - 1]).toEqual([300, 150, 0, 50, 300, 150]);
    expect(r.field("msg")).toBe("NOT ALLOWED");
    expect(r.unit.session.m.journal).toBe(journal);
  });

  test("rule 9: the spotting plan is shown on request", () => {
    const r = rig();
    english(r);
    r.line("lag A break white");
    viaMenu(r, "SPOTTING", ["RED", "OWN BALL", "-", "-"]);
    expect(r.field("msg")).toBe("RED>HEA");
  });

  test("rule 18: the equalizing inning is prompted; the last inning is shown", () => {
    const r = rig();
    english(r);
    for (const l of ["set distance 2", "set equalize on", "set innings 3", "lag A break white", "point", "point"]) r.line(l);
    expect(r.field("msg")).toBe("EQUALIZING INN.");
    expect(r.field("turnB")).toBe("1");
    const t = rig();
    english(t);
    for (const l of ["set innings 2", "lag A break white", "miss", "miss"]) t.line(l);
    expect(t.field("msg")).toBe("LAST INNING");
  });

  test("messages in Spanish by default", () => {
    const r = rig();
    for (const l of ["set distance 1", "lag A break white", "point"]) r.line(l);
    expect(r.field("msg")).toBe("GANA A");
  });
});

describe("the club table (one button per player)", () => {
  test("rule 2: the shooter's button scores, the other's ends the inning, both together undo", () => {
    const r = rig(Controls.Table);
    r.line("lag A break white");
    r.press(0);
    r.press(0);
    expect(r.field("scoreA")).toBe("2");
    r.press(1); // B takes the table: A missed
    expect(r.field("turnB")).toBe("1");
    r.press(1);
    expect(r.field("scoreB")).toBe("1");
    r.chord(0, 1);
    expect(r.field("scoreB")).toBe("0");
    expect(r.sheet().players.A.runs).toEqual([2]);
  });
  test("a hold opens the menu; press A moves, press B chooses, hold A goes back", () => {
    const r = rig(Controls.Table);
    english(r);
    r.line("lag A break white");
    r.hold(0);
    expect(r.unit.st.menu.open).toBe(true);
    expect(r.menu()).toBe("FOUL");
    r.press(0);
    expect(r.menu()).toBe("SHOT");
    r.chord(0, 1);
    expect(r.menu()).toBe("FOUL");
    r.press(1);
    expect(r.menu()).toBe("BALL OFF");
    r.hold(0);
    r.hold(1);
    expect(r.unit.st.menu.open).toBe(false);
    expect(r.sheet().players.A.fouls).toEqual({});
  });
});

describe("the journal", () => {
  test("a reboot resumes exactly where the match was", () => {
    const r = rig();
    english(r);
    for (const l of ["set distance 30", "player A \"Ana\"", "lag B break yellow", "point", "point", "miss", "point"]) r.line(l);
    const before = r.display.frames[r.display.frames.length - 1];
    const sheet = r.sheet();
    r.reboot();
    expect(r.sheet()).toEqual(sheet);
    expect(r.display.frames[r.display.frames.length - 1]).toEqual(before);
  });

  test("a new match from the buttons keeps the finished sheets (at least 10)", () => {
    const r = rig();
    english(r);
    for (let i = 0; i < 12; i++) {
      for (const l of ["set distance 1", "lag A break white", "point"]) expect(r.line(l)).toBeGreaterThanOrEqual(0);
      viaMenu(r, "NEW MATCH", [], true);
    }
    const kept = r.store.names().filter((n) => n.startsWith("sheet."));
    expect(kept.length).toBe(10);
    expect(JSON.parse(sheetJson(keptMatch(r.store.read("sheet.12")).m)).result).toEqual({ kind: "distance", winner: "A" }); // kept as its journal
    expect(r.sheet().state).toBe("setup");
    expect(r.sheet().config.distance).toEqual([1, 1]); // the configuration is kept for the next match
  });

  test("a small store compacts itself and loses nothing", () => {
    const { startSimStore } = require("../hal/sim/store");
    const { ROOM } = require("../firmware/journal/session");
    const r = rig(Controls.Remote, startSimStore({ capacity: 2000 + ROOM })); // (the room kept free: for compaction, the sheet, the end)
    r.line("set distance 999");
    r.line("lag A break white");
    for (let i = 0; i < 600; i++) r.line(i % 3 === 2 ? "undo" : "point");
    expect(r.sheet().players.A.score).toBe(200);
    r.reboot();
    expect(r.sheet().players.A.score).toBe(200);
  });
});

describe("menu and prompt robustness", () => {
  test("back from a step returns to the item list on that item (no crash on the next refresh)", () => {
    const r = rig();
    english(r);
    viaMenu(r, "DISTANCE", []);
    expect(r.menu()).toBe("DISTANCE 40");
    r.press(UNDO); // back
    expect(r.menu()).toBe("DISTANCE");
    r.clock.advance(1000);
    r.press(MENU);
    expect(r.menu()).toBe("DISTANCE 40");
  });

  test("rule 24: the rebreak prompt does not swallow the incoming player's point", () => {
    const r = rig();
    r.line("lag A break white");
    r.line("foul intentional-safety");
    expect(r.unit.st.menu.open).toBe(true);
    r.press(POINT);
    expect(r.unit.st.menu.open).toBe(false);
    expect(r.sheet().players.B.score).toBe(1);
  });

  test("settings from a line are checked: bad values are refused and change nothing", () => {
    const r = rig();
    for (const bad of ["!bright", "!bright 99", "!lang fr", "!sound maybe", "!spot red", "!profile fast", "!nope"]) {
      expect(r.line(bad)).toBeLessThan(0);
    }
    expect([r.unit.st.lang, r.unit.st.mute, r.unit.st.bright]).toEqual([0, false, 8]);
  });
});
