// Talking to a scoreboard over a serial port (the real `serialport` package, or its mock
// binding in tests), protocol 3: a request in words (words.ts) becomes frames with ids; replies
// are matched by id and by this client's session number (hello gives it; a reply to an earlier
// client carries another); the live stream's numbers are made into words again.
import { ReadlineParser } from "@serialport/parser-readline";
import { Duplex } from "stream";
import { answerOf, askLine, readDeviceLine, DeviceLine } from "./frame";
import { PROTOCOL } from "../../firmware/link";
import { payloadCommand } from "../../firmware/journal/records";
import { Op, unhex } from "../../firmware/journal/link-frame";
import { Dev } from "../../firmware/journal/device";
import { commandText } from "./script-text";
import { Answer, Ask, Reply, request as requestSteps, VIEW, viewJson } from "./words";
import { readJournal } from "./journal-read";

export type { Reply };

export class LinkError extends Error {}

// A text's UTF-8 bytes, one latin1 character each: what goes on the wire.
export function bytesOf(text: string): string {
  return Buffer.from(text, "utf8").toString("latin1");
}

export class LinkClient {
  private next = 1;
  private waiting = new Map<string, (r: Answer) => void>();
  private liveListeners: Array<(l: DeviceLine) => void> = [];
  private recordListeners: Array<(payload: string, numbers: string[]) => void> = [];
  garbled = 0; // lines whose checksum failed
  stale = 0; // replies of another session (to an earlier client)
  // a new number each time a port is opened (1-99999): replies to earlier clients carry theirs
  readonly session = String(1 + Math.floor(Math.random() * 99999));
  private helloId = "";
  device = "carom"; // the name the unit's greeting gave

  constructor(private port: Duplex) {
    const lines = port.pipe(new ReadlineParser({ delimiter: "\n", encoding: "latin1" }));
    lines.on("data", (raw: string) => this.onLine(raw));
  }

  private onLine(raw: string): void {
    const line = readDeviceLine(raw);
    if (line === null) {
      if (raw.trim() !== "") this.garbled++;
      return;
    }
    if (line.id === "*") {
      for (const l of liveWords(line)) for (const listen of this.liveListeners) listen(l);
      const w = line.body.split(" ");
      const p = unhex(w[0] ?? "", 0);
      if (p !== "") for (const listen of this.recordListeners) listen(p, w.slice(1));
      return;
    }
    const at = line.id.indexOf("@");
    const rid = at < 0 ? line.id : line.id.slice(0, at);
    const session = at < 0 ? "" : line.id.slice(at + 1);
    // (before hello, replies carry no session; a device of protocol 1 answers hello without one)
    const mine = this.helloId === "" ? session === "" : session === this.session || (session === "" && rid === this.helloId);
    if (!mine) {
      this.stale++;
      return;
    }
    // a line the device could not read is answered with "-": it belongs to the oldest request
    const id = rid === "-" && this.waiting.size > 0 ? this.waiting.keys().next().value! : rid;
    const done = this.waiting.get(id);
    if (done !== undefined) {
      this.waiting.delete(id);
      done(answerOf(line));
    }
  }

  // One request in words (words.ts: a script line or a device request, its bytes as latin1
  // characters: bytesOf turns a text into them), asked of the unit in frames; rejects on no answer.
  async request(text: string, timeoutMs = 3000): Promise<Reply> {
    return this.run(requestSteps(text, this.device), timeoutMs);
  }

  private async run<T>(steps: Generator<Ask, T, Answer>, timeoutMs: number): Promise<T> {
    let r = steps.next();
    while (r.done !== true) r = steps.next(await this.ask(r.value, timeoutMs));
    return r.value;
  }

  // The bytes of the journal in use (latin1), as the unit keeps it; null when it refuses.
  async journal(timeoutMs = 5000): Promise<string | null> {
    const j = await this.run(readJournal(0), timeoutMs);
    return "code" in j || j.kind !== 1 ? null : j.data;
  }

  // Op.View's numbers and the names in hex, as the unit sends them (words.ts VIEW); null when it refuses.
  async viewNumbers(timeoutMs = 2000): Promise<string[] | null> {
    const a = await this.ask({ op: Op.View, args: "" }, timeoutMs);
    return a.code === 0 ? a.rest : null;
  }

  // One frame (or the greeting) and the unit's answer.
  private ask(ask: Ask, timeoutMs: number): Promise<Answer> {
    const id = String(this.next);
    if (ask.op < 0) this.helloId = id;
    this.next = this.next >= 254 ? 1 : this.next + 1;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new LinkError(`no answer within ${timeoutMs / 1000} s: is a carom scoreboard on this port?`));
      }, timeoutMs);
      this.waiting.set(id, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      this.port.write(Buffer.from(askLine(Number(id), ask) + "\n", "latin1"));
    });
  }

  // hello and this client's session number: checks that a scoreboard answers and speaks our
  // protocol; returns its description.
  async hello(timeoutMs = 2000): Promise<string> {
    const r = await this.request(`hello ${this.session}`, timeoutMs);
    if (!r.ok && r.body.startsWith("unexpected word at the end of the line")) {
      throw new LinkError(`the device speaks protocol 1, this carom speaks ${PROTOCOL}: update the firmware (carom flash)`);
    }
    const m = /proto (\d+)/.exec(r.body);
    if (!r.ok || m === null) throw new LinkError(`unexpected answer to hello: ${r.body}`);
    if (Number(m[1]) !== PROTOCOL) {
      throw new LinkError(`the device speaks protocol ${m[1]}, this carom speaks ${PROTOCOL}: ` +
        (Number(m[1]) < PROTOCOL ? "update the unit's firmware with carom flash (it fetches the finished matches the unit keeps first)" : "update carom"));
    }
    const d = /device (\S+)/.exec(r.body);
    if (d !== null) this.device = d[1];
    return r.body;
  }

  // The unit's clock set from this computer's when it was never set (a sheet's date is when its
  // match ended, on the unit's clock: docs/protocol.md).
  async setClockIfUnset(timeoutMs = 2000): Promise<void> {
    const steps = requestSteps("view", this.device);
    const ask = steps.next();
    if (ask.done === true) return;
    const a = await this.ask(ask.value, timeoutMs);
    if (a.code === 0 && a.rest[VIEW.indexOf("clockSet")] === "0") await this.request(`time ${new Date().toISOString().slice(0, 19)}Z`, timeoutMs);
  }

  onLive(listener: (l: DeviceLine) => void): void {
    this.liveListeners.push(listener);
  }

  // The live stream as the unit sends it: each event's record payload (latin1) and the view's numbers.
  onLiveRecord(listener: (payload: string, numbers: string[]) => void): void {
    this.recordListeners.push(listener);
  }
}

// A live line ("* FX HEX N..."): the event as the script line that means it, then the view, as
// protocol 2 streamed them (`ev LINE`, `view JSON`).
export function liveWords(line: DeviceLine): DeviceLine[] {
  const w = line.body.split(" ");
  const p = unhex(w[0] ?? "", 0);
  if (p === "") return [];
  const code = p.charCodeAt(0);
  const ev = code === Dev.New ? "new" : code === Dev.Abandon ? "abandon" : commandText(payloadCommand(p));
  return [{ id: "*", kind: "ev", body: ev }, { id: "*", kind: "view", body: viewJson(w.slice(1)) }];
}
