// A reader of the club network (docs/club.md): every table from the retained messages, each
// event counted once (by its sequence number) and in order, and a gap in the numbers taken
// as "the retained state is the truth".
import * as fs from "fs";
import mqtt, { MqttClient } from "mqtt";
import { Presence, readTopic, TableEvent, TableState } from "./topics";

export interface TableSeen {
  table: number;
  epoch: number; // the table's numbering (docs/club.md)
  last: number | null; // the sequence number of the last event counted
  state: TableState | null;
  presence: Presence;
  events: number;
  gaps: number;
}

export interface ReaderListener {
  event?(e: TableEvent): void;
  state?(s: TableState): void;
  presence?(table: number, p: Presence): void;
  gap?(table: number, from: number, to: number): void; // events from..to were never seen
  sheet?(table: number, bytes: Buffer): void;
}

export class ClubReader {
  readonly tables = new Map<number, TableSeen>();
  duplicates = 0;
  constructor(private l: ReaderListener) {}

  private seen(table: number): TableSeen {
    let t = this.tables.get(table);
    if (t === undefined) {
      t = { table, epoch: 0, last: null, state: null, presence: "offline", events: 0, gaps: 0 };
      this.tables.set(table, t);
    }
    return t;
  }

  message(topic: string, payload: Buffer): void {
    const where = readTopic(topic);
    if (where === null) return;
    const t = this.seen(where.table);
    if (where.kind === "presence") {
      const p = payload.toString("utf8") as Presence;
      if (p !== "online" && p !== "offline" && p !== "no board") return;
      t.presence = p;
      this.l.presence?.(t.table, p);
    } else if (where.kind === "sheet") {
      if (payload.length > 0) this.l.sheet?.(t.table, payload);
    } else {
      let body: TableState & TableEvent;
      try {
        body = JSON.parse(payload.toString("utf8"));
      } catch {
        return;
      }
      if (!Number.isInteger(body.seq) || body.table !== t.table) return;
      if (body.epoch !== t.epoch) {
        // a numbering of its own: counted from here, and nothing of it taken for a duplicate
        t.epoch = body.epoch;
        t.last = where.kind === "event" ? body.seq - 1 : null;
        t.state = where.kind === "state" ? null : t.state;
      }
      if (where.kind === "state") this.takeState(t, body);
      else this.takeEvent(t, body);
    }
  }

  private takeState(t: TableSeen, s: TableState): void {
    if (t.state !== null && t.state.epoch === s.epoch && s.seq < t.state.seq) return; // an older state, resent
    t.state = s;
    if (t.last === null) t.last = s.seq; // a late joiner: the events up to here are in the state
    this.l.state?.(s);
  }

  private takeEvent(t: TableSeen, e: TableEvent): void {
    if (t.last !== null && e.seq <= t.last) {
      this.duplicates++;
      return;
    }
    if (t.last !== null && e.seq > t.last + 1) this.fill(t, e);
    this.count(t, e);
  }

  private count(t: TableSeen, e: TableEvent): void {
    t.last = e.seq;
    t.events++;
    this.l.event?.(e);
  }

  // Events last+1 .. e.seq-1 never arrived: those that e's prev repeats are counted from it (in
  // order, before e), the rest are a gap.
  private fill(t: TableSeen, e: TableEvent): void {
    const prev = Array.isArray(e.prev) ? e.prev : [];
    const first = e.seq - prev.length; // the sequence number of prev[0]
    const from = t.last! + 1;
    if (from < first) {
      t.gaps++;
      this.l.gap?.(t.table, from, first - 1);
    }
    for (let s = Math.max(from, first); s < e.seq; s++) {
      // the match of event s: e's, less the new matches begun after s
      const later = prev.slice(s - first + 1).concat([e.ev]).filter((l) => l === "new").length;
      this.count(t, { table: t.table, epoch: e.epoch, seq: s, match: e.match - later, ev: prev[s - first], at: e.at });
    }
  }
}

export interface ClubConnection { client: MqttClient; reader: ClubReader }

// Subscribes to every table with a session the broker keeps (clean: false, QoS 1): what the
// tables publish while this reader reconnects waits for it at the broker.
export async function readClub(url: string, l: ReaderListener, o: { ca?: string; clientId?: string } = {}): Promise<ClubConnection> {
  const reader = new ClubReader(l);
  const client = mqtt.connect(url, {
    clientId: o.clientId ?? `carom-club-${process.pid}`,
    clean: false,
    keepalive: 10,
    reconnectPeriod: 500,
    ca: o.ca === undefined ? undefined : fs.readFileSync(o.ca),
  });
  client.on("message", (topic, payload) => reader.message(topic, payload));
  await new Promise<void>((resolve, reject) => {
    const failed = (e: Error) => {
      client.end(true);
      reject(e);
    };
    client.once("error", failed);
    client.once("connect", () => {
      client.removeListener("error", failed);
      resolve();
    });
  });
  client.on("error", () => undefined); // retried; the page shows the tables as they were
  await client.subscribeAsync("carom/table/+/+", { qos: 1 });
  return { client, reader };
}
