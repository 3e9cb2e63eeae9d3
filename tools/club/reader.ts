// A reader of the club network (docs/club.md): every table from the retained messages, each
// event counted once (by its sequence number) and in order, and a gap in the numbers taken
// as "the retained state is the truth". A table publishes its journal's records and its state as
// the numbers its display shows; a match that is over as its journal, from which the sheet is
// made here with the rules core (tools/club/payloads.ts).
import * as fs from "fs";
import mqtt, { MqttClient } from "mqtt";
import { sheetFromJournal } from "../link/journal-read";
import { checkEvent, checkJournal, checkPresence, checkState, eventWords, JournalRead, MAX_SHEET } from "./payloads";
import { Presence, readTopic, TableEvent, TableState } from "./topics";

export interface TableSeen {
  table: number;
  epoch: number; // the table's numbering (docs/club.md)
  last: number | null; // the sequence number of the last event counted
  state: TableState | null;
  presence: Presence;
  events: number;
  gaps: number;
  sheet: string; // the sheet last made from its journal ("" none)
}

export interface ReaderListener {
  event?(e: TableEvent): void;
  state?(s: TableState): void;
  presence?(table: number, p: Presence): void;
  gap?(table: number, from: number, to: number): void; // events from..to were never seen
  // a finished sheet, with the match it belongs to in the table's numbering
  sheet?(table: number, bytes: Buffer, match: { epoch: number; match: number }): void;
  dropped?(topic: string, reason: string): void; // a payload that does not fit (tools/club/payloads.ts)
}

export class ClubReader {
  readonly tables = new Map<number, TableSeen>();
  duplicates = 0;
  received = 0; // every message
  dropped = 0;
  slowestMs = 0; // the longest any one message took to handle
  private sheets = new Map<number, Buffer>(); // a table's sheet that came before its state
  constructor(private l: ReaderListener) {}

  private seen(table: number): TableSeen {
    let t = this.tables.get(table);
    if (t === undefined) {
      t = { table, epoch: 0, last: null, state: null, presence: "offline", events: 0, gaps: 0, sheet: "" };
      this.tables.set(table, t);
    }
    return t;
  }

  // Every message, whatever it holds: what does not fit is dropped and said, and nothing a
  // table publishes reaches past its own entry.
  message(topic: string, payload: Buffer): void {
    const t0 = performance.now();
    this.received++;
    try {
      const why = this.take(topic, payload);
      if (why !== "") this.drop(topic, why);
    } catch (e) {
      this.drop(topic, `could not be read (${(e as Error).message})`);
    }
    this.slowestMs = Math.max(this.slowestMs, performance.now() - t0);
  }

  private drop(topic: string, reason: string): void {
    this.dropped++;
    this.l.dropped?.(topic, reason);
  }

  // "" when taken, else why not
  private take(topic: string, payload: Buffer): string {
    const where = readTopic(topic);
    if (where === null) return "not a table's topic";
    if (where.kind === "presence") {
      const p = checkPresence(payload);
      if (!p.ok) return p.reason;
      const t = this.seen(where.table);
      t.presence = p.value;
      this.l.presence?.(t.table, p.value);
    } else if (where.kind === "sheet") {
      if (payload.length > MAX_SHEET) return `${payload.length} bytes (at most ${MAX_SHEET})`;
      if (payload.length === 0) return "";
      const t = this.seen(where.table);
      if (t.state === null) this.sheets.set(t.table, payload);
      else this.sheetOf(t, payload);
    } else if (where.kind === "journal") {
      if (payload.length === 0) return ""; // cleared: the match is in play again (an undo)
      const c = checkJournal(payload);
      if (!c.ok) return c.reason;
      if (c.value.table !== where.table) return `table ${c.value.table} inside, on table ${where.table}'s topic`;
      this.takeJournal(this.seen(where.table), c.value);
    } else {
      const c = where.kind === "state" ? checkState(payload) : checkEvent(payload);
      if (!c.ok) return c.reason;
      const body = c.value;
      if (body.table !== where.table) return `table ${body.table} inside, on table ${where.table}'s topic`;
      const t = this.seen(where.table);
      if (body.epoch !== t.epoch) {
        // a numbering of its own: counted from here, and nothing of it taken for a duplicate
        t.epoch = body.epoch;
        t.last = where.kind === "event" ? body.seq - 1 : null;
        t.state = where.kind === "state" ? null : t.state;
      }
      if ("record" in body) this.takeEvent(t, body);
      else this.takeState(t, body);
    }
    return "";
  }

  // The sheet's match: the state's once that one is finished; before that, the state has moved
  // on to a new match (a reader that joined late gets the retained sheet of the one before).
  private sheetOf(t: TableSeen, bytes: Buffer): void {
    const s = t.state!;
    this.l.sheet?.(t.table, bytes, { epoch: s.epoch, match: s.state >= 3 ? s.match : s.match - 1 });
  }

  private takeState(t: TableSeen, s: TableState): void {
    if (t.state !== null && t.state.epoch === s.epoch && s.seq < t.state.seq) return; // an older state, resent
    t.state = s;
    if (t.last === null) t.last = s.seq; // a late joiner: the events up to here are in the state
    this.l.state?.(s);
    const waiting = this.sheets.get(t.table);
    if (waiting !== undefined) {
      this.sheets.delete(t.table);
      this.sheetOf(t, waiting);
    }
  }

  // A match that is over: its sheet, made from its journal as carom sheet makes it (each change once).
  private takeJournal(t: TableSeen, j: JournalRead): void {
    const sheet = sheetFromJournal(j.journal, j.device) + "\n";
    if (sheet !== t.sheet) this.l.sheet?.(t.table, Buffer.from(sheet, "latin1"), { epoch: j.epoch, match: j.match });
    t.sheet = sheet;
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
  // order, before e), the rest are a gap. One pass over prev: the new matches begun after each.
  private fill(t: TableSeen, e: TableEvent): void {
    const prev = e.prev ?? [];
    const first = e.seq - prev.length; // the sequence number of prev[0]
    const from = t.last! + 1;
    if (from < first) {
      t.gaps++;
      this.l.gap?.(t.table, from, first - 1);
    }
    const words = prev.map(eventWords);
    const later: number[] = new Array(prev.length); // later[i]: the new matches begun after prev[i], e's own too
    let n = e.ev === "new" || e.ev === "abandon" ? 1 : 0;
    for (let i = prev.length - 1; i >= 0; i--) {
      later[i] = n;
      if (words[i] === "new" || words[i] === "abandon") n++;
    }
    for (let s = Math.max(from, first); s < e.seq; s++) {
      const i = s - first;
      this.count(t, { table: t.table, epoch: e.epoch, seq: s, match: e.match - later[i], at: e.at, record: prev[i], prev: [], ev: words[i] });
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
