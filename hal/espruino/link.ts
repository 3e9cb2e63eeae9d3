// The link role on Espruino: USB or a Serial port. While the link uses the port the console is
// on, the console moves to the loopback; a button held at boot keeps the console where it is
// (and starts no link), so the board can always be flashed again.
//   const link = startLink({ port: "USB", baud: 115200, keepConsolePin: "B3" });
import { Link } from "../roles";

declare const USB: EspruinoSerial;
declare const Serial1: EspruinoSerial;
declare const Serial2: EspruinoSerial;
declare const LoopbackA: { setConsole(force?: boolean): void };

export interface LinkOptions {
  port: string; // "USB", "Serial1" or "Serial2"
  baud: number; // for a Serial port
  rx?: string;
  tx?: string;
  keepConsolePin?: string; // held (low) at boot: keep the console, no link
}

export function startLink(o: LinkOptions): Link | undefined {
  if (o.keepConsolePin !== undefined) {
    pinMode(o.keepConsolePin, "input_pullup");
    if (digitalRead(o.keepConsolePin) === 0) return undefined;
  }
  const port = o.port === "USB" ? USB : o.port === "Serial2" ? Serial2 : Serial1;
  if (o.port !== "USB") port.setup(o.baud, { rx: o.rx, tx: o.tx });
  LoopbackA.setConsole(true);
  const link: Link = {
    onData: () => undefined,
    write(text: string) {
      port.write(text);
    },
    close() {
      port.removeAllListeners("data");
    },
  };
  port.on("data", (d: string) => link.onData(d));
  return link;
}
