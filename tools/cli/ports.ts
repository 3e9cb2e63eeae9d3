// carom ports: the serial ports, marking those where a scoreboard answers hello.
import { SerialPort } from "serialport";
import { LinkClient } from "../link/client";
import { BAUD } from "../link/open";

async function probe(path: string): Promise<string> {
  const port = new SerialPort({ path, baudRate: BAUD, autoOpen: false });
  try {
    await new Promise<void>((resolve, reject) => port.open((e) => (e ? reject(e) : resolve())));
    return await new LinkClient(port).hello(800);
  } catch {
    return "";
  } finally {
    if (port.isOpen) await new Promise<void>((r) => port.close(() => r()));
  }
}

export async function ports(): Promise<void> {
  const list = await SerialPort.list();
  if (list.length === 0) {
    console.log("no serial ports found (a simulator's pseudo-terminal is not listed: pass its pty: path to --port)");
    return;
  }
  for (const p of list) {
    const answer = await probe(p.path);
    const what = [p.manufacturer, p.serialNumber].filter((x) => x).join(" ");
    console.log(`${p.path}${what ? "  " + what : ""}${answer ? "  <- scoreboard: " + answer : ""}`);
  }
}
