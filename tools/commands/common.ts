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

// A script's lines (latin1: names pass through byte for byte), from a file or standard input,
// without a UTF-8 byte-order mark.
export function readLines(text: string): string[] {
  const body = text.startsWith("\u00ef\u00bb\u00bf") ? text.slice(3) : text;
  return body.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
}

// What of a script line goes on the wire: no comment (outside quotes), no surrounding blanks.
export function wireText(line: string): string {
  let inQuote = false;
  let end = line.length;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') inQuote = !inQuote;
    else if (line[i] === "#" && !inQuote) {
      end = i;
      break;
    }
  }
  return line.slice(0, end).trim();
}

export function isBlank(line: string): boolean {
  return wireText(line) === "";
}
