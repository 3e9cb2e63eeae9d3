// MQTT 3.1.1's encodings (mqtt.ts): a 16-bit number, a string with its length, a packet with its
// remaining length. Strings are bytes, one character per byte.

/** @resident */
export function u16(n: number): string {
  return String.fromCharCode(Math.floor(n / 256), n % 256);
}

/** @resident */
export function str(t: string): string {
  return u16(t.length) + t;
}

// A packet: its first byte, the remaining length (1 to 4 bytes of 7 bits), the body.
/** @resident */
export function packet(first: number, body: string): string {
  let n = body.length;
  // (a body under 16,384 bytes, every one the unit publishes, without the loop: the interpreter
  // reads a loop's text again at each turn, about 70,000 instructions a turn)
  if (n < 128) return String.fromCharCode(first, n) + body;
  if (n < 16384) return String.fromCharCode(first, (n % 128) + 128, Math.floor(n / 128)) + body;
  let len = "";
  do {
    const d = n % 128;
    n = Math.floor(n / 128);
    len = len + String.fromCharCode(n > 0 ? d + 128 : d);
  } while (n > 0);
  return String.fromCharCode(first) + len + body;
}
