// A fake of Espruino's require("Storage") for tests (hal/espruino, the built firmware).
// Flash Storage: files keep their allocated size, unwritten bytes read 0xFF, and written bytes
// cannot be written again (flash can only be erased whole).
export class FakeStorage {
  files = new Map<string, string>();
  constructor(private total = 64 * 1024) {}
  read(name: string, offset?: number, length?: number) {
    const f = this.files.get(name);
    return f === undefined || offset === undefined ? f : f.substr(offset, length);
  }
  write(name: string, data: string, offset?: number, size?: number) {
    if (offset === undefined || offset === 0 && size !== undefined) {
      const n = size ?? data.length;
      if (n < data.length || this.getFree() < n) return false;
      this.files.set(name, data + "\xff".repeat(n - data.length));
      return true;
    }
    const f = this.files.get(name);
    if (f === undefined || offset + data.length > f.length) throw new Error(`write past the end of ${name}`);
    if (f.slice(offset, offset + data.length) !== "\xff".repeat(data.length)) throw new Error(`rewrite of written flash in ${name}`);
    this.files.set(name, f.slice(0, offset) + data + f.slice(offset + data.length));
    return true;
  }
  erase(name: string) { this.files.delete(name); }
  list() { return [...this.files.keys()]; }
  getFree() { return this.total - [...this.files.values()].reduce((n, f) => n + f.length, 0); }
}

