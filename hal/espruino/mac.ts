// The MAC role on Espruino: HMAC-SHA256 (RFC 2104) over the firmware's require("crypto").SHA256
// (the Pico's and the ESP32's builds have it; the ESP8266's does not). The one portable file the
// lint lets use a bitwise operator (eslint.config.js; test/lint.test.ts checks that it is the
// only one): the key's pads are the key XOR 0x36 and 0x5c. No typed array is made: SHA256 returns
// an ArrayBuffer, which E.toString turns into a string.
//   const mac = startMac(); if (mac !== undefined) mac.hmacSha256(key, sheet)
//   const pads = mac.prepareKey(key); mac.hmacPrepared(pads, frame) (many frames under one key)
import { Mac, MacKey } from "../roles";

const BLOCK = 64; // SHA-256's block, in bytes

// The key's pads, the inner and the outer (64 bytes each): the part of HMAC that depends on the
// key alone, made once for a key that signs many messages. Two strings, not one: taking a part of
// one at each frame cost the interpreter more than the two hashes.
function prepareKey(key: string): MacKey {
  const C = require("crypto");
  // a key longer than the block is its hash (RFC 2104)
  const k = key.length > BLOCK ? E.toString(C.SHA256(key)) : key;
  let inner = "";
  let outer = "";
  for (let i = 0; i < BLOCK; i++) {
    const c = i < k.length ? k.charCodeAt(i) : 0;
    inner = inner + String.fromCharCode(c ^ 0x36);
    outer = outer + String.fromCharCode(c ^ 0x5c);
  }
  return [inner, outer];
}

// A sheet: E.toString of both parts, one flat string where the pool has room, which SHA256 reads
// in place (a long message is not copied again)
function hmacLong(pads: MacKey, message: string): string {
  const C = require("crypto");
  return E.toString(C.SHA256(E.toString(pads[1], E.toString(C.SHA256(E.toString(pads[0], message))))));
}

// undefined on a firmware without the crypto library (the ESP8266's): its sheets are not sealed
export function startMac(): Mac | undefined {
  let sha: (m: Array<string | EspruinoBytes>) => EspruinoBytes;
  try {
    sha = require("crypto").SHA256;
  } catch (e) {
    return undefined;
  }
  return {
    hmacSha256: (key, message) => hmacLong(prepareKey(key), message),
    prepareKey: (key) => prepareKey(key),
    // a short message (a frame): SHA256 hashes an array's parts as one (no string is joined, no
    // flat string searched for), the inner hash as the buffer it is; one call, no require
    hmacPrepared: (p, message) => E.toString(sha([p[1], sha([p[0], message])])),
  };
}
