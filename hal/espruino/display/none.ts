// display.kind "none": no display (the bench's and the tests' `linux` board).
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";

export function startNoDisplay(_d: BoardData<string>["display"], _layout: BoardData<string>["layout"], _clock: Clock, quiet: Display): Display {
  return quiet;
}
