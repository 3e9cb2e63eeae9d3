// The project's root, from compiled (dist/tools) and source (tools/) code alike.
import * as fs from "fs";
import * as path from "path";

function findRoot(dir: string): string {
  let d = dir;
  while (!fs.existsSync(path.join(d, "package.json")) && path.dirname(d) !== d) d = path.dirname(d);
  return d;
}

export const ROOT = findRoot(__dirname);
