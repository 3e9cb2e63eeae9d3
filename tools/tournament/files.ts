// Where a tournament's sheets are: the file's sheets folder (default sheets/ beside it) and any
// more files or folders given; names are shown relative to the tournament file's folder.
import * as fs from "fs";
import * as path from "path";
import { TournamentFile } from "./model";
import { TournamentError } from "./load";

export function sheetsDir(t: TournamentFile, file: string): string {
  return path.resolve(path.dirname(file), t.sheets ?? "sheets");
}

export function readSheetFiles(t: TournamentFile, file: string, extra: string[]): Array<{ file: string; text: string }> {
  const base = path.dirname(path.resolve(file));
  const paths: string[] = [];
  const add = (p: string, given: boolean) => {
    if (!fs.existsSync(p)) {
      if (given) throw new TournamentError(`no sheet file or folder at ${p}: check the path`);
      return;
    }
    if (fs.statSync(p).isDirectory()) for (const f of fs.readdirSync(p).sort()) if (f.endsWith(".json")) paths.push(path.join(p, f));
    if (fs.statSync(p).isFile()) paths.push(p);
  };
  add(sheetsDir(t, file), false);
  for (const e of extra) add(path.resolve(e), true);
  return [...new Set(paths)].map((p) => ({ file: path.relative(base, p), text: fs.readFileSync(p, "utf8") }));
}
