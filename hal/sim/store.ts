// The simulator's store: named files in memory, optionally mirrored to a JSON file so that the
// simulator's match survives a restart (store-file.ts: written atomically, an unreadable file
// refused and moved aside), with a capacity and power-cut injection.
import { Store } from "../roles";
import { readStoreFile, writeStoreFile } from "./store-file";

export const POWER_CUT = "power cut";

export interface SimStore extends Store {
  files: { [name: string]: string };
  bytesWritten: number;
  cutAfter(bytes: number): void; // a power cut after this many more bytes: the write stops there (or the erase after it never happens)
  onWrite: (name: string, bytes: number) => void;
}

// options: capacity (bytes, default 65536); file (the JSON file mirrored, default none; throws
// UnreadableStore when it exists and holds no store); onWriteError (called when the file cannot
// be written, before the write returns: the simulator stops there, so that nothing unsaved is
// acknowledged; default: throw the error).
export function startSimStore(options: { capacity?: number; file?: string; onWriteError?: (e: Error) => void } = {}): SimStore {
  const capacity = options.capacity ?? 65536;
  const files: { [name: string]: string } = options.file === undefined ? {} : readStoreFile(options.file);
  let budget = -1; // bytes until the power cut, -1 for none
  const used = () => Object.keys(files).reduce((n, k) => n + files[k].length, 0);
  const persist = () => {
    if (options.file === undefined) return;
    try {
      writeStoreFile(options.file, files);
    } catch (e) {
      if (options.onWriteError === undefined) throw e;
      options.onWriteError(e as Error);
    }
  };
  // writes `data` after `base`, as far as the power lasts
  const put = (name: string, base: string, data: string) => {
    let part = data;
    if (budget >= 0 && data.length > budget) part = data.slice(0, budget);
    files[name] = base + part;
    s.bytesWritten += part.length;
    s.onWrite(name, part.length);
    persist();
    if (budget >= 0) {
      budget -= part.length;
      if (part.length < data.length || budget < 0) throw POWER_CUT;
    }
  };
  const s: SimStore = {
    files,
    bytesWritten: 0,
    onWrite: () => undefined,
    cutAfter(bytes) {
      budget = bytes;
    },
    read: (name) => files[name] ?? "",
    append(name, data) {
      if (used() + data.length > capacity) return false;
      put(name, files[name] ?? "", data);
      return true;
    },
    replace(name, data) {
      // the simulator grows files as they are appended to, so the room asked for is not set aside
      if (used() - (files[name] ?? "").length + data.length > capacity) return false;
      put(name, "", data);
      return true;
    },
    write(name, data, at) {
      const base = at === 0 ? "" : (files[name] ?? "").slice(0, at);
      if (used() - (files[name] ?? "").length + base.length + data.length > capacity) return false;
      put(name, base, data);
      return true;
    },
    erase(name) {
      if (budget === 0) throw POWER_CUT; // the power went before the erase: the file stays
      delete files[name];
      persist();
    },
    names: () => Object.keys(files).sort(),
    free: () => capacity - used(),
    close() {},
  };
  return s;
}
