// The start-up on an Espruino board (a board file with runtime "espruino"): composes the hal
// backend hal/espruino with the display unit. The board file (hardware/boards/NAME.json, put in as
// BOARD by `npm run build:espruino -- --board NAME`) chooses the drivers.
import { Buzzer, Clock, Display } from "../hal/roles";
import { startUnit } from "../firmware/unit";
import { sealed } from "../firmware/link";
import { startButtons } from "../hal/espruino/buttons";
import { startBuzzer } from "../hal/espruino/buzzer";
import { startClock } from "../hal/espruino/clock";
import { LinkOptions, startLink } from "../hal/espruino/link";
import { startMac } from "../hal/espruino/mac";
import { startMax7219 } from "../hal/espruino/max7219";
import { withMessage } from "../hal/message";
import { digitsOf } from "../hal/segments";
import { startStore } from "../hal/espruino/store";
import { startRadioUart } from "../hal/espruino/radio-uart";
import { startWs2812 } from "../hal/espruino/ws2812";
import { RADIO, SEAL, WIFI } from "../firmware/panel/wifi-board";
import { startNet } from "./espruino-net";
import type { BoardData } from "../hal/board-data";

declare const BOARD: BoardData<string>;
// BOARD.display.kind, as a constant of the build (tools/build/build-espruino.ts): the drivers a board
// does not use are left out of its file
declare const DISPLAY_KIND: string;
declare const SPI1: EspruinoSpi;
declare const SPI2: EspruinoSpi;

// one object, one function (docs/architecture.md, "Espruino: what the interpreter costs")
const nothing = () => undefined;
const QUIET: Display & Buzzer = { show: nothing, brightness: nothing, blank: nothing, play: nothing, close: nothing };

function display(clock: Clock): Display {
  const d = BOARD.display;
  const ids = BOARD.layout.ids;
  const max7219 = (m: { spi?: string; mosi?: string; sck?: string; cs?: string }, modules: number, fields: string[], map: Array<[string, number]>) => {
    const spi = m.spi === "SPI2" ? SPI2 : SPI1;
    spi.setup({ mosi: m.mosi as string, sck: m.sck as string, baud: 1000000 });
    return startMax7219({ spi: spi, cs: m.cs as string, modules: modules, ids: fields, map: map });
  };
  if (DISPLAY_KIND === "max7219") return max7219(d, d.modules as number, ids, d.map as Array<[string, number]>);
  if (DISPLAY_KIND !== "ws2812") return QUIET;
  const strip = startWs2812({ pin: d.pin as string, ids: ids, sizes: BOARD.layout.sizes, chain: d.chain as Array<[string, number, string, string]>, order: d.order, milliamps: d.milliamps });
  if (d.msg === undefined) return strip;
  return withMessage({ main: strip, line: max7219(d.msg, 1, ["msg"], [["msg", 0]]), field: ids.indexOf("msg"), clock: clock });
}

function main(): void {
  const clock = startClock();
  const link = startLink(BOARD.link as LinkOptions); // (an Espruino board names its port)
  startUnit({
    clock: clock,
    buttons: startButtons({ pins: BOARD.buttons }),
    display: display(clock),
    buzzer: BOARD.buzzer === "" ? QUIET : startBuzzer({ pin: BOARD.buzzer }),
    store: startStore({}),
    ids: BOARD.layout.ids,
    sizes: BOARD.layout.sizes,
    line: BOARD.layout.line,
    digits: digitsOf,
    controls: BOARD.controls,
    holdMs: 800,
    link: link,
    device: BOARD.device,
    mac: SEAL ? startMac() : undefined, // none without the crypto library: no sealed sheets (nor when left out)
    memory: (collect: boolean) => {
      const m = process.memory(collect);
      return [m.usage, m.total];
    },
    net: WIFI ? startNet({}) : undefined, // a board with Wi-Fi: the club network (docs/club.md)
    radio: RADIO && BOARD.radio !== undefined ? startRadioUart(BOARD.radio) : undefined, // the wireless remote's receiver module (firmware/wireless/air-unit.ts)
  });
  if (link !== undefined) link.write(sealed("* ready") + "\r\n");
}

main();
