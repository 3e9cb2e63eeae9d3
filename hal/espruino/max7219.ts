// A display role for table and referee units: a chain of MAX7219 8-digit 7-segment modules on
// SPI. The board file maps layout fields to digit positions (module * 8 + digit, left to right).
//   const d = startMax7219({ spi, cs: "B6", modules: 2, map: [["scoreA", 0], ["scoreB", 5]], ids });
import { Display } from "../roles";

// segments dp a b c d e f g, as the MAX7219 takes them without decoding
const DIGITS = [0x7e, 0x30, 0x6d, 0x79, 0x33, 0x5b, 0x5f, 0x70, 0x7f, 0x7b];
const LETTERS = "AbCdEFGHIJLnoPqrStUy-_ ";
const LETTER_SEGS = [0x77, 0x1f, 0x4e, 0x3d, 0x4f, 0x47, 0x5e, 0x37, 0x06, 0x3c, 0x0e, 0x15, 0x1d, 0x67, 0x73, 0x05,
  0x5b, 0x0f, 0x3e, 0x3b, 0x01, 0x08, 0x00];

export function segmentsOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return DIGITS[c - 48];
  let i = LETTERS.indexOf(ch);
  if (i < 0) i = LETTERS.toUpperCase().indexOf(ch.toUpperCase());
  return i < 0 ? 0 : LETTER_SEGS[i];
}

export interface Max7219Options {
  spi: EspruinoSpi;
  cs: string;
  modules: number;
  ids: string[]; // the layout's field ids, in frame order
  map: Array<[string, number]>; // field id -> first digit position
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
          else rows[pos++] = segmentsOf(ch);
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
