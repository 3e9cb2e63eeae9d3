// display.kind "max7219": the layout's fields on a chain of MAX7219 8-digit modules (hal/espruino/max7219.ts).
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";
import { spiOf, startMax7219 } from "../max7219";

export function startMax7219Display(d: BoardData<string>["display"], layout: BoardData<string>["layout"], _clock: Clock): Display {
  return startMax7219({ spi: spiOf(d), cs: d.cs as string, modules: d.modules as number, ids: layout.ids, map: d.map as Array<[string, number]> });
}
