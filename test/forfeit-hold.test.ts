// Ending a match from the buttons (issue 40, item 5): forfeit (rule 20), disqualification (rule
// 21) and abandoning the match are chosen by holding OK two seconds, then confirmed; a match
// ended so says how to take it back.
import { Gesture, startGestures } from "../firmware/panel/gestures";
import { startVirtualClock } from "../hal/sim/clock";
import { Edge } from "../hal/roles";
import { Controls } from "../firmware/unit";
import { Phase, T } from "../rules/codes";
import { menuText } from "../firmware/panel/menu";
import { airRig } from "./support/air-kit";
import { english, enterLine, MENU, MISS, POINT, rig, Rig, UNDO } from "./support/rig";

const A = 0, B = 1; // a table unit's buttons

function phase(r: Rig): number {
  return r.unit.session.m.n[T.Phase];
}

// from the menu's list, Next until the item shows
function onItem(r: Rig, next: number, label: string): void {
  for (let i = 0; i < 40 && r.menu() !== label; i++) r.press(next);
  expect(r.menu()).toBe(label);
}

test("a button held two seconds is a hold, then a long hold; let go before, only the hold; a press, neither", () => {
  const clock = startVirtualClock();
  const seen: string[] = [];
  const g = startGestures(clock, 800, (gs, id) => { if (gs !== Gesture.Down) seen.push(`${gs}:${id}`); }); // (a Down is offered first)
  g.edge(1, Edge.Down);
  clock.advance(1999);
  expect(seen).toEqual([`${Gesture.Hold}:1`]);
  clock.advance(1);
  expect(seen).toEqual([`${Gesture.Hold}:1`, `${Gesture.Long}:1`]);
  g.edge(1, Edge.Up);
  seen.length = 0;
  g.edge(0, Edge.Down);
  clock.advance(1500);
  g.edge(0, Edge.Up);
  g.edge(0, Edge.Down); // (down again before the first hold's two seconds: its long hold is gone)
  clock.advance(700);
  g.edge(0, Edge.Up);
  clock.advance(3000);
  expect(seen).toEqual([`${Gesture.Hold}:0`, `${Gesture.Press}:0`]);
});

test("a hold let go before two seconds leaves no long hold behind, even for a press the listener takes as it goes down (the remote's point)", () => {
  const clock = startVirtualClock();
  const seen: string[] = [];
  let take = false;
  const g = startGestures(clock, 800, (gs, id) => {
    if (gs !== Gesture.Down) seen.push(`${gs}:${id}`);
    return gs === Gesture.Down && take;
  });
  g.edge(0, Edge.Down);
  clock.advance(1000); // held (0.8 s) ...
  g.edge(0, Edge.Up); // ... and let go
  take = true;
  clock.advance(100);
  g.edge(0, Edge.Down); // taken as it goes down: a whole gesture, held until let go
  clock.advance(1500);
  g.edge(0, Edge.Up);
  expect(seen).toEqual([`${Gesture.Hold}:0`]);
});

describe("rule 20: a forfeit from the remote", () => {
  // in play, a point scored, the menu open on FORFEIT
  function onForfeit(): Rig {
    const r = rig();
    english(r);
    r.line("lag A break white");
    r.press(POINT);
    r.press(MENU);
    onItem(r, POINT, "FORFEIT");
    return r;
  }

  test("a press of MENU on FORFEIT says to hold it, and chooses nothing; held (0.8 s) it neither chooses nor leaves", () => {
    const r = onForfeit();
    r.press(MENU);
    expect(r.menu()).toBe("HOLD 2 SECONDS");
    r.press(MENU);
    expect(r.menu()).toBe("HOLD 2 SECONDS");
    r.press(MISS);
    r.press(POINT);
    expect(r.menu()).toBe("FORFEIT");
    r.hold(MENU); // (1 s)
    expect(r.unit.st.menu.open).toBe(true);
    expect(r.menu()).toBe("FORFEIT");
    expect(r.sheet().result).toBeNull();
  });

  test("held two seconds, then the player, then the confirmation: the match ends, the display says UNDO takes it back, and it does", () => {
    const r = onForfeit();
    r.holdLong(MENU);
    expect(r.menu()).toBe("A");
    r.press(POINT);
    r.press(MENU); // B
    expect(r.menu()).toBe("FORFEIT B?");
    expect(r.sheet().result).toBeNull();
    r.press(MENU); // confirmed
    expect(r.sheet().result).toEqual({ kind: "forfeit", winner: "A" });
    expect(r.field("msg")).toBe("TAKE BACK: UNDO");
    r.press(UNDO);
    expect(r.sheet().result).toBeNull();
    expect(phase(r)).toBe(Phase.Play);
    expect(r.sheet().players.A.score).toBe(1);
  });

  test("rule 21: disqualification and abandoning the match are chosen by the same long hold", () => {
    const r = onForfeit();
    r.hold(UNDO); // (leave the menu)
    for (const label of ["DISQUALIFY", "ABANDON MATCH"]) {
      r.press(MENU);
      onItem(r, POINT, label);
      r.press(MENU);
      expect(r.menu()).toBe("HOLD 2 SECONDS");
      r.holdLong(MENU);
      expect(r.menu()).not.toBe(label);
      expect(r.menu()).not.toBe("HOLD 2 SECONDS");
      r.press(UNDO); // back
      r.hold(UNDO); // leave
    }
    expect(phase(r)).toBe(Phase.Play);
  });
});

describe("rule 20: a forfeit at a table (one button per player)", () => {
  test("players trying their buttons (A, B, B, B) forfeit nothing, before the lag or in play (B, B, B on FORFEIT)", () => {
    const r = rig(Controls.Table);
    r.line("!lang en");
    for (const b of [A, B, B, B]) r.press(b);
    expect(r.sheet().result).toBeNull();
    r.clock.advance(10000);
    const t = rig(Controls.Table);
    t.line("!lang en");
    t.line("lag A break white");
    t.hold(A); // the menu
    onItem(t, A, "FORFEIT"); // A's button through the items ...
    for (const b of [B, B, B]) t.press(b); // ... and B's on FORFEIT: once choose, player A, confirm
    expect(t.sheet().result).toBeNull();
    expect(t.menu()).toBe("HOLD 2 SECONDS");
  });

  for (const [lang, undo] of [["en", "TAKE BACK: A+B"], ["es", "DESHACER: A+B"]]) {
    test(`B's button held two seconds on FORFEIT, then the player and the confirmation; the display says both buttons take it back (${lang}), and they do`, () => {
      const r = rig(Controls.Table);
      r.line(`!lang ${lang}`);
      r.line("lag A break white");
      r.hold(A); // the menu
      const forfeit = lang === "en" ? "FORFEIT" : "ABANDONO";
      onItem(r, A, forfeit);
      r.press(B);
      expect(r.menu()).toBe(lang === "en" ? "HOLD 2 SECONDS" : "MANTENGA 2 SEG.");
      r.holdLong(B);
      r.press(B); // A
      r.press(B); // confirmed
      expect(r.sheet().result).toEqual({ kind: "forfeit", winner: "B" });
      expect(r.field("msg")).toBe(undo);
      r.chord(A, B);
      expect(r.sheet().result).toBeNull();
      expect(phase(r)).toBe(Phase.Play);
    });
  }
});

test("rule 20: the wireless remote's long hold reaches the unit as the wired one does: a forfeit from it, chosen by holding MENU two seconds", () => {
  const r = airRig();
  for (const l of ["!lang en", "lag A break white"]) expect(enterLine(r.unit, l)).toBeGreaterThanOrEqual(0);
  const menu = () => menuText(r.unit.st.menu, r.unit.st.lang);
  r.press(MENU);
  for (let i = 0; i < 40 && menu() !== "FORFEIT"; i++) r.press(POINT);
  expect(menu()).toBe("FORFEIT");
  r.press(MENU);
  expect(menu()).toBe("HOLD 2 SECONDS");
  r.edge(MENU, true);
  r.clock.advance(2100);
  r.edge(MENU, false);
  r.clock.advance(200);
  expect(menu()).toBe("A");
  r.press(MENU);
  r.press(MENU);
  expect(r.unit.session.m.n[T.Phase]).toBe(Phase.Finished);
  expect(r.unit.session.m.n[T.Winner]).toBe(1);
});
