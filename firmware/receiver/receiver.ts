// The receiver module's firmware (an MDBT42Q in the wall unit's box, docs/remote.md): it holds the
// wireless remotes (firmware/receiver/air.ts: keys, counters, the check of every frame heard) and hands the
// unit, over the UART inside the box (firmware/wireless/air-line.ts), only the checked gestures, its
// remotes' silence and lost counters, and the list of remotes; it pairs and revokes as the unit
// asks on that line. The unit trusts its own UART: whoever can reach it can open the box.
//   startReceiver({ clock, radio, line, store, mac })
import { Clock, Lines, Mac, Radio, Store } from "../../hal/roles";
import { Air, battery, KEY_BYTES, loadAir, LOST, pairRemote, receive, revokeRemote } from "./air";
import { Answer, Line, lineOf, linePayload, Note } from "../wireless/air-line";
import { hexOf } from "../journal/link-frame";

// A remote is silent when no frame came for this long (it sends its battery every 10 minutes:
// firmware/remote/remote.ts STATUS_MS); checked each minute, when a lost counter is told again too.
export const SILENT_MS = 25 * 60 * 1000;
export const CHECK_MS = 60 * 1000;
const MAX_SECONDS = 16777215; // the list's 3 bytes

export interface ReceiverOptions { clock: Clock; radio: Radio; line: Lines; store: Store; mac: Mac }
export interface Receiver { air: Air; close(): void }

export function startReceiver(o: ReceiverOptions): Receiver {
  const air = loadAir(o.store, o.mac);
  o.radio.onFrame = (bytes) => heard(air, o, bytes);
  o.line.onLine = (l) => asked(air, o, l);
  const t = o.clock.every(CHECK_MS, () => check(air, o));
  o.line.write(listLine(air, o.clock.now(), 0, Answer.Ok)); // (the unit may have started first)
  check(air, o);
  return {
    air: air,
    close() {
      o.clock.cancel(t);
    },
  };
}

// A frame heard: checked (the counter kept first), then handed to the unit as a gesture line.
function heard(air: Air, o: ReceiverOptions, bytes: string): void {
  const a = receive(air, bytes, o.clock.now());
  if (a < 0) return;
  o.line.write(lineOf(String.fromCharCode(Line.Gesture, bytes.charCodeAt(1), bytes.charCodeAt(5), bytes.charCodeAt(6), bytes.charCodeAt(7), a === 2 ? 1 : 0)));
}

// A request of the unit's: pair, revoke or the list, answered with the list (a line that is not
// whole, or whose checksum fails, is not answered: the unit asks again).
function asked(air: Air, o: ReceiverOptions, l: string): void {
  const p = linePayload(l);
  const kind = p.charCodeAt(0);
  let code = Answer.Ok;
  if (kind === Line.Pair && p.length === 2 + KEY_BYTES && p.charCodeAt(1) > 0) {
    const id = p.charCodeAt(1);
    const k = air.ids.indexOf(id);
    // the same key again keeps the remote as it is: a lost one stays lost (its old frames would replay)
    if (k >= 0 && air.keys[k] === p.substring(2)) code = air.counters[k] === LOST ? Answer.Lost : Answer.Ok;
    else code = pairRemote(air, id, hexOf(p.substring(2))) ? Answer.Ok : Answer.Full;
  } else if (kind === Line.Revoke && p.length === 2) {
    code = revokeRemote(air, p.charCodeAt(1)) ? Answer.Ok : Answer.Unpaired;
  } else if (kind !== Line.Ask) {
    return;
  }
  o.line.write(listLine(air, o.clock.now(), kind, code));
}

// The list: each remote's id, whether its counter is lost, its battery (0: not heard since the
// module started) and the seconds since its last frame.
export function listLine(air: Air, now: number, kind: number, code: number): string {
  let out = String.fromCharCode(Line.List, kind, code);
  for (let i = 0; i < air.ids.length; i++) {
    const s = air.heard[i] < 0 ? 0 : Math.min(MAX_SECONDS, Math.floor((now - air.heard[i]) / 1000));
    out = out + String.fromCharCode(air.ids[i], air.counters[i] === LOST ? 1 : 0, battery(air, i), Math.floor(s / 65536), Math.floor(s / 256) % 256, s % 256);
  }
  return lineOf(out);
}

// every minute: a remote heard since start-up and silent for SILENT_MS is told, once; a LOST one
// (its counter unreadable: refused until paired again with a new key) each time
function check(air: Air, o: ReceiverOptions): void {
  const now = o.clock.now();
  for (let i = 0; i < air.ids.length; i++) {
    const silent = air.heard[i] >= 0 && now - air.heard[i] >= SILENT_MS && now - air.heard[i] < SILENT_MS + CHECK_MS;
    if (air.counters[i] === LOST || silent) o.line.write(lineOf(String.fromCharCode(Line.Note, air.ids[i], air.counters[i] === LOST ? Note.Lost : Note.Silent)));
  }
}
