// carom new --port P [--defaults] [--abandon]: keep the finished match's sheet (or, with
// --abandon, the unfinished one's, marked abandoned) and start the next match, with the same
// settings or the defaults.
import { withScoreboard } from "./common";

interface SheetConfig { distance: number[]; innings: number; equalize: boolean; shotclock: number; extensions: number; tiebreak?: string }

// The settings a match carries over, as figures: "distance 30, innings limit 50, equalizing on,
// shot clock 40 s with 1 extension a player, tie-break none"
export function settingsText(c: SheetConfig): string {
  const distance = c.distance[0] === c.distance[1] ? `distance ${c.distance[0]}` : `distance A ${c.distance[0]}, B ${c.distance[1]}`;
  const clock = c.shotclock > 0 ? `shot clock ${c.shotclock} s with ${c.extensions} extension${c.extensions === 1 ? "" : "s"} a player` : "no shot clock";
  return [distance, c.innings > 0 ? `innings limit ${c.innings}` : "no innings limit", `equalizing ${c.equalize ? "on" : "off"}`, clock,
    `tie-break ${c.tiebreak ?? "none"}`].join(", ");
}

export async function newMatch(o: { port?: string; defaults?: boolean; abandon?: boolean }): Promise<void> {
  await withScoreboard(o.port, async (client) => {
    const r = await client.request((o.abandon === true ? "abandon" : "new") + (o.defaults === true ? " defaults" : ""));
    if (!r.ok && o.abandon === true) throw new Error(`${r.body}: carom new starts the next match once this one is over`);
    if (!r.ok) throw new Error(`${r.body}: finish it first (or undo to correct it), or abandon it: carom new --abandon`);
    const kept = await client.request("sheets");
    const last = kept.ok ? kept.body.split(" ").filter((x) => x !== "")[0] ?? "" : "";
    const what = o.abandon === true
      ? `the unfinished match is abandoned: its sheet is kept as it stood, marked abandoned (match ${last.split(":")[0]}: carom sheet --last 1)`
      : "the finished match's sheet is kept (carom sheet --last 1)";
    const now = await client.request("sheet");
    let config: SheetConfig | null = null;
    try {
      config = now.ok ? (JSON.parse(now.body).config as SheetConfig) : null;
    } catch {
      config = null; // (said without the figures)
    }
    const figures = config === null ? "" : ` (${settingsText(config)})`;
    const settings = o.defaults === true
      ? `the new match starts from the default settings${figures}`
      : `the new match keeps the last one's settings${figures}, and its event, round, table, referee and scorer; the names start over: carom new --defaults to start from the defaults`;
    process.stderr.write(`new match: ${what}; ${settings}\n`);
  });
}
