// Where a tournament's sheets are: the file's sheets folder (default sheets/ beside it) and any
// more files or folders given; names are shown relative to the tournament file's folder.
import * as fs from "fs";
import * as path from "path";
import { TournamentFile } from "./model";
import { TournamentError } from "./load";

export function sheetsDir(t: TournamentFile, file: string): string {
  return path.resolve(path.dirname(file), t.sheets ?? "sheets");
}

// A sheet file as read: its text, or (problem) why it cannot be read as one, which the
// tournament lists among the refused sheets.
export interface SheetFile { file: string; text: string; problem?: string }

// Only regular files are read: a folder or a FIFO named x.json is a refused sheet, not a hang.
function readOne(p: string, base: string): SheetFile {
  const file = path.relative(base, p);
  try {
    const st = fs.statSync(p);
    if (!st.isFile()) return { file, text: "", problem: `${st.isDirectory() ? "a folder" : "not a regular file"}, not a sheet file: move it out of the sheets folder` };
    return { file, text: fs.readFileSync(p, "utf8") };
  } catch (e) {
    return { file, text: "", problem: `cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}): make it readable or move it out` };
  }
}

export function readSheetFiles(t: TournamentFile, file: string, extra: string[]): SheetFile[] {
  const base = path.dirname(path.resolve(file));
  const paths: string[] = [];
  const add = (p: string, given: boolean) => {
    if (!fs.existsSync(p)) {
      if (given) throw new TournamentError(`no sheet file or folder at ${p}: check the path`);
      return;
    }
    if (!fs.statSync(p).isDirectory()) paths.push(p); // a file given, or what readOne refuses
    else for (const f of fs.readdirSync(p).sort()) if (f.endsWith(".json")) paths.push(path.join(p, f));
  };
  add(sheetsDir(t, file), false);
  for (const e of extra) add(path.resolve(e), true);
  return [...new Set(paths)].map((p) => readOne(p, base));
}
