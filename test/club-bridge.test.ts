// carom bridge with a board on a serial port (the simulator on a pseudo-terminal, under a stable
// name as /dev/serial/by-id gives): the cable pulled and the board put back with events entered
// meanwhile (the club sees the gap and takes the state), the broker killed and restarted while
// events are entered (queued and sent, none twice).
import * as fs from "fs";
import * as path from "path";
import { startBridge, Bridge } from "../tools/club/bridge";
import { readClub, ClubConnection } from "../tools/club/reader";
import { bytesOf, LinkClient } from "../tools/link/client";
import { closePort, openPort } from "../tools/link/open";
import { spawnPtySim, SimProcess } from "../tools/sim/sim-process";
import { Broker, mosquittoTest, openConfig, tmpDir } from "./support/mosquitto";
import { until } from "./support/club-kit";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "the bridge test");
const it = haveSocat ? mosquittoTest("the bridge test") : test.skip;
jest.setTimeout(60000);

let broker: Broker;
let sim: SimProcess | null = null;
let bridge: Bridge;
let club: ClubConnection;
afterAll(async () => {
  await bridge?.close();
  await club?.client.endAsync(true);
  sim?.child.kill("SIGKILL");
  await broker?.stop();
});

async function enter(link: () => LinkClient | null, lines: string[]): Promise<void> {
  for (const l of lines) {
    const c = link();
    if (c === null) throw new Error("no board");
    expect((await c.request(bytesOf(l))).ok).toBe(true);
  }
}

it("the board's cable pulled and put back, the broker restarted: the bridge says so, the club counts every event it published once", async () => {
  const dir = tmpDir("club-bridge");
  broker = await Broker.start(dir, openConfig(dir));
  const url = `mqtt://127.0.0.1:${broker.port}`;
  const store = path.join(dir, "board.json");
  const board = path.join(dir, "board"); // the stable name
  sim = await spawnPtySim(store, { TMPDIR: dir });
  fs.symlinkSync(sim.pty, board);
  club = await readClub(url, {}, { clientId: "club-bridge" });
  const said: string[] = [];
  bridge = await startBridge({ port: board, url, table: 5, say: (t) => said.push(t), pollMs: 300 });
  const seen = () => club.reader.tables.get(5);
  await until("table 5 online", () => seen()?.presence === "online" && bridge.link() !== null);
  await enter(bridge.link, ["set distance 15", "lag A break white", "point", "point", "miss", "point"]);
  await until("6 events counted", () => seen()?.events === 6);

  // the cable pulled
  sim.child.kill("SIGKILL");
  await until("the club shows table 5 without its board", () => seen()?.presence === "no board", 5000);
  await until("the bridge says the board is gone", () => /board on .*board is gone/.test(said.join("\n")));
  // the board back (its store kept the match), two events entered before the bridge sees it
  sim = await spawnPtySim(store, { TMPDIR: dir });
  const direct = await openPort(sim.pty);
  await direct.client.hello();
  await enter(() => direct.client, ["point", "point"]);
  await closePort(direct.port);
  fs.unlinkSync(board);
  fs.symlinkSync(sim.pty, board);
  await until("online again", () => seen()?.presence === "online" && bridge.link() !== null, 5000);
  await until("the state as the board shows it", () => seen()?.state?.score[1] === 3);
  await enter(bridge.link, ["miss"]);
  await until("the event after the gap", () => seen()?.events === 7);
  expect(seen()!.gaps).toBe(1);

  // the broker killed: the events entered meanwhile are queued and sent once it is back
  await broker.kill();
  await enter(bridge.link, ["point", "point", "miss", "point"]);
  await broker.restart();
  await until("the 4 events entered while the broker was away", () => seen()?.events === 11, 10000);
  await new Promise((r) => setTimeout(r, 300));
  expect(seen()!.last).toBe(12); // 6 events, the state of the gap (7), 8-12
  expect(club.reader.tables.get(5)!.events).toBe(11);
  expect(said.join("\n")).toMatch(/queuing/);
});
