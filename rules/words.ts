import { Err } from "./codes";

// Texts stay below what one journal record holds (255 bytes with its code).
const enum Limit { Text = 120 }

// 0 when the text may be a name or a note, else an error code.
export function checkText(text: string): number {
  if (text.length === 0) return Err.Empty;
  if (text.length > Limit.Text) return Err.Long;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || c === 127) return Err.Control;
    if (c >= 128) return checkUtf8(text, i); // (the rest, a function of its own: most names are ASCII)
  }
  return 0;
}

// The UTF-8 check of text's bytes from `from` on (RFC 3629: shortest forms, no surrogates, at
// most U+10FFFF), with arithmetic on byte values (no bit operators), and no bidirectional
// embedding, override or isolate (U+202A-U+202E, U+2066-U+2069: they can make a name read
// reversed); letters of every script pass. 0, Err.Control, Err.Utf8 or Err.Bidi.
export function checkUtf8(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    let more = 0; // continuation bytes that follow
    let lo = 128; // the second byte's range
    let hi = 191;
    if (c < 32 || c === 127) return Err.Control;
    if (c >= 194 && c <= 223) more = 1;
    else if (c >= 224 && c <= 239) more = 2;
    else if (c >= 240 && c <= 244) more = 3;
    else if (c >= 128) return Err.Utf8; // a lone continuation byte, an overlong lead, 0xF5-0xFF
    if (c === 224) lo = 160;
    if (c === 237) hi = 159; // no surrogates
    if (c === 240) lo = 144;
    if (c === 244) hi = 143;
    if (i + more >= text.length && more > 0) return Err.Utf8; // cut short
    for (let k = 1; k <= more; k++) {
      const d = text.charCodeAt(i + k);
      if (d < (k === 1 ? lo : 128) || d > (k === 1 ? hi : 191)) return Err.Utf8;
    }
    // U+202A-U+202E are E2 80 AA-AE; U+2066-U+2069 are E2 81 A6-A9
    const b = c === 226 ? text.charCodeAt(i + 1) : 0;
    const e = c === 226 ? text.charCodeAt(i + 2) : 0; // (no byte read past the end: an integer firmware has no NaN)
    if ((b === 128 && e >= 170 && e <= 174) || (b === 129 && e >= 166 && e <= 169)) return Err.Bidi;
    i = i + 1 + more;
  }
  return 0;
}

// A whole number of at most 5 digits after any leading zeros, or -1.
export function parseCount(word: string): number {
  let from = 0;
  while (from < word.length - 1 && word.charCodeAt(from) === 48) from = from + 1;
  if (word.length === 0 || word.length - from > 5) return -1;
  let v = 0;
  for (let i = from; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}

export function indexOfWord(list: string[], word: string): number {
  for (let i = 0; i < list.length; i++) {
    if (list[i] === word) return i;
  }
  return -1;
}
