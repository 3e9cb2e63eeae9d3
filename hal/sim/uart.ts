// The simulator's UART inside the box between the unit and its receiver module: two ends of the
// Lines role; what one end writes reaches the other a moment later (on the clock), split into
// lines as a UART's reader splits them. garble(n): the next n bytes written each have one bit
// flipped on the wire (a test of the line's checksum); everything written is recorded.
//   const uart = startSimUart({ clock }); unit options radio: uart.unit; startReceiver({ line: uart.module })
import { Clock, Lines } from "../roles";

export interface SimUart { unit: Lines; module: Lines; garble(n: number): void; toUnit: string[]; toModule: string[] }

export function startSimUart(o: { clock: Clock }): SimUart {
  let garbled = 0;
  const end = (sent: string[], other: () => Lines): Lines => {
    let buf = "";
    const me: Lines = {
      onLine: () => undefined,
      write(text) {
        let t = "";
        for (let i = 0; i < text.length; i++) {
          t = t + (garbled > 0 ? String.fromCharCode(text.charCodeAt(i) ^ 4) : text.charAt(i));
          if (garbled > 0) garbled--;
        }
        sent.push(t);
        o.clock.after(0, () => {
          buf = buf + t;
          for (let nl = buf.indexOf("\n"); nl >= 0; nl = buf.indexOf("\n")) {
            const line = buf.substring(0, nl);
            buf = buf.substring(nl + 1);
            other().onLine(line);
          }
        });
      },
      close: () => undefined,
    };
    return me;
  };
  const u: SimUart = {
    unit: end([], () => u.module),
    module: end([], () => u.unit),
    garble: (n) => (garbled = n),
    toUnit: [],
    toModule: [],
  };
  u.unit = end(u.toModule, () => u.module);
  u.module = end(u.toUnit, () => u.unit);
  return u;
}
