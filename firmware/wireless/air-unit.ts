// The unit's side of the wireless remote: the receiver module (firmware/receiver/receiver.ts) holds the
// remotes and checks every frame; the unit trusts its own UART inside the box and takes from it
// only whole lines whose checksum is right (firmware/wireless/air-line.ts). Its checked gestures become the
// gestures the wired buttons give (the unit's own key(g, id), no script text); the link's and the
// menu's pairing, revoking and list go to the module as requests (asked again until it answers),
// and the list the module answers with is kept here for the link and the menu; a low battery, a
// silent remote and a lost counter are passing messages. Top-level functions
// (docs/architecture.md, "Espruino: what the interpreter costs").
import { Err, Fx } from "../../rules/codes";
import { Command, command } from "../../rules/command";
import { intText } from "../../rules/numbers";
import { parseCount } from "../../rules/words";
import { Answer, Line, LIST_ENTRY, lineOf, linePayload, Note } from "./air-line";
import { Dev } from "../journal/device";
import { Gesture } from "../panel/gestures";
import { remoteKey } from "../panel/keys";
import { promptItem } from "../panel/menu";
import { bytesOf, keyWords } from "../seal/seal";
import { Air, Controls, Input, UnitContext, UnitState } from "../panel/state";
import { showMessage } from "../panel/message";
import { say } from "../panel/texts";
import { Reply } from "../journal/link-frame";

export const LOW_BATTERY = 110; // 2.2 V, in 20 mV steps
const ASK_MS = 1000; // a request not answered is asked again after this, ASK_TRIES times in all
const ASK_TRIES = 3;
const STATUS = 4; // (remote-frame.ts: a status frame, the battery only)

// Starts the module's line (the start-up calls it: firmware/table.ts); its gestures go to the
// unit's key (UnitContext.key). The list asked for at once.
export function startAir(u: UnitContext): void {
  const st = u.st;
  const o = u.o;
  const radio = o.radio;
  if (radio === undefined) return;
  const air: Air = { line: radio, clock: o.clock, ids: [], battery: [], heard: [], acted: [], asks: [], tries: 0 };
  st.air = air;
  radio.onLine = (l) => airLine(u, l);
  ask(air, String.fromCharCode(Line.Ask, 0));
}

// Whether the unit acts on a gesture as it arrives (unit.ts's key: a Down of point, miss or undo
// outside the menu, or of the OK that confirms a foul in it), so that its release is not applied again.
/** @resident */
function acts(u: UnitContext, g: number, id: number): boolean {
  const st = u.st;
  const o = u.o;
  return g === Gesture.Down && o.controls === Controls.Remote && (st.menu.open ? id === 3 && st.menu.foul > 0 : remoteKey(g, id) > 0);
}

function remoteIndex(air: Air, id: number): number {
  let k = air.ids.indexOf(id);
  if (k < 0) {
    // (paired before the list came: the module hands over only its own remotes' gestures)
    k = air.ids.length;
    air.ids.push(id);
    air.battery.push(0);
    air.heard.push(-1);
    air.acted.push(1);
  }
  return k;
}

// A line from the module: a checked gesture applied (the release of a Down the unit acted on
// dropped), a note, or the list. Any other line (garbled on the wire: its checksum) is refused: -1.
/** @resident */
export function airLine(u: UnitContext, l: string): number {
  const st = u.st;
  const o = u.o;
  const p = linePayload(l);
  const air = st.air as Air;
  if (p.length === 6 && p.charCodeAt(0) === Line.Gesture) {
    const k = remoteIndex(air, p.charCodeAt(1));
    const g = p.charCodeAt(2);
    // the first button of the mask (button i adds 2^i; a: button 0, b: 1...)
    const id = "`abacabadabacaba".charCodeAt(p.charCodeAt(3)) - 97;
    air.heard[k] = o.clock.now();
    air.battery[k] = p.charCodeAt(4);
    if (g !== STATUS && (p.charCodeAt(5) !== 1 || air.acted[k] === 0)) {
      air.acted[k] = acts(u, g, id) ? 1 : 0;
      u.key(g, id);
    }
    if (air.battery[k] < LOW_BATTERY && o.clock.now() - st.messageUntil > 0) showMessage(u, "R" + intText(air.ids[k]) + " " + say("battery", st.lang), 5000);
    return 1;
  }
  if (p.length === 3 && p.charCodeAt(0) === Line.Note) {
    showMessage(u, "R" + intText(p.charCodeAt(1)) + " " + say(p.charCodeAt(2) === Note.Lost ? "lost" : "silent", st.lang), 10000);
    return 1;
  }
  if (p.length >= 3 && p.charCodeAt(0) === Line.List && (p.length - 3) % LIST_ENTRY === 0) {
    listed(u, p);
    return 1;
  }
  return -1;
}

// The module's list, kept; the request it answers is done (a failed pairing shown).
function listed(u: UnitContext, p: string): void {
  const st = u.st;
  const o = u.o;
  const air = st.air as Air;
  const now = o.clock.now();
  const ids: number[] = [];
  const battery: number[] = [];
  const heard: number[] = [];
  const acted: number[] = [];
  for (let at = 3; at < p.length; at = at + LIST_ENTRY) {
    const id = p.charCodeAt(at);
    const b = p.charCodeAt(at + 2);
    const k = air.ids.indexOf(id);
    ids.push(id);
    battery.push(p.charCodeAt(at + 1) === 1 ? -1 : b);
    heard.push(b === 0 ? -1 : now - 1000 * (p.charCodeAt(at + 3) * 65536 + p.charCodeAt(at + 4) * 256 + p.charCodeAt(at + 5)));
    acted.push(k < 0 ? 1 : air.acted[k]);
  }
  air.ids = ids;
  air.battery = battery;
  air.heard = heard;
  air.acted = acted;
  const kind = p.charCodeAt(1);
  if (kind !== 0 && air.asks.length > 0 && air.asks[0].charCodeAt(0) === kind) {
    air.asks.shift();
    air.tries = 0;
    if (air.asks.length > 0) sendAsk(air);
  }
  if (kind === Line.Pair && p.charCodeAt(2) !== Answer.Ok) showMessage(u, p.charCodeAt(2) === Answer.Lost ? say("lost", st.lang) : say("full", st.lang), 10000);
}

// A request to the module (its payload), asked once the ones before it are answered.
function ask(air: Air, payload: string): void {
  air.asks.push(payload);
  if (air.asks.length === 1) sendAsk(air);
}

// the first request asked, and again after ASK_MS until it is answered (ASK_TRIES in all)
function sendAsk(air: Air): void {
  if (air.asks.length === 0) return;
  if (air.tries >= ASK_TRIES) {
    air.asks.shift();
    air.tries = 0;
    if (air.asks.length === 0) return;
  }
  const first = air.asks[0];
  air.tries++;
  air.line.write(lineOf(first));
  air.clock.after(ASK_MS, () => {
    if (air.asks[0] === first) sendAsk(air);
  });
}

// Op.Remotes: "0" and each paired remote's id, battery in millivolts (-1: not heard since the
// module started; -2: its counter is lost, refused until paired again with a new key), seconds
// since its last frame (-1: none).
export function remotesFrame(st: UnitState, now: number): string {
  const air = st.air;
  if (air === undefined) return intText(Reply.NoFeature);
  let out = "0";
  for (let i = 0; i < air.ids.length; i++) {
    out = out + " " + intText(air.ids[i]) + " " + intText(air.battery[i] < 0 ? -2 : air.battery[i] === 0 ? -1 : air.battery[i] * 20) + " " +
      intText(air.heard[i] < 0 ? -1 : Math.floor((now - air.heard[i]) / 1000));
  }
  return out;
}

// The same on the unit's message line: "R1 2.9V 3MIN", "R2 NEVER".
function remotesShown(air: Air, now: number, lang: number): string {
  let out = "";
  for (let i = 0; i < air.ids.length; i++) {
    const mv = air.battery[i] * 20;
    out = out + (i > 0 ? " " : "") + "R" + intText(air.ids[i]) + " " + (mv < 0 ? say("lost", lang) : air.heard[i] < 0 ? say("never", lang) :
      intText(Math.floor(mv / 1000)) + "." + intText(Math.floor(mv / 100) % 10) + "V " + intText(Math.floor((now - air.heard[i]) / 60000)) + "MIN");
  }
  return out === "" ? "-" : out;
}

// A remote revoked: at once in the unit's list, and asked of the module. False when it is not listed.
function revoke(air: Air, id: number): boolean {
  const k = air.ids.indexOf(id);
  if (k < 0) return false;
  air.ids.splice(k, 1);
  air.battery.splice(k, 1);
  air.heard.splice(k, 1);
  air.acted.splice(k, 1);
  ask(air, String.fromCharCode(Line.Revoke, id));
  return true;
}

// The device commands Dev.PairAsk, Dev.Pair (confirmed on the unit), Dev.Unpair, Dev.Remotes.
export function remoteCommand(u: UnitContext, cmd: Command): number {
  const st = u.st;
  const o = u.o;
  const air = st.air;
  if (air === undefined) return Err.NotNow;
  if (cmd.code === Dev.PairAsk) {
    st.pairAsk = cmd.text;
    promptItem(st.menu, "pair");
    return Fx.None;
  }
  if (cmd.code === Dev.Remotes) {
    showMessage(u, remotesShown(air, o.clock.now(), st.lang), 10000);
    return Fx.None;
  }
  if (cmd.code === Dev.Unpair) return revoke(air, cmd.a) ? Fx.Setup : Err.Word;
  const pair = st.pairAsk === undefined ? "" : st.pairAsk;
  if (pair === "") return Err.NotNow;
  st.pairAsk = "";
  const sp = pair.indexOf(" ");
  ask(air, String.fromCharCode(Line.Pair, parseCount(pair.substring(0, sp))) + bytesOf(pair.substring(sp + 1)));
  return Fx.Setup;
}

// Op.Pair, its bytes the remote's id and its key in hex: "1", to be confirmed on the unit (PAIR
// REMOTE, MENU twice); the module pairs it then (the same key again keeps it as it is).
export function pairFrame(st: UnitState, args: string, input: Input): string {
  if (st.air === undefined) return intText(Reply.NoFeature);
  const id = args.charCodeAt(0);
  const hex = args.substring(1);
  if (args.length !== 33 || id < 1 || !keyWords("r", hex + hex)) return intText(Reply.Range);
  const c = command(Dev.PairAsk, 0);
  c.text = intText(id) + " " + hex;
  input(c, true);
  return "1";
}

// Op.Revoke, its byte the remote's id.
export function revokeFrame(st: UnitState, args: string): string {
  if (st.air === undefined) return intText(Reply.NoFeature);
  return intText(args.length === 1 && revoke(st.air, args.charCodeAt(0)) ? 0 : Reply.Unpaired);
}
