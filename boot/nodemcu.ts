// The start-up on a NodeMCU board (a board file with runtime "nodemcu", an ESP8266): composes
// hal/nodemcu with the display unit. The board's data (hardware/boards/NAME.json) is the global
// BOARD, written by `npm run build:nodemcu -- --board NAME` with its pins as gpio indexes (D1: 1).
import { Buzzer, Display } from "../hal/roles";
import { startTable, Unit } from "../firmware/table";
import { sealed } from "../firmware/link";
import { startButtons } from "../hal/nodemcu/buttons";
import { startBuzzer } from "../hal/nodemcu/buzzer";
import { startClock } from "../hal/nodemcu/clock";
import { keepErrors } from "../hal/nodemcu/errors";
import { startLink } from "../hal/nodemcu/link";
import { digitsOf } from "../hal/segments";
import { startStore } from "../hal/nodemcu/store";
import { startDisplay } from "../hal/nodemcu/display/board";
import type { BoardData } from "../hal/board-data";

// set by the bundle's first line each time the bundle runs (at each boot); start() lets it go
declare let BOARD: BoardData<number> | undefined;

const nothing = () => undefined;
const QUIET: Display & Buzzer = { show: nothing, brightness: nothing, blank: nothing, play: nothing, close: nothing };

// Started by init.lua (`unit().start()`), not while the bundle loads: under a start from the
// bundle's entry lay the frames of the loader and of the entry's body, and the Lua stack the start
// grew to held 3.7 KB more at its peak (at the board's sizes).
// The board's data is read here only: the global is let go once the unit has started (what the
// drivers keep of it stays, held by them; 0.6 KB on d1mini-table at the board's sizes).
export function start(): Unit {
  const board = BOARD as BoardData<number>;
  keepErrors();
  const clock = startClock();
  const link = startLink(board.link);
  const unit = startTable({
    clock: clock,
    buttons: startButtons({ pins: board.buttons, clock: clock }),
    display: startDisplay(board.display, board.layout, clock, QUIET),
    buzzer: board.buzzer < 0 ? QUIET : startBuzzer({ pin: board.buzzer, clock: clock }),
    store: startStore({}),
    ids: board.layout.ids,
    sizes: board.layout.sizes,
    line: board.layout.line,
    digits: digitsOf,
    controls: board.controls,
    holdMs: 800,
    link: link,
    device: board.device,
    memory: () => {
      const used = node.egc.meminfo();
      return [used, used + node.heap()];
    },
  });
  if (link !== undefined) link.write(sealed("* ready") + "\r\n");
  BOARD = undefined;
  return unit;
}
