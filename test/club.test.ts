// The club network (docs/club.md): 20 simulated tables in one process play 200 events each at
// once; a subscriber and the club page see every event once and in order, and the sheets the
// club keeps are `carom replay`'s of each script (apart from date and device).
import * as fs from "fs";
import * as path from "path";
import mqtt from "mqtt";
import { replayScript } from "../rules/replay";
import { readCandidate } from "../tools/tournament/sheets";
import { startClub, Club } from "../tools/club/server";
import { Sim } from "../tools/sim/sim";
import { Broker, mosquittoTest, openConfig, tmpDir } from "./support/mosquitto";
import { matchScript, oneToN, pageStream, play, startTable, until } from "./support/club-kit";

const it = mosquittoTest("the club network's test");
const TABLES = 20;
jest.setTimeout(60000);

let dir: string;
let broker: Broker;
afterAll(async () => {
  await broker?.stop();
});

it("20 tables x 200 events at once: every event once and in order, at a subscriber and on the club page; the sheets kept", async () => {
  dir = tmpDir("club");
  broker = await Broker.start(dir, openConfig(dir));
  const url = `mqtt://127.0.0.1:${broker.port}`;
  const sheets = path.join(dir, "sheets");
  const club: Club = await startClub({ url, port: 0, host: "127.0.0.1", sheets, clientId: "club-test" });
  const page = await pageStream(club.url);
  const seen = new Map<number, number[]>();
  const sub = mqtt.connect(url, { clientId: "subscriber" });
  await new Promise((r) => sub.once("connect", r));
  await sub.subscribeAsync("carom/table/+/event", { qos: 1 });
  sub.on("message", (_t, p) => {
    const [table, , seq] = p.toString("latin1").split(" ").map(Number); // "TABLE EPOCH SEQ ..."
    if (!seen.has(table)) seen.set(table, []);
    seen.get(table)!.push(seq);
  });
  const tables: Sim[] = await Promise.all(oneToN(TABLES).map((n) => startTable(dir, url, n)));
  const scripts = oneToN(TABLES).map((n) => matchScript(n));
  const taken = await Promise.all(tables.map((t, i) => play(t, scripts[i])));
  for (const n of taken) expect(n).toBeGreaterThanOrEqual(190);
  const total = taken.reduce((a, b) => a + b, 0);
  const count = (m: Map<number, number[]>) => [...m.values()].reduce((a, l) => a + l.length, 0);
  await until("every event at the subscriber and on the page", () => count(seen) >= total && count(page.events) >= total);
  await until("20 sheets kept", () => fs.existsSync(sheets) && fs.readdirSync(sheets).filter((f) => f.endsWith(".json")).length === TABLES);
  await new Promise((r) => setTimeout(r, 300)); // a duplicate would come now
  for (let i = 0; i < TABLES; i++) {
    expect(seen.get(i + 1)).toEqual(oneToN(taken[i]));
    expect(page.events.get(i + 1)).toEqual(oneToN(taken[i]));
    expect(page.states.get(i + 1)!.seq).toBe(taken[i]);
  }
  expect(club.conn.reader.duplicates).toBe(0);
  // each kept sheet is the table's sheet, as replay makes it from the same script
  const kept = fs.readdirSync(sheets).filter((f) => f.endsWith(".json"));
  for (let i = 0; i < TABLES; i++) {
    const file = kept.find((f) => f.startsWith(`table${i + 1}-`))!;
    const bytes = fs.readFileSync(path.join(sheets, file));
    const r = replayScript(Buffer.from(scripts[i].join("\n") + "\n", "utf8").toString("latin1"));
    expect(r.ok).toBe(true);
    const got = JSON.parse(bytes.toString("utf8"));
    delete got.date;
    delete got.device;
    expect(got).toEqual(JSON.parse(Buffer.from(r.out, "latin1").toString("utf8")));
    // bytes unchanged: what the table's link answered to `sheet`, and a newline (carom sheet's output)
    const direct = await tables[i].link!.request("sheet");
    expect(bytes).toEqual(Buffer.from(direct.body + "\n", "latin1"));
    // carom tournament reads it: a valid, finished sheet (these matches name no event)
    expect(readCandidate(file, bytes.toString("utf8"), "Club")).toMatch(/^no event on the sheet/);
  }
  page.close();
  await sub.endAsync(true);
  await Promise.all(tables.map((t) => t.close()));
  await club.close();
});
