// kill -9 of the real simulator (`carom sim --pty`, its store a file) at random moments while a
// client streams pipelined events over the pseudo-terminal: after each restart the match is
// exactly the script's first k events, with every acknowledged event among them (none lost)
// and none twice; the client then goes on from event k. Two simulators, each with its own
// store, are killed in turn, 50 kills in all.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { replayScript } from "../rules/replay";
import { spawnPtySim } from "../tools/sim/sim-process";
import { processesNaming, ptyFolders, untilEmpty } from "./support/leftovers";
import { StreamClient } from "./support/stream-client";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "the kill -9 tests");
const maybe = haveSocat ? test : test.skip;

const KILLS = 50;
const WORKERS = 2;
const WINDOW = 16; // requests in flight

function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

// Points and misses only, so that the sheet tells how many events it holds.
function script(seed: number): string[] {
  const r = lcg(seed);
  const lines = ["set distance 9999", "lag B break yellow"];
  for (let i = 0; i < 20000; i++) lines.push(r() < 0.6 ? "point" : "miss");
  return lines;
}

interface SheetPlayer { score: number; innings: number }

function eventsIn(sheet: { players: { A: SheetPlayer; B: SheetPlayer } }): number {
  const { A, B } = sheet.players;
  return 2 + A.score + B.score + A.innings + B.innings - 1; // each miss opens the next inning
}

interface Figures { kills: number; acked: number; lost: number; twice: number; unackedKept: number; problems: string[] }

async function worker(n: number, kills: number, tmp: string, f: Figures): Promise<void> {
  const store = path.join(tmp, `store-${n}.json`);
  const lines = script(n + 1);
  const random = lcg(1000 + n);
  let acked = 0; // events acknowledged, in script order
  let sent = 0; // events written to the link in the last life
  for (let life = 0; life <= kills; life++) {
    const sim = await spawnPtySim(store, { TMPDIR: tmp });
    const client = await StreamClient.open(sim.pty);
    let k = 0;
    if (life === 0) {
      for (const l of lines.slice(0, 2)) expect((await client.request(l)).kind).toBe("ok");
      k = acked = sent = 2;
    } else {
      const reply = await client.request("sheet");
      k = eventsIn(JSON.parse(reply.body));
      const expected = replayScript(lines.slice(0, k).join("\n")).out;
      if (k < acked) f.lost += acked - k;
      if (k > sent) f.twice += k - sent;
      if (k > acked) f.unackedKept += k - acked;
      if (reply.body + "\n" !== expected) f.problems.push(`simulator ${n}, restart ${life}: the sheet is not the script's first ${k} events`);
    }
    if (life === kills) {
      sim.child.kill("SIGTERM");
      await client.close();
      break;
    }
    let next = k;
    let killed = false;
    sent = k;
    const pump = () => {
      while (!killed && client.inFlight < WINDOW) {
        const i = next++;
        sent = i + 1;
        client.request(lines[i]).then((r) => {
          if (r.kind !== "ok") f.problems.push(`event ${i} (${lines[i]}) refused: ${r.body}`);
          else acked = Math.max(acked, i + 1);
          pump();
        }, () => undefined);
      }
    };
    pump();
    await new Promise((r) => setTimeout(r, 5 + random() * 250));
    killed = true;
    const exited = new Promise((r) => sim.child.once("exit", r));
    sim.child.kill("SIGKILL");
    await exited;
    await client.close();
    f.kills++;
  }
  f.acked += acked;
}

maybe(`kill -9 at random moments, ${KILLS} times, while a client streams: every acknowledged event kept, none twice`, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "carom-kill-"));
  const f: Figures = { kills: 0, acked: 0, lost: 0, twice: 0, unackedKept: 0, problems: [] };
  const started = Date.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n, KILLS / WORKERS, tmp, f)));
  console.log(`kill -9: ${f.kills} kills in ${((Date.now() - started) / 1000).toFixed(1)} s, ${f.acked} events acknowledged, ` +
    `lost ${f.lost}, twice ${f.twice}, kept though unacknowledged ${f.unackedKept}`);
  expect(f.problems).toEqual([]);
  expect({ kills: f.kills, lost: f.lost, twice: f.twice }).toEqual({ kills: KILLS, lost: 0, twice: 0 });
  expect(f.acked).toBeGreaterThan(KILLS * 5); // the kills came while events streamed
  // socat and its watchdog end with the simulator, and take its folder with them
  expect(await untilEmpty(() => processesNaming(tmp))).toEqual([]);
  expect(await untilEmpty(() => ptyFolders(tmp))).toEqual([]);
  fs.rmSync(tmp, { recursive: true, force: true });
}, 120000);
