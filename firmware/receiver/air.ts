// The receiver module's check of the wireless remote's frames (docs/remote.md): the paired
// remotes and their keys, and the last counter accepted from each, kept in the module's store. A
// frame is accepted only when its MAC is right under its remote's key and its counter is above the
// last accepted one (a burst's repeats, replays and late frames are not); the counter is kept
// before the gesture is handed to the unit (firmware/receiver/receiver.ts), so a power cut between the two
// loses the press, never applies it twice. It runs on the receiver module only: the unit holds no
// key and no counter (firmware/wireless/air-unit.ts).
import { Mac, MacKey, Store } from "../../hal/roles";
import { intText } from "../../rules/numbers";
import { readRecords, record } from "../journal/records";
import { FRAME_BYTES, FRAME_VERSION, MAC_BYTES, SIGNED_BYTES, STATUS } from "../remote/remote-frame";
import { bytesOf, hexOf } from "../seal/seal";
import { Gesture } from "../panel/gestures";

// The paired remotes: a record "ID HEX" each (HEX: the 16-byte key in 32 hex digits).
export const REMOTES_FILE = "remotes";
// The counters, a record appended as each frame is accepted, in one of two files; when its room is
// used up the state is written whole to the other one first. A record is text written twice
// (";ID:COUNTER" and T: "t" when the frame was a Down, so that the release which follows it is
// handed over as that Down's release, else "d"): no arithmetic at each frame (each step costs the
// interpreter), and no byte is 0xFF, which ends a flash file's content. A record whose two halves
// differ, or that does not end in its T (cut short by a power cut, or damaged), is not taken: the
// remote's record before it counts. A paired remote without a record (its file unreadable or
// damaged, of an earlier format, or lost) is LOST: refused until it is paired again with a new key.
const AIR_COUNTERS_FILE = "rc";
// the counter of a LOST remote: the greatest a frame carries, so each is refused as old (a remote
// that used up its counters is no better off: paired again, it starts over)
export const LOST = 16777215; // (remote-frame.ts's MAX_COUNTER: test/remote-air.test.ts holds them equal)
export const COUNTER_ROOM = 1024;
export const KEY_BYTES = 16;
export const MAX_REMOTES = 8;

export const enum Reject { Unknown = -1, Mac = -2, Old = -3, Store = -4, Gesture = -5 }

export interface Air {
  store: Store;
  mac: Mac;
  ids: number[];
  keys: string[]; // byte strings
  pads: MacKey[]; // the same as mac.prepareKey made them: a frame's MAC needs no more work on the key
  tags: string[]; // each one's counter records begin with this (";ID:")
  counters: number[];
  taken: number[]; // 1: the last accepted frame was a Down
  heard: number[]; // the clock's time of the last accepted frame (-1: not since start-up)
  last: string[]; // the last accepted frame ("": none since start-up): its battery (battery)
  file: number; // the counter file appended to, and its name
  name: string;
}

// A remote's battery in 20 mV steps, from its last frame (0: not known).
export function battery(air: Air, k: number): number {
  return air.last[k] === "" ? 0 : air.last[k].charCodeAt(7);
}

// (a new remote's place in the lists)
function addRemote(air: Air, id: number): void {
  air.ids.push(id);
  air.keys.push("");
  air.pads.push([]);
  air.tags.push(";" + intText(id) + ":");
  air.counters.push(0);
  air.taken.push(0);
  air.heard.push(-1);
  air.last.push("");
}

function remoteIndex(air: Air, id: number): number {
  for (let i = 0; i < air.ids.length; i++) if (air.ids[i] === id) return i;
  return -1;
}

// The paired remotes with the counters kept (start-up). Of two counter files (a power cut between
// writing one whole and erasing the other) each remote's greatest counter is kept (they only
// grow). A remote with no record in either is LOST.
export function loadAir(store: Store, mac: Mac): Air {
  const air: Air = { store: store, mac: mac, ids: [], keys: [], pads: [], tags: [], counters: [], taken: [], heard: [], last: [], file: 0, name: "" };
  const p = readRecords(store.read(REMOTES_FILE)).payloads;
  for (let i = 0; i < p.length; i++) {
    const sp = p[i].indexOf(" ");
    addRemote(air, parseInt(p[i].substring(0, sp), 10));
    air.keys[i] = bytesOf(p[i].substring(sp + 1));
    air.pads[i] = mac.prepareKey(air.keys[i]);
    air.counters[i] = LOST; // (until a record says otherwise)
  }
  const sum0 = readCounters(air, 0);
  const sum1 = readCounters(air, 1);
  air.file = sum1 > sum0 ? 1 : 0; // (-1: no such file)
  air.name = AIR_COUNTERS_FILE + intText(air.file);
  // written whole again at each start-up: the two files merged, and no torn record left for the
  // appends to follow (that would read as damage); without room, as they are
  if (sum0 >= 0 || sum1 >= 0) keepCounters(air);
  return air;
}

// the file's counters into air (the greatest of each remote's); their sum, -1 when there is no
// file, or when it is damaged: a part that is no record's may only end the file (a record torn by
// a power cut: the one before it counts); anywhere else none of the file is taken
function readCounters(air: Air, f: number): number {
  const data = air.store.read(AIR_COUNTERS_FILE + intText(f));
  if (data === "") return -1;
  let sum = 0;
  let bad = false;
  const best: number[] = [];
  const taken: number[] = [];
  const p = data.split(";");
  for (let i = 1; i + 1 < p.length; i++) {
    // the record's two halves: "ID:COUNTERT" twice
    const r = p[i];
    const colon = r.indexOf(":");
    const t = r.charAt(r.length - 1);
    const k = remoteIndex(air, parseInt(r.substring(0, colon), 10));
    const c = parseInt(r.substring(colon + 1, r.length - 1), 10);
    if (r !== p[i + 1] || colon < 1 || (t !== "t" && t !== "d") || !(c >= 0)) {
      bad = true;
      continue;
    }
    if (bad) return -1; // (a good record after a bad part: damage, not a torn end)
    i++;
    if (k < 0) continue;
    if (best[k] === undefined || c >= best[k]) {
      best[k] = c;
      taken[k] = t === "t" ? 1 : 0;
    }
  }
  for (let k = 0; k < best.length; k++) {
    if (best[k] === undefined) continue;
    sum = sum + best[k];
    if (air.counters[k] === LOST || best[k] >= air.counters[k]) {
      air.counters[k] = best[k];
      air.taken[k] = taken[k];
    }
  }
  return sum;
}

function counterRecord(air: Air, k: number): string {
  const r = air.tags[k] + air.counters[k] + (air.taken[k] === 1 ? "t" : "d");
  return r + r;
}

// Every remote's counter, whole, in the other file (with room for appends), then the old one
// erased: false when the store has no room (nothing changed). A LOST remote has no record.
export function keepCounters(air: Air): boolean {
  let all = "";
  for (let i = 0; i < air.ids.length; i++) if (air.counters[i] !== LOST) all = all + counterRecord(air, i);
  const next = 1 - air.file;
  const name = AIR_COUNTERS_FILE + intText(next);
  if (all !== "" && !air.store.replace(name, all, COUNTER_ROOM)) return false;
  air.store.erase(air.name);
  air.file = next;
  air.name = name;
  return true;
}

export const enum Taken { Status = 0, Gesture = 1, Release = 2 }

// A frame's bytes as they came through the air: a Reject, or what it is (Taken): a status frame
// (the battery only), a gesture, or the release (Press, Hold, Chord) that directly follows a Down
// taken before it (the next counter, nothing between: the unit drops it when it acted on that Down).
// Every gesture's counter is kept before it is handed over; a status frame's is not (it applies
// nothing: a replay of it tells the unit only that the remote was heard).
// Each step costs at each frame (docs/architecture.md, "Espruino: what the interpreter costs"):
// the fields are read in place, no object is made, the record is text put together.
export function receive(air: Air, bytes: string, now: number): number {
  if (bytes.length !== FRAME_BYTES || bytes.charCodeAt(0) !== FRAME_VERSION) return Reject.Unknown;
  const k = air.ids.indexOf(bytes.charCodeAt(1));
  if (k < 0) return Reject.Unknown;
  // the counter first (a burst's repeats cost no MAC), then the MAC over every byte before it
  const counter = bytes.charCodeAt(2) * 65536 + bytes.charCodeAt(3) * 256 + bytes.charCodeAt(4);
  if (counter <= air.counters[k]) return Reject.Old;
  if (air.mac.hmacPrepared(air.pads[k], bytes.substring(0, SIGNED_BYTES)).substring(0, MAC_BYTES) !== bytes.substring(SIGNED_BYTES)) return Reject.Mac;
  const g = bytes.charCodeAt(5);
  const b = bytes.charCodeAt(6);
  // a status frame has no button; a gesture one button (a chord two or more) of the four
  if ((g > STATUS && g !== Gesture.Long) || (g === STATUS ? b !== 0 : b < 1 || b > 15 || (g !== Gesture.Chord && b !== 1 && b !== 2 && b !== 4 && b !== 8))) return Reject.Gesture;
  if (g === STATUS) {
    air.counters[k] = counter;
  } else {
    const release = g !== Gesture.Down && air.taken[k] === 1 && counter === air.counters[k] + 1;
    const r = air.tags[k] + counter + (g === Gesture.Down ? "t" : "d"); // (counterRecord's, in place)
    // when the file's room is used up, the state is kept whole in the other file, with this one
    air.counters[k] = counter;
    air.taken[k] = g === Gesture.Down ? 1 : 0;
    if (!air.store.append(air.name, r + r) && !keepCounters(air)) return Reject.Store;
    air.heard[k] = now;
    air.last[k] = bytes;
    return release ? Taken.Release : Taken.Gesture;
  }
  air.heard[k] = now;
  air.last[k] = bytes;
  return Taken.Status;
}

// Pairs a remote (its id 1-255 and its key in hex): a new key starts its counter again, the same
// key keeps it (a LOST one stays LOST: only a new key makes old frames worthless). False when
// there is no room (for the record, or for an other remote). A power cut at any point leaves the
// remote paired with its counter, or LOST: the counters are written without it before the new
// key is kept, and with it at 0 only after.
export function pairRemote(air: Air, id: number, hex: string): boolean {
  let k = remoteIndex(air, id);
  if (k < 0 && air.ids.length >= MAX_REMOTES) return false;
  if (k < 0) {
    k = air.ids.length;
    addRemote(air, id);
  }
  const fresh = air.keys[k] !== bytesOf(hex);
  if (fresh) {
    air.counters[k] = LOST;
    if (!keepCounters(air)) return false;
  }
  air.keys[k] = bytesOf(hex);
  air.pads[k] = air.mac.prepareKey(air.keys[k]);
  if (!keepRemotes(air)) return false;
  if (fresh) {
    air.counters[k] = 0;
    air.taken[k] = 0;
  }
  return keepCounters(air);
}

// Revokes a remote: its frames are refused from now on. False when it was not paired.
export function revokeRemote(air: Air, id: number): boolean {
  const k = remoteIndex(air, id);
  if (k < 0) return false;
  air.ids.splice(k, 1);
  air.keys.splice(k, 1);
  air.pads.splice(k, 1);
  air.tags.splice(k, 1);
  air.counters.splice(k, 1);
  air.taken.splice(k, 1);
  air.heard.splice(k, 1);
  air.last.splice(k, 1);
  return keepRemotes(air) && keepCounters(air);
}

// the remotes file (a power cut before the counters are kept again: a revoked remote's record
// is not read, a new key's remote is LOST)
function keepRemotes(air: Air): boolean {
  let all = "";
  for (let i = 0; i < air.ids.length; i++) all = all + record(intText(air.ids[i]) + " " + hexOf(air.keys[i]));
  if (all === "") air.store.erase(REMOTES_FILE);
  else if (!air.store.replace(REMOTES_FILE, all, 0)) return false;
  return true;
}

// Whether a remote is paired with this key (hex).
export function pairedWith(air: Air, id: number, hex: string): boolean {
  const k = remoteIndex(air, id);
  return k >= 0 && hexOf(air.keys[k]) === hex;
}
