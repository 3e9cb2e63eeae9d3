// A table's side of the club network (docs/club.md): numbers the events, publishes each with
// QoS 1 and then the table's retained state, the finished sheet as it came, and the presence
// (the last will says "offline"). While the broker is away MQTT.js keeps every QoS 1 message
// and sends them, in order, once it is back; a reader counts each sequence number once.
import * as fs from "fs";
import mqtt, { MqttClient } from "mqtt";
import { checkState } from "./payloads";
import { Presence, PREV, shownUrl, TableEvent, TableState, TableView, topicOf } from "./topics";

export interface PublisherOptions {
  url: string; // mqtt://user:password@host:port or mqtts://...
  table: number;
  ca?: string; // a CA file, for mqtts with the club's own CA
  keepalive?: number; // seconds; the broker says "offline" 1.5 times this after the table went silent
  say?: (text: string) => void; // what it is doing, for a person
}

export { PREV };

const same = (a: TableView | null, b: TableView) => a !== null && JSON.stringify({ ...a, clock: 0 }) === JSON.stringify({ ...b, clock: 0 });

export class TablePublisher {
  seq = 0;
  match = 0;
  // when this numbering began (ms): a table that lost its retained state (a broker restarted
  // without persistence, and the bridge too) numbers from 1 again under a new epoch
  epoch = Date.now();
  sent = 0; // bytes of the payloads published
  private view: TableView | null = null;
  private recent: string[] = []; // the events just before the next one, oldest first
  private presence: Presence = "online";
  private constructor(readonly client: MqttClient, readonly table: number, private say: (t: string) => void) {}

  // Connects, and goes on numbering where the table's retained state left off (a restart of the
  // bridge or the simulator numbers on; a new table starts at 1).
  static async start(o: PublisherOptions): Promise<TablePublisher> {
    const say = o.say ?? (() => undefined);
    const client = mqtt.connect(o.url, {
      clientId: `carom-table-${o.table}-${process.pid}-${Math.floor(Math.random() * 1e6)}`,
      keepalive: o.keepalive ?? 3,
      reconnectPeriod: 1000,
      connectTimeout: 5000,
      ca: o.ca === undefined ? undefined : fs.readFileSync(o.ca),
      will: { topic: topicOf(o.table, "presence"), payload: Buffer.from("offline"), qos: 1, retain: true },
    });
    const p = new TablePublisher(client, o.table, say);
    let first = true;
    client.on("connect", () => {
      say(first ? `connected to ${shownUrl(o.url)} as table ${o.table}` : "the broker is back: sending what was queued");
      first = false;
      p.publishPresence();
      if (p.view !== null) p.publishState();
    });
    client.on("offline", () => say(`the broker ${shownUrl(o.url)} is away: queuing the events until it is back`));
    client.on("error", (e) => say(`broker: ${e.message}`));
    // the first connection: an error before it ends the client (later ones are retried)
    await new Promise<void>((resolve, reject) => {
      const failed = (e: Error) => {
        client.end(true);
        reject(new Error(`cannot connect to ${shownUrl(o.url)}: ${e.message}`));
      };
      client.once("error", failed);
      client.once("connect", () => {
        client.removeListener("error", failed);
        resolve();
      });
    });
    const last = await p.retainedState();
    if (last !== null) {
      p.seq = last.seq;
      p.match = last.match;
      if (typeof last.epoch === "number") p.epoch = last.epoch;
      const { table, seq, match, at, epoch, ...view } = last; // eslint-disable-line @typescript-eslint/no-unused-vars
      p.view = view;
      say(`table ${o.table} numbers on from event ${last.seq}`);
    }
    return p;
  }

  private async retainedState(): Promise<TableState | null> {
    const topic = topicOf(this.table, "state");
    let found: TableState | null = null;
    const take = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      // only a state that fits (tools/club/payloads.ts) is numbered on; else a new numbering from 1
      const c = checkState(payload);
      if (c.ok && c.value.table === this.table) found = c.value;
      else this.say(`table ${this.table}: its retained state does not fit (${c.ok ? "another table's number" : c.reason}): numbering from 1 under a new epoch`);
    };
    this.client.on("message", take);
    await this.client.subscribeAsync(topic, { qos: 1 }).catch(() => undefined);
    // the retained message follows the subscription's acknowledgement
    await new Promise((r) => setTimeout(r, 300));
    this.client.removeListener("message", take);
    await this.client.unsubscribeAsync(topic).catch(() => undefined);
    return found;
  }

  private publish(topic: string, payload: Buffer, retain: boolean): void {
    this.sent += payload.length;
    this.client.publish(topic, payload, { qos: 1, retain });
  }

  // An event entered on the table, with what the display shows after it.
  event(line: string, view: TableView): void {
    if (line === "new") this.match++;
    this.seq++;
    this.view = view;
    const e: TableEvent = { table: this.table, epoch: this.epoch, seq: this.seq, match: this.match, ev: line, prev: this.recent, at: Date.now() };
    this.publish(topicOf(this.table, "event"), Buffer.from(JSON.stringify(e), "utf8"), false);
    this.recent = this.recent.concat([line]).slice(-PREV);
    this.publishState();
  }

  // What the display shows, read after the link was away: when it changed, events were entered
  // that nobody saw, and the state takes a number of its own (a reader sees the gap).
  resync(view: TableView): boolean {
    if (this.view === null && this.seq === 0 && view.state === 0 && view.score[0] + view.score[1] === 0) {
      this.view = view;
      this.publishState();
      return false;
    }
    if (same(this.view, view)) return false;
    this.seq++;
    this.recent = []; // this number has no event: the next event's prev starts after it
    this.view = view;
    this.publishState();
    return true;
  }

  // The finished sheet: the bytes `carom sheet` writes, unchanged.
  sheet(bytes: Buffer): void {
    this.publish(topicOf(this.table, "sheet"), bytes, true);
  }

  setPresence(p: Presence): void {
    if (p === this.presence) return;
    this.presence = p;
    this.publishPresence();
  }

  private publishPresence(): void {
    this.publish(topicOf(this.table, "presence"), Buffer.from(this.presence), true);
  }

  private publishState(): void {
    const s: TableState = { table: this.table, epoch: this.epoch, seq: this.seq, match: this.match, at: Date.now(), ...this.view! };
    this.publish(topicOf(this.table, "state"), Buffer.from(JSON.stringify(s), "utf8"), true);
  }

  // Says "offline" itself (a will is only for a table that vanished), after what is queued.
  async close(): Promise<void> {
    if (this.client.connected) {
      await this.client.publishAsync(topicOf(this.table, "presence"), "offline", { qos: 1, retain: true }).catch(() => undefined);
    }
    await this.client.endAsync(!this.client.connected).catch(() => undefined);
  }
}
