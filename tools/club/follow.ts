// Follows a scoreboard's live stream over its link (docs/protocol.md: live on) and hands each
// event's record to the table's publisher, with the unit's journal after it: kept here from the
// records, read from the unit again where the stream does not say all (a new match, a match that
// ended: its time is in the journal); reads the sheet when the match is over (sealed, on a unit
// with a key). Used by `carom bridge` (a board on USB) and `carom sim --mqtt` (the simulator's
// own link, in memory).
import { LinkClient } from "../link/client";
import { VIEW } from "../link/words";
import { Phase } from "../../rules/codes";
import { Dev } from "../../firmware/device";
import { record } from "../../firmware/records";
import { TablePublisher } from "./publisher";

export interface Follower {
  // turns the stream on and reads the journal: after a reset the stream is off and events may
  // have been entered meanwhile. Resolves false when the board does not answer.
  sync(): Promise<boolean>;
}

const number = (numbers: string[], name: string) => Number(numbers[VIEW.indexOf(name)]);

export function follow(client: LinkClient, pub: TablePublisher, say: (t: string) => void): Follower {
  let sheetOf = ""; // the sheet last published, to publish each change once
  let journal = "";
  let chain = Promise.resolve(); // one event at a time, in the order of the stream
  pub.device = /^[A-Za-z0-9-]{1,32}$/.test(client.device) ? client.device : "unit";
  const publishSheet = async () => {
    const r = await client.request("sheet", 10000).catch(() => null);
    if (r === null || !r.ok || r.body === sheetOf) return;
    sheetOf = r.body;
    pub.sheet(Buffer.from(r.body + "\n", "latin1")); // what carom sheet writes, byte for byte
    say(`table ${pub.table}: the finished sheet is published`);
  };
  client.onLiveRecord((p, numbers) => {
    chain = chain.then(async () => {
      const code = p.charCodeAt(0);
      const finished = number(numbers, "state") >= Phase.Finished;
      if (code === Dev.New || code === Dev.Abandon || finished) journal = (await client.journal().catch(() => null)) ?? journal;
      else journal += record(p);
      pub.event(p, journal, number(numbers, "clock"));
      if (finished) await publishSheet();
    });
  });
  return {
    async sync() {
      try {
        const on = await client.request("live on", 2000);
        const r = await client.request("view", 2000);
        const j = await client.journal();
        if (!on.ok || !r.ok || j === null) return false;
        journal = j;
        const v = JSON.parse(Buffer.from(r.body, "latin1").toString("utf8")) as { state: number; clock: number };
        if (pub.resync(j, v.clock)) say(`table ${pub.table}: events were entered while the link was away; the state is published as it is now`);
        if (v.state >= Phase.Finished) await publishSheet();
        return true;
      } catch {
        return false;
      }
    },
  };
}
