// A small MQTT 3.1.1 client for the ESP32 wall unit (docs/club.md): connect with a user and a
// password and a last will, publish with QoS 0 and QoS 1 (kept until acknowledged, sent again
// after a reconnect or a silence), ping, reconnect with a backoff of 1, 2, 4 ... 32 s. Strings
// are bytes (one character per byte), as the link's are. Nothing is subscribed: a table only
// publishes. Its functions are top-level functions of the state (no closures but the socket's).
//   const m = mqttStart({ host: "192.168.1.10", port: 1883, id: "table7", user: "table7", password: "...",
//     keepalive: 30, will: "carom/table/7/presence", willText: "offline" });
//   mqttPublish(m, "carom/table/7/event", "{...}", 1, false);

import { packet, str, u16 } from "./mqtt-packet";

/** @external */
export interface MqttSocket {
  write(data: string): void;
  on(event: string, fn: (data: string) => void): void;
  end(): void;
}
/** @external */
export interface MqttNet {
  connect(o: { host: string; port: number }, done: () => void): MqttSocket;
}

export interface MqttOptions {
  host: string;
  port: number;
  id: string; // the client id
  user: string; // "" for none
  password: string;
  keepalive: number; // seconds
  will: string; // the last will's topic ("" for none): retained, QoS 1
  willText: string;
  net?: MqttNet; // require("net") on the device
  queue?: number; // QoS 1 messages kept until acknowledged (default 12); the oldest goes when full
  onState?: (up: boolean) => void;
}

interface Pending { id: number; topic: string; text: string; retain: boolean; sent: number }

export interface Mqtt {
  o: MqttOptions;
  sock: MqttSocket | null;
  up: boolean; // CONNACK accepted
  buf: string;
  next: number; // the next packet id
  pending: Pending[];
  backoff: number; // ms before the next attempt
  heard: number; // ms: the last packet from the broker
  pinged: number; // ms: the last ping
  timer: number;
  again: number; // the reconnect's timeout (0: none)
  dropped: number; // QoS 1 messages dropped from a full queue
  stopped: boolean;
}

const MAX_BACKOFF = 32000;
const RESEND_MS = 5000;

/** @resident */
function clockMs(): number {
  return Math.floor(getTime() * 1000);
}

export function mqttStart(o: MqttOptions): Mqtt {
  const m: Mqtt = { o: o, sock: null, up: false, buf: "", next: 1, pending: [], backoff: 1000, heard: 0, pinged: 0, timer: 0, again: 0, dropped: 0, stopped: false };
  openSocket(m);
  m.timer = setInterval(function () { mqttTick(m); }, 1000);
  return m;
}

function openSocket(m: Mqtt): void {
  const o = m.o;
  const net: MqttNet = o.net === undefined ? require("net") : o.net;
  m.buf = "";
  m.heard = clockMs();
  let sock: MqttSocket;
  try {
    sock = net.connect({ host: o.host, port: o.port }, function () { mqttHello(m, sock); });
  } catch (e) {
    retry(m); // Espruino throws when the connection is refused at once
    return;
  }
  m.sock = sock;
  sock.on("data", function (d: string) { mqttFeed(m, sock, d); });
  sock.on("close", function () { lost(m, sock); });
  sock.on("error", function () { lost(m, sock); });
}

function mqttHello(m: Mqtt, sock: MqttSocket): void {
  const o = m.o;
  let flags = 2; // clean session
  let tail = str(o.id);
  if (o.will !== "") {
    flags = flags + 4 + 8 + 32; // a will, QoS 1, retained
    tail = tail + str(o.will) + str(o.willText);
  }
  if (o.user !== "") {
    flags = flags + 128 + 64;
    tail = tail + str(o.user) + str(o.password);
  }
  sock.write(packet(16, str("MQTT") + String.fromCharCode(4, flags) + u16(o.keepalive) + tail));
}

function lost(m: Mqtt, sock: MqttSocket): void {
  if (m.sock !== sock) return; // an earlier socket's last word
  m.sock = null;
  if (m.up && m.o.onState !== undefined) m.o.onState(false);
  m.up = false;
  retry(m);
}

function retry(m: Mqtt): void {
  if (m.stopped) return;
  const wait = m.backoff;
  m.backoff = Math.min(MAX_BACKOFF, m.backoff * 2);
  m.again = setTimeout(function () { m.again = 0; if (!m.stopped && m.sock === null) openSocket(m); }, wait);
}

/** @resident */
function mqttFeed(m: Mqtt, sock: MqttSocket, d: string): void {
  m.heard = Math.floor(getTime() * 1000); // (clockMs written out: a call less on every packet)
  // One whole packet of a body under 128 bytes with nothing before it (each PUBACK as it comes):
  // read without the loops below, which the interpreter reads again at each turn (about 50,000
  // instructions a turn, three for a PUBACK); the same packet as theirs.
  if (m.buf === "" && d.charCodeAt(1) < 128 && d.length === d.charCodeAt(1) + 2) {
    const k = d.charCodeAt(0);
    if (k >= 64 && k < 80) {
      acked(m, d.charCodeAt(2) * 256 + d.charCodeAt(3));
    } else if (k >= 32 && k < 48) connack(m, sock, d.substring(2));
    return;
  }
  m.buf = m.buf + d;
  for (;;) {
    let n = 0;
    let mul = 1;
    let i = 1;
    let whole = false; // the remaining length read to its last byte
    while (!whole && i < m.buf.length && i < 5) {
      const c = m.buf.charCodeAt(i);
      n = n + (c % 128) * mul;
      mul = mul * 128;
      i++;
      whole = c < 128;
    }
    if (!whole || m.buf.length < i + n) return;
    const kind = Math.floor(m.buf.charCodeAt(0) / 16);
    const body = m.buf.substring(i, i + n);
    m.buf = m.buf.substring(i + n);
    if (kind === 2) connack(m, sock, body);
    else if (kind === 4) acked(m, body.charCodeAt(0) * 256 + body.charCodeAt(1));
  }
}

function connack(m: Mqtt, sock: MqttSocket, body: string): void {
  if (body.charCodeAt(1) !== 0) {
    sock.end(); // refused: a wrong password or user; tried again after the backoff
    return;
  }
  m.up = true;
  m.backoff = 1000;
  for (let i = 0; i < m.pending.length; i++) mqttSend(m, m.pending[i], m.pending[i].sent > 0);
  if (m.o.onState !== undefined) m.o.onState(true);
}

/** @resident */
function acked(m: Mqtt, id: number): void {
  // (the oldest waiting first, without the loop: the broker acknowledges in order)
  if (m.pending.length > 0 && m.pending[0].id === id) {
    m.pending.shift();
    return;
  }
  for (let i = 1; i < m.pending.length; i++) {
    if (m.pending[i].id === id) {
      m.pending.splice(i, 1);
      return;
    }
  }
}

/** @resident */
function mqttSend(m: Mqtt, p: Pending, dup: boolean): void {
  p.sent = Math.floor(getTime() * 1000);
  // (clockMs, str and u16 written out: four calls less on every message)
  const t = p.topic.length;
  m.sock!.write(packet(48 + (dup ? 8 : 0) + 2 + (p.retain ? 1 : 0), String.fromCharCode(Math.floor(t / 256), t % 256) + p.topic +
    String.fromCharCode(Math.floor(p.id / 256), p.id % 256) + p.text));
}

// QoS 0: sent now if connected, else not at all. QoS 1: kept until the broker acknowledges it
// (a retained one only until another of its topic comes).
/** @resident */
export function mqttPublish(m: Mqtt, topic: string, text: string, qos: number, retain: boolean): void {
  if (qos === 0) {
    if (m.up) m.sock!.write(packet(48 + (retain ? 1 : 0), str(topic) + text));
    return;
  }
  // a retained message replaces the one of its topic still waiting: only the last is kept
  for (let i = 0; i < m.pending.length && retain; i++) {
    if (m.pending[i].retain && m.pending[i].topic === topic) {
      m.pending.splice(i, 1);
      break;
    }
  }
  const p: Pending = { id: m.next, topic: topic, text: text, retain: retain, sent: 0 };
  m.next = m.next >= 65535 ? 1 : m.next + 1;
  if (m.pending.length >= (m.o.queue === undefined ? 12 : m.o.queue)) {
    m.pending.shift();
    m.dropped++;
  }
  m.pending.push(p);
  if (m.up) mqttSend(m, p, false);
}

// Once a second: a ping when half the keep-alive passed in silence, a new connection when a
// whole one passed, a QoS 1 message sent again when its acknowledgement is late.
function mqttTick(m: Mqtt): void {
  if (m.sock === null || !m.up) return;
  const t = clockMs();
  const quiet = t - m.heard;
  if (quiet > m.o.keepalive * 1500) {
    const s = m.sock;
    lost(m, s);
    s.end();
    return;
  }
  if (quiet > m.o.keepalive * 500 && t - m.pinged > m.o.keepalive * 500) {
    m.pinged = t;
    m.sock.write(String.fromCharCode(192, 0));
  }
  for (let i = 0; i < m.pending.length; i++) if (t - m.pending[i].sent > RESEND_MS) mqttSend(m, m.pending[i], true);
}

// Tries to connect now, not after the backoff (the network just came up).
export function mqttKick(m: Mqtt): void {
  if (m.stopped || m.sock !== null) return;
  m.backoff = 1000;
  openSocket(m);
}

export function mqttStop(m: Mqtt): void {
  m.stopped = true;
  clearInterval(m.timer);
  if (m.again !== 0) clearTimeout(m.again);
  if (m.sock !== null) {
    const s = m.sock;
    if (m.up) s.write(String.fromCharCode(224, 0)); // DISCONNECT: no will
    m.sock = null;
    m.up = false;
    s.end();
  }
}
