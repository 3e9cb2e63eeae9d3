// The wall unit's MQTT client (hal/espruino/mqtt.ts) on the Espruino interpreter for Linux
// (ESPRUINO_BIN): its size, the variables a queued event holds
// while the broker is away, none kept once acknowledged, and valgrind's instructions per event
// (an event and the state after it, each QoS 1, sent and acknowledged).
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { minify } from "terser";
import { deviceMqttScript } from "./device-mqtt";

type Add = (row: { figure: string; value: number | null; unit: string; budget?: number; note?: string }) => void;

// what a table publishes per event (tools/club/publisher.ts's shapes and sizes)
const EVENT = '{"table":7,"seq":123,"match":0,"ev":"point","prev":["point","miss","point","point","miss","point","point","point"],"at":1796123597000}';
const STATE = '{"table":7,"seq":123,"match":0,"at":1796123597000,"state":1,"shooter":0,"breaker":0,"names":["Ana Ortega","Ben Costa"],' +
  '"score":[17,12],"run":3,"inning":14,"high":[5,4],"average":[1214,857],"clock":-1,"equalizing":false,"lastInning":false,"round":0,"winner":-1,"distance":[40,40]}';

// A socket in the script itself that acknowledges at once: the client's own work per event,
// without the network's waits (the interpreter's idle loop would count them).
export const FAKE_NET = `
var fakeNet = { connect: function (o, done) {
  var s = { h: {}, on: function (e, fn) { s.h[e] = fn; }, end: function () {}, write: function (d) {
    var k = d.charCodeAt(0);
    if (k === 16) s.h.data(String.fromCharCode(32, 2, 0, 0));
    if (k >= 48 && k < 64 && (k - 48) % 8 >= 2) {
      var i = 1; while (d.charCodeAt(i) >= 128) i++; i++;
      var p = i + 2 + d.charCodeAt(i) * 256 + d.charCodeAt(i + 1);
      s.h.data(String.fromCharCode(64, 2) + d.substr(p, 2));
    }
  } };
  if (o.port > 0) setTimeout(done, 0);
  return s;
} };`;

// events: how many (each an event and a state); away: the broker never answers (all queued)
function driver(events: number, away: boolean): string {
  return `${FAKE_NET}
var m = exports.mqttStart({ host: "127.0.0.1", port: ${away ? 0 : 1883}, id: "table7", user: "table7", password: "secret", keepalive: 30,
  will: "carom/table/7/presence", willText: "offline", queue: 24, net: fakeNet });
var E = ${JSON.stringify(EVENT)}, S = ${JSON.stringify(STATE)};
function burst(n) { for (var i = 0; i < n; i++) { exports.mqttPublish(m, "carom/table/7/event", E, 1, false); exports.mqttPublish(m, "carom/table/7/state", S, 1, true); } }
setTimeout(function () {
  var b = process.memory().usage;
  burst(${events});
  console.log((m.up ? "KEPT " : "QUEUED ") + (process.memory().usage - b) + " PENDING " + m.pending.length);
  exports.mqttStop(m);
  quit();
}, 50);
`;
}

function run(bin: string, file: string, args: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(args.length > 0 ? "valgrind" : bin, [...args, ...(args.length > 0 ? [bin] : []), file], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 300000);
    child.once("close", () => {
      clearTimeout(timer);
      resolve(out);
    });
    child.once("error", reject);
  });
}

export async function deviceMqttFigures(add: Add): Promise<void> {
  const src = deviceMqttScript("");
  const min = await minify(src, { ecma: 5, compress: true, mangle: { toplevel: false } });
  add({ figure: "wall unit MQTT client (hal/espruino/mqtt.ts), ES5 minified", value: (min.code ?? "").length, unit: "bytes" });
  const bin = process.env.ESPRUINO_BIN;
  if (bin === undefined || !fs.existsSync(bin)) {
    add({ figure: "wall unit MQTT client on Espruino", value: null, unit: "", note: "skipped: set ESPRUINO_BIN" });
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-bench-devmqtt-"));
  try {
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), deviceMqttScript(text));
      return path.join(dir, name);
    };
    const queued = /QUEUED (\d+)/.exec(await run(bin, file("away.js", driver(6, true))));
    add({ figure: "wall unit MQTT: variables one queued event holds, broker away (event + state, QoS 1)", value: queued === null ? null : Math.round(Number(queued[1]) / 6),
      unit: "vars", note: "6 events queued (one state: a retained message replaces the one of its topic waiting); 16 bytes a variable on the ESP32" });
    const kept = /KEPT (-?\d+) PENDING 0/.exec(await run(bin, file("kept.js", driver(20, false))));
    add({ figure: "wall unit MQTT: variables still held after 20 events acknowledged", value: kept === null ? null : Number(kept[1]), unit: "vars" });
    if (spawnSync("sh", ["-c", "command -v valgrind"]).status !== 0) {
      add({ figure: "wall unit MQTT: instructions per event", value: null, unit: "", note: "skipped: apt-get install valgrind" });
      return;
    }
    const instructions = async (n: number) => {
      const out = path.join(dir, `cg.${n}`);
      await run(bin, file(`cg${n}.js`, driver(n, false)), ["--tool=callgrind", `--callgrind-out-file=${out}`]);
      const m = /^(?:summary|totals): (\d+)/m.exec(fs.readFileSync(out, "latin1"));
      return m === null ? NaN : Number(m[1]);
    };
    const few = await instructions(5);
    const many = await instructions(25);
    add({ figure: "wall unit MQTT: instructions per event (event + state, QoS 1, acknowledged)", value: Math.round((many - few) / 20), unit: "instructions",
      note: "valgrind callgrind, 25 events less 5, interpreter for Linux -Os, a socket that acknowledges at once" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  deviceMqttFigures((r) => console.log(`${r.figure}: ${r.value} ${r.unit} ${r.note ?? ""}`)).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
