// The display kinds a backend starts: the schema's display.kind that have a file
// hal/BACKEND/display/KIND.ts, each with the one function it exports (its start). Each runtime's
// build puts in the start of the board's kind alone (espruino-as-board.ts displayModule,
// lua-bundle.ts luaDisplayModule), so no start-up file and no build names a kind.
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";

export type Backend = "espruino" | "nodemcu";

// the schema's display (hardware/board.schema.json): its kinds, its fields
export function displaySchema(root = ROOT): Record<string, any> {
  return JSON.parse(fs.readFileSync(path.join(root, "hardware", "board.schema.json"), "utf8")).properties.display;
}

// whether a field of the schema is a pin (its $defs/pin): a name on Espruino, a gpio index on NodeMCU
export const isPin = (s: Record<string, any> | undefined): boolean => s !== undefined && s.$ref === "#/$defs/pin";

export function displayStarts(backend: Backend, root = ROOT): Map<string, string> {
  const dir = path.join(root, "hal", backend, "display");
  const kinds = (displaySchema(root).properties.kind.enum as string[]).filter((k) => fs.existsSync(path.join(dir, `${k}.ts`)));
  return new Map(kinds.map((k) => {
    const fns = [...fs.readFileSync(path.join(dir, `${k}.ts`), "utf8").matchAll(/^export function (\w+)\(/gm)].map((m) => m[1]);
    if (fns.length !== 1) throw new Error(`build:${backend}: hal/${backend}/display/${k}.ts exports ${fns.length} functions: a display's file exports its start alone`);
    return [k, fns[0]];
  }));
}

// [kind, its start] for the board's display.kind, or for every kind (kind undefined); a kind the
// backend has no start for, or the schema does not name, stops the build with what to do.
export function kindStarts(backend: Backend, kind: string | undefined, root = ROOT): Array<[string, string]> {
  const starts = displayStarts(backend, root);
  if (kind === undefined) return [...starts];
  const start = starts.get(kind);
  if (start !== undefined) return [[kind, start]];
  if (!(displaySchema(root).properties.kind.enum as string[]).includes(kind)) throw new Error(`build:${backend}: display.kind "${kind}" is not one of hardware/board.schema.json's (${displaySchema(root).properties.kind.enum.join(", ")})`);
  throw new Error(`build:${backend}: no display start for display.kind "${kind}" (hal/${backend}/display/${kind}.ts; there are ${[...starts.keys()].join(", ")})`);
}
