// A mosquitto of the program's own on a free loopback port, for the tests and the bench
// (docs/club.md): a folder, a config, started, killed (kill -9) or stopped, started again on the
// same port. And a TCP relay to it whose cable can be pulled, which also counts the bytes.
import { ChildProcess, spawn } from "child_process";
import * as fs from "fs";
import * as net from "net";
import * as path from "path";

export const MOSQUITTO = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto", "/usr/local/sbin/mosquitto"].find((b) => fs.existsSync(b));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export class Broker {
  child: ChildProcess | null = null;
  log = "";
  constructor(readonly dir: string, readonly port: number, readonly config: string) {
    // started as root, mosquitto would become the user mosquitto, who cannot read the test's folder
    const user = process.getuid?.() === 0 ? "user root\n" : "";
    fs.writeFileSync(path.join(dir, "mosquitto.conf"), user + config);
  }

  static async start(dir: string, config: (port: number) => string, port?: number): Promise<Broker> {
    const p = port ?? await freePort();
    const b = new Broker(dir, p, config(p));
    await b.restart();
    return b;
  }

  async restart(): Promise<void> {
    this.child = spawn(MOSQUITTO!, ["-c", path.join(this.dir, "mosquitto.conf")], { stdio: ["ignore", "pipe", "pipe"] });
    this.child.stdout!.on("data", (d) => (this.log += d));
    this.child.stderr!.on("data", (d) => (this.log += d));
    const until = Date.now() + 5000;
    for (;;) {
      const up = await new Promise<boolean>((r) => {
        const s = net.connect(this.port, "127.0.0.1", () => { s.destroy(); r(true); });
        s.once("error", () => r(false));
      });
      if (up) return;
      if (this.child.exitCode !== null || Date.now() > until) throw new Error(`mosquitto did not start: ${this.log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  // kill -9: no goodbye to anyone, nothing saved but what was saved already
  async kill(): Promise<void> {
    const c = this.child;
    if (c === null || c.exitCode !== null) return;
    await new Promise<void>((r) => {
      c.once("exit", () => r());
      c.kill("SIGKILL");
    });
  }

  async stop(): Promise<void> {
    const c = this.child;
    if (c === null || c.exitCode !== null) return;
    await new Promise<void>((r) => {
      c.once("exit", () => r());
      c.kill("SIGTERM");
    });
  }
}

// The plain listener used by most tests: anonymous allowed, the sessions kept across a restart.
export function openConfig(dir: string): (port: number) => string {
  return (port) => [
    `listener ${port} 127.0.0.1`,
    "allow_anonymous true",
    "persistence true",
    `persistence_location ${dir}/`,
    "autosave_interval 1",
    "max_queued_messages 10000",
    "",
  ].join("\n");
}

// A TCP relay to the broker whose cable can be pulled: cut() drops every connection and takes
// no new one until mend().
export interface Relay { port: number; bytes: { up: number; down: number }; cut(): void; mend(): void; close(): Promise<void> }

export async function relay(target: number): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const bytes = { up: 0, down: 0 }; // to the broker, from it
  let open = true;
  const server = net.createServer((a) => {
    if (!open) return a.destroy();
    const b = net.connect(target, "127.0.0.1");
    for (const s of [a, b]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    a.on("data", (d: Buffer) => (bytes.up += d.length));
    b.on("data", (d: Buffer) => (bytes.down += d.length));
    a.pipe(b).pipe(a);
    a.on("close", () => b.destroy());
    b.on("close", () => a.destroy());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as net.AddressInfo).port,
    bytes,
    cut: () => {
      open = false;
      for (const s of sockets) s.destroy();
    },
    mend: () => (open = true),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
