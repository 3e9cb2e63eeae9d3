// A pseudo-terminal pair made by socat: the simulator holds one end with the real `serialport`
// package, a host tool opens the other. socat keeps the pair when a client closes its end, so
// `carom send` and then a separate `carom sheet` both work.
import { ChildProcess, spawn } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { SerialPort } from "serialport";
import { Link } from "../hal/roles";

export interface Pty { path: string; link: Link; close(): void }

export async function openPty(): Promise<Pty> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-pty-"));
  const device = path.join(dir, "device");
  const host = path.join(dir, "pty");
  let socat: ChildProcess;
  try {
    socat = spawn("socat", [`pty,raw,echo=0,link=${device}`, `pty,raw,echo=0,link=${host}`], { stdio: "ignore" });
  } catch {
    throw new Error("carom sim --pty needs socat: apt-get install -y socat");
  }
  const failed = new Promise<never>((_, reject) =>
    socat.once("error", () => reject(new Error("carom sim --pty needs socat: apt-get install -y socat"))));
  const ready = (async () => {
    for (let i = 0; i < 100 && !(fs.existsSync(device) && fs.existsSync(host)); i++) await new Promise((r) => setTimeout(r, 50));
    if (!fs.existsSync(host)) throw new Error("socat made no pseudo-terminal");
  })();
  await Promise.race([ready, failed]);
  const port = new SerialPort({ path: device, baudRate: 115200, lock: false });
  await new Promise<void>((resolve, reject) => port.once("open", resolve).once("error", reject));
  // the simulator cannot go on without its link: say so and stop
  const lost = (why: string) => {
    process.stderr.write(`carom sim: the pseudo-terminal is gone (${why}); stopping\n`);
    process.exit(1);
  };
  port.on("error", (e: Error) => lost(e.message));
  socat.once("exit", () => lost("socat exited"));
  process.once("exit", () => socat.kill());
  const link: Link = {
    onData: () => undefined,
    write(text: string) {
      port.write(Buffer.from(text, "latin1"));
    },
    close() {},
  };
  port.on("data", (b: Buffer) => link.onData(b.toString("latin1")));
  return {
    path: host,
    link,
    close() {
      socat.removeAllListeners("exit");
      port.removeAllListeners("error");
      port.close(() => undefined);
      socat.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
