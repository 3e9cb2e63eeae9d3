// The start-up on an Espruino board (a board file with runtime "espruino"): composes the hal
// backend hal/espruino with the display unit. The board file (hardware/boards/NAME.json, put in as
// BOARD by `npm run build:espruino -- --board NAME`) chooses the drivers; the build puts in its
// display's (hal/espruino/display/KIND.ts).
import { Buzzer, Display } from "../hal/roles";
import { startFeatures } from "../firmware/table";
import { startUnit, UnitOptions } from "../firmware/unit";
import { openSession } from "../firmware/journal/session";
import { sealed } from "../firmware/link";
import { startButtons } from "../hal/espruino/buttons";
import { startBuzzer } from "../hal/espruino/buzzer";
import { startClock } from "../hal/espruino/clock";
import { LinkOptions, startLink } from "../hal/espruino/link";
import { startMac } from "../hal/espruino/mac";
import { startDisplay } from "../hal/espruino/display/board";
import { digitsOf } from "../hal/segments";
import { startStore } from "../hal/espruino/store";
import { startRadioUart } from "../hal/espruino/radio-uart";
import { RADIO, SEAL, WIFI } from "../firmware/panel/wifi-board";
import { startNet } from "./espruino-net";
import type { BoardData } from "../hal/board-data";

declare const BOARD: BoardData<string>;

// one object, one function (docs/architecture.md, "Espruino: what the interpreter costs")
const nothing = () => undefined;
const QUIET: Display & Buzzer = { show: nothing, brightness: nothing, blank: nothing, play: nothing, close: nothing };

function main(): void {
  const clock = startClock();
  const link = startLink(BOARD.link as LinkOptions); // (an Espruino board names its port)
  const o: UnitOptions = {
    clock: clock,
    buttons: startButtons({ pins: BOARD.buttons }),
    display: startDisplay(BOARD.display, BOARD.layout, clock, QUIET), // (the board's display.kind's: hal/espruino/display/)
    buzzer: BOARD.buzzer === "" ? QUIET : startBuzzer({ pin: BOARD.buzzer }),
    store: startStore({}),
    ids: BOARD.layout.ids,
    sizes: BOARD.layout.sizes,
    line: BOARD.layout.line,
    // (only with a line: a function of the bundle given as a value is made from flash, and kept
    // with the loader's scope, about 10 variables)
    digits: BOARD.layout.line === undefined ? undefined : digitsOf,
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
  };
  // firmware/table.ts startTable, written out: the unit started as an argument, so that the
  // minifier writes it in at the top level, where its closures keep no function's scope besides
  // their own (docs/architecture.md, "Espruino: what the interpreter costs")
  const session = openSession(o.store);
  startFeatures(session, startUnit(o, session));
  if (link !== undefined) link.write(sealed("* ready") + "\r\n");
}

main();
