// The start-up on a NodeMCU board (a board file with runtime "nodemcu", an ESP8266): composes
// hal/nodemcu with the display unit. The board's data (hardware/boards/NAME.json) is the global
// BOARD, written by `npm run build:nodemcu -- --board NAME` with its pins as gpio indexes (D1: 1).
import { Buzzer, Display } from "../hal/roles";
import { startUnit, Unit } from "../firmware/unit";
import { sealed } from "../firmware/link";
import { startButtons } from "../hal/nodemcu/buttons";
import { startBuzzer } from "../hal/nodemcu/buzzer";
import { startClock } from "../hal/nodemcu/clock";
import { startLink } from "../hal/nodemcu/link";
import { startMax7219 } from "../hal/nodemcu/max7219";
import { withMessage } from "../hal/message";
import { startStore } from "../hal/nodemcu/store";
import { startWs2812 } from "../hal/nodemcu/ws2812";
import { Clock } from "../hal/roles";

interface BoardData {
  device: string;
  controls: number; // 0: the referee's remote (4 buttons), 1: one button per player
  buttons: number[];
  buzzer: number; // -1 for none
  link: { baud: number; keepConsolePin?: number };
  // kind "max7219": cs, modules, map; kind "ws2812": chain (expanded by the build), msg
  display: {
    kind: string; cs?: number; modules?: number; map?: Array<[string, number]>;
    order?: string; milliamps?: number; chain?: Array<[string, number, string, string]>;
    msg?: { cs: number }; // one MAX7219 module for the message line
  };
  layout: { ids: string[]; sizes: number[] };
}

declare const BOARD: BoardData;

const nothing = () => undefined;
const QUIET: Display & Buzzer = { show: nothing, brightness: nothing, blank: nothing, play: nothing, close: nothing };

function display(clock: Clock): Display {
  const d = BOARD.display;
  const ids = BOARD.layout.ids;
  if (d.kind === "max7219") return startMax7219({ cs: d.cs as number, modules: d.modules as number, ids: ids, map: d.map as Array<[string, number]> });
  if (d.kind !== "ws2812") return QUIET;
  const strip = startWs2812({ ids: ids, sizes: BOARD.layout.sizes, chain: d.chain as Array<[string, number, string, string]>, order: d.order, milliamps: d.milliamps });
  if (d.msg === undefined) return strip;
  const line = startMax7219({ cs: d.msg.cs, modules: 1, ids: ["msg"], map: [["msg", 0]] });
  return withMessage({ main: strip, line: line, field: ids.indexOf("msg"), clock: clock });
}

// Started by init.lua (`unit().start()`), not while the bundle loads: under a start from the
// bundle's entry lay the frames of the loader and of the entry's body, and the Lua stack the start
// grew to held 3.7 KB more at its peak (at the board's sizes).
export function start(): Unit {
  const clock = startClock();
  const link = startLink(BOARD.link);
  const unit = startUnit({
    clock: clock,
    buttons: startButtons({ pins: BOARD.buttons, clock: clock }),
    display: display(clock),
    buzzer: BOARD.buzzer < 0 ? QUIET : startBuzzer({ pin: BOARD.buzzer, clock: clock }),
    store: startStore({}),
    ids: BOARD.layout.ids,
    sizes: BOARD.layout.sizes,
    controls: BOARD.controls,
    holdMs: 800,
    link: link,
    device: BOARD.device,
    memory: () => {
      const used = Math.floor(collectgarbage("count") * 1024);
      return [used, used + node.heap()];
    },
  });
  if (link !== undefined) link.write(sealed("* ready") + "\r\n");
  return unit;
}
