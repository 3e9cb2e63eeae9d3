// The Radio role on a wall unit: a receiver module (an MDBT42Q running boot/espruino-receiver.ts)
// on a UART hands over every advertisement of ours it hears as a line "F" + base64 of the frame's
// bytes. It holds no key and checks nothing: the unit checks each frame (firmware/air.ts).
//   const radio = startRadioUart({ port: "Serial2", baud: 115200, rx: "A3", tx: "A2" });
import { Radio } from "../roles";

declare const Serial1: EspruinoSerial;
declare const Serial2: EspruinoSerial;

export interface RadioUartOptions { port: string; baud: number; rx?: string; tx?: string }

const MAX_RADIO_LINE = 40;
const LINE = 25; // "F" and the 16 bytes' 24 digits of base64

export function startRadioUart(o: RadioUartOptions): Radio {
  const port = o.port === "Serial2" ? Serial2 : Serial1;
  port.setup(o.baud, { rx: o.rx, tx: o.tx });
  let buf = "";
  const r: Radio = {
    onFrame: () => undefined,
    close() {
      port.removeAllListeners("data");
    },
  };
  port.on("data", (d: string) => {
    // (most often one whole line at a time: taken as it is, few steps, each costing the interpreter)
    if (buf === "" && d.length === LINE + 1 && d.charCodeAt(LINE) === 10 && d.charAt(0) === "F") {
      r.onFrame(atob(d.substring(1, LINE)));
      return;
    }
    buf = buf + d;
    let nl = buf.indexOf("\n");
    while (nl >= 0) {
      const line = buf.substring(0, nl);
      buf = buf.substring(nl + 1);
      if (line.length === LINE && line.charAt(0) === "F") r.onFrame(atob(line.substring(1)));
      nl = buf.indexOf("\n");
    }
    if (buf.length > MAX_RADIO_LINE) buf = ""; // (noise on the wire)
  });
  return r;
}
