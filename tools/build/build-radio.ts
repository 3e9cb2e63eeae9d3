// The wireless remote's and its receiver module's builds (a board file with a `role`:
// hardware/boards/mdbt42q-remote.json, mdbt42q-receiver.json): dist/espruino/NAME.js, the board's
// data as BOARD and boot/RUNTIME-ROLE.ts with what it imports, flattened by rollup and minified
// for ES5 as the display unit's build is (tools/build/build-espruino.ts), without its flash tables and
// lazy functions: these firmwares are small, and all of their code runs at each press.
import { execFileSync } from "child_process";
import * as acorn from "acorn";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { rollup } from "rollup";
import { minify } from "terser";
import { boardFile } from "./board";
import { ROOT } from "../root";

const RESERVED = ["E", "NRF", "BOARD"].concat(..."D".split("").map((p) => Array.from({ length: 32 }, (_, i) => p + i)));

export function roleOf(name: string): string | undefined {
  return boardFile(name).role as string | undefined;
}

export async function buildRadio(name: string): Promise<string> {
  const board = boardFile(name) as Record<string, unknown>;
  const role = board.role as string;
  const data = { ...board };
  for (const k of ["$schema", "description", "runtime", "board", "storage", "variables", "role", "device", "name"]) delete data[k];
  const es5 = fs.mkdtempSync(path.join(os.tmpdir(), "carom-es5-"));
  try {
    execFileSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.portable.json", "--outDir", es5], { cwd: ROOT, stdio: "inherit" });
    const bundle = await rollup({ input: path.join(es5, "boot", `${board.runtime}-${role}.js`), logLevel: "silent" });
    const { output } = await bundle.generate({ format: "es" });
    await bundle.close();
    const compress = { passes: 3, hoist_funs: false, hoist_vars: true, keep_fargs: false, toplevel: true };
    const min = await minify(`var BOARD=${JSON.stringify(data)};\n${output[0].code}\nBOARD=null;`, { ecma: 5, compress, mangle: { toplevel: true, reserved: RESERVED }, format: { ascii_only: true } });
    const file = min.code!;
    acorn.parse(file, { ecmaVersion: 5 }); // throws on anything beyond ES5
    const out = path.join(ROOT, "dist", "espruino", `${name}.js`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out + `.${process.pid}`, file);
    fs.renameSync(out + `.${process.pid}`, out);
    return out;
  } finally {
    fs.rmSync(es5, { recursive: true, force: true });
  }
}
