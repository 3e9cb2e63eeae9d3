// display.kind "max7219": the layout's fields on a chain of MAX7219 8-digit modules (hal/espruino/max7219.ts).
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";
import { spiOf, startMax7219 } from "../max7219";

export function startMax7219Display(board: BoardData<string>, _clock: Clock): Display {
  const d = board.display;
  return startMax7219({ spi: spiOf(d), cs: d.cs as string, modules: d.modules as number, ids: board.layout.ids, map: d.map as Array<[string, number]> });
}
