// The MAC role on Espruino: HMAC-SHA256 (RFC 2104) over the firmware's require("crypto").SHA256
// (the Pico's and the ESP32's builds have it; the ESP8266's does not). The one portable file the
// lint lets use a bitwise operator (eslint.config.js; test/lint.test.ts checks that it is the
// only one): the key's pads are the key XOR 0x36 and 0x5c. No typed array is made: SHA256 returns
// an ArrayBuffer, which E.toString turns into a string.
//   const mac = startMac(); if (mac !== undefined) mac.hmacSha256(key, sheet)
import { Mac } from "../roles";

const BLOCK = 64; // SHA-256's block, in bytes

function hmacSha256(key: string, message: string): string {
  const C = require("crypto");
  // a key longer than the block is its hash (RFC 2104); (the call to itself also keeps this
  // function out of startMac's object in the build: it stays in flash until a sheet is sealed)
  if (key.length > BLOCK) return hmacSha256(E.toString(C.SHA256(key)), message);
  let inner = "";
  let outer = "";
  for (let i = 0; i < BLOCK; i++) {
    const c = i < key.length ? key.charCodeAt(i) : 0;
    inner = inner + String.fromCharCode(c ^ 0x36);
    outer = outer + String.fromCharCode(c ^ 0x5c);
  }
  // E.toString of both parts: one flat string where the pool has room, which SHA256 reads in place
  return E.toString(C.SHA256(E.toString(outer, E.toString(C.SHA256(E.toString(inner, message))))));
}

// undefined on a firmware without the crypto library (the ESP8266's): its sheets are not sealed
export function startMac(): Mac | undefined {
  try {
    require("crypto");
  } catch (e) {
    return undefined;
  }
  return { hmacSha256: (key, message) => hmacSha256(key, message) };
}
