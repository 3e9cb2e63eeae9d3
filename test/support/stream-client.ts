// A link client for crash tests: requests written back to back without waiting (pipelined),
// each reply matched by its id; no timeouts, and every waiting request is failed when the port
// closes (the simulator was killed).
import { ReadlineParser } from "@serialport/parser-readline";
import { SerialPort } from "serialport";
import { answerOf, askLine, readDeviceLine, DeviceLine } from "../../tools/link/frame";
import { Ask, request } from "../../tools/link/words";

export class StreamClient {
  private next = 1;
  private waiting = new Map<string, { ok: (l: DeviceLine) => void; fail: (e: Error) => void }>();
  private constructor(readonly port: SerialPort) {
    port.pipe(new ReadlineParser({ delimiter: "\n", encoding: "latin1" })).on("data", (raw: string) => {
      const line = readDeviceLine(raw);
      const w = line === null ? undefined : this.waiting.get(line.id);
      if (line === null || w === undefined) return;
      this.waiting.delete(line.id);
      w.ok(line);
    });
    port.on("close", () => this.failAll());
    port.on("error", () => this.failAll());
  }

  static open(path: string): Promise<StreamClient> {
    const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
    return new Promise((resolve, reject) => port.open((e) => (e ? reject(e) : resolve(new StreamClient(port)))));
  }

  // a request in words, asked in protocol 3's frames (tools/link/words.ts): its reply as a line in words
  async request(text: string): Promise<DeviceLine> {
    const steps = request(text, "carom");
    let r = steps.next();
    while (r.done !== true) r = steps.next(answerOf(await this.frame(r.value)));
    return { id: "-", kind: r.value.ok ? "ok" : "err", body: r.value.body };
  }

  private frame(ask: Ask): Promise<DeviceLine> {
    const id = String(this.next);
    this.next = this.next >= 254 ? 1 : this.next + 1;
    return new Promise((ok, fail) => {
      this.waiting.set(id, { ok, fail });
      this.port.write(Buffer.from(askLine(Number(id), ask) + "\n", "latin1"));
    });
  }

  get inFlight(): number {
    return this.waiting.size;
  }

  close(): Promise<void> {
    this.failAll();
    return new Promise((resolve) => (this.port.isOpen ? this.port.close(() => resolve()) : resolve()));
  }

  private failAll(): void {
    for (const w of this.waiting.values()) w.fail(new Error("the port closed"));
    this.waiting.clear();
  }
}
