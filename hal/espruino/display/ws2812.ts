// display.kind "ws2812": the layout's fields on a WS2812 strip (hal/espruino/ws2812.ts), and the
// message line on one MAX7219 module where the board has one (display.msg; hal/message.ts).
import type { BoardData } from "../../board-data";
import type { Clock, Display } from "../../roles";
import { spiOf, startMax7219 } from "../max7219";
import { startWs2812 } from "../ws2812";
import { withMessage } from "../../message";

export function startWs2812Display(d: BoardData<string>["display"], layout: BoardData<string>["layout"], clock: Clock): Display {
  const ids = layout.ids;
  const strip = startWs2812({ pin: d.pin as string, ids: ids, sizes: layout.sizes, chain: d.chain as Array<[string, number, string, string]>, order: d.order, milliamps: d.milliamps });
  if (d.msg === undefined) return strip;
  // (a statement of its own: the minifier writes the line's start in here; left a function, it is
  // made from flash when called, and its closures would keep the loader's scope)
  const line = startMax7219({ spi: spiOf(d.msg), cs: d.msg.cs as string, modules: 1, ids: ["msg"], map: [["msg", 0]] });
  return withMessage({ main: strip, line: line, field: ids.indexOf("msg"), clock: clock });
}
