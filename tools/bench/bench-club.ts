// The club network's figures (docs/club.md), when mosquitto is installed: from a press of a
// button on a simulated table to the club page's update (its event stream, as a browser reads
// it), on loopback; and the bytes on the wire per event, table -> broker and broker -> club.
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { Controls } from "../../firmware/unit";
import { bytesOf } from "../link/client";
import { Broker, MOSQUITTO, openConfig, relay } from "../club/local-broker";
import { ClubReader } from "../club/reader";
import { startClub } from "../club/server";
import { startSim } from "../sim/sim";

type Add = (row: { figure: string; value: number | null; unit: string; budget?: number; note?: string }) => void;

const PRESSES = 60;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// issue 41.5: the event that blocked carom club for 40.6 s (30,000 entries in prev, the gap
// filled quadratically), and the most a reader does for one event (a gap of PREV filled)
export function readerFigures(add: Add): void {
  const ev = (o: object) => Buffer.from(JSON.stringify({ table: 3, epoch: 1, seq: 1, match: 0, ev: "point", prev: [], at: 0, ...o }));
  const timed = (payload: Buffer) => {
    const r = new ClubReader({});
    r.message("carom/table/3/event", ev({}));
    const t0 = performance.now();
    r.message("carom/table/3/event", payload);
    return Math.round((performance.now() - t0) * 1000) / 1000;
  };
  const huge = ev({ seq: 30002, prev: Array.from({ length: 30000 }, (_, i) => (i % 7 === 0 ? "new" : "point")) });
  add({ figure: "club reader: an event with 30,000 prev entries", value: timed(huge), unit: "ms", note: `${huge.length} bytes: dropped by its size (was 40.6 s)` });
  add({ figure: "club reader: an event filling a gap of 8", value: timed(ev({ seq: 10, prev: Array(8).fill("new") })), unit: "ms" });
}

export async function clubFigures(add: Add): Promise<void> {
  readerFigures(add);
  if (MOSQUITTO === undefined) {
    add({ figure: "club network: press to club page", value: null, unit: "", note: "skipped: apt-get install mosquitto" });
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-bench-club-"));
  const broker = await Broker.start(dir, openConfig(dir));
  const toTable = await relay(broker.port);
  const toClub = await relay(broker.port);
  const club = await startClub({ url: `mqtt://127.0.0.1:${toClub.port}`, port: 0, host: "127.0.0.1", sheets: path.join(dir, "sheets"), clientId: "bench" });
  const sim = await startSim({ port: -1, host: "127.0.0.1", store: path.join(dir, "t.json"), controls: Controls.Table,
    mqtt: { url: `mqtt://127.0.0.1:${toTable.port}`, table: 1 } });
  let seq = -1;
  let waiting: (() => void) | null = null;
  const req = http.get(`${club.url}/events`, (res) => {
    res.setEncoding("utf8");
    res.on("data", (d: string) => {
      for (const m of d.matchAll(/event: state\ndata: .*?"seq":(\d+)/g)) seq = Number(m[1]);
      if (waiting !== null) waiting();
    });
  });
  try {
    for (const l of ["set distance 400", "player A \"Ana\"", "player B \"Ben\"", "lag A break white"]) await sim.link!.request(bytesOf(l));
    await sleep(300);
    const times: number[] = [];
    const before = { up: toTable.bytes.up, down: toClub.bytes.down };
    for (let i = 0; i < PRESSES; i++) {
      const want = seq + 1;
      sim.buttons.level(0, true); // A's button: A at the table, a point
      await sleep(40);
      const t0 = process.hrtime.bigint();
      const shown = new Promise<void>((resolve) => (waiting = () => seq >= want && resolve()));
      sim.buttons.level(0, false); // the press is a press once it is let go
      await shown;
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      await sleep(20);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
    const note = `${PRESSES} presses on loopback: the button let go -> debounce and gesture -> link live stream -> MQTT -> carom club -> its page's event stream`;
    add({ figure: "club network: press to club page update, median", value: at(0.5), unit: "ms", note });
    add({ figure: "club network: press to club page update, 99th percentile", value: at(0.99), unit: "ms" });
    await sleep(300); // the last acknowledgements
    add({ figure: "club network: bytes per event, table -> broker (event + state, MQTT framing)", value: Math.round((toTable.bytes.up - before.up) / PRESSES), unit: "bytes" });
    add({ figure: "club network: bytes per event, broker -> club reader", value: Math.round((toClub.bytes.down - before.down) / PRESSES), unit: "bytes" });
  } finally {
    req.destroy();
    await sim.close();
    await club.close();
    await toTable.close();
    await toClub.close();
    await broker.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  clubFigures((r) => console.log(`${r.figure}: ${r.value} ${r.unit}`)).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
