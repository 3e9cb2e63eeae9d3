// firmware/journal/session.ts as a board's build has it (tools/build/build-espruino.ts: asBoard, e.g. the
// board's own journal room), loaded as a module of its own: the same substitution as the build.
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { asBoard } from "../../tools/build/build-espruino";
import { featuresOf } from "../../tools/build/board";
import { ROOT } from "../../tools/root";

export function sessionOf(board: string): typeof import("../../firmware/journal/session") {
  const file = path.join(ROOT, "firmware", "journal", "session.ts");
  const source = asBoard(fs.readFileSync(file, "utf8"), file, featuresOf(board));
  const code = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2019, module: ts.ModuleKind.CommonJS } }).outputText;
  const mod = { exports: {} as Record<string, unknown> };
  const req = (p: string) => require(p.startsWith(".") ? path.join(ROOT, "firmware", "journal", p) : p);
  new Function("exports", "require", "module", code)(mod.exports, req, mod);
  return mod.exports as unknown as typeof import("../../firmware/journal/session");
}
