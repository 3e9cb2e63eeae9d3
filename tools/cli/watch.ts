// carom watch --port P: a live scoreboard in the terminal, from the device's live stream.
import { withScoreboard } from "./common";

interface View {
  state: number; shooter: number; names: string[]; score: number[]; run: number; inning: number; high: number[];
  average: number[]; clock: number; equalizing: boolean; lastInning: boolean; winner: number; distance: number[];
}

const STATES = ["setup", "in play", "suspended", "finished", "signed"];

export function drawView(v: View, last: string): string {
  const avg = (t: number) => (t / 1000).toFixed(3);
  const mark = (p: number) => (v.shooter === p ? ">" : " ");
  const row = (p: number) =>
    `${mark(p)} ${v.names[p].padEnd(16).slice(0, 16)} ${String(v.score[p]).padStart(4)} / ${v.distance[p]}` +
    `   high ${String(v.high[p]).padStart(2)}   avg ${avg(v.average[p])}`;
  const status = [STATES[v.state] ?? "", v.equalizing ? "EQUALIZING INNING" : "", v.lastInning ? "LAST INNING" : "",
    v.state >= 3 ? (v.winner < 0 ? "draw" : `winner ${v.names[v.winner]}`) : ""].filter((x) => x).join(" - ");
  return [
    "carom watch (Ctrl-C to stop)",
    "",
    row(0),
    row(1),
    "",
    `  inning ${v.inning}   run ${v.run}${v.clock >= 0 ? `   clock ${v.clock}s` : ""}`,
    `  ${status}`,
    `  last event: ${last}`,
  ].join("\n");
}

export async function watch(o: { port?: string }): Promise<void> {
  await withScoreboard(o.port, async (client, port) => {
    let last = "-";
    const show = (json: string) => {
      const text = drawView(JSON.parse(Buffer.from(json, "latin1").toString("utf8")), last);
      process.stdout.write(process.stdout.isTTY ? `\x1b[2J\x1b[H${text}\n` : `${text}\n\n`);
    };
    show((await client.request("view")).body);
    client.onLive((l) => {
      if (l.kind === "ev") last = Buffer.from(l.body, "latin1").toString("utf8");
      else if (l.kind === "view") show(l.body);
    });
    await client.request("live on");
    const lost = await new Promise<boolean>((resolve) => {
      process.once("SIGINT", () => resolve(false));
      process.once("SIGTERM", () => resolve(false));
      port.once("close", () => resolve(true));
      port.once("error", () => resolve(true));
    });
    if (lost) throw new Error("lost the scoreboard: the port closed");
    await client.request("live off", 1000).catch(() => undefined);
  });
}
