// Every path gives the same result: an event entered on a button, through the menu or over the
// link is one typed command, so the journal's bytes, the display's frame, the cue and the shot
// clock come out the same whichever way it came.
import { secondsLeft } from "../firmware/panel/shotclock";
import { english, IDS, MENU, MISS, POINT, rig, Rig, UNDO, viaMenu } from "./support/rig";

interface Case {
  name: string;
  before: string[]; // lines over the link first
  link: string[]; // the event as link lines (each must give the same result)
  button?: number;
  menu?: [string, string[], boolean?] | "prompt";
  limit?: number; // the shot clock's seconds for this shot afterwards
  menuSays?: string; // the message line after the menu's path, where it says more (how to take back what ended the match)
}

const PLAY = ["set shotclock 40", "set extensions 2", "lag A break white", "point"];
const OVER = ["set distance 2", "lag A break white", "point", "point"];
const CASES: Case[] = [
  { name: "rule 2: point", before: PLAY, link: ["point"], button: POINT },
  { name: "rule 2: miss", before: PLAY, link: ["miss"], button: MISS },
  { name: "undo", before: PLAY, link: ["undo"], button: UNDO },
  { name: "rule 6: foul", before: PLAY, link: ["foul push"], menu: ["FOUL", ["PUSH"], true] },
  { name: "rules 2-16: a shot's contacts", before: PLAY, link: ["shot R O N E S", "shot R O N E S # note"], menu: ["SHOT", ["-", "R", "O", "N", "E", "S", "END"]] },
  { name: "rule 24: rebreak", before: PLAY.concat(["foul intentional-safety"]), link: ["rebreak"], menu: "prompt" },
  { name: "rule 23: warning", before: PLAY, link: ["warn B"], menu: ["WARNING", ["B"]] },
  { name: "rule 23: extension", before: PLAY, link: ["extension", "extension # note"], menu: ["EXTENSION", []], limit: 80 },
  { name: "rule 7: interference", before: PLAY, link: ["interference"], menu: ["INTERFERENCE", []] },
  { name: "rule 16: miscue", before: PLAY, link: ["miscue"], menu: ["MISCUE", []] },
  { name: "rule 19: suspend", before: PLAY, link: ["suspend"], menu: ["SUSPEND", []] },
  { name: "rule 19: resume", before: PLAY.concat(["suspend"]), link: ["resume"], menu: ["RESUME", []] },
  { name: "protest", before: PLAY, link: ["protest A \"X\""], menu: ["PROTEST", ["A", "text:X"]] },
  { name: "rule 21: disqualification", before: PLAY, link: ["dq A"], menu: ["DISQUALIFY", ["A"], true], menuSays: "TAKE BACK: UNDO" },
  { name: "rule 20: forfeit", before: PLAY, link: ["forfeit B"], menu: ["FORFEIT", ["B"], true], menuSays: "TAKE BACK: UNDO" },
  { name: "rule 25: signature", before: OVER, link: ["sign referee"], menu: ["SIGN", ["REFEREE"], true] },
  { name: "rule 1: distance", before: [], link: ["set distance 30"], menu: ["DISTANCE", ["30"]] },
  { name: "rule 1: handicap distances", before: [], link: ["set distance 30 25"], menu: ["HANDICAP", ["30", "25"]] },
  { name: "rule 18: innings limit", before: [], link: ["set innings 45"], menu: ["INNINGS", ["45"]] },
  { name: "rule 18: equalizing inning", before: [], link: ["set equalize on"], menu: ["EQUALIZE", ["ON"]] },
  { name: "rule 23: extensions", before: [], link: ["set extensions 3"], menu: ["EXTENSIONS", ["3"]] },
  { name: "rule 4: lag", before: [], link: ["lag B assign yellow"], menu: ["LAG", ["B", "ASSIGNS", "YELLOW"]] },
  { name: "rule 22: a name", before: [], link: ["player A \"ANA\""], menu: ["NAME", ["A", "text:ANA"]] },
  { name: "the sheet's header", before: [], link: ["set event \"OPEN\""], menu: ["EVENT", ["text:OPEN"]] },
];

const CLOCK = IDS.indexOf("clock");
const MSG = IDS.indexOf("msg");

// What an event leaves behind, right after it; t0: when its entry began. The menu takes time:
// where the event did not restart the shot clock, its seconds are compared as "running on".
function outcome(r: Rig, t0: number) {
  const shot = r.unit.st.shot;
  const restarted = shot.start >= t0;
  const frame = r.display.frames[r.display.frames.length - 1].slice();
  if (!restarted) frame[CLOCK] = "(running on)";
  return {
    journal: [r.store.read("j0"), r.store.read("j1")],
    frame,
    cue: r.buzzer.played[r.buzzer.played.length - 1],
    clock: { running: shot.running, limit: shot.limit, expired: shot.expired, restarted, left: restarted ? secondsLeft(shot, r.clock.now()) : -1 },
    sheet: r.sheet(),
  };
}

function start(c: Case): Rig {
  const r = rig();
  english(r);
  for (const l of c.before) expect(r.send(l)[0]).toMatch(/ ok /);
  r.clock.advance(2000); // passing messages gone
  return r;
}

describe.each(CASES)("$name: the same through every path", (c) => {
  test(`${c.link.join(", ")}${c.button !== undefined ? ", its button" : ""}${c.menu !== undefined ? ", the menu" : ""}`, () => {
    const want = (() => {
      const r = start(c);
      const t0 = r.clock.now();
      expect(r.send(c.link[0])[0]).toMatch(/ ok /);
      r.clock.advance(120);
      return outcome(r, t0);
    })();
    if (c.limit !== undefined) expect(want.clock.limit).toBe(c.limit);
    const paths: Array<[string, (r: Rig) => void]> = c.link.slice(1).map((l) => [l, (r: Rig) => void r.send(l)]);
    if (c.button !== undefined) paths.push(["button", (r) => r.press(c.button!)]);
    const menu = c.menu;
    if (menu === "prompt") paths.push(["menu", (r) => r.press(MENU)]);
    else if (menu !== undefined) paths.push(["menu", (r) => viaMenu(r, menu[0], menu[1], menu[2] === true)]);
    for (const [how, enter] of paths) {
      const r = start(c);
      const t0 = r.clock.now();
      enter(r);
      r.clock.advance(120 - (how === "button" || how === "menu" ? 60 : 0));
      const says = how === "menu" ? c.menuSays : undefined; // (test/forfeit-hold.test.ts)
      expect([how, outcome(r, t0)]).toEqual([how, says === undefined ? want : { ...want, frame: want.frame.map((f, i) => (i === MSG ? says : f)) }]);
    }
  });
});
