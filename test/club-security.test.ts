// The club's broker as docs/club.md configures it (its blocks are read from the doc): a user per
// table, the ACL (a table writes under its own number only, the club page only reads), TLS with
// a CA made at test time, and mosquitto's bridge to a regional broker over TLS.
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import mqtt, { MqttClient } from "mqtt";
import { Sim } from "../tools/sim/sim";
import { readClub } from "../tools/club/reader";
import { Broker, freePort, mosquittoTest, passwordFile, tmpDir } from "./support/mosquitto";
import { play, startTable, until } from "./support/club-kit";
import { docFiles } from "./support/club-doc-broker";
import { eventOf } from "./support/club-states";

const it = mosquittoTest("the club broker's ACL, TLS and bridge test");
jest.setTimeout(60000);

const PW = { club: "club-pw", table1: "t1-pw", table2: "t2-pw", "club-north": "north-pw", regional: "regional-pw" };
let dir: string;
let club: Broker;
let regional: Broker;
let plain: number;
let tls: number;
let ca: string;

beforeAll(async () => {
  if (!fs.existsSync("/usr/bin/mosquitto_passwd")) return;
  dir = tmpDir("club-broker");
  const doc = docFiles();
  const here = (text: string) => text.split("/etc/mosquitto/").join(`${dir}/`).split("/var/lib/mosquitto/").join(`${dir}/`);
  fs.mkdirSync(path.join(dir, "carom"));
  execFileSync("bash", ["-c", doc["make-certs.sh"]], { cwd: path.join(dir, "carom"), env: { ...process.env, SAN: "IP:127.0.0.1" }, stdio: "ignore" });
  ca = path.join(dir, "carom", "ca.crt");
  fs.writeFileSync(path.join(dir, "carom.acl"), doc["carom.acl"]);
  fs.writeFileSync(path.join(dir, "regional.acl"), doc["regional.acl"]);
  passwordFile(dir, { club: PW.club, table1: PW.table1, table2: PW.table2 });
  fs.renameSync(path.join(dir, "passwd"), path.join(dir, "carom.passwd"));
  passwordFile(dir, { "club-north": PW["club-north"], regional: PW.regional });
  fs.renameSync(path.join(dir, "passwd"), path.join(dir, "regional.passwd"));
  const regionalPort = await freePort();
  regional = await Broker.start(fs.mkdtempSync(path.join(dir, "r-")), () =>
    here(doc["regional.conf"]).replace("listener 8883", `listener ${regionalPort} 127.0.0.1`), regionalPort);
  plain = await freePort();
  tls = await freePort();
  const bridge = here(doc["bridge.conf"]).replace("regional.example.org:8883", `127.0.0.1:${regionalPort}`)
    .replace("regional-ca.crt", "ca.crt").replace("CHANGE-ME", PW["club-north"]);
  club = await Broker.start(fs.mkdtempSync(path.join(dir, "c-")), () => here(doc["carom.conf"])
    .replace("listener 1883 127.0.0.1", `listener ${plain} 127.0.0.1`).replace("listener 8883", `listener ${tls} 127.0.0.1`) + "\n" + bridge, tls);
  await until("the club's broker bridged to the regional one", () => /as club-north/.test(regional.log), 10000);
});

afterAll(async () => {
  await club?.stop();
  await regional?.stop();
});

const connect = (url: string, o: mqtt.IClientOptions = {}): Promise<MqttClient> => new Promise((resolve, reject) => {
  const c = mqtt.connect(url, { reconnectPeriod: 0, ...o });
  c.once("connect", () => resolve(c));
  c.once("error", (e) => {
    c.end(true);
    reject(e);
  });
});

it("the ACL: a table cannot publish under another table's number, the club user cannot publish, a wrong password is refused", async () => {
  const got: string[] = [];
  const reader = await connect(`mqtt://club:${PW.club}@127.0.0.1:${plain}`);
  reader.on("message", (t, p) => got.push(`${t} ${p}`));
  await reader.subscribeAsync("carom/table/#", { qos: 1 });
  const t1 = await connect(`mqtt://table1:${PW.table1}@127.0.0.1:${plain}`);
  await t1.publishAsync("carom/table/2/event", "forged", { qos: 1 });
  await reader.publishAsync("carom/table/1/event", "from the club user", { qos: 1 });
  await t1.publishAsync("carom/table/1/event", "own", { qos: 1 });
  await until("table 1's own message", () => got.includes("carom/table/1/event own"));
  expect(got).toEqual(["carom/table/1/event own"]); // the others were refused, and would have come first
  await expect(connect(`mqtt://table2:wrong@127.0.0.1:${plain}`)).rejects.toThrow(/Not authorized|Bad username or password/i);
  await expect(connect(`mqtt://127.0.0.1:${plain}`)).rejects.toThrow(/Not authorized|Bad username or password/i);
  await t1.endAsync(true);
  await reader.endAsync(true);
});

it("TLS: a table publishes over mqtts with the club's CA, not without it; the regional broker gets it through the bridge, under the club's prefix", async () => {
  const regionalSeen: number[] = [];
  const r = await connect(`mqtts://regional:${PW.regional}@127.0.0.1:${regional.port}`, { ca: fs.readFileSync(ca) });
  r.on("message", (_t, p) => regionalSeen.push(Number(p.toString("latin1").split(" ")[2]))); // "TABLE EPOCH SEQ ..."
  await r.subscribeAsync("clubs/north/carom/table/2/event", { qos: 1 });
  const local = await readClub(`mqtt://club:${PW.club}@127.0.0.1:${plain}`, {}, { clientId: "club-tls" });
  const url = `mqtts://table2:${PW.table2}@127.0.0.1:${tls}`;
  await expect(startTable(dir, url, 2)).rejects.toThrow(/certificate/);
  const t2: Sim = await startTable(dir, url, 2, { ca });
  const n = await play(t2, ["set distance 5", "lag A break white", "point", "point", "miss", "point", "foul push"]);
  expect(n).toBe(7);
  await until("the club reader counted 7 events", () => local.reader.tables.get(2)?.events === 7);
  await until("the regional broker got the 7 events", () => regionalSeen.length >= 7);
  expect(regionalSeen).toEqual([1, 2, 3, 4, 5, 6, 7]);
  await t2.close();
  await local.client.endAsync(true);
  await r.endAsync(true);
});

it("issue 41.6: a table's account that connects with the club reader's client id does not push the reader off (use_username_as_clientid)", async () => {
  const got: string[] = [];
  const local = await readClub(`mqtt://club:${PW.club}@127.0.0.1:${plain}`, { event: (e) => got.push(e.ev) }, { clientId: "carom-club-4242" });
  let closed = 0;
  local.client.on("close", () => closed++);
  const t1 = await connect(`mqtt://table1:${PW.table1}@127.0.0.1:${plain}`, { clientId: "carom-club-4242" });
  await new Promise((r) => setTimeout(r, 600));
  expect(closed).toBe(0);
  expect(t1.connected).toBe(true);
  await t1.publishAsync("carom/table/1/event", eventOf({ table: 1 }), { qos: 1 });
  await until("the reader got table 1's event", () => got.length === 1);
  expect(closed).toBe(0);
  await t1.endAsync(true);
  await local.client.endAsync(true);
});

it("issue 41.5: the broker drops a payload over message_size_limit (256 KB); the next one arrives", async () => {
  const got: number[] = [];
  const reader = await connect(`mqtt://club:${PW.club}@127.0.0.1:${plain}`);
  reader.on("message", (_t, p) => got.push(p.length));
  await reader.subscribeAsync("carom/table/1/sheet", { qos: 1 });
  const t1 = await connect(`mqtt://table1:${PW.table1}@127.0.0.1:${plain}`);
  await t1.publishAsync("carom/table/1/sheet", Buffer.alloc(300000, 32), { qos: 1 }).catch(() => undefined);
  if (!t1.connected) await t1.reconnect();
  const t1b = t1.connected ? t1 : await connect(`mqtt://table1:${PW.table1}@127.0.0.1:${plain}`);
  await t1b.publishAsync("carom/table/1/sheet", Buffer.alloc(1000, 32), { qos: 1 });
  await until("the small sheet", () => got.includes(1000));
  expect(got).toEqual([1000]);
  await t1b.publishAsync("carom/table/1/sheet", "", { qos: 1, retain: true });
  await t1b.endAsync(true);
  await reader.endAsync(true);
});
