// firmware/journal/session.ts as a board's build has it (tools/build/espruino-as-board.ts: asBoard, e.g. the
// board's own journal room in journal-file.ts), loaded with the journal's own files as modules of
// their own: the same substitution as the build.
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { asBoard } from "../../tools/build/espruino-as-board";
import { featuresOf } from "../../tools/build/board";
import { ROOT } from "../../tools/root";

const JOURNAL_DIR = path.join(ROOT, "firmware", "journal");

export function sessionOf(board: string): typeof import("../../firmware/journal/session") {
  const features = featuresOf(board);
  const loaded = new Map<string, Record<string, unknown>>();
  // a file of firmware/journal/ as the board's build has it; any other module as it is
  const load = (file: string): Record<string, unknown> => {
    const known = loaded.get(file);
    if (known !== undefined) return known;
    const source = asBoard(fs.readFileSync(file, "utf8"), file, features);
    const code = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2019, module: ts.ModuleKind.CommonJS } }).outputText;
    const mod = { exports: {} as Record<string, unknown> };
    loaded.set(file, mod.exports);
    const req = (p: string) => {
      if (p.startsWith("./") && !p.includes("/", 2) && fs.existsSync(path.join(JOURNAL_DIR, p + ".ts"))) return load(path.join(JOURNAL_DIR, p + ".ts"));
      return require(p.startsWith(".") ? path.join(JOURNAL_DIR, p) : p);
    };
    new Function("exports", "require", "module", code)(mod.exports, req, mod);
    return mod.exports;
  };
  return load(path.join(JOURNAL_DIR, "session.ts")) as unknown as typeof import("../../firmware/journal/session");
}
