// Loops over a string's bytes that the Espruino build writes with the interpreter's native calls
// (asBoard in tools/build/espruino-as-board.ts). The interpreter reads a loop's text again at each turn,
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

// Hex without a loop in the interpreter: E.mapInPlace reads the bytes 4 bits at a time (the
// high half first) and writes each half's digit from the 16 digits' codes, E.toString makes them
// a string (about 115,000 instructions for 6 bytes where a loop over the bytes took 477,000).
const HEX_OF = `export function hexOf(s) {
    var u = E.toUint8Array(s), out = new Uint8Array(u.length * 2);
    E.mapInPlace(u, out, HEX_CODES, 4);
    return E.toString(out);
}
var HEX_CODES = E.toUint8Array("0123456789abcdef");
`;

// (the pattern checks every digit at once; then the pairs, each written as the escape \\xHH of a
// string literal, are read by the interpreter's own lexer in one eval: a third of the loop's cost)
const UNHEX = `export function unhex(s, from) {
    var t = s.substring(from);
    if (t.length % 2 !== 0 || !/^[0-9a-f]*$/.test(t)) return "";
    return t === "" ? "" : (0, eval)('"\\\\x' + t.match(/../g).join("\\\\x") + '"');
}
`;

const SUM_OF = `export function sumOf(a, from, n) {
    return E.sum(a.slice(from, from + n));
}
`;

// file (its ES5 text's path, from the sources' root), the function, its Espruino text
export const NATIVES: Array<{ file: string; name: string; text: string }> = [
  { file: "firmware/journal/records.js", name: "checksum", text: CHECKSUM },
  { file: "firmware/journal/link-frame.js", name: "hexOf", text: HEX_OF },
  { file: "firmware/journal/link-frame.js", name: "unhex", text: UNHEX },
  { file: "firmware/panel/view-numbers.js", name: "sumOf", text: SUM_OF },
];

// An exported function's whole ES5 text, as tsc writes it (its closing brace alone on a line).
export const functionText = (name: string) => new RegExp(`export function ${name}\\([^)]*\\) \\{\\n[\\s\\S]*?\\n\\}\\n`);
