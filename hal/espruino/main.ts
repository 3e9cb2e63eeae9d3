// The firmware on an Espruino board: the board file (hardware/boards/NAME.json, put in as BOARD
// by `npm run build:espruino -- --board NAME`) chooses the drivers; the display unit runs on them.
import { Buzzer, Display } from "../roles";
import { startUnit } from "../../firmware/unit";
import { sealed } from "../../firmware/link";
import { startButtons } from "./buttons";
import { startBuzzer } from "./buzzer";
import { startClock } from "./clock";
import { startLink } from "./link";
import { startMax7219 } from "./max7219";
import { startStore } from "./store";

interface BoardData {
  name: string;
  device: string;
  controls: number; // 0: the referee's remote (4 buttons), 1: one button per player
  buttons: string[];
  buzzer: string; // "" for none
  link: { port: string; baud: number; rx?: string; tx?: string; keepConsolePin?: string };
  display: { kind: string; spi?: string; mosi?: string; sck?: string; cs?: string; modules?: number; map?: Array<[string, number]> };
  layout: { ids: string[]; sizes: number[] };
}

declare const BOARD: BoardData;
declare const SPI1: EspruinoSpi;
declare const SPI2: EspruinoSpi;

function quiet(): Display & Buzzer {
  return { show() {}, brightness() {}, blank() {}, play() {}, close() {} };
}

function display(): Display {
  const d = BOARD.display;
  if (d.kind !== "max7219") return quiet();
  const spi = d.spi === "SPI2" ? SPI2 : SPI1;
  spi.setup({ mosi: d.mosi as string, sck: d.sck as string, baud: 1000000 });
  return startMax7219({ spi: spi, cs: d.cs as string, modules: d.modules as number, ids: BOARD.layout.ids, map: d.map as Array<[string, number]> });
}

function main(): void {
  const clock = startClock();
  const link = startLink(BOARD.link);
  startUnit({
    clock: clock,
    buttons: startButtons({ pins: BOARD.buttons, clock: clock }),
    display: display(),
    buzzer: BOARD.buzzer === "" ? quiet() : startBuzzer({ pin: BOARD.buzzer }),
    store: startStore({}),
    ids: BOARD.layout.ids,
    sizes: BOARD.layout.sizes,
    controls: BOARD.controls,
    holdMs: 800,
    link: link,
    device: BOARD.device,
    memory: () => {
      const m = process.memory();
      return [m.usage, m.total];
    },
  });
  if (link !== undefined) link.write(sealed("* ready") + "\r\n");
}

main();
