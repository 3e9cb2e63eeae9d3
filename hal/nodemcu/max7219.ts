// A display role for the table unit and the wall unit's message line: a chain of MAX7219 8-digit
// 7-segment modules on the ESP8266's HSPI (SCK D5, MOSI D7) with its LOAD on a gpio of its own
// (NodeMCU's spi module leaves the chip select to the caller). The board file maps layout fields
// to digit positions (module * 8 + digit, left to right), as on Espruino (hal/espruino/max7219.ts).
//   const d = startMax7219({ cs: 8, modules: 2, map: [["scoreA", 0], ["scoreB", 5]], ids });
import { Display } from "../roles";
import { glyphOf } from "../segments";

export interface Max7219Options {
  cs: number; // gpio index of LOAD (D8 is 8)
  modules: number;
  ids: string[]; // the layout's field ids, in frame order
  map: Array<[string, number]>; // field id -> first digit position
}

const HSPI = 1;

export function startMax7219(o: Max7219Options): Display {
  const cs = o.cs;
  const modules = o.modules;
  const digits = modules * 8;
  // the map as numbers (the board's lists of it are not kept)
  const fields: number[] = [];
  const firsts: number[] = [];
  for (let k = 0; k < o.map.length; k++) {
    fields.push(o.ids.indexOf(o.map[k][0]));
    firsts.push(o.map[k][1]);
  }
  spi.setup(HSPI, spi.MASTER, spi.CPOL_LOW, spi.CPHA_LOW, 8, 80); // 80 MHz / 80: 1 MHz
  gpio.mode(cs, gpio.OUTPUT);
  gpio.write(cs, 1);
  const send = (bytes: number[]) => {
    gpio.write(cs, 0);
    spi.send(HSPI, bytes);
    gpio.write(cs, 1); // LOAD's rising edge latches every module's register
  };
  // one register on every module of the chain, or row d of each (the first module sent ends up last)
  const all = (reg: number, value: number, rows?: number[]) => {
    const bytes: number[] = [];
    for (let m = modules - 1; m >= 0; m--) bytes.push(reg, rows === undefined ? value : rows[m * 8 + value]);
    send(bytes);
  };
  const rows: number[] = [];
  for (let i = 0; i < digits; i++) rows.push(0);
  const flush = () => {
    for (let d = 0; d < 8; d++) all(8 - d, d, rows);
  };
  const clear = () => {
    for (let i = 0; i < digits; i++) rows[i] = 0;
  };
  all(0x09, 0); // no BCD decoding: raw segments
  all(0x0b, 7); // scan all 8 digits
  all(0x0f, 0); // no display test
  all(0x0a, 8); // half brightness
  all(0x0c, 1); // on
  return {
    show(frame: string[]) {
      clear();
      for (let k = 0; k < fields.length; k++) {
        const text = fields[k] < 0 ? "" : frame[fields[k]];
        const first = firsts[k];
        let pos = first;
        for (let c = 0; c < text.length && pos < digits; c++) {
          const ch = text.substring(c, c + 1);
          if (ch === "." && pos > first) rows[pos - 1] = rows[pos - 1] + 0x80; // the decimal point
          else {
            const g = glyphOf(ch); // two digits for M and W
            for (let i = 0; i < g.length && pos < digits; i++) {
              rows[pos] = g.charCodeAt(i);
              pos = pos + 1;
            }
          }
        }
      }
      flush();
    },
    brightness(level: number) {
      all(0x0a, level < 0 ? 0 : level > 15 ? 15 : level);
    },
    blank() {
      clear();
      flush();
    },
    close() {
      all(0x0c, 0);
    },
  };
}
