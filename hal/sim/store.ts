// The simulator's store: named files in memory, optionally mirrored to a JSON file so that the
// simulator's match survives a restart, with a capacity and power-cut injection.
import * as fs from "fs";
import { Store } from "../roles";

export const POWER_CUT = "power cut";

export interface SimStore extends Store {
  files: { [name: string]: string };
  bytesWritten: number;
  cutAfter(bytes: number): void; // a power cut after this many more bytes: the write stops there (or the erase after it never happens)
  onWrite: (name: string, bytes: number) => void;
}

export function startSimStore(options: { capacity?: number; file?: string } = {}): SimStore {
  const capacity = options.capacity ?? 65536;
  let files: { [name: string]: string } = {};
  if (options.file !== undefined && fs.existsSync(options.file)) {
    try {
      files = JSON.parse(fs.readFileSync(options.file, "latin1"));
    } catch {
      files = {}; // an unreadable store file is a blank store (the journal checks its records)
    }
  }
  let budget = -1; // bytes until the power cut, -1 for none
  const used = () => Object.keys(files).reduce((n, k) => n + files[k].length, 0);
  const persist = () => {
    if (options.file !== undefined) fs.writeFileSync(options.file, JSON.stringify(files), "latin1");
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
