// `carom sim --mqtt ... --play FILE`: the script's events entered one at a time on the simulated
// table, as a referee would, so that a club can watch its network without anyone pressing.
import { LinkClient } from "../link/client";
import { isBlank, readLines, wireText } from "../link/script-lines";

export async function playSlowly(link: LinkClient, latin1: string, everyMs: number, say: (t: string) => void): Promise<void> {
  for (const line of readLines(latin1)) {
    if (isBlank(line)) continue;
    const text = wireText(line);
    const r = await link.request(text, 5000);
    say(`${Buffer.from(text, "latin1").toString("utf8")}: ${r.ok ? "ok" : "refused"} ${Buffer.from(r.body, "latin1").toString("utf8")}`);
    await new Promise((res) => setTimeout(res, everyMs));
  }
}
