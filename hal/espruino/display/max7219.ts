// display.kind "max7219": the layout's fields on a chain of MAX7219 8-digit modules (hal/espruino/max7219.ts).
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";
import { max7219On } from "../max7219";

export function startMax7219Display(board: BoardData<string>, _clock: Clock): Display | undefined {
  const d = board.display;
  return max7219On(d, d.modules as number, board.layout.ids, d.map as Array<[string, number]>);
}
