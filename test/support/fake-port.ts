// A fake device on one end of a socat pseudo-terminal pair, for tests: its serial port (the
// device's end, open) and the path a host opens (`host`); close ends both.
import { ChildProcess, spawn } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { SerialPort } from "serialport";

export async function fakePort(dir: string): Promise<{ port: SerialPort; host: string; close: () => void }> {
  const device = path.join(dir, "device");
  const host = path.join(dir, "tty");
  const socat: ChildProcess = spawn("socat", [`pty,raw,echo=0,link=${device}`, `pty,raw,echo=0,link=${host}`], { stdio: "ignore" });
  for (let i = 0; i < 100 && !(fs.existsSync(device) && fs.existsSync(host)); i++) await new Promise((r) => setTimeout(r, 50));
  const port = new SerialPort({ path: device, baudRate: 115200, lock: false });
  await new Promise<void>((resolve, reject) => port.once("open", resolve).once("error", reject));
  return { port, host, close: () => { port.close(() => undefined); socat.kill(); } };
}
