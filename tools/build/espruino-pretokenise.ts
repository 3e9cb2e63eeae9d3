// Espruino's pretokenised code (what the Web IDE's "pretokenise" writes, EspruinoTools
// plugins/pretokenise.js): each operator and reserved word of Espruino's token list as one byte
// (128 and up), a string as a raw string (a byte for the token, its length in one or two bytes,
// then its bytes as they are: no quotes, no escapes), an integer literal as a raw integer (0: one
// byte; -128..127: two; -32768..32767: three), no whitespace or comments but where two tokens would
// run together. Espruino's lexer (src/jslex.c, jslGetNextToken) reads any byte of 128 or more as a
// token, always (no flag), in a file and in an eval'd string alike. The token numbers depend on
// the firmware version: tools/build/espruino-tokens.json holds them for the versions the build supports,
// a board names its version (hardware/boards/NAME.json: "espruino").
//
// The output is a "binary" string: one character per byte (0..255), written as latin1.
//
// inComment: the code goes into the file's leading comment (the lazy functions' texts,
// tools/build/espruino-lazy.ts), which Espruino skips up to "*/" or up to a NUL byte (jslSkipWhiteSpace
// stops a block comment at the first 0 and reads "unfinished comment": the rest of the file would
// not run). There a raw string or integer that would hold a 0 byte or make "*/" is written as text.
import * as acorn from "acorn";
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";

export interface TokenTable {
  version: string;
  byText: Map<string, number>; // "==" -> 138, "if" -> 163
  byByte: Map<number, string>;
  rawString8: number; rawString16: number; rawInt0: number; rawInt8: number; rawInt16: number;
}

interface TableFile { [version: string]: { tokens: Record<string, string[]>; rawString8: number; rawString16: number; rawInt0: number; rawInt8: number; rawInt16: number } }

const TABLES = path.join(ROOT, "tools", "build", "espruino-tokens.json");

// The versions the build can pretokenise for.
export function knownVersions(): string[] {
  return Object.keys(JSON.parse(fs.readFileSync(TABLES, "utf8"))).filter((k) => !k.startsWith("$"));
}

// The token table of Espruino `version` ("2v29"); an unknown version says which there are.
export function tokenTable(version: string): TokenTable {
  const file = JSON.parse(fs.readFileSync(TABLES, "utf8")) as TableFile;
  const t = version.startsWith("$") ? undefined : file[version];
  if (t === undefined) {
    throw new Error(`no token table for Espruino ${version}: tools/build/espruino-tokens.json has ${knownVersions().join(", ")} ` +
      "(add the version's list from its src/jslex.h and src/jslex.c, or name a version the board can run)");
  }
  const byText = new Map<string, number>();
  const byByte = new Map<number, string>();
  for (const [from, list] of Object.entries(t.tokens)) {
    list.forEach((text, i) => {
      byText.set(text, Number(from) + i);
      byByte.set(Number(from) + i, text);
    });
  }
  return { version, byText, byByte, rawString8: t.rawString8, rawString16: t.rawString16, rawInt0: t.rawInt0, rawInt8: t.rawInt8, rawInt16: t.rawInt16 };
}

const WORD = /[A-Za-z0-9_$]/;
const ch = String.fromCharCode;

// Where a name is a property's (o.name, { name: .. }): left as text. Espruino reads a reserved
// word there either way, but pretokenised it has no text of its own, which older versions did not
// make up (espruino/Espruino#1868, `.catch(`); the text costs a few bytes and no question.
function propertyNames(code: string): Set<number> {
  const at = new Set<number>();
  const visit = (n: unknown, parent: { type: string; [k: string]: unknown } | null): void => {
    if (n === null || typeof n !== "object") return;
    const node = n as { type: string; start: number; [k: string]: unknown };
    if (typeof node.type !== "string") return;
    if (node.type === "Identifier" && parent !== null &&
      ((parent.type === "MemberExpression" && parent.property === node && parent.computed !== true) || (parent.type === "Property" && parent.key === node))) at.add(node.start);
    for (const k of Object.keys(node)) {
      const v = node[k];
      if (Array.isArray(v)) v.forEach((c) => visit(c, node));
      else if (v !== null && typeof v === "object") visit(v, node);
    }
  };
  visit(acorn.parse(code, { ecmaVersion: 5 }), null);
  return at;
}

// A string's value as Espruino's lexer would have it from its text, kept raw only where that is
// the same: every character below 128, or below 256 from an ASCII text without \u escapes above
// 127 (such an escape or a UTF-8 character makes Espruino's string UTF-8, which a raw string is not).
function rawable(value: string, text: string): boolean {
  if (value.length === 0 || value.length > 65535) return false;
  if (/^[\x00-\x7f]*$/.test(value)) return true;
  const utf8 = [...text.matchAll(/\\(u[0-9a-fA-F]{4}|[\s\S])/g)].some((m) => m[1].length === 5 && parseInt(m[1].slice(1), 16) >= 128);
  return /^[\x00-\xff]*$/.test(value) && /^[\x20-\x7e]*$/.test(text) && !utf8;
}

// A string literal in text that gives the same bytes: ASCII, every other byte escaped, and "/"
// escaped so that no "*/" is made (for a comment's text).
function quoted(value: string): string {
  let out = '"';
  for (const c of value) {
    const n = c.charCodeAt(0);
    if (c === '"' || c === "\\") out += "\\" + c;
    else if (c === "/") out += "\\/";
    else if (n < 32 || n > 126) out += "\\x" + (n < 16 ? "0" : "") + n.toString(16);
    else out += c;
  }
  return out + '"';
}

// The bytes of an integer literal: a raw integer, or its text where none fits (or where it would
// hold a 0 byte or "*/" in a comment).
function integer(value: number, text: string, t: TokenTable, inComment: boolean): { bytes: string; raw: boolean } {
  if (value === 0) return { bytes: ch(t.rawInt0), raw: true };
  if (value >= -128 && value < 128) return { bytes: ch(t.rawInt8, value & 255), raw: true };
  if (value >= -32768 && value < 32768) {
    const bytes = ch(t.rawInt16, value & 255, (value >> 8) & 255);
    if (!inComment || !(bytes.includes("\0") || bytes.includes("*/"))) return { bytes, raw: true };
  }
  return { bytes: text, raw: false };
}

// `code` (ES5, as terser writes it) pretokenised for `t`.
export function pretokenise(code: string, t: TokenTable, inComment = false): string {
  const props = propertyNames(code);
  let out = "";
  // the last token written as text, where the next one's text could run into it
  let last: { text: string; kind: string } | null = null;
  const put = (bytes: string, asText: { text: string; kind: string } | null) => {
    if (asText !== null && last !== null) {
      const a = last.text[last.text.length - 1];
      const b = asText.text[0];
      if ((WORD.test(a) && WORD.test(b)) || (a === "+" && b === "+") || (a === "-" && b === "-") || (a === "/" && (b === "/" || b === "*")) ||
        (last.kind === "num" && b === ".") || (last.kind === "regexp" && WORD.test(b))) out += " ";
    }
    // in a comment nothing may make "*/" (a raw value's last byte "*", then a text's "/")
    if (inComment && out.endsWith("*") && bytes.startsWith("/")) out += " ";
    out += bytes;
    last = asText;
  };
  for (const tok of acorn.tokenizer(code, { ecmaVersion: 5 })) {
    const text = code.slice(tok.start, tok.end);
    const label = tok.type.label;
    if (label === "string") {
      const value = (tok as unknown as { value: string }).value;
      if (!rawable(value, text)) {
        put(inComment ? quoted(value) : text, { text: '"', kind: "string" });
        continue;
      }
      const n = value.length;
      const bytes = (n < 256 ? ch(t.rawString8, n) : ch(t.rawString16, n & 255, n >> 8)) + value;
      if (inComment && (bytes.includes("\0") || bytes.includes("*/"))) put(quoted(value), { text: '"', kind: "string" });
      else put(bytes, null);
    } else if (label === "num") {
      const value = (tok as unknown as { value: number }).value;
      if (/^(0|[1-9][0-9]*|0[xX][0-9a-fA-F]+)$/.test(text) && value < 32768) {
        const r = integer(value, text, t, inComment);
        put(r.bytes, r.raw ? null : { text, kind: "num" });
      } else put(text, { text, kind: "num" });
    } else if (label === "regexp") {
      put(text, { text, kind: "regexp" });
    } else if (label === "template" || label === "`" || label === "${") {
      throw new Error("pretokenise: a template literal is not ES5");
    } else {
      const byte = t.byText.get(text);
      const word = WORD.test(text[0]);
      if (byte !== undefined && !(word && props.has(tok.start))) put(ch(byte), null);
      else put(text, { text, kind: word ? "name" : "punct" });
    }
  }
  if (inComment && (out.includes("*/") || out.includes("\0"))) throw new Error("pretokenise: the code cannot go in a comment");
  return out;
}

// Pretokenised bytes back to text: each token byte as its text, a raw string as a string literal,
// a raw integer as its digits, with a space either side of each (the tests read it back with
// acorn: the same tokens as the code pretokenised). Comments, string and regular expression
// literals written as text are copied as they are, as Espruino's lexer skips them.
export function detokenise(bytes: string, t: TokenTable): string {
  let out = "";
  let i = 0;
  let prev = ""; // the last significant text written (a regular expression may follow it or not)
  const regexAfter = (p: string) => p === "" || /[(,=:[!&|?{};+\-*%<>~^]$/.test(p) || /\b(return|typeof|case|do|else|in|of|new|delete|void|throw|instanceof)$/.test(p);
  const emit = (s: string) => {
    out += s;
    if (s.trim() !== "") prev = s.trim();
  };
  while (i < bytes.length) {
    const c = bytes.charCodeAt(i);
    const s = bytes[i];
    if (c >= 128) {
      if (c === t.rawString8 || c === t.rawString16) {
        const n = c === t.rawString8 ? bytes.charCodeAt(i + 1) : bytes.charCodeAt(i + 1) | (bytes.charCodeAt(i + 2) << 8);
        const from = i + (c === t.rawString8 ? 2 : 3);
        emit(" " + quoted(bytes.slice(from, from + n)) + " ");
        i = from + n;
      } else if (c === t.rawInt0) {
        emit(" 0 ");
        i++;
      } else if (c === t.rawInt8) {
        emit(` ${(bytes.charCodeAt(i + 1) << 24) >> 24} `);
        i += 2;
      } else if (c === t.rawInt16) {
        emit(` ${((bytes.charCodeAt(i + 1) | (bytes.charCodeAt(i + 2) << 8)) << 16) >> 16} `);
        i += 3;
      } else {
        const text = t.byByte.get(c);
        if (text === undefined) throw new Error(`detokenise: byte ${c} at ${i} is no token of Espruino ${t.version}`);
        emit(` ${text} `);
        i++;
      }
    } else if (s === '"' || s === "'") {
      let j = i + 1;
      while (j < bytes.length && bytes[j] !== s) j += bytes[j] === "\\" ? 2 : 1;
      emit(bytes.slice(i, j + 1));
      i = j + 1;
    } else if (s === "/" && bytes[i + 1] === "*") {
      const end = bytes.indexOf("*/", i + 2);
      out += bytes.slice(i, end < 0 ? bytes.length : end + 2);
      i = end < 0 ? bytes.length : end + 2;
    } else if (s === "/" && bytes[i + 1] === "/") {
      const end = bytes.indexOf("\n", i);
      out += bytes.slice(i, end < 0 ? bytes.length : end);
      i = end < 0 ? bytes.length : end;
    } else if (s === "/" && regexAfter(prev)) {
      let j = i + 1;
      let inClass = false;
      while (j < bytes.length && (inClass || bytes[j] !== "/")) {
        if (bytes[j] === "[") inClass = true;
        else if (bytes[j] === "]") inClass = false;
        j += bytes[j] === "\\" ? 2 : 1;
      }
      j++;
      while (j < bytes.length && /[a-z]/.test(bytes[j])) j++;
      emit(bytes.slice(i, j));
      i = j;
    } else if (WORD.test(s)) {
      let j = i;
      while (j < bytes.length && (WORD.test(bytes[j]) || (bytes[j] === "." && /[0-9]/.test(s)))) j++;
      emit(bytes.slice(i, j));
      i = j;
    } else {
      emit(s);
      i++;
    }
  }
  return out;
}

// The tokens acorn reads in `js`, as text (the test that pretokenised code is the same program).
export function tokensOf(js: string): string[] {
  return [...acorn.tokenizer(js, { ecmaVersion: 5 })].map((t) => ((v: unknown) => `${t.type.label}:${typeof v === "string" || typeof v === "number" ? JSON.stringify(v) : ""}`)((t as unknown as { value: unknown }).value));
}
