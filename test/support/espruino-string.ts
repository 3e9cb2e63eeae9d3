// Espruino 2v29's String.prototype.indexOf, for the Node harnesses that run a device bundle in a
// vm context (test/espruino-build.test.ts boot): src/jswrap_string.c tries every place from
// `from` to the string's end, and its comparison (jsvCompareStringIt, equalAtEndOfString) calls a
// needle that runs past the end a match as far as the string goes: there "01".indexOf("1*") is 1
// and "0".indexOf("0*") is 0, where Node says -1 (rules/fields.ts find is the firmware's way
// round it). Source text run inside the context, so that the bundle's strings (the context's own
// String.prototype, not the host's) search as the interpreter's do.
export const ESPRUINO_INDEXOF =
  "(function(){var p=Object.getPrototypeOf(\"\");p.indexOf=function(sub,from){var s=\"\"+this,i=0,n,end;sub=\"\"+sub;" +
  "if(sub.length>s.length)return -1;end=s.length-sub.length+1;" +
  "if(typeof from===\"number\"&&from===from){i=from<0?Math.ceil(from):Math.floor(from);if(i<0)i=0;if(i>end)i=end}" +
  "for(;i<s.length;i++){n=Math.min(sub.length,s.length-i);if(s.substr(i,n)===sub.substr(0,n))return i}return -1}})();";

// Espruino's E.toUint8Array, E.sum and E.convolve (src/jswrap_espruino.c), which the build's
// native loops use (tools/build/espruino-natives.ts).
export const ESPRUINO_E = {
  toUint8Array: (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 255),
  sum: (a: ArrayLike<number>) => Array.from(a).reduce((v, x) => v + x, 0),
  convolve: (a: ArrayLike<number>, b: ArrayLike<number>, offset: number) => {
    const o = ((offset % b.length) + b.length) % b.length;
    return Array.from(a).reduce((v, x, i) => v + x * b[(i + o) % b.length], 0);
  },
  // from's elements read `bits` at a time, the high ones first (a negative `bits`: the low ones
  // first), each written to `to` as map's element (Espruino's jswrap_espruino_mapInPlace)
  mapInPlace: (from: Uint8Array, to: Uint8Array, map: ArrayLike<number>, bits: number) => {
    const lsb = bits < 0;
    const w = Math.abs(bits) || 8;
    let el = 0;
    let b = 0;
    let i = 0;
    for (let k = 0; (i < from.length || b >= w) && k < to.length; k++) {
      while (b < w) {
        el = lsb ? el + from[i++] * 2 ** b : el * 256 + from[i++];
        b += 8;
      }
      const v = lsb ? el % 2 ** w : Math.floor(el / 2 ** (b - w)) % 2 ** w;
      if (lsb) el = Math.floor(el / 2 ** w);
      else el = el % 2 ** (b - w);
      b -= w;
      to[k] = map[v];
    }
  },
  toString: (a: ArrayLike<number>) => String.fromCharCode(...Array.from(a)),
};
