// The wall unit's club network in Node: Node's net as Espruino's (strings of bytes), a fake of
// Espruino's Wifi that records what it was given, and a display unit on hal/sim whose link is
// in memory (a LinkClient on the host's end, as carom config and carom sheet talk to a board).
import * as fs from "fs";
import * as net from "net";
import * as path from "path";
import { MqttNet } from "../../hal/espruino/mqtt";
import { EspruinoWifi } from "../../hal/espruino/wifi";
import { startVirtualClock } from "../../hal/sim/clock";
import { startSimButtons, SimButtons } from "../../hal/sim/buttons";
import { startSimBuzzer, startSimDisplay, SimDisplay } from "../../hal/sim/recorders";
import { VirtualClock } from "../../hal/sim/clock";
import { startSimStore, SimStore } from "../../hal/sim/store";
import { startTable, Unit } from "../../firmware/table";
import { NetPort } from "../../hal/roles";
import { LinkClient } from "../../tools/link/client";
import { memoryLink } from "../../tools/club/memory-link";
import { IDS, SIZES } from "./rig";
import { Broker, passwordFile, tmpDir } from "./mosquitto";

(globalThis as unknown as { getTime: () => number }).getTime = () => Date.now() / 1000; // hal/espruino's clock

export const nodeNet: MqttNet = {
  connect(o, done) {
    const s = net.connect(o.port, o.host, done);
    s.setEncoding("latin1");
    s.on("error", () => undefined);
    return { write: (d) => void s.write(Buffer.from(d, "latin1")), on: (e, fn) => void s.on(e, fn), end: () => void s.destroy() };
  },
};

// joins at once; joined: the networks and passwords it was given
export function fakeWifi(joined: string[]): EspruinoWifi {
  return {
    connect: (ssid, o, done) => {
      joined.push(`${ssid} ${o.password ?? ""}`);
      setTimeout(() => done(null), 5);
    },
    disconnect: () => undefined,
    on: () => undefined,
    removeAllListeners: () => undefined,
  };
}

export interface NetUnit { unit: Unit; store: SimStore; client: LinkClient; wire: string[]; clock: VirtualClock; display: SimDisplay; buttons: SimButtons; close(): void }

// wire: every byte the unit sent on its link (latin1). pump: the virtual clock's timers of 0 ms
// run every 5 ms of real time (the club's publishing after an event, firmware/club/club.ts).
export function netUnit(port: NetPort | undefined, store = startSimStore(), pump = true): NetUnit {
  const clock = startVirtualClock();
  const mem = memoryLink();
  const wire: string[] = [];
  mem.host.on("data", (d: Buffer) => wire.push(d.toString("latin1")));
  const display = startSimDisplay();
  const buttons = startSimButtons({ clock, count: 4 });
  const unit = startTable({ clock, buttons, display, buzzer: startSimBuzzer(), store,
    ids: IDS, sizes: SIZES, controls: 0, holdMs: 800, link: mem.device, device: "test-wall", net: port });
  const client = new LinkClient(mem.host);
  const pumping = pump ? setInterval(() => clock.advance(0), 5) : undefined;
  return {
    unit, store, client, wire, clock, display, buttons,
    close: () => { clearInterval(pumping); unit.close(); if (port !== undefined) port.stop(); mem.host.destroy(); },
  };
}

// mosquitto with a user per table (table7) and the club's (club), each password its user's, and the ACL of docs/club.md
export async function brokerWithUsers(): Promise<Broker> {
  const dir = tmpDir("device-mqtt");
  passwordFile(dir, { table7: "t7-pw", club: "club-pw" });
  fs.writeFileSync(path.join(dir, "acl"), "user table7\ntopic readwrite carom/table/7/#\nuser club\ntopic read carom/table/#\n");
  return Broker.start(dir, (port) => [`listener ${port} 127.0.0.1`, "allow_anonymous false", `password_file ${dir}/passwd`, `acl_file ${dir}/acl`,
    "persistence true", `persistence_location ${dir}/`, "autosave_interval 1", ""].join("\n"));
}
