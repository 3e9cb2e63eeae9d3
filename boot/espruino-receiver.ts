// The start-up of the receiver module (a board file with role "receiver": hardware/boards/
// mdbt42q-receiver.json), an MDBT42Q on a wall unit's UART: it scans for our advertisements
// (manufacturer data of company 0xFFFF, 16 bytes) and hands each over as a line "F" + base64 (the
// unit's hal/espruino/radio-uart.ts). It holds no key and checks nothing (the unit checks every
// frame: firmware/air.ts); it only drops the repeats of a burst it has just handed over. BTN1 held
// at power-up keeps the console on the UART (to flash it again).
import { COMPANY } from "../hal/espruino/beacon";

interface ReceiverBoard { link: { port: string; baud: number; rx: string; tx: string }; keepConsoleButton: string }
declare const BOARD: ReceiverBoard;
declare const Serial1: EspruinoSerial;
declare const LoopbackA: { setConsole(force?: boolean): void };

const REPEAT_S = 1; // a burst's repeats, within a second of each other

function main(): void {
  if (digitalRead(BOARD.keepConsoleButton) === 1) return;
  NRF.setServices({}, { uart: false });
  Serial1.setup(BOARD.link.baud, { rx: BOARD.link.rx, tx: BOARD.link.tx });
  LoopbackA.setConsole(true);
  let last = "";
  let lastAt = 0;
  NRF.setScan((d) => {
    if (d.manufacturer !== COMPANY || d.manufacturerData === undefined) return;
    const f = E.toString(d.manufacturerData);
    if (f.length !== 16 || (f === last && getTime() - lastAt < REPEAT_S)) return;
    last = f;
    lastAt = getTime();
    Serial1.write("F" + btoa(f) + "\n");
  }, { filters: [{ manufacturerData: { 0xffff: {} } }], active: false });
}

main();
