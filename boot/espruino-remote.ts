// The start-up of the wireless remote (a board file with role "remote": hardware/boards/
// mdbt42q-remote.json): four buttons, the remote's firmware (firmware/remote/remote.ts), its frames as
// bursts of advertisements (hal/espruino/beacon.ts). The console is never offered over the air
// (no Nordic UART service): the key, written by `carom pair` over the serial console, stays on
// the remote. Built by `carom flash --board mdbt42q-remote` (tools/build/build-radio.ts).
import { startRemote } from "../firmware/remote/remote";
import { startBeacon } from "../hal/espruino/beacon";
import { startButtons } from "../hal/espruino/buttons";
import { startClock } from "../hal/espruino/clock";
import { startMac } from "../hal/espruino/mac";
import { startStore } from "../hal/espruino/store";

interface RemoteBoard { buttons: string[]; radio: { interval: number; burst: number } }
declare const BOARD: RemoteBoard;

function main(): void {
  NRF.setServices({}, { uart: false });
  NRF.sleep(); // silent but for the bursts
  const mac = startMac();
  if (mac === undefined) return; // (every nRF52 build of Espruino has the crypto library)
  const clock = startClock();
  startRemote({
    clock: clock, buttons: startButtons({ pins: BOARD.buttons }), beacon: startBeacon(BOARD.radio),
    store: startStore({ reserve: 1024 }), mac: mac, holdMs: 800,
  });
}

main();
