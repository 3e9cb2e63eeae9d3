// display.kind "max7219": the layout's fields on a chain of MAX7219 8-digit modules (hal/nodemcu/max7219.ts).
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";
import { startMax7219 } from "../max7219";

export function startMax7219Display(d: BoardData<number>["display"], layout: BoardData<number>["layout"], _clock: Clock): Display {
  return startMax7219({ cs: d.cs as number, modules: d.modules as number, ids: layout.ids, map: d.map as Array<[string, number]> });
}
