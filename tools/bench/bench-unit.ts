// The display unit's figures for `npm run bench`: a full 2 x 50-inning match entered on the
// remote's buttons (virtual clock, hal/sim), counting journal bytes and display frames.
import { startVirtualClock } from "../../hal/sim/clock";
import { startSimButtons } from "../../hal/sim/buttons";
import { startSimBuzzer, startSimDisplay, startSimLink } from "../../hal/sim/recorders";
import { startSimStore } from "../../hal/sim/store";
import { Controls } from "../../firmware/unit";
import { startTable } from "../../firmware/table";
import { parseLine } from "../../rules/parse";
import { fullMatch } from "./matchgen";
import { readLayout } from "../sim/sim-board";

export interface UnitFigures {
  events: number; bytesPerEvent: number; framesPerEvent: number; journalBytes: number; sheetWireBytes: number;
}

export function unitFigures(): UnitFigures {
  const layout = readLayout();
  const clock = startVirtualClock();
  const buttons = startSimButtons({ clock, count: 4 });
  const display = startSimDisplay();
  const store = startSimStore();
  const link = startSimLink();
  const unit = startTable({ link,
    clock, buttons, display, buzzer: startSimBuzzer(), store, controls: Controls.Remote, holdMs: 800,
    ids: layout.fields.map((f: { id: string }) => f.id), sizes: layout.fields.map((f: { size: number }) => f.size),
  });
  const lines = fullMatch(50);
  for (const l of lines.slice(0, 5)) unit.input(parseLine(l), false); // setup: distance, innings, names, lag
  const bytes0 = store.bytesWritten;
  const frames0 = display.frames.length;
  let events = 0;
  const press = (id: number) => {
    buttons.level(id, true);
    clock.advance(60);
    buttons.level(id, false);
    clock.advance(400);
  };
  for (const l of lines.slice(5)) {
    if (l === "point") press(0);
    else if (l === "miss") press(1);
    else unit.input(parseLine(l), false); // fouls and notes come from the menu; here entered directly
    events++;
  }
  const journal = store.read(store.names().filter((n) => n.startsWith("j"))[0]).length;
  const sent = link.sent.length;
  link.receive("1 sheet\n");
  const sheetWireBytes = link.sent.slice(sent).join("").length;
  unit.close();
  return {
    events,
    bytesPerEvent: Math.round(((store.bytesWritten - bytes0) / events) * 100) / 100,
    framesPerEvent: Math.round(((display.frames.length - frames0) / events) * 100) / 100,
    journalBytes: journal,
    sheetWireBytes,
  };
}
