// The club network's settings (docs/club.md): the Wi-Fi network and its password, the broker's
// host and port, its user and password, the table's number. Kept in the store's file "net", a
// record per setting, apart from the match's journal and its sheets; the link never sends a
// password back (net-link.ts says only whether one is set). Also the shapes the club's
// publisher (club.ts) and the start-up's Wi-Fi and MQTT (boot/espruino-net.ts) share.
import { parseCount } from "../../rules/words";
import { intText } from "../../rules/numbers";
import { Store } from "../../hal/roles";
import { readRecords, record } from "../journal/records";

export const NET_FILE = "net";
export const DEFAULT_PORT = 1883;

// The records of the file "net" (a record's first byte; codes that keep their meaning forever)
export const enum NetRec {
  Ssid = 165,
  WifiPassword = 166,
  Broker = 167, // "HOST PORT TABLE"
  User = 168,
  Password = 169,
}

export interface NetSettings { ssid: string; wifiPassword: string; host: string; port: number; user: string; password: string; table: number }

// What the start-up gives the club's publisher: Wi-Fi and MQTT (boot/espruino-net.ts).
export interface NetPort {
  // connects (again) with these settings; the broker says `will` is "offline" when the unit
  // vanishes; up(true) once the broker took the connection, up(false) when it is lost
  start(s: NetSettings, will: string, up: (on: boolean) => void): void;
  publish(topic: string, text: string, qos: number, retain: boolean): void; // QoS 1: kept until acknowledged
  stop(): void;
}

// The publisher's state (club.ts): the table (0: not publishing), the numbering of its events
// (a new epoch at each start: the unit does not read the broker's retained state back), the
// records of the events just before the next one (prev, hex, oldest first), the match whose
// journal is retained as over (over, in the numbering; -1 none), the events entered and not yet
// published (their record payloads). No copy of the journal: it is made when a match is over.
export interface ClubState {
  net: NetPort; table: number; epoch: number; seq: number; match: number; prev: string[]; up: boolean; over: number; queue: string[];
  topic: string; // "carom/table/TABLE/", made once a connection's settings are known
}

// A copy of a text read from the store. On Espruino a part of a file's text refers to the file in
// flash, and reads null once the file is written again (as saveNet does); a concatenation is a
// string of its own in RAM.
function inRam(t: string): string {
  return (" " + t).substring(1);
}

export function loadNet(store: Store): NetSettings {
  const s: NetSettings = { ssid: "", wifiPassword: "", host: "", port: DEFAULT_PORT, user: "", password: "", table: 0 };
  const kept = readRecords(store.read(NET_FILE)).payloads;
  for (let i = 0; i < kept.length; i++) {
    const code = kept[i].charCodeAt(0);
    const text = inRam(kept[i].substring(1));
    if (code === NetRec.Ssid) s.ssid = text;
    else if (code === NetRec.WifiPassword) s.wifiPassword = text;
    else if (code === NetRec.User) s.user = text;
    else if (code === NetRec.Password) s.password = text;
    else if (code === NetRec.Broker) {
      const w = text.split(" ");
      s.host = w[0];
      s.port = w.length > 1 ? parseCount(w[1]) : DEFAULT_PORT;
      s.table = w.length > 2 ? parseCount(w[2]) : 0;
    }
  }
  return s;
}

function netRecord(code: number, text: string): string {
  return text === "" ? "" : record(String.fromCharCode(code) + text);
}

// false: the store is full
export function saveNet(store: Store, s: NetSettings): boolean {
  const broker = s.host === "" && s.table === 0 ? "" : s.host + " " + intText(s.port) + " " + intText(s.table);
  const data = netRecord(NetRec.Ssid, s.ssid) + netRecord(NetRec.WifiPassword, s.wifiPassword) + netRecord(NetRec.Broker, broker) +
    netRecord(NetRec.User, s.user) + netRecord(NetRec.Password, s.password);
  if (data === "") {
    store.erase(NET_FILE);
    return true;
  }
  return store.replace(NET_FILE, data, 0);
}

// whether the unit has what it needs to publish: a network, a broker, a table
export function netReady(s: NetSettings): boolean {
  return s.ssid !== "" && s.host !== "" && s.table > 0;
}
