// The store role on NodeMCU's SPIFFS (the file module). An append opens the file for appending
// and writes the record: a power cut keeps what reached the flash, and the journal's reader
// checks each record (firmware/journal/records.ts). replace() writes the whole file again; the session
// writes a new journal to the other of its two files (firmware/journal/session.ts), so the only copy is
// never the one being rewritten. SPIFFS grows files as they are written: the room asked for is
// only checked against what is free, with `reserve` bytes kept for the file system's own pages.
//   const store = startStore({}); store.append("j0", record);
import { Store } from "../roles";

const CHUNK = 1024; // what one fd:read returns at most

function readAll(name: string): string {
  const f = file.open(name, "r");
  if (f === undefined) return "";
  const parts: string[] = [];
  for (;;) {
    const s = f.read(CHUNK);
    if (s === undefined || s.length === 0) break;
    parts.push(s);
  }
  f.close();
  return parts.join("");
}

function writeFile(name: string, mode: string, data: string): boolean {
  const f = file.open(name, mode);
  if (f === undefined) return false;
  const ok = data.length === 0 || f.write(data) === true;
  f.close();
  return ok;
}

export function startStore(o: { reserve?: number }): Store {
  const reserve = o.reserve === undefined ? 8192 : o.reserve;
  const free = () => file.fsinfo() - reserve;
  return {
    read: readAll,
    append: (name, data) => free() >= data.length && writeFile(name, "a+", data),
    replace(name, data, room) {
      const old = readSize(name);
      if (free() + old < data.length + room) return false;
      return writeFile(name, "w", data);
    },
    // (SPIFFS: the first piece writes the file anew, the others are appended)
    write(name, data, at, size) {
      if (at === 0 && free() + readSize(name) < size) return false;
      return writeFile(name, at === 0 ? "w" : "a+", data);
    },
    erase(name) {
      file.remove(name);
    },
    names() {
      const out: string[] = [];
      const all = file.list();
      // eslint-disable-next-line no-restricted-syntax -- file.list() is a table of names; sorted below
      for (const name in all) out.push(name);
      out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return out;
    },
    free: free,
    close() {},
  };
}

function readSize(name: string): number {
  const n = file.list()[name];
  return n === undefined ? 0 : n;
}
