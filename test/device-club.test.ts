// The ESP32 wall unit on the club network by itself (docs/club.md): the club network's settings
// over the link (carom config --wifi ... --mqtt ...), kept in the store's file "net" and never
// sent back; the firmware's publisher (firmware/club/club.ts) on the real unit with the device's MQTT
// client against mosquitto: every event once and in order, as its journal record; the retained
// state, the numbers the unit shows; the match's journal once it is over, from which the reader
// makes the sheet as carom sheet writes it; a press shown before it is published. With
// ESPRUINO_BIN, the same on the Espruino interpreter for Linux.
import * as fs from "fs";
import * as path from "path";
import mqtt from "mqtt";
import { loadNet, saveNet } from "../firmware/club/net";
import { NetPort, NetSettings } from "../hal/roles";
import { startSimStore } from "../hal/sim/store";
import { readRecords } from "../firmware/journal/records";
import { detokenise } from "../tools/build/espruino-pretokenise";
import { buildEspruino } from "../tools/build/build-espruino";
import { espruinoTokens } from "../tools/build/board";
import { netLines, shownLine } from "../tools/cli/config-net";
import { readLines, wireText } from "../tools/link/script-lines";
import { bytesOf } from "../tools/link/client";
import { sheetFromJournal } from "../tools/link/journal-read";
import { readClub } from "../tools/club/reader";
import { checkJournal, checkState } from "../tools/club/payloads";
import { openEspruino } from "../tools/sim/espruino-run";
import { startNet } from "../boot/espruino-net";
import { FAKE_WIFI } from "../tools/bench/device-fakes";
import { mosquittoTest, tmpDir } from "./support/mosquitto";
import { until } from "./support/club-kit";
import { brokerWithUsers, fakeWifi, nodeNet, netUnit } from "./support/device-net";

const it = mosquittoTest("the wall unit publishing by itself");
const afterDone: Array<() => void> = [];
afterEach(() => afterDone.splice(0).forEach((f) => f()));
const ESPRUINO = process.env.ESPRUINO_BIN;
const onEspruino = ESPRUINO !== undefined && fs.existsSync(ESPRUINO) ? it : test.skip;
if (ESPRUINO === undefined) console.warn("SKIPPED: the wall unit publishing by itself on Espruino needs ESPRUINO_BIN (an Espruino interpreter for Linux)");
jest.setTimeout(120000);

const MATCH = readLines(fs.readFileSync(path.join(__dirname, "..", "examples", "match.txt"), "latin1")).map(wireText).filter((l) => l !== "");
const WIFI_PW = "wifi pw #1 é";
const MQTT_PW = "t7-pw";

// carom config --wifi club-wifi --wifi-password-file F --mqtt mqtt://table7@127.0.0.1:PORT --mqtt-password-file G --mqtt-table 7
function configured(port: number): string[] {
  const dir = tmpDir("device-club");
  fs.writeFileSync(path.join(dir, "wifi.pass"), WIFI_PW + "\n");
  fs.writeFileSync(path.join(dir, "mqtt.pass"), MQTT_PW + "\n");
  const r = netLines({ wifi: "club-wifi", wifiPasswordFile: path.join(dir, "wifi.pass"), mqtt: `mqtt://table7@127.0.0.1:${port}`,
    mqttPasswordFile: path.join(dir, "mqtt.pass"), mqttTable: "7" });
  expect(r.problem).toBeNull();
  return r.lines;
}

// a NetPort that records what it is asked
function recordingPort(): NetPort & { started: NetSettings[]; stops: number } {
  const p = { started: [] as NetSettings[], stops: 0, start: (s: NetSettings) => void p.started.push(s), publish: () => undefined, stop: () => void p.stops++ };
  return p;
}

test("carom config's net options: the link's net lines; a password from its file, shown as ****; what the unit cannot take is refused before anything is sent", () => {
  const lines = configured(1884);
  expect(lines).toEqual(["net ssid \"club-wifi\"", `net wifi-password "${WIFI_PW}"`, "net broker 127.0.0.1 1884", "net user \"table7\"",
    `net password "${MQTT_PW}"`, "net table 7"]);
  expect(lines.map(shownLine).join("\n")).not.toMatch(/wifi pw|t7-pw/);
  expect(shownLine("net password \"\"")).toBe("net password \"\"");
  expect(netLines({ mqtt: "mqtts://table7@broker:8883" }).problem).toMatch(/plain MQTT \(mqtt:\/\/\), not TLS/);
  expect(netLines({ mqtt: "mqtt://broker", mqttTable: "0" }).problem).toMatch(/--mqtt-table 0: give the table's number, 1-999/);
  expect(netLines({ wifi: "x".repeat(33) }).problem).toMatch(/at most 32/);
  const dir = tmpDir("device-club");
  fs.writeFileSync(path.join(dir, "bad.pass"), "say \"hi\"");
  expect(netLines({ mqtt: "mqtt://t@h", mqttPasswordFile: path.join(dir, "bad.pass") }).problem).toMatch(/a quote/);
  expect(netLines({ mqtt: "mqtt://t:pw@h", mqttPasswordFile: path.join(dir, "bad.pass") }).problem).toMatch(/give one of them/);
  expect(netLines({ mqttPasswordFile: path.join(dir, "none.pass") }).problem).toMatch(/cannot read broker password file/);
  expect(netLines({ netOff: true }).lines).toEqual(["net off"]);
});

test("the link's net: settings kept in the store's file net (not the journal, not the sheet), the passwords never sent back, started with at once, kept across a restart", async () => {
  const port = recordingPort();
  const u = netUnit(port);
  try {
    await u.client.hello();
    expect((await u.client.request("net")).body).toBe("wifi \"\" password none; broker none user \"\" password none; table none; off (needs ssid, broker and table)");
    for (const line of configured(1884)) {
      const r = await u.client.request(bytesOf(line));
      expect([line, r.ok]).toEqual([line, true]);
    }
    expect((await u.client.request("net")).body).toBe("wifi \"club-wifi\" password set; broker 127.0.0.1:1884 user \"table7\" password set; table 7; connecting");
    const last = port.started[port.started.length - 1];
    expect(last).toEqual({ ssid: "club-wifi", wifiPassword: Buffer.from(WIFI_PW, "utf8").toString("latin1"), host: "127.0.0.1", port: 1884, user: "table7", password: MQTT_PW, table: 7 });
    // refused: a line of text (typed by hand), out of range, a quote left open; none repeats the line
    const raw = (text: string) => new Promise<string>((resolve) => {
      const from = u.wire.length;
      u.client["port"].write(Buffer.from(text + "\n", "latin1"));
      const t = setInterval(() => {
        const got = u.wire.slice(from).join("");
        if (got.includes("\n")) {
          clearInterval(t);
          resolve(got);
        }
      }, 5);
    });
    expect(await raw("net password \"leak-1\"")).toMatch(/^-@\d+ -47 \*/); // a line of text but the greeting: refused, not repeated
    expect((await u.client.request("net")).body).toMatch(/^wifi "club-wifi" password set/);
    for (const bad of ["net table 0", "net broker host 70000", `net ssid "${"s".repeat(33)}"`, "net password \"leak-2", "net password leak-3 more", "net nonsense leak-4"]) {
      const r = await u.client.request(bytesOf(bad));
      expect([bad, r.ok]).toEqual([bad, false]);
      expect(r.body).not.toMatch(/leak|sss/);
    }
    expect(loadNet(u.store).password).toBe(MQTT_PW);
    // the passwords: in the file net only, never on the wire
    for (const name of u.store.names()) if (name !== "net") expect(u.store.read(name)).not.toMatch(/t7-pw|wifi pw/);
    expect(u.store.read("net")).toContain(MQTT_PW);
    for (const line of MATCH) expect((await u.client.request(bytesOf(line))).ok).toBe(true);
    const sheet = await u.client.request("sheet");
    expect(sheet.body).not.toMatch(/t7-pw|wifi pw|club-wifi/);
    expect(u.wire.join("")).not.toMatch(/t7-pw|wifi pw|leak/);
  } finally {
    u.close();
  }
  // a restart starts with the kept settings; net off forgets them and stops
  const again = recordingPort();
  const v = netUnit(again, u.store);
  try {
    await v.client.hello();
    expect(again.started.map((s) => s.table)).toEqual([7]);
    expect((await v.client.request("net off")).body).toBe("net off");
    expect((await v.client.request("net")).body).toBe("wifi \"\" password none; broker none user \"\" password none; table none; off (needs ssid, broker and table)");
    expect(v.store.names()).not.toContain("net");
    expect(again.stops).toBeGreaterThan(0);
  } finally {
    v.close();
  }
});

test("the file net's records keep their codes (165 ssid, 166 Wi-Fi password, 167 broker, 168 user, 169 password): a file written now reads back, and so does this one", () => {
  const store = startSimStore();
  const s: NetSettings = { ssid: "club", wifiPassword: "w", host: "10.0.0.2", port: 1884, user: "t7", password: "p", table: 7 };
  expect(saveNet(store, s)).toBe(true);
  const bytes = [...store.read("net")].map((c) => c.charCodeAt(0));
  expect(readRecords(store.read("net")).payloads.map((p) => p.charCodeAt(0))).toEqual([165, 166, 167, 168, 169]);
  const kept = startSimStore();
  kept.replace("net", Buffer.from(bytes).toString("latin1"), 0);
  expect(loadNet(kept)).toEqual(s);
  expect(store.read("net")).toBe("\x05\xa5clubRz\x02\xa6w \xca\x10\xa710.0.0.2 1884 7\x83\xcf\x03\xa8t7W&\x02\xa9p\x1c\xc9");
});

test("a press is shown before anything is published: the point on the display, then its record and the state by a timer of 0 ms", async () => {
  const log: string[] = [];
  let up: (on: boolean) => void = () => undefined;
  const port: NetPort = { start: (_s, _w, f) => void (up = f), stop: () => undefined, publish: (topic, text) => void log.push(`${topic} ${text.split(" ").slice(2, 6).join(" ")}`) };
  const u = netUnit(port, startSimStore(), false);
  try {
    await u.client.hello();
    for (const line of configured(1884).concat(["player A Ana", "player B Ben", "lag A break white"])) expect((await u.client.request(bytesOf(line))).ok).toBe(true);
    up(true);
    u.clock.advance(700); // past the lag's passing message
    u.display.onShow = (f) => void log.push(`shown ${f.join("|")}`);
    log.length = 0;
    u.buttons.level(0, true); // the remote's point: it acts as the button goes down
    u.clock.advance(16);
    u.buttons.level(0, false);
    expect(log[0]).toMatch(/^shown .*\|  1\|/); // A's score
    const seq = (t: string) => log.findIndex((l) => l.startsWith(`carom/table/7/${t}`));
    expect(seq("event")).toBeGreaterThan(0);
    expect(log[seq("event")]).toMatch(/^carom\/table\/7\/event \d+ 0 \d+ 01010203$/); // the point's record: length 1, code 1, its checksum (2, 3)
    expect(seq("state")).toBeGreaterThan(seq("event"));
  } finally {
    u.close();
  }
});

test("the state is the display's numbers (no journal kept or sent while the match is played); the journal once the match is over, cleared by an undo back into play", async () => {
  const sent: Array<[string, string]> = [];
  let up: (on: boolean) => void = () => undefined;
  const port: NetPort = { start: (_s, _w, f) => void (up = f), stop: () => undefined, publish: (topic, text) => void sent.push([topic.split("/")[3], text]) };
  const u = netUnit(port, startSimStore(), false);
  const flush = () => u.clock.advance(1);
  try {
    await u.client.hello();
    for (const line of configured(1884).concat(["player A Ana", "player B Ben", "set distance 2", "lag A break white", "point"])) {
      expect((await u.client.request(bytesOf(line))).ok).toBe(true);
      flush();
    }
    up(true);
    const kinds = () => sent.map((x) => x[0]);
    expect(kinds()).not.toContain("journal");
    const state = checkState(Buffer.from(sent.filter((x) => x[0] === "state").pop()![1], "latin1"));
    if (!state.ok) throw new Error(state.reason);
    expect(state.value).toMatchObject({ table: 7, state: 1, score: [1, 0], names: ["Ana", "Ben"], distance: [2, 2] });
    const view = JSON.parse((await u.client.request("view")).body);
    expect(state.value).toMatchObject({ ...view, clock: state.value.clock });
    sent.length = 0;
    expect((await u.client.request("point")).ok).toBe(true); // A reaches 2: the match is over
    flush();
    const over = sent.filter((x) => x[0] === "journal");
    expect(over.length).toBe(1);
    const j = checkJournal(Buffer.from(over[0][1], "latin1"));
    if (!j.ok) throw new Error(j.reason);
    expect(sheetFromJournal(j.value.journal, j.value.device)).toBe((await u.client.request("sheet")).body);
    sent.length = 0;
    expect((await u.client.request("undo")).ok).toBe(true); // back into play: the retained journal cleared
    flush();
    expect(sent.filter((x) => x[0] === "journal").map((x) => x[1])).toEqual([""]);
    sent.length = 0;
    expect((await u.client.request("point")).ok).toBe(true);
    flush();
    expect((await u.client.request("sign A")).ok).toBe(true); // each signature: the journal again
    flush();
    expect(sent.filter((x) => x[0] === "journal").length).toBe(2);
    sent.length = 0;
    expect((await u.client.request("new")).ok).toBe(true); // the next match: the last one's journal stays
    flush();
    expect(kinds()).toEqual(["event", "state"]);
  } finally {
    u.close();
  }
});

// A board's file as built (its texts as they are), and its code read back as text without spaces
// (the build is pretokenised: tools/build/espruino-pretokenise.ts)
async function built(board: string): Promise<[string, string]> {
  const raw = fs.readFileSync(await buildEspruino(board), "latin1");
  return [raw, detokenise(raw, espruinoTokens(board)).replace(/\s+/g, "")];
}

test("a board without Wi-Fi leaves the club network out of its file; the ESP32 wall unit's has it", async () => {
  for (const board of ["pico-wall"]) { // (every board is built by test/espruino-build.test.ts; this one is the ESP32 wall unit without Wi-Fi)
    const [raw, code] = await built(board);
    expect([board, raw.includes("carom/table/"), code.includes("require(\"Wifi\")")]).toEqual([board, false, false]);
  }
  const [raw, code] = await built("esp32-wall");
  expect([raw.includes("carom/table/"), code.includes("require(\"Wifi\")")]).toEqual([true, true]);
}, 120000);

interface Seen { events: Array<{ seq: number; ev: string; match: number }>; sheets: Buffer[] }

// what the club sees of table 7: every event once (the club's reader, tools/club/reader.ts), the sheets it made
async function watchClub(port: number) {
  const seen: Seen = { events: [], sheets: [] };
  const gaps: string[] = [];
  const dropped: string[] = [];
  const club = await readClub(`mqtt://club:club-pw@127.0.0.1:${port}`, {
    event: (e) => void seen.events.push({ seq: e.seq, ev: e.ev, match: e.match }),
    gap: (t, from, to) => void gaps.push(`${t}: ${from}-${to}`),
    sheet: (_t, b) => void seen.sheets.push(b),
    dropped: (t, why) => void dropped.push(`${t}: ${why}`),
  });
  afterDone.push(() => expect(dropped).toEqual([]));
  return { seen, gaps, club };
}

// a reader that joins afterwards: the retained messages
async function retained(port: number): Promise<Map<string, Buffer>> {
  const got = new Map<string, Buffer>();
  const c = await mqtt.connectAsync(`mqtt://club:club-pw@127.0.0.1:${port}`, { clientId: "late-reader" });
  c.on("message", (t, p) => got.set(t, p));
  await c.subscribeAsync("carom/table/7/+", { qos: 1 });
  await until("the retained state and presence", () => got.size >= 2, 5000);
  await new Promise((r) => setTimeout(r, 300)); // (the match's journal, when it is over, comes with them)
  await c.endAsync();
  return got;
}

it("the firmware publishes by itself: every event once in order, the retained state with the seq of its last event, the sheet as carom sheet writes it, online", async () => {
  const broker = await brokerWithUsers();
  const joined: string[] = [];
  const { seen, gaps, club } = await watchClub(broker.port);
  const u = netUnit(startNet({ wifi: fakeWifi(joined), net: nodeNet }));
  try {
    await u.client.hello();
    const live: string[] = []; // the link's live stream, what carom bridge would publish
    u.client.onLive((l) => { if (l.kind === "ev") live.push(l.body); });
    await u.client.request("live on");
    for (const line of configured(broker.port)) expect((await u.client.request(bytesOf(line))).ok).toBe(true);
    await until("online, Wi-Fi joined", () => u.unit.st.club!.up && joined.length > 0, 10000);
    expect(joined[joined.length - 1]).toBe(`club-wifi ${Buffer.from(WIFI_PW, "utf8").toString("latin1")}`);
    for (const line of MATCH) expect((await u.client.request(bytesOf(line))).ok).toBe(true);
    await until(`${MATCH.length} events at the club`, () => seen.events.length >= MATCH.length, 15000);
    expect(seen.events.map((e) => e.seq)).toEqual(MATCH.map((_, i) => i + 1));
    expect(seen.events.map((e) => e.ev)).toEqual(live);
    expect(gaps).toEqual([]);
    expect(club.reader.duplicates).toBe(0);
    const sheet = await u.client.request("sheet", 10000);
    const view = JSON.parse((await u.client.request("view")).body);
    const kept = await retained(broker.port);
    const read = checkState(kept.get("carom/table/7/state")!);
    if (!read.ok) throw new Error(read.reason);
    // the state's numbers, named on the host, are what the unit shows
    expect(read.value).toEqual({ table: 7, epoch: read.value.epoch, seq: MATCH.length, match: 0, at: read.value.at, ...view, clock: read.value.clock });
    expect(kept.get("carom/table/7/state")!.length).toBeLessThan(300); // numbers, no journal
    const journal = checkJournal(kept.get("carom/table/7/journal")!); // the match is over: its journal, retained
    if (!journal.ok) throw new Error(journal.reason);
    expect(journal.value).toMatchObject({ table: 7, match: 0 });
    expect([...kept.keys()]).not.toContain("carom/table/7/sheet"); // the club makes the sheet
    await until("the sheet made at the club", () => seen.sheets.length > 0, 5000);
    expect(seen.sheets[seen.sheets.length - 1]).toEqual(Buffer.from(sheet.body + "\n", "latin1")); // carom sheet's bytes
    expect(kept.get("carom/table/7/presence")!.toString()).toBe("online");
    // the next match: a "new" event, match 1
    expect((await u.client.request("new")).ok).toBe(true);
    await until("the new match", () => seen.events.length === MATCH.length + 1, 5000);
    expect(seen.events[MATCH.length]).toEqual({ seq: MATCH.length + 1, ev: "new", match: 1 });
    expect(u.wire.join("")).not.toMatch(/t7-pw|wifi pw/);
  } finally {
    u.close();
    await club.client.endAsync(true);
    await broker.stop();
  }
});

onEspruino("on the Espruino interpreter for Linux: the same, the passwords never sent back", async () => {
  const broker = await brokerWithUsers();
  const { seen, gaps, club } = await watchClub(broker.port);
  const e = await openEspruino(ESPRUINO!, { bundleFile: await buildEspruino("linux", undefined, true), boot0: FAKE_WIFI });
  const replies: string[] = [];
  const ask = async (line: string) => {
    const r = await e.ask(bytesOf(line));
    replies.push(r.body);
    return r;
  };
  try {
    for (const line of configured(broker.port)) expect((await ask(line)).ok).toBe(true);
    let net = "";
    for (let t0 = Date.now(); !/online$/.test(net) && Date.now() - t0 < 15000; await new Promise((r) => setTimeout(r, 200))) net = (await ask("net")).body;
    expect(net).toMatch(/online$/);
    for (const line of MATCH) expect([line, (await ask(line)).ok]).toEqual([line, true]);
    await until(`${MATCH.length} events at the club`, () => seen.events.length >= MATCH.length, 20000);
    expect(seen.events.map((x) => x.seq)).toEqual(MATCH.map((_, i) => i + 1));
    expect(gaps).toEqual([]);
    expect(club.reader.duplicates).toBe(0);
    const sheet = await ask("sheet");
    const view = JSON.parse((await ask("view")).body);
    const kept = await retained(broker.port);
    const read = checkState(kept.get("carom/table/7/state")!);
    expect(read.ok && read.value).toMatchObject({ table: 7, seq: MATCH.length, ...view, clock: read.ok ? read.value.clock : 0 });
    expect(checkJournal(kept.get("carom/table/7/journal")!).ok).toBe(true);
    await until("the sheet made at the club", () => seen.sheets.length > 0, 5000);
    expect(seen.sheets[seen.sheets.length - 1]).toEqual(Buffer.from(sheet.body + "\n", "latin1"));
    expect((await ask("net")).body).toMatch(/password set; broker 127\.0\.0\.1:\d+ user "table7" password set; table 7; online/);
    expect(replies.join("\n")).not.toMatch(/t7-pw|wifi pw/);
    console.log(`wall unit on Espruino with the club network: ${(await ask("memory")).body}`);
  } finally {
    await e.close();
    await club.client.endAsync(true);
    await broker.stop();
  }
});
