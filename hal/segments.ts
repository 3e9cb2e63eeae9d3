// The seven-segment font of the MAX7219 modules and the WS2812 digits (hal/espruino, hal/nodemcu),
// and of the simulator's page (tools/sim/sim.ts): what a character lights, one number a digit.
// M and W take two digits, as scoreboards write them (M: a bar over three legs, W: three legs on a
// bar); every other letter, digit and sign takes one.
//   segmentsOf("E") === 0x4f
//   glyphOf("M") === "\x76\x70" (the left digit, then the right one)
//   digitsOf("WINNER A") === 9

// segments dp a b c d e f g, as the MAX7219 takes them without decoding
// (character codes of one string each, not arrays:
// docs/architecture.md, "Espruino: what the interpreter costs")
const DIGITS = "\x7e\x30\x6d\x79\x33\x5b\x5f\x70\x7f\x7b";
// K as a k with its arm over it, V as a small v, X as an H, Z as a 2: the usual seven-segment forms
const LETTERS = "AbCdEFGHIJKLnoPqrStUVXyZ-_ ?'.";
const LETTER_SEGS = "\x77\x1f\x4e\x3d\x4f\x47\x5e\x37\x06\x3c\x57\x0e\x15\x1d\x67\x73\x05\x5b\x0f\x3e\x1c\x37\x3b\x6d\x01\x08\x00\x65\x02\x80";
// the two-digit letters: their two digits each
const WIDE = "MW";
const WIDE_SEGS = "\x76\x70\x3e\x38";

function letterAt(ch: string): number {
  const i = LETTERS.indexOf(ch);
  return i < 0 ? LETTERS.toUpperCase().indexOf(ch.toUpperCase()) : i;
}

// What one digit lights for a character (the left digit of M and W); 0 for one it cannot write.
export function segmentsOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return DIGITS.charCodeAt(c - 48);
  const w = WIDE.indexOf(ch.toUpperCase());
  if (w >= 0) return WIDE_SEGS.charCodeAt(w * 2);
  const i = letterAt(ch);
  return i < 0 ? 0 : LETTER_SEGS.charCodeAt(i);
}

// What a character lights, digit by digit from the left, as character codes: two for M and W.
export function glyphOf(ch: string): string {
  const w = WIDE.indexOf(ch.toUpperCase());
  if (w >= 0) return WIDE_SEGS.substring(w * 2, w * 2 + 2);
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return DIGITS.substring(c - 48, c - 47);
  const i = letterAt(ch);
  return i < 0 ? "\x00" : LETTER_SEGS.substring(i, i + 1);
}

// The digits a text takes on a line: M and W two, a "." after a character none (it lights that
// character's point), every other character one.
export function digitsOf(text: string): number {
  let n = 0;
  for (let c = 0; c < text.length; c++) {
    const ch = text.substring(c, c + 1);
    if (ch === "." && c > 0) continue;
    n = n + glyphOf(ch).length;
  }
  return n;
}
