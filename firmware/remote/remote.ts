// The wireless remote's firmware (docs/remote.md): four buttons, each gesture a frame
// (firmware/remote/remote-frame.ts) sent as a burst of advertisements (the hal's Beacon role), then
// sleep. The remote sends gestures, not edges: Down as the first button goes down (the unit acts
// on point, miss and undo then), and then what it became, Press, Hold or Chord, with the next
// counter; the unit applies the second only when it did not act on the first. Every STATUS_MS
// a status frame carries the battery (the unit's sign that the remote is alive).
// Its key ("ID HEX", written over the serial port by `carom pair`, never over the air) and its
// counter are in its store. The counter is reserved in blocks: a block's end is kept before any
// counter in it is used, so after a battery change the remote starts above every counter it may
// have sent (at most a block is skipped), and the store is written once every BLOCK frames.
//   startRemote({ clock, buttons, beacon, store, mac, holdMs: 800 })
import { Beacon, Buttons, Clock, Edge, Mac, MacKey, Store } from "../../hal/roles";
import { intText } from "../../rules/numbers";
import { readRecords, record } from "../journal/records";
import { frameBytes, MAX_COUNTER, STATUS } from "./remote-frame";
import { bytesOf } from "../seal/seal";
import { Gesture, startGestures } from "../panel/gestures";

export const REMOTE_KEY_FILE = "rkey"; // "ID HEX"
const BLOCK_FILE = "rblk"; // the reserved block's end, in two files written in turn
export const BLOCK = 256;
export const STATUS_MS = 10 * 60 * 1000;

export interface RemoteOptions { clock: Clock; buttons: Buttons; beacon: Beacon; store: Store; mac: Mac; holdMs: number }

interface RemoteState {
  o: RemoteOptions;
  id: number; // 0: not paired, sends nothing
  pads: MacKey; // its key as mac.prepareKey made it
  counter: number; // the last one sent
  reserved: number; // counters up to this one may be used
  file: number; // the block file written last
  mask: number; // the buttons gone down since all were up
  downs: number;
}

function keptBlock(s: RemoteState): void {
  for (let f = 0; f < 2; f++) {
    const p = readRecords(s.o.store.read(BLOCK_FILE + intText(f))).payloads;
    const n = p.length > 0 ? parseInt(p[0], 10) : 0;
    if (n > s.reserved) {
      s.reserved = n;
      s.file = f;
    }
  }
  s.counter = s.reserved; // (any counter up to it may have been sent before the power went)
}

// A frame with the next counter, sent (false when the counter could not be reserved: nothing sent).
export function sendFrame(s: RemoteState, gesture: number, buttons: number): boolean {
  if (s.id === 0 || s.counter >= MAX_COUNTER) return false;
  if (s.counter + 1 > s.reserved) {
    const next = Math.min(MAX_COUNTER, s.reserved + BLOCK);
    if (!s.o.store.replace(BLOCK_FILE + intText(1 - s.file), record(intText(next)), 0)) return false;
    s.file = 1 - s.file;
    s.reserved = next;
  }
  s.counter = s.counter + 1;
  s.o.beacon.burst(frameBytes(s.o.mac, s.pads, { id: s.id, counter: s.counter, gesture: gesture, buttons: buttons, battery: s.o.beacon.battery() }));
  return true;
}

function bit(id: number): number {
  return Math.pow(2, id);
}

function gesture(s: RemoteState, g: number, id: number): boolean {
  sendFrame(s, g, g === Gesture.Chord ? s.mask : bit(id));
  return false; // (a Down is never the whole gesture here: its release is sent too)
}

function edge(s: RemoteState, id: number, e: number, g: { edge(id: number, e: number): void }): void {
  if (e === Edge.Down) {
    if (s.downs === 0) s.mask = 0;
    if (Math.floor(s.mask / bit(id)) % 2 === 0) s.mask = s.mask + bit(id);
    s.downs = s.downs + 1;
  } else {
    s.downs = Math.max(0, s.downs - 1);
  }
  g.edge(id, e);
}

export interface Remote { s: RemoteState; close(): void }

export function startRemote(o: RemoteOptions): Remote {
  const s: RemoteState = { o: o, id: 0, pads: [], counter: 0, reserved: 0, file: 1, mask: 0, downs: 0 };
  const p = readRecords(o.store.read(REMOTE_KEY_FILE)).payloads;
  const sp = p.length > 0 ? p[0].indexOf(" ") : -1;
  if (sp > 0) {
    s.id = parseInt(p[0].substring(0, sp), 10);
    s.pads = o.mac.prepareKey(bytesOf(p[0].substring(sp + 1)));
  }
  keptBlock(s);
  const g = startGestures(o.clock, o.holdMs, (gs, id) => gesture(s, gs, id));
  o.buttons.onEdge = (id, e) => edge(s, id, e, g);
  sendFrame(s, STATUS, 0);
  // (never while a button is down: a Down and its release go with consecutive counters)
  const t = o.clock.every(STATUS_MS, () => s.downs === 0 && sendFrame(s, STATUS, 0));
  return {
    s: s,
    close() {
      o.clock.cancel(t);
      g.close();
    },
  };
}

// The key file's record, as `carom pair` writes it on the remote.
export function remoteKeyRecord(id: number, hex: string): string {
  return record(intText(id) + " " + hex);
}
