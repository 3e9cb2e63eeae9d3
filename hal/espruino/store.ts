// The store role on Espruino's flash (require("Storage")). A journal file is written once with
// room to spare, which flash leaves erased (0xFF); an append writes into that room, so nothing
// already written is ever rewritten. No record byte is 0xFF (firmware/journal/records.ts): a file's
// content ends where the 0xFF room begins. Files are kept whole or not at all: a new journal goes to
// the other of two files (firmware/journal/session.ts), so a single-page Storage never rewrites the only copy.
// An erased file's room comes back when Storage compacts, which the store asks for when Storage's
// end is short and the compaction can move no code that runs (codeStays).
//   const store = startStore({}); store.append("j0", record);
import { Store } from "../roles";
import { codeStays } from "./storage-order";

/** @resident */
function flashFile(S: EspruinoStorage, name: string): string {
  const d = S.read(name);
  return d === undefined ? "" : d;
}

// A file's content ends where its erased room (0xFF to the end) begins. A 0xFF before that is
// damage, which the journal's reader must see (firmware/journal/records.ts), so it stays in the content.
function contentOf(d: string): string {
  const end = d.indexOf("\xff");
  if (end < 0) return d;
  // compared 256 bytes at a time: few steps, and no copy of the whole room in RAM
  let room = "\xff";
  while (room.length < 256) room = room + room;
  for (let k = end; k < d.length; k = k + 256) {
    if (d.substr(k, 256) !== room.substring(0, Math.min(256, d.length - k))) return damagedContent(d);
  }
  return d.substring(0, end);
}

// (rare: a 0xFF inside the content) up to the last byte that is not 0xFF
function damagedContent(d: string): string {
  let end = d.length;
  while (end > 0 && d.charCodeAt(end - 1) === 255) end = end - 1;
  return d.substring(0, end);
}

// Room at Storage's end for `size` bytes, compacting when the erased files' room makes it (a
// file about to be written anew keeps its copy until then: a compaction may fail, e.g. short of
// RAM for its page). `safe`: codeStays, asked once.
function roomAtEnd(S: EspruinoStorage, size: number, safe: () => boolean): boolean {
  if (S.getFree() >= size) return true;
  const st = S.getStats();
  if (st.freeBytes + st.trashBytes < size || !safe()) return false;
  S.compact();
  return S.getFree() >= size;
}

function twoReads(S: EspruinoStorage, name: string): number[] {
  const a = S.read(name, 0, 1) as string;
  const b = S.read(name, 0, 1) as string;
  return [E.getAddressOf(a, true), E.getAddressOf(b, true)];
}

/** @press */
export function startStore(o: { reserve?: number }): Store {
  const S = require("Storage");
  const reserve = o.reserve === undefined ? 2048 : o.reserve; // flash Storage itself needs
  // where the last file appended to ends: appends do not look for it in flash again
  let endName = "";
  let endAt = 0;
  // and the file appended to before it (a wireless press appends to the counters' file, then the journal)
  let lastName = "";
  let lastAt = 0;
  // (the firmware never rewrites its own file: where it lies is asked once)
  let stays = -1;
  // erased files' room as Storage last said, -1 once a file has been erased or written anew
  // since (an append into a file's room leaves it, so a press does not ask again)
  let trash = -1;
  const safe = () => {
    if (stays < 0) stays = codeStays(S.list(), (n) => twoReads(S, n)) ? 1 : 0;
    return stays === 1;
  };
  return {
    read: (name) => contentOf(flashFile(S, name)),
    append(name, data) {
      const whole = flashFile(S, name);
      if (whole === "") {
        trash = -1;
        return S.write(name, data);
      }
      const used = name === endName ? endAt : name === lastName ? lastAt : contentOf(whole).length;
      if (used + data.length > whole.length) return false; // the room is used up: compact
      if (name === lastName) lastName = "";
      if (name !== endName) {
        lastName = endName;
        lastAt = endAt;
      }
      endName = "";
      if (!S.write(name, data, used)) return false;
      endName = name;
      endAt = used + data.length;
      return true;
    },
    replace(name, data, room) {
      trash = -1;
      if (name === endName) endName = "";
      if (name === lastName) lastName = "";
      if (!roomAtEnd(S, data.length + room + reserve, safe)) return false;
      if (flashFile(S, name) !== "") {
        // (a text read from the file itself, as a torn journal's repair gives, is copied first:
        // docs/architecture.md, "Espruino: what the interpreter costs")
        const copy = data === "" ? data : E.toFlatString(data);
        if (copy === undefined) return false;
        data = copy;
        S.erase(name);
      }
      return room > 0 ? S.write(name, data, 0, data.length + room) : S.write(name, data);
    },
    // (where the last piece ends is remembered as an append's end: the first append after it
    // does not read the file back)
    write(name, data, at, size) {
      if (at === 0) trash = -1;
      if (name === endName) endName = "";
      if (name === lastName) lastName = "";
      if (at === 0 && !roomAtEnd(S, size + reserve, safe)) return false;
      if (at === 0 && flashFile(S, name) !== "") S.erase(name);
      if (!S.write(name, data, at, size)) return false;
      if (endName !== "") {
        lastName = endName;
        lastAt = endAt;
      }
      endName = name;
      endAt = at + data.length;
      return true;
    },
    erase(name) {
      trash = -1;
      if (name === endName) endName = "";
      if (name === lastName) lastName = "";
      S.erase(name);
    },
    names: () => S.list(),
    // (erased files' room counts where a write would compact to get it back)
    free() {
      if (trash < 0) trash = S.getStats().trashBytes;
      return S.getFree() + (trash > 0 && safe() ? trash : 0) - reserve;
    },
    close() {},
  };
}
