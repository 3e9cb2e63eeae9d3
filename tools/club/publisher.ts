// A table's side of the club network (docs/club.md), as the wall unit publishes by itself
// (firmware/club.ts): numbers the events, publishes each as its journal record with QoS 1 and
// then the table's retained state (its journal), the finished sheet as the unit gave it, and the
// presence (the last will says "offline"). While the broker is away MQTT.js keeps every QoS 1 message
// and sends them, in order, once it is back; a reader counts each sequence number once.
import * as fs from "fs";
import mqtt, { MqttClient } from "mqtt";
import { checkState, StateRead } from "./payloads";
import { hexOf } from "../../firmware/link-frame";
import { record } from "../../firmware/records";
import { Dev } from "../../firmware/device";
import { sheetFromJournal } from "../link/words";
import { Presence, PREV, shownUrl, topicOf } from "./topics";

export interface PublisherOptions {
  url: string; // mqtt://user:password@host:port or mqtts://...
  table: number;
  ca?: string; // a CA file, for mqtts with the club's own CA
  keepalive?: number; // seconds; the broker says "offline" 1.5 times this after the table went silent
  say?: (text: string) => void; // what it is doing, for a person
  device?: string; // the unit's name (its greeting's), for the sheet the club makes
}

export { PREV };

export class TablePublisher {
  seq = 0;
  match = 0;
  // when this numbering began (ms): a table that lost its retained state (a broker restarted
  // without persistence, and the bridge too) numbers from 1 again under a new epoch
  epoch = Date.now();
  sent = 0; // bytes of the payloads published
  device = "carom";
  private journal: string | null = null; // the match's journal (latin1 bytes), once known
  private clock = -1; // the shot clock's seconds left (-1 off)
  private recent: string[] = []; // the records (hex) of the events just before the next one, oldest first
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
    if (o.device !== undefined) p.device = o.device;
    let first = true;
    client.on("connect", () => {
      say(first ? `connected to ${shownUrl(o.url)} as table ${o.table}` : "the broker is back: sending what was queued");
      first = false;
      p.publishPresence();
      if (p.journal !== null) p.publishState();
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
      p.seq = last.state.seq;
      p.match = last.state.match;
      p.epoch = last.state.epoch;
      p.journal = last.journal;
      say(`table ${o.table} numbers on from event ${last.state.seq}`);
    }
    return p;
  }

  private async retainedState(): Promise<StateRead | null> {
    const topic = topicOf(this.table, "state");
    let found: StateRead | null = null;
    const take = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      // only a state that fits (tools/club/payloads.ts) is numbered on; else a new numbering from 1
      const c = checkState(payload);
      if (c.ok && c.value.state.table === this.table) found = c.value;
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

  // An event entered on the table (its record's payload, latin1), with the match's journal after
  // it and the shot clock's seconds left.
  event(payload: string, journal: string, clock: number): void {
    const code = payload.charCodeAt(0);
    if (code === Dev.New || code === Dev.Abandon) this.match++;
    this.seq++;
    this.journal = journal;
    this.clock = clock;
    const rec = hexOf(record(payload));
    const words = [this.table, this.epoch, this.seq, this.match, Date.now(), rec, ...this.recent];
    this.publish(topicOf(this.table, "event"), Buffer.from(words.join(" "), "latin1"), false);
    this.recent = this.recent.concat([rec]).slice(-PREV);
    this.publishState();
  }

  // The journal, read after the link was away: when it changed, events were entered that nobody
  // saw, and the state takes a number of its own (a reader sees the gap).
  resync(journal: string, clock: number): boolean {
    this.clock = clock;
    // (the same match in other bytes: the unit compacted its journal meanwhile)
    if (this.journal === journal || (this.journal !== null && sheetFromJournal(this.journal, "x") === sheetFromJournal(journal, "x"))) {
      this.journal = journal;
      return false;
    }
    const first = this.journal === null && this.seq === 0;
    if (!first) {
      this.seq++;
      this.recent = []; // this number has no event: the next event's prev starts after it
    }
    this.journal = journal;
    this.publishState();
    return !first;
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

  // "TABLE EPOCH SEQ MATCH AT CLOCK DEVICE JOURNAL" (docs/club.md)
  private publishState(): void {
    const words = [this.table, this.epoch, this.seq, this.match, Date.now(), this.clock, this.device, hexOf(this.journal ?? "")];
    this.publish(topicOf(this.table, "state"), Buffer.from(words.join(" "), "latin1"), true);
  }

  // Says "offline" itself (a will is only for a table that vanished), after what is queued.
  async close(): Promise<void> {
    if (this.client.connected) {
      await this.client.publishAsync(topicOf(this.table, "presence"), "offline", { qos: 1, retain: true }).catch(() => undefined);
    }
    await this.client.endAsync(!this.client.connected).catch(() => undefined);
  }
}
