// The start-up of the receiver module (a board file with role "receiver": hardware/boards/
// mdbt42q-receiver.json), an MDBT42Q in the wall unit's box on the unit's UART: it scans for our
// advertisements (hal/espruino/scan.ts), holds the remotes and checks every frame
// (firmware/receiver/receiver.ts, air.ts), and hands the unit the checked gestures as lines
// (firmware/wireless/air-line.ts) on its UART (hal/espruino/radio-uart.ts). BTN1 held at power-up keeps the
// console on the UART (to flash it again). Built by `carom flash --board mdbt42q-receiver`
// (tools/build/build-radio.ts).
import { startReceiver } from "../firmware/receiver/receiver";
import { startClock } from "../hal/espruino/clock";
import { startMac } from "../hal/espruino/mac";
import { startRadioUart } from "../hal/espruino/radio-uart";
import { startScan } from "../hal/espruino/scan";
import { startStore } from "../hal/espruino/store";

interface ReceiverBoard { link: { port: string; baud: number; rx: string; tx: string }; keepConsoleButton: string }
declare const BOARD: ReceiverBoard;
declare const LoopbackA: { setConsole(force?: boolean): void };

function main(): void {
  if (digitalRead(BOARD.keepConsoleButton) === 1) return;
  NRF.setServices({}, { uart: false }); // (its keys are not offered over the air either)
  const mac = startMac();
  if (mac === undefined) return; // (every nRF52 build of Espruino has the crypto library)
  const line = startRadioUart(BOARD.link);
  LoopbackA.setConsole(true);
  startReceiver({ clock: startClock(), radio: startScan(), line: line, store: startStore({ reserve: 1024 }), mac: mac });
}

main();
