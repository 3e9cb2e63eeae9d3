// A display role for the wall unit: big seven-segment digits made of WS2812 LEDs on one strip,
// sent with Espruino's neopixel module (on STM32 boards such as the Pico the data pin must be an
// SPI MOSI pin: B15, B5 or A7; on the ESP32 any output pin). The board file gives the chain, the
// layout's fields in strip order: a digit field has `size` digits, each digit its segments in
// `order` with the same number of LEDs each; an indicator is a group of LEDs. A field is lit in
// its layout colour, a player's fields in the colour of that player's ball (the frame's ballA
// and ballB: "W" white, "Y" yellow; before the lag A is white and B yellow). brightness(0..15,
// 8 at start) scales every colour, 15 is full; `milliamps` caps what a whole frame may draw.
//   const d = startWs2812({ pin: "B15", ids, sizes, chain: [["turnA", 2, "led", "ballA"], ["scoreA", 2, "digits", "ballA"]] });
//   d.show(frame); // one text per layout field (firmware/panel/render.ts)
import { Display } from "../roles";
import { glyphOf } from "../segments";

// green, red, blue as the strip takes them: white, yellow, amber, green, red
const GRB = "\xff\xff\xff\xaa\xff\x00\x60\xff\x00\xff\x00\x00\x00\xff\x00";
const BALL_A = 10; // colour codes above the palette: the ball of player A, of player B
const MA = 20; // milliamps one colour of one LED draws at 255

function colourCode(name: string): number {
  if (name === "ballA") return BALL_A;
  if (name === "ballB") return BALL_A + 1;
  return name === "yellow" ? 1 : name === "amber" ? 2 : name === "green" ? 3 : name === "red" ? 4 : 0;
}

export interface Ws2812Options {
  pin: string; // the strip's data pin
  ids: string[]; // the layout's field ids, in frame order
  sizes: number[]; // the layout's field sizes: digits of a digit field
  // along the strip: field id, LEDs per segment (a digit field) or LEDs (an indicator), the
  // field's layout kind ("digits" or "led") and colour ("ballA", "ballB", "white", "amber", ...)
  chain: Array<[string, number, string, string]>;
  order?: string; // a digit's segments along the strip, default "abcdefg" ("p": the decimal point)
  milliamps?: number; // the most all LEDs together may draw, default no limit
}

export function startWs2812(o: Ws2812Options): Display {
  const np = require("neopixel");
  const order = o.order === undefined ? "abcdefg" : o.order;
  let weights = ""; // each segment's bit in segmentsOf's value (dp a b c d e f g), in strip order
  for (let s = 0; s < order.length; s++) {
    const c = order.charCodeAt(s);
    weights = weights + String.fromCharCode(c === 112 ? 128 : Math.pow(2, 103 - c));
  }
  // 4 character codes per chain entry: field index + 1 (0: none), LEDs, digits (0: an indicator), colour
  let plan = "";
  let leds = 0;
  for (let k = 0; k < o.chain.length; k++) {
    const e = o.chain[k];
    const field = o.ids.indexOf(e[0]);
    const digits = e[2] === "digits" && field >= 0 ? o.sizes[field] : 0;
    plan = plan + String.fromCharCode(field + 1, e[1], digits, colourCode(e[3]));
    leds = leds + (digits > 0 ? digits * weights.length * e[1] : e[1]);
  }
  const ballA = o.ids.indexOf("ballA");
  const ballB = o.ids.indexOf("ballB");
  // eslint-disable-next-line no-restricted-globals -- Espruino only (never Lua): one flat block, allocated once
  const buf = new Uint8Array(leds * 3);
  let level = 8;
  let last: string[] | undefined;
  let g = 0;
  let r = 0;
  let b = 0;

  const pick = (code: number, frame: string[]) => {
    let c = code;
    if (code >= BALL_A) {
      const f = code === BALL_A ? ballA : ballB;
      const ball = f < 0 ? "" : frame[f];
      c = ball === "Y" ? 1 : ball === "W" ? 0 : code === BALL_A ? 0 : 1;
    }
    g = Math.floor((GRB.charCodeAt(c * 3) * level) / 15);
    r = Math.floor((GRB.charCodeAt(c * 3 + 1) * level) / 15);
    b = Math.floor((GRB.charCodeAt(c * 3 + 2) * level) / 15);
  };
  const put = (led: number, count: number, on: boolean) => {
    for (let i = led * 3; i < (led + count) * 3; i += 3) {
      buf[i] = on ? g : 0;
      buf[i + 1] = on ? r : 0;
      buf[i + 2] = on ? b : 0;
    }
  };
  const digit = (led: number, n: number, segs: number) => {
    for (let s = 0; s < weights.length; s++) put(led + s * n, n, Math.floor(segs / weights.charCodeAt(s)) % 2 === 1);
  };
  const paint = (frame: string[]) => {
    let led = 0;
    for (let k = 0; k < plan.length; k += 4) {
      const field = plan.charCodeAt(k) - 1;
      const n = plan.charCodeAt(k + 1);
      const digits = plan.charCodeAt(k + 2);
      const text = field < 0 ? "" : frame[field];
      pick(plan.charCodeAt(k + 3), frame);
      if (digits === 0) {
        put(led, n, text !== "" && text.charAt(0) !== " ");
        led += n;
        continue;
      }
      // right-aligned; a "." lights the decimal point of the digit before it
      const per = weights.length * n;
      let d = digits - 1;
      let dp = 0;
      for (let c = text.length - 1; c >= 0 && d >= 0; c--) {
        const ch = text.charAt(c);
        if (ch === ".") {
          dp = 128;
          continue;
        }
        const g = glyphOf(ch); // two digits for M and W, the right one first
        for (let i = g.length - 1; i >= 0 && d >= 0; i--) {
          digit(led + d * per, n, g.charCodeAt(i) + dp);
          dp = 0;
          d--;
        }
      }
      for (; d >= 0; d--) digit(led + d * per, n, 0);
      led += digits * per;
    }
  };
  // never more than the supply allows: scale everything down alike
  const limit = () => {
    if (o.milliamps === undefined) return;
    let sum = 0;
    for (let i = 0; i < buf.length; i++) sum += buf[i];
    const ma = (sum * MA) / 255;
    if (ma <= o.milliamps) return;
    for (let i = 0; i < buf.length; i++) buf[i] = Math.floor((buf[i] * o.milliamps) / ma);
  };
  const write = () => {
    if (buf.length > 0) np.write(o.pin, buf);
  };
  const dark = () => {
    last = undefined;
    for (let i = 0; i < buf.length; i++) buf[i] = 0;
    write();
  };
  const show = (frame: string[]) => {
    last = frame;
    paint(frame);
    limit();
    write();
  };
  return {
    show: show,
    brightness(l: number) {
      level = l < 0 ? 0 : l > 15 ? 15 : l;
      if (last !== undefined) show(last);
    },
    blank: dark,
    close: dark,
  };
}
