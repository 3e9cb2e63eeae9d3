// How a match starts from the buttons (issue 40, item 3): before the lag a point or a miss says
// what to do, and the menu opens on what the match needs next.
import { Controls } from "../firmware/unit";
import { MENU, MISS, POINT, rig, UNDO, viaMenu } from "./support/rig";

describe("rule 4: before the lag", () => {
  for (const [lang, says, lag] of [["es", "SORTEO: MENU", "SORTEO"], ["en", "LAG: MENU", "LAG"]]) {
    test(`POINT and MISS say to open the menu for the lag (${says}), and change nothing (${lang})`, () => {
      const r = rig();
      r.line(`!lang ${lang}`);
      const before = JSON.stringify(r.sheet());
      for (const b of [POINT, MISS]) {
        r.clock.advance(5000); // (the message before it is over)
        r.press(b);
        expect(r.field("msg")).toBe(says);
        expect(r.buzzer.played.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(r.sheet())).toBe(before);
      r.clock.advance(5000);
      expect(r.field("msg")).not.toBe(says);
      // what it says to do, done: the menu opens on the lag, and the match starts
      r.press(MENU);
      expect(r.menu()).toBe(lag);
    });
  }

  test("the menu opens on the lag (not on forfeit), on the remote and on a table unit; the other settings are a press away", () => {
    const r = rig();
    r.line("!lang en");
    r.press(MENU);
    expect(r.menu()).toBe("LAG");
    r.press(MISS); // previous: the settings before the lag
    expect(r.menu()).toBe("EXTENSIONS");
    r.hold(UNDO); // leave the menu
    const t = rig(Controls.Table);
    t.line("!lang en");
    t.press(0);
    expect(t.menu()).toBe("LAG");
  });

  test("once the lag is entered, POINT is a point, and the menu opens on what play needs (a foul)", () => {
    const r = rig();
    r.line("!lang en");
    viaMenu(r, "LAG", ["A", "BREAKS", "WHITE"]);
    r.press(POINT);
    expect(r.sheet().players.A.score).toBe(1);
    r.press(MENU);
    expect(r.menu()).toBe("FOUL");
  });
});

test("rule 4: MISS pressed before the lag, or after a forfeit before it, is refused on the remote's quick path, not a crash (no breaker yet)", () => {
  const r = rig();
  r.line("!lang en");
  r.press(MISS); // (the first press: the quick path takes it)
  expect(r.field("msg")).toBe("LAG: MENU");
  r.clock.advance(5000);
  r.line("forfeit A");
  r.clock.advance(5000);
  r.press(MISS);
  expect(r.field("msg")).toBe("NOT ALLOWED");
  expect(r.sheet().result).toMatchObject({ winner: "B" });
});
