// The board's display, started from its data: what every hal/espruino/display/KIND.ts exports, one
// function (its name its own), for the board.schema.json display.kind KIND. The Espruino build puts
// the board's kind's in for this module (tools/build/espruino-as-board.ts displayModule), so a board's
// file holds its own display's code alone; none: no display, `quiet` (boot/espruino.ts's object
// that does nothing, which the buzzer's absence shares). Given the board's display and layout,
// not the board: the minifier writes a start in where it is called, and the drivers' closures
// keep the start's scope, with the whole board data in it had it been given the board.
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";

export declare function startDisplay(d: BoardData<string>["display"], layout: BoardData<string>["layout"], clock: Clock, quiet: Display): Display;
