// The press path's partial redraw (firmware/render.ts: pointFields, inningFields) against the
// general render: after every line of every golden scenario, on every layout, the frame the unit
// shows must be the one a full render draws of the same state.
import * as fs from "fs";
import * as path from "path";
import { Err } from "../rules/codes";
import { command } from "../rules/parse";
import { startVirtualClock } from "../hal/sim/clock";
import { startSimButtons } from "../hal/sim/buttons";
import { startSimBuzzer, startSimDisplay, startSimLink } from "../hal/sim/recorders";
import { startSimStore } from "../hal/sim/store";
import { startSimMac } from "../hal/sim/mac";
import { Controls, startUnit } from "../firmware/unit";
import { enterLine, MISS, POINT, rig } from "./rig";
import { scenarios } from "./scenarios";

const LAYOUTS = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "layouts.json"), "utf8"));

function unitOn(layout: string) {
  const fields: Array<{ id: string; size: number }> = LAYOUTS[layout].fields;
  const clock = startVirtualClock();
  const display = startSimDisplay();
  const unit = startUnit({
    clock, buttons: startSimButtons({ clock, count: 4 }), display, buzzer: startSimBuzzer(), store: startSimStore(), link: startSimLink(),
    ids: fields.map((f) => f.id), sizes: fields.map((f) => f.size), controls: Controls.Remote, holdMs: 800, device: "test-unit", mac: startSimMac(),
  });
  // a refused command draws the whole frame again (the partial redraw leaves nothing to compare it with)
  const full = () => {
    unit.input(command(Err.Word, 0), true);
    return display.frames[display.frames.length - 1];
  };
  return { clock, display, unit, full };
}

describe.each(Object.keys(LAYOUTS))("layout %s", (layout) => {
  test("rules 1, 5, 18: after every line of every golden scenario the frame is the general render's", () => {
    let partial = 0;
    for (const s of scenarios()) {
      const u = unitOn(layout);
      u.unit.input(command(Err.Word, 0), true);
      for (const raw of fs.readFileSync(s.file, "latin1").split("\n")) {
        const line = raw.replace(/#.*/, "").trim();
        if (line === "") continue;
        const before = u.display.frames.length;
        enterLine(u.unit, line);
        const shown = u.display.frames[u.display.frames.length - 1];
        expect({ scenario: s.name, line, frame: u.full() }).toEqual({ scenario: s.name, line, frame: shown });
        if (u.display.frames.length > before) partial++;
        u.clock.advance(1700); // the shot clock moves between lines
      }
    }
    expect(partial).toBeGreaterThan(500);
  });
});

test("rule 23: with the shot clock running and a passing message, a point and a miss draw what the general render draws", () => {
  const r = rig();
  r.line("!profile classic");
  r.line("set distance 5");
  r.line("lag A break white");
  r.clock.advance(3300);
  for (const id of [POINT, POINT, MISS, POINT, MISS, MISS, POINT]) {
    r.press(id);
    const shown = r.display.frames[r.display.frames.length - 1];
    r.unit.input(command(Err.Word, 0), true);
    expect(r.display.frames[r.display.frames.length - 1]).toEqual(shown);
    r.clock.advance(2100);
  }
});
