// A pseudo-terminal pair made by socat: the simulator holds one end with the real `serialport`
// package, a host tool opens the other. socat keeps the pair when a client closes its end, so
// `carom send` and then a separate `carom sheet` both work. socat runs under pty-watchdog.sh,
// which ends it and removes its folder when the simulator ends, even by kill -9; a start also
// removes the folders of simulators that died with their watchdog.
import { ChildProcess, spawn } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { SerialPort } from "serialport";
import { Link } from "../../hal/roles";
import { ROOT } from "../root";

export interface Pty { path: string; link: Link; close(): Promise<void> }

const PREFIX = "carom-pty-";
const NEEDS_SOCAT = "carom sim --pty needs socat: apt-get install -y socat";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

// Folders whose simulator (its pid in the folder) is dead; a folder without a pid (written by
// an older carom) once its pseudo-terminal is gone.
export function removeDeadFolders(tmp = os.tmpdir()): void {
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(PREFIX) || !isDead(path.join(tmp, name))) continue;
    try {
      fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
    } catch {
      // another user's: theirs to remove
    }
  }
}

function isDead(dir: string): boolean {
  try {
    return !alive(Number(fs.readFileSync(path.join(dir, "pid"), "latin1")));
  } catch {
    try {
      return !fs.existsSync(path.join(dir, "pty")) && Date.now() - fs.statSync(dir).mtimeMs > 60000;
    } catch {
      return false; // gone meanwhile, or another user's
    }
  }
}

export async function openPty(): Promise<Pty> {
  removeDeadFolders();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  fs.writeFileSync(path.join(dir, "pid"), String(process.pid));
  const device = path.join(dir, "device");
  const host = path.join(dir, "pty");
  // its own process group, so that a Ctrl-C reaches only the simulator, which then ends it
  const socat: ChildProcess = spawn("sh", [path.join(ROOT, "tools", "sim", "pty-watchdog.sh"), dir,
    `pty,raw,echo=0,link=${device}`, `pty,raw,echo=0,link=${host}`], { stdio: ["pipe", "ignore", "ignore"], detached: true });
  const ended = new Promise<number | null>((resolve) => socat.once("exit", resolve));
  const end = async () => {
    socat.stdin!.destroy();
    await Promise.race([ended, new Promise((r) => setTimeout(r, 2000))]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const failed = ended.then((code) => { throw new Error(code === 127 ? NEEDS_SOCAT : `socat exited (${code}) before making a pseudo-terminal`); });
    const ready = (async () => {
      for (let i = 0; i < 200 && !(fs.existsSync(device) && fs.existsSync(host)); i++) await new Promise((r) => setTimeout(r, 10));
      if (!fs.existsSync(host)) throw new Error("socat made no pseudo-terminal within 2 s");
    })();
    failed.catch(() => undefined);
    await Promise.race([ready, failed]);
  } catch (e) {
    await end();
    throw e;
  }
  const port = new SerialPort({ path: device, baudRate: 115200, lock: false });
  await new Promise<void>((resolve, reject) => port.once("open", resolve).once("error", reject));
  // the simulator cannot go on without its link: say so and stop
  const lost = (why: string) => {
    process.stderr.write(`carom sim: the pseudo-terminal is gone (${why}); stopping\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  };
  port.on("error", (e: Error) => lost(e.message));
  const socatExited = () => lost("socat exited");
  socat.once("exit", socatExited);
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
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
    async close() {
      socat.off("exit", socatExited);
      port.removeAllListeners("error");
      port.close(() => undefined);
      await end();
    },
  };
}
