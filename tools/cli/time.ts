// carom time --port P: sets the scoreboard's clock from this computer's (UTC), so that its
// sheets carry a date and the device's name.
import { withScoreboard } from "./common";

export async function setTime(o: { port?: string }): Promise<void> {
  await withScoreboard(o.port, async (client) => {
    const r = await client.request(`time ${new Date().toISOString().slice(0, 19)}Z`);
    if (!r.ok) throw new Error(r.body);
    process.stderr.write(`the scoreboard's clock: ${r.body}\n`);
  });
}
