// The Lines role on a UART: the wall unit's line to its receiver module (Serial2), and the
// module's to the unit (Serial1). Each line is handed over without its newline, however it comes
// in pieces; noise longer than a line is dropped. What a line means is the firmware's
// (firmware/wireless/air-line.ts: a checksum in every line).
//   const line = startRadioUart({ port: "Serial2", baud: 115200, rx: "A3", tx: "A2" });
//   line.onLine = (l) => ...; line.write(":...\n");
import { Lines } from "../roles";

declare const Serial1: EspruinoSerial;
declare const Serial2: EspruinoSerial;

export interface RadioUartOptions { port: string; baud: number; rx?: string; tx?: string }

const MAX_UART_LINE = 120; // the longest line: a list of 8 remotes, ":" and 2 x (3 + 3 + 8 x 6) hex digits

export function startRadioUart(o: RadioUartOptions): Lines {
  const port = o.port === "Serial2" ? Serial2 : Serial1;
  port.setup(o.baud, { rx: o.rx, tx: o.tx });
  let buf = "";
  const r: Lines = {
    onLine: () => undefined,
    write: (t) => port.write(t),
    close() {
      port.removeAllListeners("data");
    },
  };
  port.on("data", (d: string) => {
    buf = buf + d;
    let nl = buf.indexOf("\n");
    while (nl >= 0) {
      const line = buf.substring(0, nl);
      buf = buf.substring(nl + 1);
      r.onLine(line);
      nl = buf.indexOf("\n");
    }
    if (buf.length > MAX_UART_LINE) buf = ""; // (noise on the wire)
  });
  return r;
}
