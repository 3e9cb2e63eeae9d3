// Follows a scoreboard's live stream over its link (docs/protocol.md: live on) and hands each
// event's record to the table's publisher with the view's numbers after it (the stream's own),
// and the unit's journal once the match is over (read from the unit: its end's time is in it);
// reads the sheet when the match is over (sealed, on a unit with a key). Used by `carom bridge` (a board on USB) and `carom sim --mqtt` (the simulator's
// own link, in memory).
import { LinkClient } from "../link/client";
import { VIEW } from "../link/words";
import { Phase } from "../../rules/codes";
import { TablePublisher } from "./publisher";

export interface Follower {
  // turns the stream on and reads the journal: after a reset the stream is off and events may
  // have been entered meanwhile. Resolves false when the board does not answer.
  sync(): Promise<boolean>;
}

const number = (numbers: string[], name: string) => Number(numbers[VIEW.indexOf(name)]);

export function follow(client: LinkClient, pub: TablePublisher, say: (t: string) => void): Follower {
  let sheetOf = ""; // the sheet last published, to publish each change once
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
      const finished = number(numbers, "state") >= Phase.Finished;
      const journal = finished ? await client.journal().catch(() => null) : null;
      pub.event(p, numbers.join(" "), journal);
      if (finished) await publishSheet();
    });
  });
  return {
    async sync() {
      try {
        const on = await client.request("live on", 2000);
        const n = await client.viewNumbers(2000);
        if (!on.ok || n === null) return false;
        const finished = number(n, "state") >= Phase.Finished;
        const j = finished ? await client.journal() : null;
        if (finished && j === null) return false;
        if (pub.resync(n.join(" "), j)) say(`table ${pub.table}: events were entered while the link was away; the state is published as it is now`);
        if (finished) await publishSheet();
        return true;
      } catch {
        return false;
      }
    },
  };
}
