// Follows a scoreboard's live stream over its link (docs/protocol.md: live on) and hands each
// event to the table's publisher; reads the sheet when the match is over. Used by `carom bridge`
// (a board on USB) and `carom sim --mqtt` (the simulator's own link, in memory).
import { LinkClient } from "../link/client";
import { TablePublisher } from "./publisher";
import { TableView } from "./topics";

const utf8 = (latin1: string) => Buffer.from(latin1, "latin1").toString("utf8");

export interface Follower {
  // turns the stream on and reads the view: after a reset the stream is off and events may have
  // been entered meanwhile. Resolves false when the board does not answer.
  sync(): Promise<boolean>;
}

export function follow(client: LinkClient, pub: TablePublisher, say: (t: string) => void): Follower {
  let pending: string | null = null;
  let sheetOf = ""; // the sheet last published, to publish each change once
  let reading = Promise.resolve();
  const publishSheet = (v: TableView) => {
    if (v.state < 3) return;
    // one read at a time, in the order of the events
    reading = reading.then(async () => {
      const r = await client.request("sheet", 10000).catch(() => null);
      if (r === null || !r.ok || r.body === sheetOf) return;
      sheetOf = r.body;
      pub.sheet(Buffer.from(r.body + "\n", "latin1")); // what carom sheet writes, byte for byte
      say(`table ${pub.table}: the finished sheet is published`);
    });
  };
  client.onLive((l) => {
    if (l.kind === "ev") pending = utf8(l.body);
    else if (l.kind === "view" && pending !== null) {
      const v = JSON.parse(utf8(l.body)) as TableView;
      pub.event(pending, v);
      pending = null;
      publishSheet(v);
    }
  });
  return {
    async sync() {
      try {
        const on = await client.request("live on", 2000);
        const r = await client.request("view", 2000);
        if (!on.ok || !r.ok) return false;
        const v = JSON.parse(utf8(r.body)) as TableView;
        if (pub.resync(v)) say(`table ${pub.table}: events were entered while the link was away; the state is published as it is now`);
        publishSheet(v);
        return true;
      } catch {
        return false;
      }
    },
  };
}
