// A fake of NodeMCU's REPL on a pseudo-terminal (tools/sim/pty.ts), for carom flash's tests: it
// echoes each line and answers the few statements carom flash sends (tools/cli/flash-nodemcu.ts)
// as the board would: files in a SPIFFS of its own, each chunk's sum checked, node.LFS.reload
// restarting it into the unit, whose first line is the sealed "* ready".
import { openPty, Pty } from "../../tools/sim/pty";
import { sealed } from "../../tools/link/frame";
import { chunkSum } from "../../tools/cli/flash-nodemcu";

export interface FakeRepl {
  path: string;
  files: Map<string, Buffer>;
  lines: string[]; // every line it got
  reloaded: Buffer | undefined; // the image node.LFS.reload took
  close(): Promise<void>;
}

// silent: a board that never answers (no NodeMCU, or the unit holding the port); damage: the
// chunk numbers that arrive with a wrong byte the first time they are sent; afterReload: what the
// board says once restarted by the reload (default the unit's "* ready")
export async function startFakeRepl(o: { silent?: boolean; damage?: number[]; afterReload?: string } = {}): Promise<FakeRepl> {
  const pty: Pty = await openPty();
  const files = new Map<string, Buffer>();
  const r: FakeRepl = { path: pty.path, files, lines: [], reloaded: undefined, close: () => pty.close() };
  let pending = "";
  let open: string | undefined;
  let chunks = 0;
  const damaged = new Set<number>();
  const out = (s: string) => pty.link.write(s + "\r\n");
  const run = (line: string) => {
    let m: RegExpExecArray | null;
    if (line === 'print("carom-" .. 6*7)') out("carom-42");
    else if (line.startsWith("function __w(h,s)") && line.endsWith('print("carom-helper")')) out("carom-helper");
    else if ((m = /^__f=file\.open\("([^"]+)","w"\) print/.exec(line)) !== null) {
      open = m[1];
      files.set(open, Buffer.alloc(0));
      out("open");
    } else if ((m = /^__w\("([0-9a-f]*)",(\d+)\)$/.exec(line)) !== null && open !== undefined) {
      const n = chunks++;
      const data = Buffer.from(m[1], "hex");
      if (o.damage?.includes(n) && !damaged.has(n)) {
        damaged.add(n);
        data[0] ^= 4; // a bit flipped on the wire
      }
      if (chunkSum(data) !== Number(m[2])) return out("bad");
      files.set(open, Buffer.concat([files.get(open)!, data]));
      out("ok");
    } else if ((m = /^__f:close\(\) __f=nil file\.remove\("([^"]+)"\) file\.rename\("([^"]+)","([^"]+)"\) print/.exec(line)) !== null) {
      files.set(m[3], files.get(m[2]) ?? Buffer.alloc(0));
      files.delete(m[2]);
      open = undefined;
      out(`size ${files.get(m[3])!.length}`);
    } else if (line === 'print(node.LFS.reload("lfs.img"))') {
      const img = files.get("lfs.img");
      if (img === undefined || img.length < 2 || img[0] !== 0x1f || img[1] !== 0x8b) return out("No LFS image file found");
      r.reloaded = img;
      pty.link.write("\r\n\x00\xe0\x80 ets Jan  8 2013,rst cause:2, boot mode:(3,6)\r\n\r\nNodeMCU 3.0.0.0\r\n");
      setTimeout(() => out(o.afterReload ?? sealed("* ready")), 50);
    } else if (line !== "") out(`stdin:1: unexpected symbol near '${line.slice(0, 10)}'`);
  };
  pty.link.onData = (chunk: string) => {
    if (o.silent === true) return;
    pending += chunk;
    let nl;
    while ((nl = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, nl).replace(/\r$/, "");
      pending = pending.slice(nl + 1);
      r.lines.push(line);
      pty.link.write(line + "\r\n"); // the REPL's echo
      run(line);
      pty.link.write("> ");
    }
  };
  return r;
}
