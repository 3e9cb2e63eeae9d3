// display.kind "ws2812": the layout's fields on a WS2812 strip (hal/espruino/ws2812.ts), and the
// message line on one MAX7219 module where the board has one (display.msg; hal/message.ts).
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";
import { spiOf, startMax7219 } from "../max7219";
import { startWs2812 } from "../ws2812";
import { withMessage } from "../../message";

export function startWs2812Display(board: BoardData<string>, clock: Clock): Display {
  const d = board.display;
  const ids = board.layout.ids;
  const strip = startWs2812({ pin: d.pin as string, ids: ids, sizes: board.layout.sizes, chain: d.chain as Array<[string, number, string, string]>, order: d.order, milliamps: d.milliamps });
  if (d.msg === undefined) return strip;
  return withMessage({ main: strip, line: startMax7219({ spi: spiOf(d.msg), cs: d.msg.cs, modules: 1, ids: ["msg"], map: [["msg", 0]] }), field: ids.indexOf("msg"), clock: clock });
}
