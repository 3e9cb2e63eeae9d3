// The floors of the walk (walk.ts), from the imports of the program's files: files are grouped
// into rooms (by default a top folder of the project: rules/, hal/, firmware/, tools/), and a room
// stands one floor above the highest room it imports; a room that imports none is on floor 1, the
// ground. An import back into a room whose floor is being measured (a circle) adds nothing.
import * as path from "path";
import * as ts from "typescript";

// A file's room (paths from the project's root, "/"): its top folder, or the file at the root;
export const topFolder = (file: string): string => file.split("/")[0];
// ...or its own folder (firmware/panel, firmware/journal, ...);
export const ownFolder = (file: string): string => path.posix.dirname(file);
// ...or the file itself.
export const eachFile = (file: string): string => file;

export const ROOMS: Record<string, (file: string) => string> = { top: topFolder, folder: ownFolder, file: eachFile };

// A path from the root, "/" between its parts.
export const fromRoot = (root: string, file: string): string => path.relative(root, file).split(path.sep).join("/");

// The project's files in the program (not the libraries'), by their paths from the root.
export function projectFiles(program: ts.Program, root: string): Map<string, ts.SourceFile> {
  const files = new Map<string, ts.SourceFile>();
  for (const sf of program.getSourceFiles()) {
    const rel = fromRoot(root, sf.fileName);
    if (!rel.startsWith("..") && !rel.split("/").includes("node_modules") && !program.isSourceFileDefaultLibrary(sf)) files.set(rel, sf);
  }
  return files;
}

// The files a file imports (import, import type, export ... from), as the compiler resolves them.
function importsOf(program: ts.Program, sf: ts.SourceFile): string[] {
  return sf.statements.flatMap((st) => {
    const spec = ts.isImportDeclaration(st) || ts.isExportDeclaration(st) ? st.moduleSpecifier : undefined;
    if (spec === undefined || !ts.isStringLiteral(spec)) return [];
    const hit = ts.resolveModuleName(spec.text, sf.fileName, program.getCompilerOptions(), ts.sys).resolvedModule;
    return hit === undefined ? [] : [hit.resolvedFileName];
  });
}

// Each file's floor: the floor of its room.
export function importFloors(program: ts.Program, root: string, roomOf: (file: string) => string = topFolder): (file: string) => number {
  const below = new Map<string, Set<string>>();
  for (const [rel, sf] of projectFiles(program, root)) {
    const room = roomOf(rel);
    if (!below.has(room)) below.set(room, new Set());
    for (const dep of importsOf(program, sf).map((f) => fromRoot(root, f))) {
      if (!dep.startsWith("..") && !dep.split("/").includes("node_modules") && roomOf(dep) !== room) below.get(room)!.add(roomOf(dep));
    }
  }
  const floors = new Map<string, number>();
  const measuring = new Set<string>();
  const floorOfRoom = (room: string): number => {
    const known = floors.get(room);
    if (known !== undefined) return known;
    if (measuring.has(room)) return 0;
    measuring.add(room);
    const f = 1 + Math.max(0, ...[...(below.get(room) ?? [])].map(floorOfRoom));
    measuring.delete(room);
    floors.set(room, f);
    return f;
  };
  return (file: string) => floorOfRoom(roomOf(file));
}
