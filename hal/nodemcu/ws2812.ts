// A display role for the wall unit on NodeMCU: seven-segment digits of WS2812 LEDs, sent by the
// native ws2812 module (on the ESP8266 it drives GPIO2, D4, only). The board's chain is read as on
// Espruino (hal/espruino/ws2812.ts): the layout's fields in strip order, a digit field `size`
// digits of `order` segments with the same number of LEDs each, an indicator a group of LEDs;
// a player's fields in the colour of that player's ball, brightness 0..15 (8 at start), and
// `milliamps` capping what a whole frame may draw. The LEDs are a ws2812 buffer (one block of
// C memory), set one LED at a time.
//   const d = startWs2812({ ids, sizes, chain: [["turnA", 2, "led", "ballA"], ["scoreA", 2, "digits", "ballA"]] });
import { Display } from "../roles";
import { glyphOf } from "../segments";

// green, red, blue: white, yellow, amber, green, red
const GRB = [255, 255, 255, 170, 255, 0, 96, 255, 0, 255, 0, 0, 0, 255, 0];
const BALL_A = 10;
const MA = 20; // milliamps one colour of one LED draws at 255

export interface Ws2812Options {
  ids: string[];
  sizes: number[];
  chain: Array<[string, number, string, string]>; // field id, LEDs per segment (or LEDs), kind, colour
  order?: string; // default "abcdefg" ("p": the decimal point)
  milliamps?: number;
}

function colourCode(name: string): number {
  const named = ["white", "yellow", "amber", "green", "red", "ballA", "ballB"].indexOf(name);
  return named >= 5 ? BALL_A + named - 5 : named < 0 ? 0 : named;
}

export function startWs2812(o: Ws2812Options): Display {
  const order = o.order === undefined ? "abcdefg" : o.order;
  const weights: number[] = []; // each segment's value in segmentsOf's (dp a b c d e f g), in strip order
  for (let s = 0; s < order.length; s++) {
    const c = order.charCodeAt(s);
    weights.push(c === 112 ? 128 : Math.pow(2, 103 - c));
  }
  // the chain as numbers (the board's lists of it are not kept: 0.6 KB on the wall unit)
  const fields: number[] = [];
  const digitsOf: number[] = [];
  const counts: number[] = []; // LEDs per segment, or LEDs
  const colours: number[] = []; // colourCode's
  let leds = 0;
  for (let k = 0; k < o.chain.length; k++) {
    const e = o.chain[k];
    const field = o.ids.indexOf(e[0]);
    fields.push(field);
    digitsOf.push(e[2] === "digits" && field >= 0 ? o.sizes[field] : 0);
    counts.push(e[1]);
    colours.push(colourCode(e[3]));
    leds = leds + (digitsOf[k] > 0 ? digitsOf[k] * weights.length * e[1] : e[1]);
  }
  const limit = o.milliamps;
  const ballA = o.ids.indexOf("ballA");
  const ballB = o.ids.indexOf("ballB");
  ws2812.init();
  const buf = ws2812.newBuffer(leds < 1 ? 1 : leds, 3);
  let level = 8;
  let last: string[] | undefined;
  // what the frame's LEDs draw at the level (the sum of their bytes), and the cap's scale: the
  // LEDs go into the buffer as they are painted (no list of them in the heap), and a frame over
  // the supply's limit is painted again scaled down (as Espruino's driver rounds: the level first,
  // then the cap)
  let sum = 0;
  let cap = -1;
  let ma = 1;
  const at = (c: number, k: number) => {
    const v = Math.floor((GRB[c * 3 + k] * level) / 15);
    return cap >= 0 ? Math.floor((v * cap) / ma) : v;
  };
  const colourOf = (code: number, frame: string[]) => {
    if (code < BALL_A) return code;
    const f = code === BALL_A ? ballA : ballB;
    const ball = f < 0 ? "" : frame[f];
    return ball === "Y" ? 1 : ball === "W" ? 0 : code - BALL_A;
  };
  // count LEDs from led in colour (its code + 1, 0 dark)
  const put = (led: number, count: number, colour: number) => {
    const c = colour - 1;
    const g = c < 0 ? 0 : at(c, 0);
    const r = c < 0 ? 0 : at(c, 1);
    const b = c < 0 ? 0 : at(c, 2);
    for (let i = led; i < led + count; i++) buf.set(i + 1, g, r, b);
    sum = sum + count * (g + r + b);
  };
  const digit = (led: number, n: number, segs: number, colour: number) => {
    for (let s = 0; s < weights.length; s++) put(led + s * n, n, Math.floor(segs / weights[s]) % 2 === 1 ? colour : 0);
  };
  const paint = (frame: string[]) => {
    let led = 0;
    sum = 0;
    for (let k = 0; k < fields.length; k++) {
      const n = counts[k];
      const digits = digitsOf[k];
      const text = fields[k] < 0 ? "" : frame[fields[k]];
      const colour = colourOf(colours[k], frame) + 1;
      if (digits === 0) {
        put(led, n, text !== "" && text.substring(0, 1) !== " " ? colour : 0);
        led = led + n;
        continue;
      }
      // right-aligned; a "." lights the decimal point of the digit before it
      const per = weights.length * n;
      let d = digits - 1;
      let dp = 0;
      for (let c = text.length - 1; c >= 0 && d >= 0; c--) {
        const ch = text.substring(c, c + 1);
        if (ch === ".") {
          dp = 128;
          continue;
        }
        const g = glyphOf(ch); // two digits for M and W, the right one first
        for (let i = g.length - 1; i >= 0 && d >= 0; i--) {
          digit(led + d * per, n, g.charCodeAt(i) + dp, colour);
          dp = 0;
          d = d - 1;
        }
      }
      for (; d >= 0; d--) digit(led + d * per, n, 0, colour);
      led = led + digits * per;
    }
  };
  const show = (frame: string[]) => {
    last = frame;
    cap = -1;
    paint(frame);
    ma = sum * MA; // milliamps times 255: whole numbers, as an integer firmware's are
    if (limit !== undefined && ma > limit * 255) {
      cap = limit * 255;
      paint(frame);
    }
    if (leds > 0) ws2812.write(buf);
  };
  const dark = () => {
    last = undefined;
    put(0, leds, 0);
    if (leds > 0) ws2812.write(buf);
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
