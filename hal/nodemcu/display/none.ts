// display.kind "none": no display.
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";

export function startNoDisplay(_d: BoardData<number>["display"], _layout: BoardData<number>["layout"], _clock: Clock, quiet: Display): Display {
  return quiet;
}
