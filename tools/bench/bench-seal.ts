// The seal's figures in npm run bench (firmware/seal/seal.ts), on the Espruino interpreter for Linux
// (ESPRUINO_BIN, with its crypto library): the instructions sealing a finished 2 x 50 match costs
// (valgrind's callgrind, as tools/bench/bench-espruino.ts counts them), and the variables in use at its
// peak, inside SHA256, while the match's kept bytes, the bytes the MAC covers and their flat copy
// with the key's pad are all held. (carom's `sheet` reads the journal, then asks for the seal.)
import { spawnSync } from "child_process";
import { buildEspruino } from "../build/build-espruino";
import { Row } from "./bench-espruino";
import { instructions } from "./espruino-count";
import { memoryOf, openEspruino } from "../sim/espruino-run";
import { fullMatch } from "./matchgen";

// .boot0 for the peak: SHA256 notes the variables in use (after a garbage collection) at each
// call; a link chunk "\x02\n" answers "ok PEAK" (its checksum made here: the number is the device's).
export const SEAL_HOOK = "(function(){var C=require(\"crypto\"),H=C.SHA256,P=0;C.SHA256=function(x){var u=process.memory().usage;if(u>P)P=u;return H(x)};" +
  "function K(t){var a=0,b=0,i,h=\"0123456789abcdef\";for(i=0;i<t.length;i++){a=(a+t.charCodeAt(i))%255;b=(b+a)%255}" +
  "return t+\" *\"+h[Math.floor(a/16)]+h[a%16]+h[Math.floor(b/16)]+h[b%16]}" +
  "var U=USB.on;USB.on=function(e,f){U.call(USB,e,function(d){if(d.charCodeAt(0)!==2)return f(d);USB.write(K(\"1 ok \"+P)+\"\\r\\n\")})}})();";

const KEY_LINE = `key bench-1 ${"5a".repeat(32)}`;

export async function sealFigures(add: (r: Row) => void): Promise<void> {
  const bin = process.env.ESPRUINO_BIN;
  if (bin === undefined) {
    add({ figure: "Espruino: sealing a sheet (instructions, peak variables)", value: null, unit: "", note: "skipped: set ESPRUINO_BIN" });
    return;
  }
  const bundle = await buildEspruino("linux");
  const match = fullMatch(50);
  const e = await openEspruino(bin, { bundleFile: bundle, timeoutMs: 600000, boot0: SEAL_HOOK });
  let recordBytes = 0;
  try {
    for (const l of match.concat(KEY_LINE)) if (!(await e.ask(l)).ok) throw new Error(`refused: ${l}`);
    const before = memoryOf((await e.ask("memory")).body);
    const sheet = await e.ask("sheet");
    if (!/"seal":\{"key":"bench-1"/.test(sheet.body)) throw new Error(`not sealed: ${sheet.body.slice(-120)}`);
    recordBytes = /"records":"([0-9a-f]*)"/.exec(sheet.body)![1].length / 2;
    const peak = Number((await e.askRaw("\x02\n")).body);
    add({
      figure: "Espruino: peak variables while sealing a 2 x 50 match's records (inside SHA256)", value: peak, unit: "vars",
      budget: before.total, note: `pool of ${before.total}; ${before.now} in use before the request; the records ${recordBytes} bytes`,
    });
  } finally {
    await e.close();
  }
  if (spawnSync("sh", ["-c", "command -v valgrind"]).status !== 0) {
    add({ figure: "Espruino: instructions to seal a sheet", value: null, unit: "", note: "skipped: apt-get install valgrind" });
    return;
  }
  // the same lines, the key given after the sheet (unsealed) or before it (sealed): the difference is the seal
  const plain = await instructions(bin, bundle, match.concat("sheet", KEY_LINE));
  const withSeal = await instructions(bin, bundle, match.concat(KEY_LINE, "sheet"));
  add({
    figure: "Espruino: interpreter instructions to seal a 2 x 50 match's records (HMAC, counter kept in flash)", value: withSeal.total - plain.total,
    unit: "instr", note: `${withSeal.flash - plain.flash} in jshFlashRead; the records ${recordBytes} bytes`,
  });
}
