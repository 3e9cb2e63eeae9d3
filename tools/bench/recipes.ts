// The files a new member of an extension point touches (the issue "A house a newcomer can walk":
// a foul kind, a board, a display driver, an export format), read from the code: the member's own
// files, and every source file (not a test, not a doc) that names all of today's members: a list
// of them, which the new one joins. A comment counts: one that lists the members goes stale when
// one is added. Besides (not counted, as the issue counts them: docs), the contract's files in
// docs/ that list them too (the sheet's schema, which `carom sheet` reads), and the files a command
// writes from the ones touched (`made`: BoardData's display, which `npm run board-data` writes from
// the board schema). A display driver that calls a C module of NodeMCU's firmware no driver called
// before declares it too (hal/nodemcu/nodemcu.d.ts; and its fake for the tests, lua/nodemcu/).
// docs/extending.md says the same recipes in words.
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";
import { FOUL_KINDS } from "../../rules/codes";
import { FORMATS } from "../export/formats";
import { displaySchema } from "../build/display-kinds";

const CODE = ["rules", "firmware", "hal", "boot", "tools", "lua", "hardware"];
const TEXT = /\.(ts|js|json|lua|html)$/;
const CONTRACT = /\.json$/;

// the files under `dir` (a path from `root`) whose names `kind` matches, declaration files aside
export function filesUnder(root: string, dir: string, kind: RegExp): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const p = `${dir}/${e.name}`;
    return e.isDirectory() ? filesUnder(root, p, kind) : kind.test(e.name) && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

// whether a text names a member as a word of its own ("push", not "pushed" nor "push-up")
const names = (text: string, member: string): boolean => new RegExp(`(^|[^\\w-])${member.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w-])`).test(text);

// the source files that name every one of `members` (the import lines aside: a module's path is
// not a list), but `skip`
export function listing(members: string[], skip: (file: string) => boolean = () => false, root = ROOT, dirs = CODE): string[] {
  return dirs.flatMap((d) => filesUnder(root, d, d === "docs" ? CONTRACT : TEXT)).filter((f) => !skip(f)).filter((f) => {
    const text = fs.readFileSync(path.join(root, f), "utf8").split("\n").filter((l) => !/^\s*(import|export) .* from "/.test(l)).join("\n");
    return members.every((m) => names(text, m));
  }).sort();
}

export interface Recipe { recipe: string; own: string[]; lists: string[]; files: number; goal: number; contract: string[]; made: string[] }

export function recipes(root = ROOT): Recipe[] {
  const recipe = (name: string, own: string[], members: string[], skip: (f: string) => boolean, goal: number, made: string[] = []): Recipe => {
    const lists = listing(members, skip, root);
    return { recipe: name, own, lists, files: own.length + lists.length, goal, contract: listing(members, () => false, root, ["docs"]), made };
  };
  const boardData = ["hal/board-data.ts (npm run board-data)"];
  const boards = fs.readdirSync(path.join(root, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));
  const kinds = (displaySchema(root).properties.kind.enum as string[]).filter((k) => k !== "none");
  const board = (f: string) => f.startsWith("hardware/boards/");
  // the NodeMCU runtime's own files: its backend, its Lua, its start-up and build, the D1 minis' drawings
  const nodemcu = (f: string) => /^(hal\/nodemcu|lua)\//.test(f) || /nodemcu|lua-|wiring-svg/.test(path.basename(f));
  return [
    recipe("a foul kind", [], FOUL_KINDS, board, 2),
    recipe("a board", ["hardware/boards/NAME.json"], boards, board, 1),
    recipe("a display driver (Espruino)", ["hal/espruino/display/KIND.ts"], kinds, (f) => board(f) || nodemcu(f), 3, boardData),
    recipe("a display driver (both runtimes)", ["hal/espruino/display/KIND.ts", "hal/nodemcu/display/KIND.ts"], kinds, board, 3, boardData),
    recipe("an export format", ["tools/export/FORMAT.ts"], ["json", ...Object.keys(FORMATS)], board, 2), // (json: the sheet itself, which no tournament format is)
  ];
}

if (require.main === module) {
  for (const r of recipes()) console.log(`${r.recipe}: ${r.files} files (goal ${r.goal}): ${r.own.concat(r.lists).join(", ")}${r.contract.length > 0 ? `; and the contract's ${r.contract.join(", ")}` : ""}${r.made.length > 0 ? `; written by a command: ${r.made.join(", ")}` : ""}`);
}
