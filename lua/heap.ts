// heap.lua: `lua heap.lua FILE` prints the Lua heap growth (KB, after full collections) of
// holding the match that FILE's script builds: the figure `npm run bench` budgets. It collects
// after every event, as NodeMCU does by default (node.egc ALWAYS); without that, Debian's Lua
// lets garbage strings pile up and grows its string table, which no board would do.
import { parseLine } from "../rules/parse";
import { newMatch, step } from "../rules/match";

const path = arg[1];
const file = path === undefined ? undefined : io.open(path, "rb");
if (file === undefined) {
  io.stderr.write("usage: lua heap.lua FILE\n");
  os.exit(2);
} else {
  const text = file.read("*a");
  file.close();
  const lines: string[] = [];
  let from = 0;
  const src = text === undefined ? "" : text;
  while (from < src.length) {
    let end = src.indexOf("\n", from);
    if (end < 0) end = src.length;
    lines.push(src.substring(from, end));
    from = end + 1;
  }
  collectgarbage("collect");
  collectgarbage("collect");
  const before = collectgarbage("count");
  const m = newMatch();
  let bad = 0;
  for (let i = 0; i < lines.length; i++) {
    if (step(m, parseLine(lines[i])) < 0) bad = bad + 1;
    collectgarbage("collect");
  }
  collectgarbage("collect");
  collectgarbage("collect");
  const after = collectgarbage("count");
  io.write("heap_kb " + (after - before) + " rejected " + bad + " journal " + m.journal.length + "\n");
}
