// The wall unit's side of the club network (docs/club.md), on a board with Wi-Fi: the topics
// and payloads of tools/club/publisher.ts. Each event entered is published with QoS 1 under its
// sequence number (with the events just before it, prev), then the table's retained state with
// the number of its last event; a finished match's sheet, retained, as the link's `sheet`
// returns it; the presence, whose last will says "offline". Top-level functions of the unit's
// state, left in flash on Espruino until they are called (tools/espruino-lazy.ts): the press
// path keeps only the closure that startClub returns.
import { Cmd, Err, Fx, Phase, T } from "../rules/codes";
import { Command, command } from "../rules/command";
import { intText } from "../rules/numbers";
import { jsonString, sheetJson } from "../rules/sheet";
import { Dev } from "./device";
import { loadNet, NetPort, NetSettings, netReady, saveNet } from "./net";
import { commandText } from "./script-text";
import { sheetStamp } from "./stamp";
import { clockDays, clockSecs } from "./records";
import { view } from "../rules/view";
import { Clock } from "../hal/roles";
import { Profile, secondsLeft } from "./shotclock";
import { Live, UnitOptions, UnitState } from "./state";

// what the display shows, as JSON: the table's state
function viewJson(s: { o: { st: UnitState; clock: Clock } }): string {
  const u = s.o.st;
  const m = u.session.m;
  const f = view(m);
  const clock = u.shot.profile === Profile.Off ? -1 : secondsLeft(u.shot, s.o.clock.now());
  return "{\"state\":" + intText(m.n[T.Phase]) + ",\"shooter\":" + intText(f.shooter) + ",\"breaker\":" + intText(f.breaker) +
    ",\"names\":[" + jsonString(m.names[0]) + "," + jsonString(m.names[1]) + "],\"score\":[" + intText(f.score[0]) + "," +
    intText(f.score[1]) + "],\"run\":" + intText(f.run) + ",\"inning\":" + intText(f.inning) + ",\"high\":[" +
    intText(f.high[0]) + "," + intText(f.high[1]) + "],\"average\":[" + intText(f.average[0]) + "," +
    intText(f.average[1]) + "],\"clock\":" + intText(clock) + ",\"equalizing\":" + (m.n[T.Equalizing] === 1 ? "true" : "false") +
    ",\"lastInning\":" + (f.lastInning ? "true" : "false") + ",\"round\":" + intText(f.round) + ",\"winner\":" + intText(m.n[T.Winner]) +
    ",\"distance\":[" + intText(m.dist[0]) + "," + intText(m.dist[1]) + "]}";
}

// how many of the events before each one its message repeats (tools/club/publisher.ts: PREV)
const PREV = 8;

function clubTopic(st: UnitState, kind: string): string {
  return "carom/table/" + intText(st.club!.table) + "/" + kind;
}

// ms since 1970 on the wall time the link set (0 while it is not set)
function wallMs(st: UnitState, now: number): number {
  return st.wall.days < 0 ? 0 : (st.wall.days * 86400 + st.wall.secs) * 1000 + now - st.wallAt;
}

// "table":N,"epoch":E,"seq":S,"match":M
function numbering(st: UnitState): string {
  const c = st.club!;
  return "{\"table\":" + intText(c.table) + ",\"epoch\":" + intText(c.epoch) + ",\"seq\":" + intText(c.seq) + ",\"match\":" + intText(c.match);
}

function publishState(st: UnitState, o: UnitOptions): void {
  const now = o.clock.now();
  st.club!.net.publish(clubTopic(st, "state"), numbering(st) + ",\"at\":" + intText(wallMs(st, now)) + "," + viewJson({ o: { st: st, clock: o.clock } }).substring(1), 1, true);
}

// the broker took the connection (on) or lost it
function clubUp(st: UnitState, o: UnitOptions, on: boolean): void {
  const c = st.club!;
  c.up = on;
  if (!on || c.table === 0) return;
  c.net.publish(clubTopic(st, "presence"), "online", 1, true);
  publishState(st, o);
}

// (Re)connects with the settings, or stops when they are not complete.
export function clubConnect(st: UnitState, o: UnitOptions, s: NetSettings): void {
  const c = st.club!;
  c.net.stop();
  c.up = false;
  c.table = netReady(s) ? s.table : 0;
  if (c.table === 0) return;
  c.net.start(s, clubTopic(st, "presence"), function (on: boolean) { clubUp(st, o, on); });
}

// An event entered on the unit: published, then the state after it, then the sheet of a finished match.
function clubEvent(st: UnitState, o: UnitOptions, cmd: Command | null, code: number): void {
  const c = st.club!;
  if (c.table === 0) return;
  // (a shot as the event its judgement journaled, as the link's live stream tells it)
  const m = st.session.m;
  const line = commandText(cmd !== null && code !== Cmd.Shot ? cmd : command(code === Cmd.Shot ? m.journal.charCodeAt(m.journal.length - 1) : code, 0));
  if (line === "") return;
  if (code === Dev.New) c.match = c.match + 1;
  c.seq = c.seq + 1;
  let prev = "";
  for (let i = 0; i < c.prev.length; i++) prev = prev + (i > 0 ? "," : "") + jsonString(c.prev[i]);
  c.net.publish(clubTopic(st, "event"), numbering(st) + ",\"ev\":" + jsonString(line) + ",\"prev\":[" + prev + "],\"at\":" +
    intText(wallMs(st, o.clock.now())) + "}", 1, false);
  c.prev.push(line);
  if (c.prev.length > PREV) c.prev.shift();
  publishState(st, o);
  if (st.session.m.n[T.Phase] >= Phase.Finished) {
    const sheet = sheetJson(st.session.m);
    const device = o.device === undefined ? "carom" : o.device;
    // the bytes `carom sheet` writes: the link's reply and a newline
    c.net.publish(clubTopic(st, "sheet"), sheet.substring(0, sheet.length - 1) + sheetStamp(clockDays(st.session.clock), clockSecs(st.session.clock), device) + "}\n", 1, true);
  }
}

// Starts publishing with the kept settings; returns what the unit calls with each event entered
// (the link's live stream, then the club's).
export function startClub(st: UnitState, o: UnitOptions, net: NetPort, live: Live | null): Live {
  // a number of its own for this numbering: the unit does not read back what the broker kept
  st.club = { net: net, table: 0, epoch: 1 + Math.floor(Math.random() * 16000000), seq: 0, match: 0, prev: [], up: false };
  clubConnect(st, o, loadNet(o.store));
  return function (cmd: Command | null, fx: number, code: number) {
    if (live !== null) live(cmd, fx, code);
    clubEvent(st, o, cmd, code);
  };
}

// A setting of the club network (device.ts: Dev.NetSsid..Dev.NetOff): kept, and connected with
// at once. An effect code, or Err.StoreFull.
export function netCommand(st: UnitState, o: UnitOptions, cmd: Command): number {
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
  if (st.club !== undefined) clubConnect(st, o, s);
  return Fx.None;
}
