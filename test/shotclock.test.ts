// Rule 23: the shot clock's profiles on the display unit, with the virtual clock.
import { CUE_EXPIRED, CUE_WARNING } from "../firmware/panel/cues";
import { english, rig, POINT, MISS, viaMenu } from "./support/rig";

const cues = (r: ReturnType<typeof rig>, cue: string) => r.buzzer.played.filter((p) => p.join(" ") === cue).length;

describe("shot clock", () => {
  test("off: no clock on the display", () => {
    const r = rig();
    r.line("lag A break white");
    r.clock.advance(120000);
    expect(r.field("clock")).toBe("");
    expect(cues(r, CUE_EXPIRED)).toBe(0);
  });

  test("classic: 40 s, a warning 10 s before the end, expiry shown and sounded, the referee decides", () => {
    const r = rig();
    english(r);
    viaMenu(r, "SHOT CLOCK", ["CLASSIC 40"]);
    viaMenu(r, "EXTENSIONS", ["1"]);
    viaMenu(r, "LAG", ["A", "BREAKS", "WHITE"]);
    expect(r.sheet().config).toMatchObject({ shotclock: 40, extensions: 1 });
    expect(r.field("clock")).toBe("40");
    r.clock.advance(29200); // (the display is drawn every 200 ms: 29 s past, drawn at least once since)
    expect(r.field("clock")).toBe("11");
    expect(cues(r, CUE_WARNING)).toBe(0);
    r.clock.advance(1000);
    expect(cues(r, CUE_WARNING)).toBe(1);
    r.clock.advance(10000);
    expect(r.field("clock")).toBe("0");
    expect(cues(r, CUE_EXPIRED)).toBe(1);
    expect(r.field("msg")).toBe("TIME");
    expect(r.sheet().players.A.fouls).toEqual({}); // no automatic foul
    r.press(POINT); // the referee enters the outcome: the clock restarts
    expect(r.field("clock")).toBe("40");
  });

  test("classic: an extension adds 40 s, enters the journal, and is limited per match", () => {
    const r = rig();
    english(r);
    for (const l of ["set shotclock 40", "set extensions 1", "!profile classic", "lag A break white"]) r.line(l);
    r.clock.advance(35000);
    viaMenu(r, "EXTENSION", []);
    expect(r.sheet().players.A.extensionsUsed).toBe(1);
    expect(Number(r.field("clock"))).toBeGreaterThan(40);
    r.clock.advance(40000);
    expect(cues(r, CUE_EXPIRED)).toBe(0);
    r.clock.advance(6000);
    expect(cues(r, CUE_EXPIRED)).toBe(1);
    expect(r.line("extension")).toBeLessThan(0); // none left
  });

  test("the clock restarts across innings and stops at the end", () => {
    const r = rig();
    for (const l of ["set distance 2", "!profile classic", "lag A break white"]) r.line(l);
    r.clock.advance(15000);
    r.press(MISS);
    expect(r.field("clock")).toBe("40");
    r.clock.advance(5000);
    r.press(POINT);
    r.press(POINT);
    expect(r.sheet().state).toBe("finished");
    r.clock.advance(60000);
    expect(cues(r, CUE_EXPIRED)).toBe(0);
  });

  test("UMB 2019: 30 s, warning at 20 s, an unused time-out extends the shot to 60 s by itself", () => {
    const r = rig();
    english(r);
    viaMenu(r, "DISTANCE", ["30"]);
    viaMenu(r, "SHOT CLOCK", ["UMB 30"]);
    viaMenu(r, "LAG", ["A", "BREAKS", "WHITE"]);
    expect(r.sheet().config).toMatchObject({ shotclock: 30, extensions: 3 }); // 3 time-outs up to 35 points
    r.clock.advance(20200);
    expect(cues(r, CUE_WARNING)).toBe(1);
    r.clock.advance(10000);
    expect(r.sheet().players.A.extensionsUsed).toBe(1); // journaled as an extension
    expect(Number(r.field("clock"))).toBeGreaterThan(25);
    expect(cues(r, CUE_EXPIRED)).toBe(0);
    r.clock.advance(30000);
    expect(cues(r, CUE_EXPIRED)).toBe(1);
    expect(r.sheet().players.A.extensionsUsed).toBe(1);
  });

  test("UMB 2019: 4 time-outs above 35 points; none left means the clock just expires", () => {
    const r = rig();
    for (const l of ["set distance 40", "!profile umb", "lag A break white"]) r.line(l);
    expect(r.sheet().config.extensions).toBe(4);
    for (let i = 0; i < 4; i++) {
      r.clock.advance(30500);
      r.press(POINT);
    }
    expect(r.sheet().players.A.extensionsUsed).toBe(4);
    r.clock.advance(31000);
    expect(r.sheet().players.A.extensionsUsed).toBe(4);
    expect(cues(r, CUE_EXPIRED)).toBe(1);
    expect(r.field("clock")).toBe("0");
  });
});
