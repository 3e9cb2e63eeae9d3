// A display role for table and referee units: a chain of MAX7219 8-digit 7-segment modules on
// SPI. The board file maps layout fields to digit positions (module * 8 + digit, left to right).
//   const d = startMax7219({ spi, cs: "B6", modules: 2, map: [["scoreA", 0], ["scoreB", 5]], ids });
import { Display } from "../roles";
import { glyphOf, segmentsOf } from "../segments";
export { segmentsOf };

export interface Max7219Options {
  spi: EspruinoSpi;
  cs: string;
  modules: number;
  ids: string[]; // the layout's field ids, in frame order
  map: Array<[string, number]>; // field id -> first digit position
}

declare const SPI1: EspruinoSpi;
declare const SPI2: EspruinoSpi;

// The SPI a board's data names for a chain (display.spi "SPI1" or "SPI2", its pins), set up at 1 MHz.
export function spiOf(m: { spi?: string; mosi?: string; sck?: string }): EspruinoSpi {
  const spi = m.spi === "SPI2" ? SPI2 : SPI1;
  spi.setup({ mosi: m.mosi as string, sck: m.sck as string, baud: 1000000 });
  return spi;
}

export function startMax7219(o: Max7219Options): Display {
  const digits = o.modules * 8;
  // one register write on every module of the chain (the first module sent ends up last)
  const all = (reg: number, value: number) => {
    const bytes: number[] = [];
    for (let m = 0; m < o.modules; m++) bytes.push(reg, value);
    o.spi.write(bytes, o.cs);
  };
  const rows: number[] = [];
  for (let i = 0; i < digits; i++) rows.push(0);
  const flush = () => {
    for (let d = 0; d < 8; d++) {
      const bytes: number[] = [];
      for (let m = o.modules - 1; m >= 0; m--) bytes.push(8 - d, rows[m * 8 + d]);
      o.spi.write(bytes, o.cs);
    }
  };
  all(0x09, 0); // no BCD decoding: raw segments
  all(0x0b, 7); // scan all 8 digits
  all(0x0f, 0); // no display test
  all(0x0a, 8); // half brightness
  all(0x0c, 1); // on
  return {
    show(frame: string[]) {
      for (let i = 0; i < digits; i++) rows[i] = 0;
      for (let k = 0; k < o.map.length; k++) {
        const field = o.ids.indexOf(o.map[k][0]);
        if (field < 0) continue;
        const text = frame[field];
        let pos = o.map[k][1];
        for (let c = 0; c < text.length && pos < digits; c++) {
          const ch = text.substring(c, c + 1);
          if (ch === "." && pos > o.map[k][1]) rows[pos - 1] = rows[pos - 1] + 0x80; // the decimal point
          else {
            const g = glyphOf(ch); // two digits for M and W
            for (let i = 0; i < g.length && pos < digits; i++) rows[pos++] = g.charCodeAt(i);
          }
        }
      }
      flush();
    },
    brightness(level: number) {
      all(0x0a, level < 0 ? 0 : level > 15 ? 15 : level);
    },
    blank() {
      for (let i = 0; i < digits; i++) rows[i] = 0;
      flush();
    },
    close() {
      all(0x0c, 0);
    },
  };
}
