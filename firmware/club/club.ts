// The wall unit's side of the club network (docs/club.md: topics and payloads), on a board with
// Wi-Fi. It publishes what it keeps, as numbers and hex (the host makes every word): each event
// as its journal record under its sequence number, with the records of the events just before it
// (prev), QoS 1; then the table's retained state, what the display shows as numbers (the link's
// Op.View: firmware/panel/view-numbers.ts), so that a late reader shows the table at once; once a match
// is over (its end, each signature) the match's canonical journal, retained, made from the
// session then and not kept (a reader makes the sheet from it with the rules core); the presence,
// whose last will says "offline". An event is queued where it is entered and published by a
// timer of 0 ms, once the display shows it. Top-level functions of the unit's state
// (docs/architecture.md, "Espruino: what the interpreter costs"): the press path keeps
// only the closure that startClub returns.
import { Err, Fx, Phase, T } from "../../rules/codes";
import { Command } from "../../rules/command";
import { intText } from "../../rules/numbers";
import { Dev } from "../journal/device";
import { loadNet, netReady, saveNet } from "./net";
import { NetPort, NetSettings } from "../../hal/roles";
import { canonicalPayloads } from "../journal/canonical-body";
import { eventPayload, headerPayload, record } from "../journal/records";
import { hexOf } from "../journal/link-frame";
import { viewNumbers } from "../panel/view-numbers";
import { ClubState, Live, UnitContext, UnitState } from "../panel/state";
import type { Session } from "../journal/journal-file";

// how many of the events before each one its message repeats (tools/club/topics.ts: PREV)
const PREV = 8;

function clubTopic(st: UnitState, kind: string): string {
  return st.club!.topic + kind;
}

// "TABLE EPOCH SEQ MATCH AT": AT the ms since 1970 on the wall time the link set (0 while it is
// not set; written out here, not a function of its own: a call less at every event)
/** @resident */
function numbering(u: UnitContext): string {
  const st = u.st;
  const c = st.club!;
  const w = st.wall;
  return intText(c.table) + " " + intText(c.epoch) + " " + intText(c.seq) + " " + intText(c.match) + " " +
    intText(w.days < 0 ? 0 : (w.days * 86400 + w.secs) * 1000 + u.o.clock.now() - st.wallAt);
}

// "TABLE EPOCH SEQ MATCH AT N... NAME-A NAME-B": the numbers the display shows, the names in hex;
// at: numbering's text, when the caller has it
/** @resident */
function publishState(u: UnitContext, at: string): void {
  const c = u.st.club!;
  c.net.publish(c.topic + "state", (at === "" ? numbering(u) : at) + " " + viewNumbers(u.st, c.rec, u.o.clock.now()), 1, true);
}

// "TABLE EPOCH SEQ MATCH AT DEVICE JOURNAL" once the match is over: its journal as a compaction
// writes it (session.ts: its header, the records that rebuild the match, when it ended), made
// from the session now, record by record. Back in play (an undo), the retained one is cleared.
function publishJournal(u: UnitContext): void {
  const st = u.st;
  const o = u.o;
  const c = st.club!;
  const s = c.rec;
  if (s.m.n[T.Phase] < Phase.Finished) {
    if (c.over === c.match) c.net.publish(clubTopic(st, "journal"), "", 1, true);
    c.over = -1;
    return;
  }
  let hex = hexOf(record(headerPayload(s.matchNo, s.gen)));
  canonicalPayloads(s.m, s.profile, true, function (p: string) { hex = hex + hexOf(record(p)); });
  if (s.clock !== "") hex = hex + hexOf(record(s.clock));
  c.over = c.match;
  c.net.publish(clubTopic(st, "journal"), numbering(u) + " " + (o.device === undefined ? "carom" : o.device) + " " + hex, 1, true);
}

// the broker took the connection (on) or lost it
function clubUp(u: UnitContext, on: boolean): void {
  const st = u.st;
  const c = st.club!;
  c.up = on;
  if (!on || c.table === 0) return;
  c.net.publish(clubTopic(st, "presence"), "online", 1, true);
  publishState(u, "");
  if (c.rec.m.n[T.Phase] >= Phase.Finished) publishJournal(u);
}

// (Re)connects with the settings, or stops when they are not complete.
export function clubConnect(u: UnitContext, s: NetSettings): void {
  const st = u.st;
  const c = st.club!;
  c.net.stop();
  c.up = false;
  c.table = netReady(s) ? s.table : 0;
  c.topic = "carom/table/" + intText(c.table) + "/";
  if (c.table === 0) return;
  c.net.start(s, clubTopic(st, "presence"), function (on: boolean) { clubUp(u, on); });
}

// The events entered since the last time, each published as its record ("TABLE EPOCH SEQ MATCH
// AT RECORD PREV..."), then the state after them, then the journal where the match is over.
/** @resident */
function clubFlush(u: UnitContext): void {
  const st = u.st;
  const c = st.club!;
  const q = c.queue;
  c.queue = [];
  let at = "";
  for (let i = 0; i < q.length; i++) {
    const p = q[i];
    const code = p.charCodeAt(0);
    const rec = hexOf(record(p));
    if (code === Dev.New || code === Dev.Abandon) c.match = c.match + 1;
    c.seq = c.seq + 1;
    at = numbering(u);
    c.net.publish(c.topic + "event", at + " " + rec + (c.prev.length > 0 ? " " + c.prev.join(" ") : ""), 1, false);
    c.prev.push(rec);
    if (c.prev.length > PREV) c.prev.shift();
  }
  publishState(u, at); // (the last event's numbering: the state after it)
  if (c.over >= 0 || c.rec.m.n[T.Phase] >= Phase.Finished) publishJournal(u);
}

// Starts publishing with the kept settings; returns what the unit calls with each event entered
// (the unit's live stream so far, the link's, then the club's).
export function startClub(u: UnitContext, rec: Session, net: NetPort): Live {
  const live = u.live;
  // a number of its own for this numbering: the unit does not read back what the broker kept
  const c: ClubState = { rec: rec, net: net, table: 0, epoch: 1 + Math.floor(Math.random() * 16000000), seq: 0, match: 0, prev: [], up: false, over: -1, queue: [], topic: "" };
  u.st.club = c;
  clubConnect(u, loadNet(u.o.store));
  const flush = function () { clubFlush(u); };
  return function (cmd: Command | null, fx: number, code: number) {
    if (live !== null) live(cmd, fx, code);
    if (c.table === 0) return;
    c.queue.push(eventPayload(rec.m.journal, cmd, code));
    if (c.queue.length === 1) u.o.clock.after(0, flush);
  };
}

// A setting of the club network (device.ts: Dev.NetSsid..Dev.NetOff): kept, and connected with
// at once. An effect code, or Err.StoreFull.
export function netCommand(u: UnitContext, cmd: Command): number {
  const st = u.st;
  const o = u.o;
  let s = loadNet(o.store);
  const c = cmd.code;
  if (c === Dev.NetSsid) s.ssid = cmd.text;
  else if (c === Dev.NetWifiPassword) s.wifiPassword = cmd.text;
  else if (c === Dev.NetBroker) {
    s.host = cmd.text;
    s.port = cmd.a;
  } else if (c === Dev.NetUser) s.user = cmd.text;
  else if (c === Dev.NetPassword) s.password = cmd.text;
  else if (c === Dev.NetTable) s.table = cmd.a;
  else s = { ssid: "", wifiPassword: "", host: "", port: 0, user: "", password: "", table: 0 };
  if (!saveNet(o.store, s)) return Err.StoreFull;
  if (st.club !== undefined) clubConnect(u, s);
  return Fx.None;
}
