// tools/build/espruino-pretokenise.ts: the build's code as Espruino's tokens (one byte per operator and
// reserved word, raw strings and integers), read back as the same program: by the detokeniser
// (tokens compared with acorn's), and by Espruino's own lexer on the interpreter for Linux
// (ESPRUINO_BIN), from Storage and through eval as the lazy functions are.
import { spawn } from "child_process";
import * as acorn from "acorn";
import * as fs from "fs";
import * as path from "path";
import * as vm from "vm";
import { buildEspruino } from "../tools/build/build-espruino";
import { boardFile, espruinoTokens } from "../tools/build/board";
import { detokenise, knownVersions, pretokenise, tokenTable, tokensOf } from "../tools/build/espruino-pretokenise";
import { lazyTexts } from "../tools/build/espruino-lazy";
import { asciiLiteral } from "../tools/sim/espruino-run";

const T = tokenTable("2v29");
const bytesOf = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const every = String.fromCharCode(...Array.from({ length: 255 }, (_, i) => i + 1));
const lit = (s: string) => asciiLiteral(s); // "\x.." for every byte of 127 and up

// A program with what a pretokeniser can get wrong: reserved words as property names, integers at
// each raw width's edges (and those whose bytes hold a 0 or "*/"), strings of every byte, quotes,
// backslashes, "*/", a UTF-8 name, longer than a raw string's one-byte length, regular
// expressions, signs that must not run together.
const PROGRAM = `function codes(s){var r=[];for(var i=0;i<s.length;i++)r.push(s.charCodeAt(i));return r}
var out=[],o={"catch":1,default:2,"delete":3,in:4,"new":5,typeof:6,"if":7};
out.push(o.catch,o.default,o.delete,o.in,o.new,o.typeof,o["if"]);
out.push(127,128,255,256,300,1000,12074,32767,32768,65535,0x7fff,0xff,-1,-128,-129,-32768,0,1.5,1e3);
out.push(codes("\\xff"),codes("caf\\xe9"),codes("\\x00a\\x00"),codes("a*/b"),codes("*"),codes("/"),codes("'\\"\\\\"));
out.push(codes(${lit(every)}),codes(${lit(every + every)}).length,codes(${lit("x".repeat(256))}).length);
out.push(codes("Jos\\u00e9 \\u00c1lvarez").length,"".length,'single'.length);
out.push(typeof undefined,void 0===undefined,5 in [1,2,3,4,5,6],/a+b/g.test("xaab"),"a/b".split(/\\//).length,10/2/5);
var a=1,b=a- -1,c=a+ +1,d=a-(-1),e=-a,f=a--,g=a++;
out.push(b,c,d,e,f,g,a,!0,!1,null,this===this,[1,2].length>=2&&3<=4||5!==5);
switch(a){case 1:out.push("one");break;default:out.push("other")}
try{throw "x"}catch(err){out.push(err)}finally{out.push("finally")}
do{a+=2}while(a<9);for(var k in {p:1})out.push(k);
out.push(function(x){return x*2}(21),new Array(3).length,o instanceof Object);
print("OUT "+JSON.stringify(out));
`;

test("the token table is Espruino 2v29's: the reserved words from 163 (if) to 198 (of), ?? at 208, the raw tokens 0xD1 to 0xD5", () => {
  expect(knownVersions()).toContain("2v29");
  expect(T.byText.get("==")).toBe(138);
  expect(T.byText.get("=>")).toBe(162);
  expect(T.byText.get("if")).toBe(163);
  expect(T.byText.get("of")).toBe(198);
  expect(T.byText.get("??")).toBe(208);
  expect([T.rawString8, T.rawString16, T.rawInt0, T.rawInt8, T.rawInt16]).toEqual([0xd1, 0xd2, 0xd3, 0xd4, 0xd5]);
});

test("a board that names no known Espruino version does not build, saying which there are", () => {
  expect(() => tokenTable("2v01")).toThrow(/no token table for Espruino 2v01: tools\/build\/espruino-tokens.json has 2v29/);
  for (const f of fs.readdirSync(path.join(__dirname, "..", "hardware", "boards"))) {
    const b = boardFile(f.slice(0, -5));
    if (b.runtime === "espruino") expect([f, typeof b.espruino]).toEqual([f, "string"]);
    if (b.runtime === "espruino") expect(() => espruinoTokens(f.slice(0, -5))).not.toThrow();
  }
});

test("pretokenised and read back: the same tokens; shorter; raw strings keep every byte; integers as raw ones", () => {
  const bytes = pretokenise(PROGRAM, T);
  expect(bytes.length).toBeLessThan(PROGRAM.length);
  expect(tokensOf(detokenise(bytes, T))).toEqual(tokensOf(PROGRAM));
  expect(bytes).toContain(String.fromCharCode(T.rawString8, 255) + every); // raw, byte for byte
  expect(bytes).toContain(String.fromCharCode(T.rawString16, 254, 1) + every + every);
  expect(bytes).toContain(String.fromCharCode(T.rawInt16, 300 & 255, 300 >> 8)); // low byte first, as jslex.c reads it
  expect(bytes).toContain('"Jos\\u00e9 \\u00c1lvarez"'); // UTF-8 in Espruino: left as text
  expect(bytes).toContain("o.catch"); // a property's name: as text
  expect(bytes).toContain("b=a- -"); // (a- -1: two minus signs, not --)
  // in a comment: no 0 byte, no "*/", the same tokens
  const inComment = pretokenise(PROGRAM, T, true);
  expect(inComment).not.toContain("\0");
  expect(inComment).not.toContain("*/");
  expect(tokensOf(detokenise(inComment, T))).toEqual(tokensOf(PROGRAM));
});

test("every board's build: its code and each lazy function it references read back as ES5, every lazy text where its reference says", async () => {
  const boards = fs.readdirSync(path.join(__dirname, "..", "hardware", "boards")).map((f) => f.slice(0, -5))
    .filter((b) => boardFile(b).runtime === "espruino" && boardFile(b).role === undefined);
  for (const name of boards) {
    const file = fs.readFileSync(await buildEspruino(name), "latin1");
    const end = file.indexOf("*/");
    expect(file.slice(0, end).indexOf("\0")).toBe(-1); // (Espruino ends a comment at a 0 byte)
    const code = detokenise(file.slice(end + 3), T);
    expect(() => acorn.parse(code, { ecmaVersion: 5 })).not.toThrow();
    const lazy = lazyTexts(file, code, (t) => detokenise(t, T)); // (each one the code reaches, and those they reach)
    expect(lazy.size).toBeGreaterThan(20);
    for (const { at, len, text } of lazy.values()) {
      expect(at + len).toBeLessThanOrEqual(end);
      expect(text.trim()).toMatch(/^\( function/);
      expect(() => acorn.parse(text, { ecmaVersion: 5 })).not.toThrow();
    }
  }
}, 180000);

test("the program pretokenised runs in Node as it was (detokenised)", () => {
  const run = (code: string) => {
    let printed = "";
    vm.runInNewContext(code, { print: (s: string) => (printed += s) });
    return printed;
  };
  expect(run(detokenise(pretokenise(PROGRAM, T), T))).toBe(run(PROGRAM));
});

const bin = process.env.ESPRUINO_BIN;
if (bin === undefined) console.warn("SKIPPED: pretokenised code on Espruino's own lexer needs ESPRUINO_BIN (an Espruino interpreter for Linux built outside the repo)");
const maybe = bin === undefined ? test.skip : test;

function espruino(input: string, done: (out: string) => boolean): Promise<string> {
  return new Promise((resolve) => {
    const dir = fs.mkdtempSync(path.join(require("os").tmpdir(), "carom-pretok-"));
    const c = spawn(bin!, [], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    c.stdout.on("data", (d: Buffer) => {
      out += d.toString("latin1");
      if (done(out)) c.kill("SIGKILL");
    });
    const timer = setTimeout(() => c.kill("SIGKILL"), 60000);
    c.once("close", () => {
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
      resolve(out);
    });
    c.stdin.write(Buffer.from(input, "latin1"));
  });
}

maybe("Espruino 2v29's lexer reads the pretokenised program as the program: from Storage, through eval, from a comment by offset", async () => {
  let expected = "";
  vm.runInNewContext(PROGRAM, { print: (s: string) => (expected = s) });
  const plain = pretokenise(PROGRAM, T);
  const inComment = pretokenise(PROGRAM, T, true);
  // a file as the build writes one: the text in the leading comment, made by offset as L does
  const file = `/*${inComment}*/\n` + pretokenise(`eval(require("Storage").read("c",2,${inComment.length}));`, T);
  const write = (name: string, bytes: string) => {
    const lines: string[] = [];
    for (let at = 0; at < bytes.length; at += 400) lines.push(`S.write(${JSON.stringify(name)},${asciiLiteral(bytes.slice(at, at + 400))},${at},${bytes.length});`);
    return lines.join("\n");
  };
  const out = await espruino(`var S=require("Storage");\n${write("p", plain)}\n${write("c", file)}\neval(S.read("p"));\nload("c");\n`,
    (o) => (o.match(/^>?(OUT|Uncaught)[^\r\n]*\r?\n/gm) ?? []).length >= 2);
  const lines = out.split(/\r?\n/).map((l) => l.replace(/^>/, "")).filter((l) => /^(OUT |Uncaught)/.test(l));
  expect(lines).toEqual([expected, expected]);
}, 90000);

maybe("a raw 16-bit integer is read low byte first (jslex.h's comment says high first: a tokeniser that followed it reads 300 as 11265)", async () => {
  const out = await espruino(`print("A",eval(${asciiLiteral(String.fromCharCode(T.rawInt16, 0x2c, 0x01))}),"B",eval(${asciiLiteral(String.fromCharCode(T.rawInt16, 0x01, 0x2c))}));\n`,
    (o) => /A \d+ B \d+\r?\n/.test(o));
  expect(out).toMatch(/A 300 B 11265/);
  expect(bytesOf(pretokenise("x=300", T))).toEqual([120, 61, T.rawInt16, 0x2c, 0x01]);
}, 60000);

maybe("a 0 byte in a file's leading comment ends it there: Espruino reads an unfinished comment, and nothing after it runs", async () => {
  const out = await espruino(`var S=require("Storage");S.write("z","/*ab\\x00cd*/print('RAN');");load("z");\n`, (o) => /UNFINISHED COMMENT|^>?RAN/m.test(o));
  expect(out).toMatch(/UNFINISHED COMMENT/);
  expect(out).not.toMatch(/^RAN/m);
}, 60000);
