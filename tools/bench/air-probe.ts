// A program for the Espruino interpreter for Linux with the firmware's own receiving code
// (firmware/receiver/air.ts over hal/espruino/mac.ts and hal/espruino/store.ts, flattened by rollup as the
// builds are): remote 1 paired, then each frame received, its answer printed ("R I CODE"); then
// "MEM BEFORE REST FRAMES PEAK" (the variables in use before the receiver's state is made, with
// it made and remote 1 paired, with the frames to check too, and the most inside SHA256 while a
// frame was checked), "END", and it quits.
import { execFileSync } from "child_process";
import * as acorn from "acorn";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { rollup } from "rollup";
import { minify } from "terser";
import { ROOT } from "../root";
import { literal } from "../sim/remote-vectors";

// the firmware's receiving code, and with `receiver` the module's firmware around it (startReceiver):
// without it, what a probe of frames in RAM runs (its code is all in RAM too, in 2,756 variables)
const entry = (receiver: boolean) => 'import { loadAir, pairRemote, receive } from "./firmware/receiver/air";\nimport { startMac } from "./hal/espruino/mac";\n' +
  (receiver ? 'import { startReceiver } from "./firmware/receiver/receiver";\n' : "") +
  'import { frameBytes } from "./firmware/remote/remote-frame";\n' +
  'import { startStore } from "./hal/espruino/store";\nAIR = { loadAir: loadAir, pairRemote: pairRemote, receive: receive, startMac: startMac, startStore: startStore, frameBytes: frameBytes' +
  (receiver ? ", startReceiver: startReceiver" : "") + ' };\n';

const cores = new Map<boolean, string>();

async function receiverCode(receiver = false): Promise<string> {
  const kept = cores.get(receiver);
  if (kept !== undefined) return kept;
  const es5 = fs.mkdtempSync(path.join(os.tmpdir(), "carom-es5-"));
  try {
    execFileSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.portable.json", "--outDir", es5], { cwd: ROOT, stdio: "inherit" });
    fs.writeFileSync(path.join(es5, "probe.js"), entry(receiver));
    const bundle = await rollup({ input: path.join(es5, "probe.js"), logLevel: "silent" });
    const { output } = await bundle.generate({ format: "es" });
    await bundle.close();
    // minified as the builds are (a long name costs Espruino a second variable)
    const min = await minify(output[0].code, { ecma: 5, compress: { passes: 2, hoist_funs: false, hoist_vars: true, toplevel: true }, mangle: { toplevel: true, reserved: ["AIR", "E"] } });
    cores.set(receiver, min.code! + "\n");
    return min.code! + "\n";
  } finally {
    fs.rmSync(es5, { recursive: true, force: true });
  }
}

// The program's file, for `frames` (a few dozen: they are held in RAM), in `dir` (default a new
// folder): the interpreter keeps its flash there, so that a program run after another there goes
// on with the receiver's state the other kept (fresh: remote 1 paired anew, its counter 0).
// peak: SHA256 notes the variables in use (a garbage collection each time: not for instruction counts).
export async function airProbe(keyHex: string, frames: string[], fresh = true, dir?: string, peak = true): Promise<string> {
  const program = (await receiverCode()) +
    // (in a function of its own: the minified code's names are short and global)
    '(function(){var C=require("crypto"),H=C.SHA256,P=0;' + (peak ? 'C.SHA256=function(x){var u=process.memory().usage;if(u>P)P=u;return H(x)};' : "") +
    `var M=AIR.startMac(),S=AIR.startStore({reserve:0}),i,a,R;${fresh ? 'S.erase("remotes");S.erase("rc0");S.erase("rc1");' : ""}var B=process.memory().usage;` +
    `a=AIR.loadAir(S,M);${fresh ? `AIR.pairRemote(a,1,"${keyHex}");` : ""}R=process.memory().usage;` +
    `var F=[${frames.map(literal).join(",")}],Q=process.memory().usage;P=0;` +
    'for(i=0;i<F.length;i++)print("R "+i+" "+AIR.receive(a,F[i],0));' +
    'F=0;print("MEM "+B+" "+R+" "+Q+" "+P);print("END");quit()})();\n';
  acorn.parse(program, { ecmaVersion: 5 });
  const file = path.join(dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "carom-air-")), "air.js");
  fs.writeFileSync(file, program, "latin1");
  return file;
}

// A program for the receiver module's own firmware (firmware/receiver/receiver.ts over air.ts, the Espruino
// hal's MAC and store): remote 1 paired with keyHex, then every 16 bytes of `framesFile` (in the
// program's folder) heard by its radio, read from the file as they go (10,000 frames do not fit in
// RAM); it prints "G TAKEN LATER FRAMES": the gesture lines handed to the unit for the first `sent`
// frames, for the rest, and the frames heard; then "END", and it quits.
export async function receiverProbe(keyHex: string, frames: string[], sent: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-air-"));
  fs.writeFileSync(path.join(dir, "frames.bin"), frames.join(""), "latin1");
  const program = (await receiverCode(true)) +
    '(function(){var M=AIR.startMac(),S=AIR.startStore({reserve:0}),G=0,T=-1,n=0,b,f;S.erase("remotes");S.erase("rc0");S.erase("rc1");' +
    'var radio={onFrame:function(){},close:function(){}},line={onLine:function(){},write:function(t){if(t.substr(3,2)==="01")G++},close:function(){}};' +
    'var clock={now:function(){return 0},after:function(){return 0},every:function(){return 0},cancel:function(){}};' +
    `var R=AIR.startReceiver({clock:clock,radio:radio,line:line,store:S,mac:M});AIR.pairRemote(R.air,1,"${keyHex}");f=E.openFile("frames.bin","r");` +
    `while((b=f.read(16))!==undefined&&b.length===16){if(n===${sent})T=G;radio.onFrame(b);n++}f.close();if(T<0)T=G;` +
    'print("G "+T+" "+(G-T)+" "+n);print("END");quit()})();\n';
  acorn.parse(program, { ecmaVersion: 5 });
  const file = path.join(dir, "receiver.js");
  fs.writeFileSync(file, program, "latin1");
  return file;
}

// A program that makes `count` frames as the remote does (the HMAC over them), then "END".
export async function frameProbe(keyHex: string, count: number): Promise<string> {
  const key = literal(Buffer.from(keyHex, "hex").toString("latin1"));
  const program = (await receiverCode()) +
    `(function(){var M=AIR.startMac(),K=M.prepareKey(${key}),i,f;for(i=1;i<=${count};i++)f=AIR.frameBytes(M,K,{id:1,counter:i,gesture:3,buttons:1,battery:150});print("END");quit()})();\n`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carom-air-")), "frames.js");
  fs.writeFileSync(file, program, "latin1");
  return file;
}

// What the program printed: the answers in order, and the memory figures.
export interface ProbeOutput { codes: number[]; before: number; rest: number; frames: number; peak: number; ended: boolean }

export function probeOutput(stdout: string): ProbeOutput {
  const codes: number[] = [];
  for (const m of stdout.matchAll(/^R (\d+) (-?\d+)\r?$/gm)) codes[Number(m[1])] = Number(m[2]);
  const mem = /^MEM (\d+) (\d+) (\d+) (\d+)\r?$/m.exec(stdout);
  const at = (i: number) => (mem === null ? -1 : Number(mem[i]));
  return { codes, before: at(1), rest: at(2), frames: at(3), peak: at(4), ended: /^END\r?$/m.test(stdout) };
}
