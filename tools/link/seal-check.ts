// Sealed sheets on the host (docs/protocol.md: "Sealed sheets"): the club's key file and the
// check of a seal. A sealed sheet's bytes end in
//   ,"seal":{"key":"ID","counter":N,"device":"NAME","records":"HEX","mac":"HEX"}}
// (and carom sheet's newline): the MAC, under the unit's key, covers the line "seal ID N NAME" and
// the records (firmware/seal/seal.ts: sealMessage), and the sheet must be the one the records make.
// An earlier firmware's seal, ,"seal":{"key":"ID","counter":N,"mac":"HEX"}}, covers every byte
// of the sheet before its MAC; such sheets still verify.
import { createHmac, randomBytes } from "crypto";
import * as fs from "fs";
import * as path from "path";
import type { SealCheck } from "../export/sheet-model";
import { writeAtomic } from "../../hal/sim/atomic-file";
import { sealMessage } from "../../firmware/seal/seal";
import { sheetFromJournal } from "./journal-read";
import { withSeal } from "./sealed";

// The club's key file: every unit's key by its id (old ones too: the sheets they sealed stay
// verifiable), and the counters seen on valid sheets, each with its MAC.
export const DEFAULT_KEYS = path.join(".carom", "keys.json");
export interface KeyEntry { key: string; device: string; made: string }
export interface KeyFile { format: "carom-keys/1"; keys: Record<string, KeyEntry>; seen: Record<string, Record<string, string>> }

const TAIL = /,"seal":\{"key":"([a-z0-9-]{1,16})","counter":([1-9][0-9]{0,7}),"mac":"([0-9a-f]{64})"\}\}$/;
const MAC_END = 64 + '"}}'.length; // the MAC and the closing quote and braces
const RECORDS_TAIL = /,"seal":\{"key":"([a-z0-9-]{1,16})","counter":([1-9][0-9]{0,7}),"device":("(?:[^"\\]|\\.)*"),"records":"((?:[0-9a-f]{2})+)","mac":"([0-9a-f]{64})"\}\}$/;

export interface Seal { key: string; counter: number; mac: string }
// What a seal covers: `signed` (the MAC's bytes) and, for a seal of records, the sheet they make
// sealed again (`remade`: the only bytes the sheet may have) and unsealed (`sheet`).
export interface Found { seal: Seal; signed: Buffer; remade?: string; sheet: string }

export function readKeys(file: string): KeyFile {
  let k: KeyFile;
  try {
    k = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === "ENOENT" ? "it does not exist (carom key --port P --keys FILE makes it)" : "it is not a key file";
    throw new Error(`cannot read the key file ${file}: ${why}`);
  }
  if (k === null || k.format !== "carom-keys/1" || typeof k.keys !== "object") throw new Error(`${file} is not a carom key file (format carom-keys/1)`);
  if (k.seen === undefined) k.seen = {};
  return k;
}

// Written whole and atomically (hal/sim/atomic-file.ts), readable by its owner only.
export function writeKeys(file: string, k: KeyFile): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeAtomic(file, JSON.stringify(k, null, 2) + "\n", { mode: 0o600 });
}

export function emptyKeys(): KeyFile {
  return { format: "carom-keys/1", keys: {}, seen: {} };
}

// A new key (32 random bytes) and an id for it: "k" and 8 random hex digits.
export function newKey(): { id: string; key: string } {
  return { id: "k" + randomBytes(4).toString("hex"), key: randomBytes(32).toString("hex") };
}

export function hmacHex(keyHex: string, bytes: Buffer): string {
  return createHmac("sha256", Buffer.from(keyHex, "hex")).update(bytes).digest("hex");
}

// The seal of a sheet's bytes (as carom sheet writes them: a newline at the end or not), or null.
export function sealOf(bytes: Buffer): Found | null {
  const text = bytes.toString("latin1");
  const body = text.endsWith("\n") ? text.slice(0, -1) : text;
  const r = RECORDS_TAIL.exec(body);
  if (r !== null) {
    let device: string;
    try {
      device = JSON.parse(r[3]);
    } catch {
      return null;
    }
    const seal = { key: r[1], counter: Number(r[2]), mac: r[5] };
    const records = Buffer.from(r[4], "hex").toString("latin1");
    const sheet = sheetFromJournal(records, device);
    return { seal, signed: Buffer.from(sealMessage(seal.key, seal.counter, device, records), "latin1"), remade: withSeal(sheet, { ...seal, device, records }), sheet };
  }
  const m = TAIL.exec(body);
  if (m === null) return null;
  return { seal: { key: m[1], counter: Number(m[2]), mac: m[3] }, signed: Buffer.from(body.slice(0, body.length - MAC_END), "latin1"), sheet: body.slice(0, m.index) + "}" };
}

// The seal's short form, as the printed sheets show it: key id, counter, the MAC's first 8 digits.
export function sealShort(s: Seal): string {
  return `${s.key} #${s.counter} ${s.mac.slice(0, 8)}`;
}

// a member of the object itself, not of every object ("constructor", "__proto__")
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export interface Verdict { valid: boolean; seal?: Seal; problems: string[]; sheet?: string }

// Checks a sheet's bytes against the keys: valid, or what does not match (the first problem
// found). The counters seen are those recordSeen kept (carom verify keeps them in the key file).
export function verifySheet(bytes: Buffer, keys: KeyFile, keysFile: string): Verdict {
  const found = sealOf(bytes);
  if (found === null) {
    const why = bytes.includes('"seal"') ? "the seal is not in its canonical form (docs/protocol.md): the sheet was changed"
      : "no seal: a unit with a key seals every finished sheet it hands over (carom key); this one was not sealed, or its seal was removed";
    return { valid: false, problems: [why] };
  }
  const { seal, signed, remade } = found;
  const entry = own(keys.keys, seal.key) ? keys.keys[seal.key] : undefined; // (not "constructor" of every object)
  if (entry === undefined) return { valid: false, seal, problems: [`unknown key ${seal.key}: not in ${keysFile} (carom key --port P --keys ${keysFile} keys a unit)`] };
  if (hmacHex(entry.key, signed) !== seal.mac) {
    return { valid: false, seal, problems: [`changed content: the MAC does not match; these are not the bytes the unit with key ${seal.key} sealed as counter ${seal.counter}`] };
  }
  const text = bytes.toString("latin1");
  if (remade !== undefined && (text.endsWith("\n") ? text.slice(0, -1) : text) !== remade) {
    return { valid: false, seal, problems: ["changed content: the sheet is not the one its sealed records make (an event, a name, a setting or the date was edited)"] };
  }
  const seen = own(keys.seen, seal.key) ? keys.seen[seal.key] : {};
  const before = own(seen, String(seal.counter)) ? seen[String(seal.counter)] : undefined;
  if (before !== undefined && before !== seal.mac) {
    return { valid: false, seal, problems: [`counter ${seal.counter} of key ${seal.key} was seen before with different content (MAC ${before.slice(0, 8)}...): the unit seals each content with its own counter`] };
  }
  return { valid: true, seal, problems: [], sheet: found.sheet };
}

// Records a valid sheet's counter among the seen ones: true when the file changed.
export function recordSeen(keys: KeyFile, seal: Seal): boolean {
  if (!own(keys.seen, seal.key)) keys.seen[seal.key] = {};
  const seen = keys.seen[seal.key];
  if (own(seen, String(seal.counter)) && seen[String(seal.counter)] === seal.mac) return false;
  seen[String(seal.counter)] = seal.mac;
  return true;
}

// What the printed sheets say of a sheet's seal: null without one.
export function sealLine(bytes: Buffer, keysFile: string): SealCheck | null {
  const found = sealOf(bytes);
  if (found === null) return null;
  const short = sealShort(found.seal);
  if (!fs.existsSync(keysFile)) return { short, status: "unverified", why: `no key file ${keysFile}` };
  let keys: KeyFile;
  try {
    keys = readKeys(keysFile);
  } catch (e) {
    return { short, status: "unverified", why: (e as Error).message };
  }
  const v = verifySheet(bytes, keys, keysFile);
  return v.valid ? { short, status: "verified", why: "" } : { short, status: "invalid", why: v.problems.join("; ") };
}
