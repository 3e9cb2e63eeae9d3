// Opening a serial port with errors that say what to do.
import * as fs from "fs";
import { SerialPort } from "serialport";
import { LinkClient, LinkError } from "./client";

export const BAUD = 115200;

export async function openPort(path: string | undefined): Promise<{ port: SerialPort; client: LinkClient }> {
  if (path === undefined || path === "") {
    throw new LinkError("no port given: pass --port PATH (carom ports lists them; for carom sim --pty, the pty: path it printed)");
  }
  const notPort = (what: string) =>
    `${path} is ${what}: pass the scoreboard's port to --port (carom ports lists them; for carom sim --pty, the pty: path it printed)`;
  const kind = fs.statSync(path, { throwIfNoEntry: false });
  if (kind !== undefined && !kind.isCharacterDevice()) throw new LinkError(notPort(kind.isDirectory() ? "a folder, not a serial port" : "a file, not a serial port"));
  const port = new SerialPort({ path, baudRate: BAUD, autoOpen: false });
  await new Promise<void>((resolve, reject) =>
    port.open((err) => {
      if (err === null || err === undefined) return resolve();
      const msg = err.message;
      if (/ENOENT|No such file/.test(msg) && /carom-pty-/.test(path)) {
        reject(new LinkError(`no pseudo-terminal at ${path}: the simulator that made it has stopped; start carom sim --pty again and pass the path it prints`));
      } else if (/ENOENT|No such file/.test(msg)) reject(new LinkError(`no port at ${path}: check the cable and the path (carom ports lists the ports)`));
      else if (/EBUSY|lock|Resource temporarily unavailable/i.test(msg)) reject(new LinkError(`port ${path} is busy: another program (a terminal, carom watch?) has it open`));
      else if (/ENOTTY|Inappropriate ioctl/.test(msg)) reject(new LinkError(notPort("not a serial port")));
      else if (/EACCES|Permission denied/.test(msg)) reject(new LinkError(`no permission to open ${path}: add yourself to the dialout group`));
      else reject(new LinkError(`cannot open ${path}: ${msg}`));
    }),
  );
  return { port, client: new LinkClient(port) };
}

// What was written goes out first (serialport's close makes a write still under way fail: a
// command's last line, such as the remote's load(), would be lost); a port that cannot take it
// (a board gone from the cable) is closed after DRAIN_MS all the same.
export const DRAIN_MS = 2000;
export async function closePort(port: SerialPort): Promise<void> {
  if (!port.isOpen) return;
  port.on("error", () => undefined); // (a write the close cancels ends in an error: nothing to tell)
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, DRAIN_MS);
    // (an empty write's callback comes after every write queued before it; drain then waits
    // for the last one to leave the serial driver)
    port.write(Buffer.alloc(0), () => port.drain(() => {
      clearTimeout(timer);
      resolve();
    }));
  });
  await new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));
}
