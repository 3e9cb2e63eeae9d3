// Sealed sheets on the Espruino interpreter for Linux (ESPRUINO_BIN, built outside the repo with
// its crypto library): hal/espruino/mac.ts over the interpreter's own SHA256 agrees with Node's
// crypto for 1,000 keys and messages; the linux board's firmware, keyed over its link, hands over
// a finished sheet whose seal carom verify accepts.
import { spawnSync } from "child_process";
import { createHmac } from "crypto";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import { openEspruino } from "../tools/sim/espruino-run";
import { emptyKeys, verifySheet } from "../tools/link/seal-check";

const bin = process.env.ESPRUINO_BIN;
if (bin === undefined) console.warn("SKIPPED: the seal on Espruino: set ESPRUINO_BIN to an Espruino interpreter for Linux (with crypto) built outside the repo");
const maybe = bin === undefined ? test.skip : test;

// the same bytes on both sides: a small generator (numbers well below 2^24)
function generator(seed: number) {
  let x = seed;
  return () => (x = (x * 1103 + 12345) % 65521) % 256;
}
const LCG = "function G(x){return function(){x=(x*1103+12345)%65521;return x%256}}";
const COUNT = 1000;
const keyLength = (i: number) => i % 101; // 0 to 100 bytes: longer than SHA-256's 64-byte block too
const messageLength = (i: number) => (i * 37) % 300;

maybe("hal/espruino/mac.ts on the interpreter agrees with Node's crypto for 1,000 keys and messages", () => {
  const source = fs.readFileSync(path.join(__dirname, "..", "hal", "espruino", "mac.ts"), "utf8");
  const mac = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS } }).outputText;
  // (Espruino hoists no function: the export goes after the definitions)
  const body = mac.split("\n").filter((l) => !/^(exports\.\w+ = |Object\.defineProperty\(exports|"use strict")/.test(l)).join("\n");
  const program = `var exports={};${body}\nexports.startMac=startMac;\n${LCG}\n` +
    `var M=exports.startMac(),i,j,k,m,g,h,o,c;for(i=0;i<${COUNT};i++){g=G(i+1);k="";m="";` +
    `for(j=0;j<i%101;j++)k+=String.fromCharCode(g());for(j=0;j<(i*37)%300;j++)m+=String.fromCharCode(g());` +
    `h=M.hmacSha256(k,m);o="";for(j=0;j<h.length;j++){c=h.charCodeAt(j);o+=(c<16?"0":"")+c.toString(16)}print("MAC "+i+" "+o)}print("END");quit();\n`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-mac-")), "mac.js");
  fs.writeFileSync(file, program);
  const r = spawnSync("sh", ["-c", `"${bin}" "${file}" </dev/null | sed -n '/^END/q;/^MAC /p'`], { encoding: "latin1", timeout: 300000, maxBuffer: 1 << 24 });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const got = new Map(r.stdout.split(/\r?\n/).filter((l) => l.startsWith("MAC ")).map((l) => [Number(l.split(" ")[1]), l.split(" ")[2]]));
  const wrong: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const g = generator(i + 1);
    const key = Buffer.from(Array.from({ length: keyLength(i) }, g));
    const message = Buffer.from(Array.from({ length: messageLength(i) }, g));
    if (got.get(i) !== createHmac("sha256", key).update(message).digest("hex")) wrong.push(i);
  }
  expect(wrong).toEqual([]);
}, 320000);

maybe("the linux board's firmware, keyed over its link, seals a finished sheet that carom verify accepts", async () => {
  const e = await openEspruino(bin!, { timeoutMs: 240000 });
  const KEY = "c0ffee00".repeat(8);
  try {
    for (const l of ["set distance 2", "player A \"Ana\"", "player B \"Ben\"", "lag A break white", "point", "point"]) expect((await e.ask(l)).ok).toBe(true);
    expect(await e.ask(`key esp-1 ${KEY}`)).toEqual({ ok: true, body: "esp-1" });
    const sheet = await e.ask("sheet");
    expect(sheet.body).toMatch(/,"seal":\{"key":"esp-1","counter":1,"device":"[^"]+","records":"([0-9a-f]{2})+","mac":"[0-9a-f]{64}"\}\}$/);
    expect((await e.ask("sheet")).body).toBe(sheet.body); // asked again: the same seal
    const keys = emptyKeys();
    keys.keys["esp-1"] = { key: KEY, device: "linux", made: "" };
    expect(verifySheet(Buffer.from(sheet.body + "\n", "latin1"), keys, "k")).toMatchObject({ valid: true, sheet: sheet.body.replace(/,"seal":\{.*\}\}$/, "}") });
    expect((await e.ask("new")).ok).toBe(true);
    expect((await e.ask("sheet 1")).body).toBe(sheet.body); // kept as it was handed over
  } finally {
    await e.close();
  }
}, 250000);
