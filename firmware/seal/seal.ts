// Sealed sheets (docs/protocol.md: "Sealed sheets"): the device key in the store, the seal's
// counter and the seal itself: the HMAC-SHA256 (the hal's Mac role), under the device key, of a
// finished match's kept bytes (its canonical records and its clock record) after a line with the
// key's id, the counter and the unit's name. The unit makes no sheet: the host makes it from the
// same records. The counter only grows: it is kept in the store before a seal that uses it is
// handed out, and it is used again only for the same bytes (the same MAC). Off the press path: a
// match is sealed when the host asks for it.
import { Mac, Store } from "../../hal/roles";
import { intText } from "../../rules/numbers";
import { readRecords, record } from "../journal/records";
import { hexOf } from "../journal/link-frame";

// The device key: one record "ID HEX" (the id, a space, the 32-byte key in 64 hex digits). It
// never leaves the device: no reply and no sheet carries it, and it is not in the journal.
export const KEY_FILE = "key";
// The last counter handed out and the MAC it sealed ("N HEX"), written to these two files in
// turn, so that a power cut while one is written leaves the other
const COUNTER_FILE = "seal";
export const MAX_COUNTER = 16777215; // 2^24 - 1: portable numbers stay below 2^24
const ID_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-";

// The kept key's record ("ID HEX"), or "".
function keptKey(store: Store): string {
  const p = readRecords(store.read(KEY_FILE)).payloads;
  return p.length > 0 ? p[0] : "";
}

// The kept key's id, "" when the unit has no key.
export function keyId(store: Store): string {
  const k = keptKey(store);
  return k === "" ? "" : k.substring(0, k.indexOf(" "));
}

// Whether a key's words are well formed: an id of 1 to 16 of a-z, 0-9 and -, 64 lowercase hex digits.
export function keyWords(id: string, hex: string): boolean {
  if (id.length < 1 || id.length > 16 || hex.length !== 64) return false;
  for (let i = 0; i < id.length; i++) if (ID_CHARS.indexOf(id.substring(i, i + 1)) < 0) return false;
  return hexOf(bytesOf(hex)) === hex; // (a digit that is not hex reads as 0)
}

// "ID HEX" kept as the device key: true when written.
export function keepKey(store: Store, key: string): boolean {
  return store.replace(KEY_FILE, record(key), 0);
}

// whether "ID HEX" is the kept key
export function isKeptKey(store: Store, key: string): boolean {
  return keptKey(store) === key;
}

export { hexOf };

export function bytesOf(hex: string): string {
  let out = "";
  for (let i = 0; i < hex.length; i = i + 2) {
    const c = parseInt(hex.substring(i, i + 2), 16);
    out = out + String.fromCharCode(c >= 0 ? c : 0);
  }
  return out;
}


// The last counter handed out, with the MAC it sealed and the file it is in (file 1, counter 0: none).
interface LastSeal { counter: number; mac: string; file: number }

function lastSeal(store: Store): LastSeal {
  const out: LastSeal = { counter: 0, mac: "", file: 1 };
  for (let f = 0; f < 2; f++) {
    const p = readRecords(store.read(COUNTER_FILE + f)).payloads;
    const at = p.length > 0 ? p[0].indexOf(" ") : -1;
    const n = at > 0 ? parseInt(p[0].substring(0, at), 10) : -1; // (the record's checksum proves its digits)
    if (n > out.counter) {
      out.counter = n;
      out.mac = p[0].substring(at + 1);
      out.file = f;
    }
  }
  return out;
}

// The bytes the MAC covers: a line "seal ID N DEVICE" (the key's id, the counter in decimal, the
// unit's name), then the kept match's bytes (kept-match.ts: its canonical records and its clock
// record, the time it ended).
export function sealMessage(id: string, counter: number, device: string, records: string): string {
  return "seal " + id + " " + intText(counter) + " " + device + "\n" + records;
}

// The seal of a finished match's kept bytes: "ID N MAC"; "" when the unit has no key, "-" when
// the counter could not be kept (the store is full, or the counter reached MAX_COUNTER).
export function sealRecords(store: Store, mac: Mac, device: string, records: string): string {
  const key = keptKey(store);
  if (key === "") return "";
  const sp = key.indexOf(" ");
  const id = key.substring(0, sp);
  const k = bytesOf(key.substring(sp + 1));
  const last = lastSeal(store);
  let counter = last.counter;
  // the same bytes as the last seal: the same counter (a match asked for twice is sealed alike)
  let code = counter > 0 ? hexOf(mac.hmacSha256(k, sealMessage(id, counter, device, records))) : "";
  if (counter === 0 || code !== last.mac) {
    if (counter >= MAX_COUNTER) return "-";
    counter = counter + 1;
    code = hexOf(mac.hmacSha256(k, sealMessage(id, counter, device, records)));
    // kept before it is handed out: a power cut after this never hands the counter out with other bytes
    if (!store.replace(COUNTER_FILE + (1 - last.file), record(intText(counter) + " " + code), 0)) return "-";
  }
  return id + " " + intText(counter) + " " + code;
}
