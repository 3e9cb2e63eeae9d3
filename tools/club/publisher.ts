// A table's side of the club network (docs/club.md), as the wall unit publishes by itself
// (firmware/club/club.ts): numbers the events, publishes each as its journal record with QoS 1, then
// the table's retained state (the numbers its display shows), a match that is over as its
// journal (retained), the finished sheet as the unit gave it, and the presence (the last will
// says "offline"). While the broker is away MQTT.js keeps every QoS 1 message
// and sends them, in order, once it is back; a reader counts each sequence number once.
import * as fs from "fs";
import mqtt, { MqttClient } from "mqtt";
import { checkState } from "./payloads";
import { hexOf } from "../../firmware/journal/link-frame";
import { record } from "../../firmware/journal/records";
import { Dev } from "../../firmware/journal/device";
import { VIEW } from "../link/words";
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
  private numbers: string | null = null; // the view's numbers and names (words.ts VIEW), once known
  private over = -1; // the match (in this numbering) whose journal is retained as over, -1 none
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
      if (p.numbers !== null) p.publishState();
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
      p.epoch = last.epoch;
      p.numbers = last.numbers;
      say(`table ${o.table} numbers on from event ${last.seq}`);
    }
    return p;
  }

  private async retainedState(): Promise<{ seq: number; match: number; epoch: number; numbers: string } | null> {
    const topic = topicOf(this.table, "state");
    let found: { seq: number; match: number; epoch: number; numbers: string } | null = null;
    const take = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      // only a state that fits (tools/club/payloads.ts) is numbered on; else a new numbering from 1
      const c = checkState(payload);
      if (c.ok && c.value.table === this.table) found = { ...c.value, numbers: payload.toString("latin1").split(" ").slice(5).join(" ") };
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

  // An event entered on the table (its record's payload, latin1), with the view's numbers after
  // it (words.ts VIEW, the names in hex) and, when the match is over, its journal (latin1 bytes).
  event(payload: string, numbers: string, journal: string | null): void {
    const code = payload.charCodeAt(0);
    if (code === Dev.New || code === Dev.Abandon) this.match++;
    this.seq++;
    this.numbers = numbers;
    const rec = hexOf(record(payload));
    const words = [this.table, this.epoch, this.seq, this.match, Date.now(), rec, ...this.recent];
    this.publish(topicOf(this.table, "event"), Buffer.from(words.join(" "), "latin1"), false);
    this.recent = this.recent.concat([rec]).slice(-PREV);
    this.publishState();
    this.publishJournal(journal);
  }

  // The view's numbers, read after the link was away: when they changed (the shot clock aside),
  // events were entered that nobody saw, and the state takes a number of its own (a reader sees
  // the gap). journal: the match's, when it is over.
  resync(numbers: string, journal: string | null): boolean {
    const same = this.numbers !== null && withoutClock(this.numbers) === withoutClock(numbers);
    const first = this.numbers === null && this.seq === 0;
    this.numbers = numbers;
    if (same) return false;
    if (!first) {
      this.seq++;
      this.recent = []; // this number has no event: the next event's prev starts after it
    }
    this.publishState();
    this.publishJournal(journal);
    return !first;
  }

  // "TABLE EPOCH SEQ MATCH AT DEVICE JOURNAL" while the match is over; cleared (retained, empty)
  // when an undo takes it back into play.
  private publishJournal(journal: string | null): void {
    if (journal !== null) {
      this.over = this.match;
      const words = [this.table, this.epoch, this.seq, this.match, Date.now(), this.device, hexOf(journal)];
      this.publish(topicOf(this.table, "journal"), Buffer.from(words.join(" "), "latin1"), true);
    } else if (this.over === this.match) {
      this.over = -1;
      this.publish(topicOf(this.table, "journal"), Buffer.alloc(0), true);
    }
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

  // "TABLE EPOCH SEQ MATCH AT N... NAME-A NAME-B" (docs/club.md)
  private publishState(): void {
    const words = [this.table, this.epoch, this.seq, this.match, Date.now(), this.numbers ?? ""];
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

// the view's numbers less the shot clock's seconds (words.ts VIEW)
function withoutClock(numbers: string): string {
  const w = numbers.split(" ");
  w[VIEW.indexOf("clock")] = "";
  return w.join(" ");
}
