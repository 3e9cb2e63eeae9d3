// The unit's side of the wireless remote (firmware/air.ts): accepted frames become the gestures
// the wired buttons give (the unit's own key(g, id), no script text), pairing (the link asks, the
// unit's menu agrees), revoking, the list of remotes with their battery and when they were heard,
// and a passing message when one goes silent or its battery runs low. Top-level functions, left
// in flash on Espruino until they are called (tools/espruino-lazy.ts).
import { Err, Fx } from "../rules/codes";
import { Command, command } from "../rules/command";
import { intText } from "../rules/numbers";
import { parseCount } from "../rules/words";
import { Air, battery, KEY_BYTES, loadAir, LOST, pairedWith, pairRemote, receive, revokeRemote } from "./air";
import { Dev } from "./device";
import { Gesture } from "./gestures";
import { remoteKey } from "./keys";
import { promptItem } from "./menu";
import { hexOf, keyWords } from "./seal";
import { Controls, UnitOptions, UnitState } from "./state";
import { say } from "./texts";
import { Reply } from "./link-frame";

// A remote is silent when no frame came for this long (it sends its battery every STATUS_MS: docs/remote.md).
export const SILENT_MS = 25 * 60 * 1000;
export const LOW_BATTERY = 110; // 2.2 V, in 20 mV steps
const CHECK_MS = 60 * 1000;

// a passing message (as unit-device.ts's showMessage, which imports this file)
function tell(st: UnitState, o: UnitOptions, text: string, ms: number): void {
  st.message = text;
  st.messageUntil = o.clock.now() + ms;
}

// Starts receiving (the unit calls it with its key(g, id)): nothing without a radio or a MAC.
export function startAir(st: UnitState, o: UnitOptions, key: (g: number, id: number) => void): void {
  const radio = o.radio;
  const mac = o.mac;
  if (radio === undefined || mac === undefined) return;
  st.air = loadAir(o.store, mac);
  airCheck(st, o); // (a remote whose counter is lost is shown at once)
  const check = (g: number, id: number) => acts(st, o, g, id); // (made once, not at each frame)
  radio.onFrame = (bytes) => airFrame(st, o, key, bytes, check);
  o.clock.every(CHECK_MS, () => airCheck(st, o));
}

// Whether the unit acts on a gesture as it arrives (unit.ts's key: a Down of point, miss or undo
// outside the menu, or of the OK that confirms a foul in it), so that its release is not applied again.
/** @resident */
function acts(st: UnitState, o: UnitOptions, g: number, id: number): boolean {
  return g === Gesture.Down && o.controls === Controls.Remote && (st.menu.open ? id === 3 && st.menu.foul > 0 : remoteKey(g, id) > 0);
}

// A frame heard: the counter kept first (air.ts), then the gesture applied. (Resident with
// receive and acts: a wireless press runs them.)
/** @resident */
export function airFrame(st: UnitState, o: UnitOptions, key: (g: number, id: number) => void, bytes: string, check?: (g: number, id: number) => boolean): number {
  const air = st.air as Air;
  const a = receive(air, bytes, o.clock.now(), check === undefined ? (g, id) => acts(st, o, g, id) : check);
  if (a > 0) key(Math.floor((a - 1) / 8), (a - 1) % 8);
  if (a >= 0 && bytes.charCodeAt(7) < LOW_BATTERY) lowBattery(st, o, air, bytes.charCodeAt(1));
  return a;
}

function lowBattery(st: UnitState, o: UnitOptions, air: Air, id: number): void {
  const k = air.ids.indexOf(id);
  if (battery(air, k) < LOW_BATTERY && o.clock.now() - st.messageUntil > 0) tell(st, o, "R" + intText(id) + " " + say("battery", st.lang), 5000);
}

// every minute: a remote heard since start-up and silent for SILENT_MS is shown, once; a LOST
// one (air.ts: its counter unreadable, refused until paired again) each time
function airCheck(st: UnitState, o: UnitOptions): void {
  const air = st.air as Air;
  const now = o.clock.now();
  for (let i = 0; i < air.ids.length; i++) {
    if (air.counters[i] === LOST) tell(st, o, "R" + intText(air.ids[i]) + " " + say("lost", st.lang), 10000);
    else if (air.heard[i] >= 0 && now - air.heard[i] >= SILENT_MS && now - air.heard[i] < SILENT_MS + CHECK_MS) {
      tell(st, o, "R" + intText(air.ids[i]) + " " + say("silent", st.lang), 10000);
    }
  }
}

// Op.Remotes: "0" and each paired remote's id, battery in millivolts (-1: not heard since
// start-up; -2: its counter is lost, refused until paired again with a new key), seconds since
// its last frame (-1: none).
export function remotesFrame(st: UnitState, now: number): string {
  const air = st.air;
  if (air === undefined) return intText(Reply.NoFeature);
  let out = "0";
  for (let i = 0; i < air.ids.length; i++) {
    out = out + " " + intText(air.ids[i]) + " " + intText(air.counters[i] === LOST ? -2 : battery(air, i) === 0 ? -1 : battery(air, i) * 20) + " " +
      intText(air.heard[i] < 0 ? -1 : Math.floor((now - air.heard[i]) / 1000));
  }
  return out;
}

// The same on the unit's message line: "R1 2.9V 3MIN", "R2 NEVER".
function remotesShown(air: Air, now: number, lang: number): string {
  let out = "";
  for (let i = 0; i < air.ids.length; i++) {
    const mv = battery(air, i) * 20;
    out = out + (i > 0 ? " " : "") + "R" + intText(air.ids[i]) + " " + (air.counters[i] === LOST ? say("lost", lang) : air.heard[i] < 0 ? say("never", lang) :
      intText(Math.floor(mv / 1000)) + "." + intText(Math.floor(mv / 100) % 10) + "V " + intText(Math.floor((now - air.heard[i]) / 60000)) + "MIN");
  }
  return out === "" ? "-" : out;
}

// The device commands Dev.PairAsk, Dev.Pair (confirmed on the unit), Dev.Unpair, Dev.Remotes.
export function remoteCommand(st: UnitState, o: UnitOptions, cmd: Command): number {
  const air = st.air;
  if (air === undefined) return Err.NotNow;
  if (cmd.code === Dev.PairAsk) {
    st.pairAsk = cmd.text;
    promptItem(st.menu, "pair");
    return Fx.None;
  }
  if (cmd.code === Dev.Remotes) {
    tell(st, o, remotesShown(air, o.clock.now(), st.lang), 10000);
    return Fx.None;
  }
  if (cmd.code === Dev.Unpair) return revokeRemote(air, cmd.a) ? Fx.Setup : Err.Word;
  const ask = st.pairAsk === undefined ? "" : st.pairAsk;
  if (ask === "") return Err.NotNow;
  st.pairAsk = "";
  const sp = ask.indexOf(" ");
  return pairRemote(air, parseCount(ask.substring(0, sp)), ask.substring(sp + 1)) ? Fx.Setup : Err.StoreFull;
}

// Op.Pair, its bytes the remote's id and its key in hex: "0" paired with this key already, "1"
// to be confirmed on the unit (PAIR REMOTE, MENU twice).
export function pairFrame(st: UnitState, args: string, input: (cmd: Command, quiet: boolean) => number): string {
  const air = st.air;
  if (air === undefined) return intText(Reply.NoFeature);
  const id = args.charCodeAt(0);
  const hex = args.substring(1);
  if (args.length !== 1 + KEY_BYTES * 2 || id < 1 || !keyWords("r", hex + hex)) return intText(Reply.Range);
  if (pairedWith(air, id, hex)) return intText(air.counters[air.ids.indexOf(id)] === LOST ? Reply.Lost : 0);
  const ask = command(Dev.PairAsk, 0);
  ask.text = intText(id) + " " + hex;
  input(ask, true);
  return "1";
}

// Op.Revoke, its byte the remote's id.
export function revokeFrame(st: UnitState, args: string): string {
  const air = st.air;
  if (air === undefined) return intText(Reply.NoFeature);
  return intText(args.length === 1 && revokeRemote(air, args.charCodeAt(0)) ? 0 : Reply.Unpaired);
}

// (for the tests and the bench: the key's hex as the unit keeps it)
export function keyHex(air: Air, id: number): string {
  const k = air.ids.indexOf(id);
  return k < 0 ? "" : hexOf(air.keys[k]);
}
