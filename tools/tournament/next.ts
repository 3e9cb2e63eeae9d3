// carom tournament next: the matches that can be played now, each with the carom config line
// that sets a scoreboard up for it (event, round, table, names, the phase's settings), as a
// command that runs as printed: `npx carom config --port "$PORT" ...` (PORT: the table's
// scoreboard, set once; or `--port P` given to tournament next is written in).
import { Lang } from "../export/labels";
import { displayName, EventView } from "./build";
import { word, waitsText } from "./labels";
import { Scheduled } from "./model";
import { nameAt } from "./sheets";

const q = (t: string) => `"${t.replace(/(["\\$`])/g, "\\$1")}"`;

export const PORT_VARIABLE = '"$PORT"';

function configLine(v: EventView, m: Scheduled, port: string): string {
  const s = v.t.phases.find((p) => p.name === m.phase)!.match ?? {};
  const nameOf = (e: string) => nameAt(v.t, e, m.id, v.order);
  const parts = ["npx carom config", `--port ${port}`, `--event ${q(v.t.event)}`, `--round ${q(m.round)}`];
  if (m.table !== null) parts.push(`--table ${q(m.table)}`);
  parts.push(`--player-a ${q(nameOf(m.a!))}`, `--player-b ${q(nameOf(m.b!))}`);
  if (s.distance !== undefined) parts.push(`--distance ${s.distance}`);
  if (s.innings !== undefined) parts.push(`--innings ${s.innings}`);
  if (s.equalize !== undefined) parts.push(`--equalize ${s.equalize ? "on" : "off"}`);
  if (s.tiebreak !== undefined) parts.push(`--tiebreak ${s.tiebreak}`);
  return parts.join(" ");
}

export function nextMatches(v: EventView): { playable: Scheduled[]; waiting: Scheduled[] } {
  const open = v.schedule.filter((m) => !m.annulled && !v.results.has(m.id));
  const playable: Scheduled[] = [];
  const firstRound = new Map<string, number>();
  for (const m of open) {
    const key = `${m.phase}/${m.group ?? ""}`;
    if (!firstRound.has(key)) firstRound.set(key, m.roundNo);
  }
  // within a group, the lowest round still open; a phase starts once the one before is over
  const phaseOpen = (name: string) => v.t.phases.findIndex((p) => p.name === name);
  const firstPhase = open.length === 0 ? -1 : Math.min(...open.map((m) => phaseOpen(m.phase)));
  for (const m of open) {
    if (m.a === null || m.b === null || phaseOpen(m.phase) !== firstPhase) continue;
    if (m.roundNo === firstRound.get(`${m.phase}/${m.group ?? ""}`)) playable.push(m);
  }
  return { playable, waiting: open.filter((m) => m.a === null || m.b === null) };
}

// port: the serial port to write into each line (default "$PORT", which the first line explains)
export function nextText(v: EventView, lang: Lang, port?: string): string {
  const { playable, waiting } = nextMatches(v);
  const out = [`${word("next", lang)}: ${v.t.event}`];
  if (playable.length > 0 && port === undefined) out.push(word("portHint", lang));
  if (playable.length === 0) out.push(waiting.length === 0 ? word("done", lang) : word("none", lang));
  for (const m of playable) {
    const table = m.table === null ? "" : `  ${word("tableWord", lang)} ${m.table}`;
    out.push(`${m.id}  ${m.round}${table}  ${displayName(v.t, m.a!, m.id, v.order)} - ${displayName(v.t, m.b!, m.id, v.order)}`);
    out.push(`    ${configLine(v, m, port === undefined ? PORT_VARIABLE : q(port))}`);
  }
  for (const m of waiting) {
    const who = (e: string | null, w: string) => (e === null ? waitsText(w, lang) : displayName(v.t, e, m.id, v.order));
    out.push(`${m.id}  ${m.round}  ${who(m.a, m.waitsA)} - ${who(m.b, m.waitsB)}  (${word("waits", lang)})`);
  }
  return out.join("\n") + "\n";
}
