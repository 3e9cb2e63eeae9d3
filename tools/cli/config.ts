// carom config --port P ...: names and match configuration before the lag.
import { hintFor } from "./reply-hint";
import { bytesOf } from "../link/client";
import { fail, withScoreboard } from "./common";
import { netLines, NetOptions, shownLine } from "./config-net";
import { controlProblem } from "../link/text-check";

export interface ConfigOptions extends NetOptions {
  port?: string;
  distance?: string[];
  innings?: string;
  equalize?: string;
  shotclock?: string;
  extensions?: string;
  tiebreak?: string;
  playerA?: string;
  playerB?: string;
  event?: string;
  round?: string;
  table?: string;
  referee?: string;
  scorer?: string;
  netStatus?: boolean; // the unit's club network settings (never a password)
}

export function configLines(o: ConfigOptions): string[] {
  const lines: string[] = [];
  const quoted = (t: string) => `"${t.replace(/"/g, "'")}"`;
  if (o.distance !== undefined) lines.push(`set distance ${o.distance.join(" ")}`);
  if (o.innings !== undefined) lines.push(`set innings ${o.innings}`);
  if (o.equalize !== undefined) lines.push(`set equalize ${o.equalize}`);
  if (o.shotclock !== undefined) lines.push(`set shotclock ${o.shotclock}`);
  if (o.extensions !== undefined) lines.push(`set extensions ${o.extensions}`);
  if (o.tiebreak !== undefined) lines.push(`set tiebreak ${o.tiebreak}`);
  for (const key of ["event", "round", "table", "referee", "scorer"] as const) {
    const v = o[key];
    if (v !== undefined) lines.push(`set ${key} ${quoted(v)}`);
  }
  if (o.playerA !== undefined) lines.push(`player A ${quoted(o.playerA)}`);
  if (o.playerB !== undefined) lines.push(`player B ${quoted(o.playerB)}`);
  return lines;
}

const TEXTS = { playerA: "--player-a", playerB: "--player-b", event: "--event", round: "--round", table: "--table", referee: "--referee", scorer: "--scorer" } as const;

export async function config(o: ConfigOptions): Promise<void> {
  for (const [key, flag] of Object.entries(TEXTS)) {
    const v = o[key as keyof typeof TEXTS];
    const problem = v === undefined ? "" : controlProblem(flag, v);
    if (problem !== "") return fail(problem, 2); // nothing sent (a newline would be a command on the unit)
  }
  const net = netLines(o);
  if (net.problem !== null) return fail(net.problem, 2);
  const lines = configLines(o).concat(net.lines);
  const status = o.netStatus === true || net.lines.length > 0;
  if (lines.length === 0 && !status) {
    fail("nothing to set: give --distance, --innings, --equalize, --shotclock, --extensions, --tiebreak, --player-a, --player-b, a header, " +
      "or for a wall unit with Wi-Fi --wifi, --wifi-password-file, --mqtt, --mqtt-password-file, --mqtt-table, --net-off, --net-status", 2);
    return;
  }
  await withScoreboard(o.port, async (client) => {
    for (const line of lines) {
      const r = await client.request(bytesOf(line));
      if (!r.ok) {
        fail(`${shownLine(line)}: ${r.body}${hintFor(r.body)}`, 2);
        return;
      }
      process.stderr.write(`${shownLine(line)}: ok\n`);
    }
    if (!status) return;
    const r = await client.request("net");
    if (!r.ok) return fail(`net: ${r.body}${r.body.includes("unknown word") ? " (this board has no Wi-Fi: use carom bridge, docs/club.md)" : ""}`, 2);
    process.stderr.write(`club network: ${r.body}\n`);
  });
}
