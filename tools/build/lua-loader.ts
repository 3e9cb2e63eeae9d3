// typescript-to-lua's bundle keeps every module's body and every module's table in two tables of
// its loader (____modules, ____moduleCache) for as long as its entry runs, and the entry (the
// unit's boot) runs for the whole of the unit's start: about 14 KB of RAM on the board at its
// peak, held by nothing once the modules are loaded. The modules require one another only at
// their top, when they load, so once the entry has required its own (and so, through them, every
// module the unit uses) the loader's tables are emptied: what the unit keeps stays, held by it.
// So are the entry's own locals that hold the tables of the modules it requires, once it has taken
// its names from them (0.7 KB at the board's sizes while the unit starts: a module's table holds
// what only it holds).
const ENTRY = /\nlocal ____entry = require\("([^"]+)", \.\.\.\)\n/;
const ALIAS = /^local [A-Za-z_]\w* = ____\w+\.[A-Za-z_]\w*$/;
export const RELEASE = "____modules, ____moduleCache = {}, {} -- (lua-loader.ts: every module loaded)";

export function releaseLoader(bundle: string): string {
  const entry = ENTRY.exec(bundle);
  const head = entry === null ? "" : `["${entry[1]}"] = function(...) \n`;
  const at = bundle.indexOf(head);
  const end = at < 0 ? -1 : bundle.indexOf("\n end,\n", at);
  if (entry === null || at < 0 || end < 0 || !/\nlocal ____moduleCache = \{\}\n/.test(bundle)) throw new Error("lua-loader: the bundle's loader or entry is not as the build expects");
  const lines = bundle.slice(at + head.length, end).split("\n");
  let last = -1;
  lines.forEach((l, i) => {
    if (/^local ____\w+ = require\(/.test(l)) last = i;
    else if (last === i - 1 && ALIAS.test(l)) last = i; // (the names taken from a module just required)
  });
  if (last < 0) throw new Error(`lua-loader: the entry ${entry[1]} requires nothing at its top`);
  lines.splice(last + 1, 0, RELEASE);
  return bundle.slice(0, at + head.length) + letGoOfTables(lines).join("\n") + bundle.slice(end);
}

// A module's table in a local of the entry (`local ____x = require(...)`, then its names taken:
// `local f = ____x.f`) set to nil after the names, where nothing else of the entry reads it before
// it is declared again.
function letGoOfTables(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]);
    const m = /^local (____\w+) = require\(/.exec(lines[i]);
    if (m === null) continue;
    const alias = new RegExp(`^local \\w+ = ${m[1]}\\.\\w+$`);
    let j = i;
    while (j + 1 < lines.length && alias.test(lines[j + 1])) out.push(lines[++j]);
    const again = lines.findIndex((l, k) => k > j && l.startsWith(`local ${m[1]} = `));
    const rest = lines.slice(j + 1, again < 0 ? lines.length : again);
    if (!rest.some((l) => new RegExp(`\\b${m[1]}\\b`).test(l))) out.push(`${m[1]} = nil`);
    i = j;
  }
  return out;
}
