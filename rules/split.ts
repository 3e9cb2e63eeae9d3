// A script line's words (the host's: the unit takes frames, never script text).
import { Err } from "./codes";

// Splits a script line into words: spaces and tabs separate, double quotes group a text,
// '#' outside quotes starts a comment. Strings are handled as bytes (names are never indexed).

const enum Limit { Words = 80 }

export interface Words {
  list: string[];
  quoted: boolean[];
  error: number; // 0, Err.Quote or Err.Extra
}

const SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const HASH = 35;

export function splitWords(line: string): Words {
  const out: Words = { list: [], quoted: [], error: 0 };
  const n = line.length;
  let i = 0;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === SPACE || c === TAB || c === 13) {
      i = i + 1;
    } else if (c === HASH) {
      return out;
    } else if (out.list.length >= Limit.Words) {
      out.error = Err.Extra;
      return out;
    } else if (c === QUOTE) {
      const end = line.indexOf('"', i + 1);
      if (end < 0) {
        out.error = Err.Quote;
        return out;
      }
      out.list.push(line.substring(i + 1, end));
      out.quoted.push(true);
      i = end + 1;
    } else {
      let j = i + 1;
      while (j < n) {
        const d = line.charCodeAt(j);
        if (d === SPACE || d === TAB || d === 13 || d === QUOTE || d === HASH) break;
        j = j + 1;
      }
      out.list.push(line.substring(i, j));
      out.quoted.push(false);
      i = j;
    }
  }
  return out;
}

