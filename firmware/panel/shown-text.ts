// A name as the display can show it: a seven-segment digit or an LED matrix has no accents, so a
// Latin letter with a diacritic shows as its base letter (Ñ N, Ç C, İ I, Ş S), ß as SS, Æ as
// AE, Œ as OE, Ø as O, ı as I, and anything else (Greek, CJK, a symbol, a byte that is not
// UTF-8) as one PLACEHOLDER a character; ASCII letters are upper-cased. Names are UTF-8 bytes
// (Espruino and Lua strings are bytes): decoded here by arithmetic on the character codes (no
// bit operators); a code above 255 (a host's string) is taken as the code point itself.
//   shownName("José Ñúñez") === "JOSE NUNEZ"
// Used off the press path only (left in flash:
// docs/architecture.md, "Espruino: what the interpreter costs").

import { QuickAt, UnitState } from "./state";
import type { Match } from "../../rules/state";

export const PLACEHOLDER = "_";

// U+00C0 to U+017F (Latin-1 Supplement's letters, Latin Extended-A), one character each: the base
// letter, PLACEHOLDER, or a lower-case mark for two letters (TWO).
const LATIN =
  "AAAAAAaCEEEEIIIIDNOOOOO_OUUUUYtsAAAAAAaCEEEEIIIIDNOOOOO_OUUUUYtY" +
  "AAAAAACCCCCCCCDDDDEEEEEEEEEEGGGGGGGGHHHHIIIIIIIIIIjjJJKKKLLLLLLL" +
  "LLLNNNNNNNNNOOOOOOooRRRRRRSSSSSSSSTTTTTTUUUUUUUUUUUUWWYYYZZZZZZS";
const TWO = "aAEsSSoOEjIJtTH"; // a mark, then its two letters

// the byte at i if it continues a UTF-8 sequence (0x80-0xBF), else -1
function more(s: string, i: number): number {
  const c = i < s.length ? s.charCodeAt(i) : -1;
  return c >= 128 && c < 192 ? c - 128 : -1;
}

function letterOf(cp: number): string {
  if (cp >= 0x218 && cp <= 0x21b) return cp < 0x21a ? "S" : "T"; // Romanian Ș ș Ț ț (Latin Extended-B)
  if (cp < 0xc0 || cp >= 0x180) return PLACEHOLDER;
  const t = LATIN.substring(cp - 0xc0, cp - 0xc0 + 1);
  if (t.charCodeAt(0) < 97) return t;
  const k = TWO.indexOf(t);
  return TWO.substring(k + 1, k + 3);
}

export function shownName(s: string): string {
  let out = "";
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    let cp = -1;
    let n = 1;
    if (c < 128 || c > 255) {
      cp = c;
    } else if (c >= 0xc2 && c < 0xe0 && more(s, i + 1) >= 0) {
      cp = (c - 0xc0) * 64 + more(s, i + 1);
      n = 2;
    } else if (c >= 0xe0 && c < 0xf0 && more(s, i + 1) >= 0 && more(s, i + 2) >= 0) {
      n = 3; // (no letter of the table is above U+07FF: the value is not needed)
    } else if (c >= 0xf0 && c < 0xf5 && more(s, i + 1) >= 0 && more(s, i + 2) >= 0 && more(s, i + 3) >= 0) {
      n = 4;
    }
    if (cp >= 97 && cp <= 122) out = out + String.fromCharCode(cp - 32);
    else if (cp >= 0 && cp < 128) out = out + String.fromCharCode(cp);
    else out = out + letterOf(cp);
    i = i + n;
  }
  return out;
}

// The message line's names, "A - B", as shown (UnitState.pair): made while the names may change,
// before the first shot (rule 22: substitutes until then; a new match and an undo to before it
// start there too), not at each press. Cut to the message line's width as render cuts a message
// (quickAt[QuickAt.MsgWidth]): the quick path writes it as it is (a cut at each foul cost the interpreter 45 k).
export function namesLine(st: UnitState, mm: Match): void {
  const line = shownName(mm.names[0]) + " - " + shownName(mm.names[1]);
  st.pair = st.quickAt[QuickAt.Msg] >= 0 && line.length > st.quickAt[QuickAt.MsgWidth] ? line.substring(0, st.quickAt[QuickAt.MsgWidth]) : line;
}
