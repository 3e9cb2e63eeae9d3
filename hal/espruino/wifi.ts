// Wi-Fi on an ESP32 running Espruino (require("Wifi")): joins the network, and joins it again
// 10 s after it is lost or a join failed. Its functions are top-level functions of its state.
//   const w = wifiStart({ ssid: "club", password: "...", onUp: () => mqttKick(m) });
//   wifiStop(w);

/** @external */
export interface EspruinoWifi {
  connect(ssid: string, options: { password?: string }, done: (err: string | null) => void): void;
  disconnect(): void;
  on(event: string, fn: () => void): void;
  removeAllListeners(event: string): void;
}

export interface WifiOptions {
  ssid: string;
  password: string; // "" for an open network
  onUp?: () => void; // joined
  wifi?: EspruinoWifi; // require("Wifi") on the device
}

export interface Wifi { o: WifiOptions; w: EspruinoWifi; up: boolean; stopped: boolean; timer: number }

const AGAIN_MS = 10000;

export function wifiStart(o: WifiOptions): Wifi {
  const s: Wifi = { o: o, w: o.wifi === undefined ? require("Wifi") : o.wifi, up: false, stopped: false, timer: 0 };
  s.w.removeAllListeners("disconnected");
  s.w.on("disconnected", function () { lostWifi(s); });
  join(s);
  return s;
}

function join(s: Wifi): void {
  s.timer = 0;
  if (s.stopped) return;
  s.w.connect(s.o.ssid, s.o.password === "" ? {} : { password: s.o.password }, function (err: string | null) {
    if (s.stopped) return;
    if (err !== null && err !== undefined) {
      again(s);
      return;
    }
    s.up = true;
    if (s.o.onUp !== undefined) s.o.onUp();
  });
}

function lostWifi(s: Wifi): void {
  if (s.stopped) return;
  s.up = false;
  again(s);
}

function again(s: Wifi): void {
  if (s.timer === 0) s.timer = setTimeout(function () { join(s); }, AGAIN_MS);
}

export function wifiStop(s: Wifi): void {
  s.stopped = true;
  if (s.timer !== 0) clearTimeout(s.timer);
  s.w.removeAllListeners("disconnected");
  s.w.disconnect();
}
