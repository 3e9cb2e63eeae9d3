// The club network's settings (docs/club.md): the Wi-Fi network and its password, the broker's
// host and port, its user and password, the table's number. Kept in the store's file "net", a
// record per setting, apart from the match's journal and its sheets; the link never sends a
// password back (net-link.ts says only whether one is set).
import { parseCount } from "../../rules/words";
import { intText } from "../../rules/numbers";
import { NetSettings, Store } from "../../hal/roles";
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

// A copy of a text read from the store, for use after the file is written again (as saveNet
// does: docs/architecture.md, "Espruino: what the interpreter costs"); a concatenation is
// a string of its own in RAM.
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
