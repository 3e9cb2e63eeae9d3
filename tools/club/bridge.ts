// `carom bridge`: a board on USB (the Pico has no radio) published to the club network. It
// follows the link's live stream; when the board goes away (reset, cable pulled) it says so,
// tells the club "no board", and opens the port again every second until the board answers;
// then it reads what the display shows, so that events entered meanwhile reach the club as the
// table's state. While the broker is away the publisher queues (tools/club/publisher.ts).
import { SerialPort } from "serialport";
import { LinkClient } from "../link/client";
import { closePort, openPort } from "../link/open";
import { follow } from "./follow";
import { TablePublisher } from "./publisher";

export interface BridgeOptions { port: string; url: string; table: number; ca?: string; say: (text: string) => void; pollMs?: number }

export interface Bridge { publisher: TablePublisher; link(): LinkClient | null; close(): Promise<void> }

export async function startBridge(o: BridgeOptions): Promise<Bridge> {
  const pub = await TablePublisher.start({ url: o.url, table: o.table, ca: o.ca, say: o.say });
  let stopped = false;
  let port: SerialPort | null = null;
  let client: LinkClient | null = null; // while a board answers
  let wake: () => void = () => undefined;
  const pause = (ms: number) => new Promise<void>((r) => {
    const t = setTimeout(r, ms);
    wake = () => {
      clearTimeout(t);
      r();
    };
  });
  const loop = async () => {
    let said = "";
    const once = (text: string) => {
      if (text !== said) o.say(text);
      said = text;
    };
    while (!stopped) {
      try {
        const opened = await openPort(o.port);
        port = opened.port;
        await opened.client.hello();
        const f = follow(opened.client, pub, o.say);
        if (!(await f.sync())) throw new Error("the board does not answer");
        pub.setPresence("online");
        client = opened.client;
        once(`following the board on ${o.port}: table ${o.table} is live`);
        let lost = false;
        port.once("close", () => (lost = true));
        port.once("error", () => (lost = true));
        // the stream is turned on again at each poll: a board that was reset has it off
        while (!stopped && !lost) {
          await pause(o.pollMs ?? 2000);
          if (!stopped && !lost && !(await f.sync())) lost = true;
        }
        if (!stopped) once(`the board on ${o.port} is gone (reset? cable pulled?): table ${o.table} shows "no board" until it is back`);
      } catch (e) {
        once(`no board on ${o.port} (${(e as Error).message}): trying again every second`);
      }
      client = null;
      if (port !== null) await closePort(port).catch(() => undefined);
      port = null;
      if (stopped) break;
      pub.setPresence("no board");
      await pause(1000);
    }
  };
  const running = loop();
  return {
    publisher: pub,
    link: () => client,
    close: async () => {
      stopped = true;
      wake();
      await running;
      await pub.close();
    },
  };
}
