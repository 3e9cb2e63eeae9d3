// What the club network's tests share: simulated tables on a broker, a script played on one
// through its link, the club page's event stream read as a browser would.
import * as http from "http";
import * as path from "path";
import { fullMatch } from "../../tools/bench/matchgen";
import { bytesOf } from "../../tools/link/client";
import { startSim, Sim } from "../../tools/sim/sim";
import { Controls } from "../../firmware/unit";

export { relay } from "../../tools/club/local-broker";

export function startTable(dir: string, url: string, table: number, extra: { ca?: string } = {}): Promise<Sim> {
  return startSim({ port: -1, host: "127.0.0.1", store: path.join(dir, `table${table}.json`), controls: Controls.Table,
    mqtt: { url, table, ca: extra.ca } });
}

// A finished match of about `events` events: ends at its innings limit.
export function matchScript(table: number, events = 200): string[] {
  const lines = fullMatch(Math.ceil(events / 6), table);
  lines.splice(2, 2, `player A "Ana ${table}"`, `player B "Ben ${table}"`);
  return lines;
}

// Plays the lines one after another through the table's link; returns how many it took.
export async function play(sim: Sim, lines: string[], pauseMs = 0): Promise<number> {
  let ok = 0;
  for (const l of lines) {
    const r = await sim.link!.request(bytesOf(l), 10000);
    if (r.ok) ok++;
    if (pauseMs > 0) await new Promise((res) => setTimeout(res, pauseMs));
  }
  return ok;
}

export interface PageStream { events: Map<number, number[]>; presence: Map<number, string>; states: Map<number, { seq: number }>; close(): void }

// The club server's /events as the page reads them.
export function pageStream(url: string): Promise<PageStream> {
  const s: PageStream = { events: new Map(), presence: new Map(), states: new Map(), close: () => undefined };
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/events`, (res) => {
      let buf = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        buf += d;
        let end;
        while ((end = buf.indexOf("\n\n")) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const kind = /^event: (.*)$/m.exec(block)![1];
          const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]);
          if (kind === "snapshot") {
            for (const t of data) {
              s.presence.set(t.table, t.presence);
              if (t.state) s.states.set(t.table, t.state);
            }
            resolve(s);
          } else if (kind === "event") {
            if (!s.events.has(data.table)) s.events.set(data.table, []);
            s.events.get(data.table)!.push(data.seq);
          } else if (kind === "presence") s.presence.set(data.table, data.presence);
          else if (kind === "state") s.states.set(data.table, data);
        }
      });
    });
    req.once("error", reject);
    s.close = () => req.destroy();
  });
}

export async function until(what: string, ok: () => boolean, ms = 10000): Promise<number> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - t0;
}

export const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
