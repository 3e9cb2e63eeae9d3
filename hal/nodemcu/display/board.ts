// The board's display, started from its data: what every hal/nodemcu/display/KIND.ts exports, one
// function (its name its own), for the board.schema.json display.kind KIND. The NodeMCU build
// writes this module (tools/build/lua-bundle.ts luaDisplayModule): the start of the board's kind
// alone (the other kinds' files, which nothing then requires, are dropped from its bundle), or in
// the tests' bundle every kind's, chosen by the board's data; so no start-up file names a kind.
// none: no display, `quiet`.
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";

export declare function startDisplay(d: BoardData<number>["display"], layout: BoardData<number>["layout"], clock: Clock, quiet: Display): Display;
