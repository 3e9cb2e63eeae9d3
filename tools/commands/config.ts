// carom config --port P ...: names and match configuration before the lag.
import { bytesOf } from "../link/client";
import { fail, withScoreboard } from "./common";

export interface ConfigOptions {
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

export async function config(o: ConfigOptions): Promise<void> {
  const lines = configLines(o);
  if (lines.length === 0) {
    fail("nothing to set: give --distance, --innings, --equalize, --shotclock, --extensions, --tiebreak, --player-a, --player-b or a header", 2);
    return;
  }
  await withScoreboard(o.port, async (client) => {
    for (const line of lines) {
      const r = await client.request(bytesOf(line));
      if (!r.ok) {
        fail(`${line}: ${r.body}`, 2);
        return;
      }
      process.stderr.write(`${line}: ok\n`);
    }
  });
}
