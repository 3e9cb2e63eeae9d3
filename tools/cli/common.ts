// What the link commands share: one open port with a scoreboard that answered hello.
import { SerialPort } from "serialport";
import { LinkClient, LinkError } from "../link/client";
import { closePort, openPort } from "../link/open";

export function fail(message: string, status = 1): void {
  process.stderr.write(`carom: ${message}\n`);
  process.exitCode = status;
}

export function progress(text: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r${text}\x1b[K`);
}

export async function withScoreboard(path: string | undefined, run: (client: LinkClient, port: SerialPort) => Promise<void>): Promise<void> {
  let port: SerialPort | undefined;
  try {
    const opened = await openPort(path);
    port = opened.port;
    await opened.client.hello();
    await opened.client.setClockIfUnset();
    await run(opened.client, port);
  } catch (err) {
    fail(err instanceof LinkError || err instanceof Error ? err.message : String(err));
  } finally {
    if (port !== undefined) await closePort(port);
  }
}
