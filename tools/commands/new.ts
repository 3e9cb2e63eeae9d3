// carom new --port P [--defaults] [--abandon]: keep the finished match's sheet (or, with
// --abandon, the unfinished one's, marked abandoned) and start the next match, with the same
// settings or the defaults.
import { withScoreboard } from "./common";

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
    const settings = o.defaults === true
      ? "the new match starts from the default settings"
      : "the new match keeps the last one's settings (distance, innings, equalizing, tie-break, shot clock, event, round, table, referee, scorer; the names start over): carom new --defaults to start from the defaults";
    process.stderr.write(`new match: ${what}; ${settings}\n`);
  });
}
