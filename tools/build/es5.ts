// The rules core as one ES5 file for the Espruino interpreter: tsc (ES5 syntax, ES modules) ->
// rollup (one scope, each definition before its first use) -> terser (ecma 5, minified).
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { rollup } from "rollup";
import { minify } from "terser";
import { ROOT } from "../root";

export { ROOT };

export async function buildEs5Core(outFile = path.join(ROOT, "dist", "espruino", "rules.min.js")): Promise<string> {
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.portable.json"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  const bundle = await rollup({ input: path.join(ROOT, "dist", "es5", "rules", "index.js"), logLevel: "silent" });
  const { output } = await bundle.generate({ format: "iife", name: "Carom" });
  await bundle.close();
  const min = await minify(output[0].code, { ecma: 5, compress: { passes: 2 }, mangle: true });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, min.code!);
  return outFile;
}

if (require.main === module) {
  buildEs5Core().then((f) => console.log(`build:es5: ${path.relative(ROOT, f)} (${fs.statSync(f).size} bytes)`));
}
