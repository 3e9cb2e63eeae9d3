// The Beacon role on an nRF52 Espruino board (the wireless remote): each frame as the
// manufacturer data (company 0xFFFF, the Bluetooth SIG's id for tests and our own use) of a
// burst of advertisements at the fastest interval, then the radio sleeps. Connectable (a 4.2
// SoftDevice allows 20 ms only for connectable advertising), but with no service to connect to:
// a connection is dropped at once (the console is not offered over the air: boot/espruino-remote.ts).
//   const beacon = startBeacon({ interval: 20, burst: 5 }); beacon.burst(frame)
import { Beacon } from "../roles";

export const COMPANY = 0xffff;

export function startBeacon(o: { interval: number; burst: number }): Beacon {
  let timer = -1;
  NRF.on("connect", () => NRF.disconnect());
  return {
    burst(bytes) {
      const data: number[] = [];
      for (let i = 0; i < bytes.length; i++) data.push(bytes.charCodeAt(i));
      if (timer >= 0) clearTimeout(timer);
      NRF.wake();
      NRF.setAdvertising({}, { manufacturer: COMPANY, manufacturerData: data, interval: o.interval, showName: false, discoverable: false, connectable: true, scannable: false });
      // (an advertising event every interval plus up to 10 ms of the spec's random delay)
      timer = setTimeout(() => {
        timer = -1;
        NRF.sleep();
      }, o.burst * (o.interval + 5));
    },
    battery: () => Math.round(NRF.getBattery() * 50),
    close() {
      NRF.sleep();
    },
  };
}
