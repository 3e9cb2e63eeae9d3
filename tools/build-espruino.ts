// npm run build:espruino -- --board NAME: one minified ES5 file for the Espruino interpreter,
// dist/espruino/NAME.js: the board's data (hardware/boards/NAME.json) as BOARD, then the rules
// core, the firmware and hal/espruino flattened by rollup into one scope (each definition before
// its first use: Espruino does not hoist function declarations), minified by terser for ES5.
import { execFileSync } from "child_process";
import * as acorn from "acorn";
import * as fs from "fs";
import * as path from "path";
import { rollup } from "rollup";
import { minify } from "terser";
import { ROOT } from "./root";

export function boardData(name: string): Record<string, unknown> {
  const file = path.join(ROOT, "hardware", "boards", `${name}.json`);
  if (!fs.existsSync(file)) {
    const known = fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));
    throw new Error(`no board ${name}: hardware/boards has ${known.join(", ")}`);
  }
  const board = JSON.parse(fs.readFileSync(file, "utf8"));
  const layout = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"))[board.layout];
  board.layout = { ids: layout.fields.map((f: { id: string }) => f.id), sizes: layout.fields.map((f: { size: number }) => f.size) };
  delete board.description;
  return board;
}

export async function buildEspruino(name: string): Promise<string> {
  const board = boardData(name);
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.portable.json"], { cwd: ROOT, stdio: "inherit" });
  const bundle = await rollup({ input: path.join(ROOT, "dist", "es5", "hal", "espruino", "main.js"), logLevel: "silent" });
  const { output } = await bundle.generate({ format: "iife" });
  await bundle.close();
  const code = `var BOARD=${JSON.stringify(board)};\n${output[0].code}`;
  const min = await minify(code, { ecma: 5, compress: { passes: 2, hoist_funs: false }, mangle: { toplevel: true }, format: { ascii_only: true } });
  acorn.parse(min.code!, { ecmaVersion: 5 }); // throws on anything beyond ES5
  const out = path.join(ROOT, "dist", "espruino", `${name}.js`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, min.code!);
  return out;
}

if (require.main === module) {
  const at = process.argv.indexOf("--board");
  const name = at >= 0 ? process.argv[at + 1] : undefined;
  if (name === undefined) {
    process.stderr.write("usage: npm run build:espruino -- --board NAME (a file in hardware/boards)\n");
    process.exit(2);
  }
  buildEspruino(name).then(
    (f) => console.log(`build:espruino: ${path.relative(ROOT, f)} (${fs.statSync(f).size} bytes)`),
    (e: Error) => {
      process.stderr.write(`build:espruino: ${e.message}\n`);
      process.exit(1);
    },
  );
}
