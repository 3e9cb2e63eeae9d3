// The display kinds a backend starts: the schema's display.kind that have a file
// hal/BACKEND/display/KIND.ts, each with the one function it exports (its start). Each runtime's
// build puts in the start of the board's kind alone (espruino-as-board.ts displayModule,
// lua-bundle.ts luaDisplayModule), so no start-up file and no build names a kind.
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";

export type Backend = "espruino" | "nodemcu";

export function displayStarts(backend: Backend, root = ROOT): Map<string, string> {
  const dir = path.join(root, "hal", backend, "display");
  const schema = JSON.parse(fs.readFileSync(path.join(root, "hardware", "board.schema.json"), "utf8"));
  const kinds = (schema.properties.display.properties.kind.enum as string[]).filter((k) => fs.existsSync(path.join(dir, `${k}.ts`)));
  return new Map(kinds.map((k) => {
    const fns = [...fs.readFileSync(path.join(dir, `${k}.ts`), "utf8").matchAll(/^export function (\w+)\(/gm)].map((m) => m[1]);
    if (fns.length !== 1) throw new Error(`build:${backend}: hal/${backend}/display/${k}.ts exports ${fns.length} functions: a display's file exports its start alone`);
    return [k, fns[0]];
  }));
}

// The start of the board's display.kind, or what to do when the backend has none.
export function displayStart(backend: Backend, kind: string, root = ROOT): string {
  const starts = displayStarts(backend, root);
  const start = starts.get(kind);
  if (start === undefined) throw new Error(`build:${backend}: no display start for display.kind "${kind}" (hal/${backend}/display/${kind}.ts; there are ${[...starts.keys()].join(", ")})`);
  return start;
}
