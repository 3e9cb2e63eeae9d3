// The seven-segment font of the MAX7219 modules and the WS2812 digits (hal/espruino), and of the
// simulator's page (tools/sim.ts): what a character lights, as one number.
//   segmentsOf("E") === 0x4f

// segments dp a b c d e f g, as the MAX7219 takes them without decoding
// (character codes of one string each: an array costs Espruino two variables a number)
const DIGITS = "\x7e\x30\x6d\x79\x33\x5b\x5f\x70\x7f\x7b";
const LETTERS = "AbCdEFGHIJLnoPqrStUy-_ ";
const LETTER_SEGS = "\x77\x1f\x4e\x3d\x4f\x47\x5e\x37\x06\x3c\x0e\x15\x1d\x67\x73\x05\x5b\x0f\x3e\x3b\x01\x08\x00";

export function segmentsOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return DIGITS.charCodeAt(c - 48);
  let i = LETTERS.indexOf(ch);
  if (i < 0) i = LETTERS.toUpperCase().indexOf(ch.toUpperCase());
  return i < 0 ? 0 : LETTER_SEGS.charCodeAt(i);
}
