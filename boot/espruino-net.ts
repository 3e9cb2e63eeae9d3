// The club network on a board with Wi-Fi (its data's "wifi"; firmware/panel/wifi-board.ts): the
// NetPort that the unit's publisher (firmware/club/club.ts) uses, made of Espruino's Wi-Fi
// (hal/espruino/wifi.ts) and the MQTT client (hal/espruino/mqtt.ts). Settings changed over the
// link (one line each, from carom config) take effect a second after the last one.
import type { NetPort, NetSettings } from "../hal/roles";
import { Mqtt, MqttNet, mqttKick, mqttPublish, mqttStart, mqttStop } from "../hal/espruino/mqtt";
import { EspruinoWifi, Wifi, wifiStart, wifiStop } from "../hal/espruino/wifi";

// the broker says "offline" 1.5 keep-alives after the unit went silent (the tables' 3 s: docs/club.md)
const KEEPALIVE = 3;
const SETTLE_MS = 1000;

interface Net { mqtt: Mqtt | null; wifi: Wifi | null; timer: number; o: { wifi?: EspruinoWifi; net?: MqttNet } }

function netStop(n: Net): void {
  if (n.timer !== 0) clearTimeout(n.timer);
  n.timer = 0;
  if (n.mqtt !== null) mqttStop(n.mqtt);
  if (n.wifi !== null) wifiStop(n.wifi);
  n.mqtt = null;
  n.wifi = null;
}

function netStart(n: Net, s: NetSettings, will: string, up: (on: boolean) => void): void {
  netStop(n);
  // the client at once: what is published before the broker is reached waits in its queue
  const m = mqttStart({ host: s.host, port: s.port, id: "carom-table-" + s.table, user: s.user, password: s.password, keepalive: KEEPALIVE,
    will: will, willText: "offline", net: n.o.net, onState: up });
  n.mqtt = m;
  n.timer = setTimeout(function () {
    n.timer = 0;
    n.wifi = wifiStart({ ssid: s.ssid, password: s.wifiPassword, wifi: n.o.wifi, onUp: function () { mqttKick(m); } });
  }, SETTLE_MS);
}

// o: fakes of Wi-Fi and net (tests); on the board, require("Wifi") and require("net")
export function startNet(o: { wifi?: EspruinoWifi; net?: MqttNet }): NetPort {
  const n: Net = { mqtt: null, wifi: null, timer: 0, o: o };
  return {
    start: function (s: NetSettings, will: string, up: (on: boolean) => void) { netStart(n, s, will, up); },
    publish: function (topic: string, text: string, qos: number, retain: boolean) { if (n.mqtt !== null) mqttPublish(n.mqtt, topic, text, qos, retain); },
    stop: function () { netStop(n); },
  };
}
