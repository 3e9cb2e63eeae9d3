// The wall unit's own MQTT client (hal/espruino/mqtt.ts) against a real mosquitto with a user,
// a password and the ACL: in Node (the same code, Node's net under it) and, with ESPRUINO_BIN,
// on the Espruino interpreter for Linux. QoS 1 messages survive the broker's restart (kept,
// sent again after the reconnect's backoff), QoS 0 ones are sent while connected, the last will
// says "offline" when the unit vanishes, a wrong password is refused and tried again.
import { spawn } from "child_process";
import * as fs from "fs";
import * as path from "path";
import mqtt from "mqtt";
import { mqttPublish, mqttStart, mqttStop, Mqtt, MqttNet } from "../hal/espruino/mqtt";
import { deviceMqttScript } from "../tools/bench/device-mqtt";
import { mosquittoTest } from "./support/mosquitto";
import { until } from "./support/club-kit";
import { brokerWithUsers, nodeNet } from "./support/device-net";

const it = mosquittoTest("the wall unit's MQTT client test");
const ESPRUINO = process.env.ESPRUINO_BIN;
const onEspruino = ESPRUINO !== undefined && fs.existsSync(ESPRUINO) ? it : test.skip;
if (ESPRUINO === undefined) console.warn("SKIPPED: the wall unit's MQTT client on Espruino needs ESPRUINO_BIN (an Espruino interpreter for Linux)");
jest.setTimeout(60000);


async function clubReader(port: number) {
  const got: string[] = [];
  const c = mqtt.connect(`mqtt://club:club-pw@127.0.0.1:${port}`, { clientId: "club-reader", clean: false, reconnectPeriod: 300 });
  c.on("message", (t, p) => got.push(`${t.split("/").pop()} ${p.toString("latin1")}`));
  await new Promise((r) => c.once("connect", r));
  await c.subscribeAsync("carom/table/7/#", { qos: 1 });
  return { c, got };
}

// the events 1..n each once, in order, duplicates (QoS 1 sent again) aside
function events(got: string[]): number[] {
  const seen: number[] = [];
  for (const g of got) {
    const m = /^event (\d+)$/.exec(g);
    if (m !== null && !seen.includes(Number(m[1]))) seen.push(Number(m[1]));
  }
  return seen;
}

it("in Node: connects with its password, publishes QoS 0 and 1, keeps QoS 1 across a broker restart, its will says offline", async () => {
  const broker = await brokerWithUsers();
  const { c, got } = await clubReader(broker.port);
  const states: boolean[] = [];
  const m: Mqtt = mqttStart({ host: "127.0.0.1", port: broker.port, id: "table7", user: "table7", password: "t7-pw", keepalive: 2,
    will: "carom/table/7/presence", willText: "offline", net: nodeNet, onState: (up) => states.push(up) });
  try {
    await until("connected", () => m.up);
    mqttPublish(m, "carom/table/7/presence", "online", 1, true);
    for (let i = 1; i <= 5; i++) mqttPublish(m, "carom/table/7/event", String(i), 1, false);
    mqttPublish(m, "carom/table/7/state", "q0", 0, false);
    mqttPublish(m, "carom/table/8/event", "forged", 1, false); // the ACL drops it (acknowledged all the same)
    await until("5 events", () => events(got).length === 5);
    await until("acknowledged", () => m.pending.length === 0);
    await new Promise((r) => setTimeout(r, 1200)); // the broker saved the reader's session
    await broker.kill();
    for (let i = 6; i <= 10; i++) mqttPublish(m, "carom/table/7/event", String(i), 1, false);
    mqttPublish(m, "carom/table/7/state", "lost", 0, false); // QoS 0 while away: not sent
    await until("the client saw the broker go", () => !m.up);
    expect(m.pending.length).toBe(5);
    await broker.restart();
    await until("10 events after the restart", () => events(got).length === 10, 15000);
    expect(events(got)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(got).toContain("state q0");
    expect(got).not.toContain("state lost");
    expect(got.filter((g) => g.includes("forged"))).toEqual([]);
    expect(states).toEqual([true, false, true]);
    // the unit vanishes (no DISCONNECT): the broker says offline for it
    m.stopped = true;
    clearInterval(m.timer);
    m.sock!.end();
    await until("the will", () => got.includes("presence offline"), 5000);
  } finally {
    mqttStop(m);
    await c.endAsync(true);
    await broker.stop();
  }
});

it("a wrong password is refused, and tried again with a growing backoff", async () => {
  const broker = await brokerWithUsers();
  const m = mqttStart({ host: "127.0.0.1", port: broker.port, id: "table7", user: "table7", password: "wrong", keepalive: 5,
    will: "", willText: "", net: nodeNet });
  try {
    await new Promise((r) => setTimeout(r, 3500));
    expect(m.up).toBe(false);
    expect(m.backoff).toBeGreaterThanOrEqual(4000); // 1 s, 2 s: the third attempt waits 4 s
  } finally {
    mqttStop(m);
    await broker.stop();
  }
});

test("with the broker away, QoS 1 messages wait in a queue of their own size: the oldest goes when it is full", () => {
  const sockets: string[] = [];
  const never: MqttNet = { connect: () => ({ write: (d) => void sockets.push(d), on: () => undefined, end: () => undefined }) };
  const m = mqttStart({ host: "127.0.0.1", port: 1, id: "t", user: "", password: "", keepalive: 5, will: "", willText: "", net: never, queue: 3 });
  for (let i = 1; i <= 5; i++) mqttPublish(m, "carom/table/7/event", String(i), 1, false);
  mqttPublish(m, "carom/table/7/state", "q0", 0, false);
  expect(m.pending.map((p) => p.text)).toEqual(["3", "4", "5"]);
  expect(m.dropped).toBe(2);
  expect(sockets).toEqual([]); // nothing written before the broker accepted the connection
  mqttStop(m);
});

// (mqttFeed reads a whole short packet coming alone without its loops: any other cut of the
// broker's bytes must come to the same)
test("the broker's packets read alike however they come cut: alone, together, byte by byte, at random", () => {
  const pubacks = [1, 3, 2, 6, 300, 9]; // (300: no message of it waits; 9 not yet sent)
  const bytes = [String.fromCharCode(32, 2, 0, 0)].concat(pubacks.map((id) => String.fromCharCode(64, 2, id >> 8, id & 255)));
  bytes.splice(3, 0, String.fromCharCode(208, 0)); // a PINGRESP among them
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const cuts: Array<(all: string[]) => string[]> = [
    (all) => all,
    (all) => [all.join("")],
    (all) => all.join("").split(""),
    (all) => { const out: string[] = []; let rest = all.join(""); while (rest !== "") { const k = 1 + rnd(6); out.push(rest.substring(0, k)); rest = rest.substring(k); } return out; },
  ];
  for (let round = 0; round < 40; round++) {
    const handlers: Record<string, (d: string) => void> = {};
    let hello: () => void = () => undefined;
    const net: MqttNet = { connect: (_o, done) => ((hello = done), { write: () => undefined, on: (e, fn) => void (handlers[e] = fn), end: () => undefined }) };
    const m = mqttStart({ host: "127.0.0.1", port: 1, id: "t", user: "", password: "", keepalive: 5, will: "", willText: "", net: net });
    hello();
    for (let i = 1; i <= 5; i++) mqttPublish(m, "carom/table/7/event", String(i), 1, false);
    const chunks = cuts[round % cuts.length](bytes.slice(0, 1));
    for (const c of chunks) handlers.data(c);
    expect(m.up).toBe(true);
    mqttPublish(m, "carom/table/7/event", "6", 1, false);
    for (const c of cuts[round % cuts.length](bytes.slice(1))) handlers.data(c);
    expect(m.pending.map((p) => p.id)).toEqual([4, 5]);
    expect(m.buf).toBe("");
    mqttStop(m);
  }
});

onEspruino("on the Espruino interpreter for Linux: the same, and its memory per event", async () => {
  const broker = await brokerWithUsers();
  const { c, got } = await clubReader(broker.port);
  const driver = `
var m = exports.mqttStart({ host: "127.0.0.1", port: ${broker.port}, id: "table7", user: "table7", password: "t7-pw", keepalive: 2,
  will: "carom/table/7/presence", willText: "offline", onState: function (up) { console.log("UP " + up); } });
var n = 0;
var base = 0;
setInterval(function () {
  if (!m.up && n === 0) return;
  if (n === 0) base = process.memory().usage;
  if (n < 30) { n++; exports.mqttPublish(m, "carom/table/7/event", String(n), 1, false); }
  if (n === 10) console.log("TEN " + (process.memory().usage - base));
  if (n === 30 && m.up && m.pending.length === 0) { console.log("DONE " + (process.memory().usage - base)); exports.mqttStop(m); quit(); }
}, 100);
`;
  const file = path.join(broker.dir, "device.js");
  fs.writeFileSync(file, deviceMqttScript(driver));
  const child = spawn(ESPRUINO!, [file], { stdio: ["pipe", "pipe", "pipe"] }); // stdin kept open (/opt/carom-tools/README.txt)
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  try {
    await until("10 events sent", () => /TEN/.test(out), 15000);
    await new Promise((r) => setTimeout(r, 1200));
    await broker.kill();
    await new Promise((r) => setTimeout(r, 1500));
    await broker.restart();
    await until("done on the device", () => /DONE/.test(out), 30000).catch((e) => {
      throw new Error(`${e.message}: ${out.slice(-600)}`);
    });
    await until("30 events at the reader", () => events(got).length === 30, 10000);
    expect(events(got)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(out).toMatch(/UP true[\s\S]*UP false[\s\S]*UP true/);
  } finally {
    child.kill();
    await c.endAsync(true);
    await broker.stop();
  }
});
