// A fake of Espruino's require("Storage") for tests (hal/espruino, the built firmware).
// Flash Storage: files keep their allocated size, unwritten bytes read 0xFF, and written bytes
// cannot be written again (flash can only be erased whole). `files` lie in the order they were
// written; an erased or rewritten file's room stays used (`trash`) until compact().
const g = global as unknown as { E?: { getAddressOf?: (v: string, flat: boolean) => number; toFlatString?: (v: string) => string } };
if (g.E === undefined) g.E = {};
// (a read in Node is at no place in flash, as on Espruino's Linux build; and a string, a copy)
if (g.E.getAddressOf === undefined) g.E.getAddressOf = () => 0;
if (g.E.toFlatString === undefined) g.E.toFlatString = (v) => v;

export class FakeStorage {
  files = new Map<string, string>();
  trash = 0;
  compactions = 0;
  statsAsked = 0;
  constructor(private total = 64 * 1024) {}
  lastRead = "";
  read(name: string, offset?: number, length?: number) {
    this.lastRead = name;
    const f = this.files.get(name);
    return f === undefined || offset === undefined ? f : f.substr(offset, length);
  }
  write(name: string, data: string, offset?: number, size?: number) {
    if (offset === undefined || offset === 0 && size !== undefined) {
      const n = size ?? data.length;
      if (n < data.length || this.getFree() < n) return false;
      this.erase(name);
      this.files.set(name, data + "\xff".repeat(n - data.length));
      return true;
    }
    const f = this.files.get(name);
    if (f === undefined || offset + data.length > f.length) throw new Error(`write past the end of ${name}`);
    if (f.slice(offset, offset + data.length) !== "\xff".repeat(data.length)) throw new Error(`rewrite of written flash in ${name}`);
    this.files.set(name, f.slice(0, offset) + data + f.slice(offset + data.length));
    return true;
  }
  erase(name: string) {
    const f = this.files.get(name);
    if (f !== undefined) this.trash += f.length;
    this.files.delete(name);
  }
  eraseAll() {
    this.files.clear();
    this.trash = 0;
  }
  list() { return [...this.files.keys()]; }
  getFree() { return this.total - this.trash - [...this.files.values()].reduce((n, f) => n + f.length, 0); }
  getStats() {
    this.statsAsked++;
    return { freeBytes: this.getFree(), trashBytes: this.trash };
  }
  compact() {
    this.compactions++;
    this.trash = 0;
  }
}
