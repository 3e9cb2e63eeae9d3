// replay.lua: `lua replay.lua FILE` (or `-`), run from dist/lua/, prints what `carom replay` does.
import { replayScript } from "../rules/replay";

function main(): number {
  const path = arg[1];
  if (path === undefined) {
    io.stderr.write("usage: lua replay.lua FILE (- for standard input)\n");
    return 2;
  }
  let text: string | undefined;
  if (path === "-") {
    text = io.read("*a");
  } else {
    const file = io.open(path, "rb");
    if (file === undefined) {
      io.stderr.write("carom: cannot read " + path + ": no such file\n");
      return 2;
    }
    text = file.read("*a");
    file.close();
  }
  const result = replayScript(text === undefined ? "" : text);
  if (!result.ok) {
    io.stderr.write(result.out + "\n");
    return 2;
  }
  io.write(result.out);
  return 0;
}

os.exit(main());
