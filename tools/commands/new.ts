// carom new --port P: keep the finished match's sheet and start the next match.
import { withScoreboard } from "./common";

export async function newMatch(o: { port?: string }): Promise<void> {
  await withScoreboard(o.port, async (client) => {
    const r = await client.request("new");
    if (!r.ok) throw new Error(`${r.body}: finish it first (or undo to correct it)`);
    process.stderr.write("new match: the finished one is kept (carom sheet --last 1)\n");
  });
}
