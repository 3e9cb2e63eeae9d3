// Loops over a string's bytes that the Espruino build writes with the interpreter's native calls
// (asBoard in tools/build-espruino.ts). The interpreter reads a loop's text again at each turn,
// about 50,000 instructions a byte for a checksum (64-bit -Os, callgrind), where a native call
// does the whole string at once. Every link frame and reply and every journal record turns these.
// The portable functions stay as they are for Node and Lua; these give the same answers
// (test/espruino-natives.test.ts; the golden scenarios on the interpreter).

// Fletcher-16: the first sum is E.sum of the bytes; the second is each byte times the number of
// sums it is in (n - i for byte i), modulo 255: one E.convolve with the weights (255 - k) % 255,
// started where they give n - i. E.toUint8Array: the bytes unsigned (a string's own iterator
// gives signed characters on some targets).
const CHECKSUM = `export function checksum(s) {
    var u = E.toUint8Array(s);
    return String.fromCharCode(E.sum(u) % 255, E.convolve(u, CHECK_WEIGHTS, (255 - u.length % 255) % 255) % 255);
}
var CHECK_WEIGHTS = (function () {
    var w = new Uint8Array(255);
    for (var k = 0; k < 255; k++) w[k] = (255 - k) % 255;
    return w;
})();
`;

const HEX_OF = `export function hexOf(s) {
    for (var out = "", i = 0; i < s.length; i++) out = out + (256 + s.charCodeAt(i)).toString(16).substring(1);
    return out;
}
`;

// (the pattern checks every digit at once, so parseInt reads only hex)
const UNHEX = `export function unhex(s, from) {
    if ((s.length - from) % 2 !== 0 || !/^[0-9a-f]*$/.test(s.substring(from))) return "";
    for (var out = "", i = from; i < s.length; i = i + 2) out = out + String.fromCharCode(parseInt(s.substring(i, i + 2), 16));
    return out;
}
`;

// file (its ES5 text's path, from the sources' root), the function, its Espruino text
export const NATIVES: Array<{ file: string; name: string; text: string }> = [
  { file: "firmware/records.js", name: "checksum", text: CHECKSUM },
  { file: "firmware/link-frame.js", name: "hexOf", text: HEX_OF },
  { file: "firmware/link-frame.js", name: "unhex", text: UNHEX },
];

// An exported function's whole ES5 text, as tsc writes it (its closing brace alone on a line).
export const functionText = (name: string) => new RegExp(`export function ${name}\\([^)]*\\) \\{\\n[\\s\\S]*?\\n\\}\\n`);
