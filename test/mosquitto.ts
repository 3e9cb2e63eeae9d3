// A throwaway mosquitto for the club network's tests: a folder of its own, a free loopback
// port, a config written by the test (password file, ACL, TLS, bridge), stopped at the end.
// Missing mosquitto: tests skip with a SKIPPED line, except under CI (.ci/run installs it).
import { ChildProcess, execFileSync, spawn } from "child_process";
import * as fs from "fs";
import * as net from "net";
import * as os from "os";
import * as path from "path";

const BIN = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto", "/usr/local/sbin/mosquitto"].find((b) => fs.existsSync(b));
export const haveMosquitto = BIN !== undefined && fs.existsSync("/usr/bin/mosquitto_passwd");

// test or test.skip, saying why once per file
export function mosquittoTest(what: string): jest.It {
  if (haveMosquitto) return test;
  if (process.env.CI === "true") throw new Error("CI needs mosquitto and mosquitto-clients (.ci/run installs them)");
  console.warn(`SKIPPED: ${what} needs mosquitto: apt-get install -y mosquitto mosquitto-clients`);
  return test.skip;
}

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

export function tmpDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `carom-${name}-`));
}

// The password file: one line per user, made by mosquitto_passwd.
export function passwordFile(dir: string, users: Record<string, string>): string {
  const file = path.join(dir, "passwd");
  fs.writeFileSync(file, "");
  for (const [u, p] of Object.entries(users)) execFileSync("/usr/bin/mosquitto_passwd", ["-b", file, u, p]);
  fs.chmodSync(file, 0o600);
  return file;
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
    this.child = spawn(BIN!, ["-c", path.join(this.dir, "mosquitto.conf")], { stdio: ["ignore", "pipe", "pipe"] });
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
