// The store role on Espruino's flash (require("Storage")). A journal file is written once with
// room to spare, which flash leaves erased (0xFF); an append writes into that room, so nothing
// already written is ever rewritten. No record byte is 0xFF (firmware/records.ts): a file's
// content ends at its first 0xFF. Files are kept whole or not at all: a new journal goes to
// the other of two files (firmware/session.ts), so a single-page Storage never rewrites the only copy.
//   const store = startStore({}); store.append("j0", record);
import { Store } from "../roles";

function flashFile(S: EspruinoStorage, name: string): string {
  const d = S.read(name);
  return d === undefined ? "" : d;
}

// a file's content ends at its first 0xFF
function contentOf(d: string): string {
  const end = d.indexOf("\xff");
  return end < 0 ? d : d.substring(0, end);
}

export function startStore(o: { reserve?: number }): Store {
  const S = require("Storage");
  const reserve = o.reserve === undefined ? 2048 : o.reserve; // flash Storage itself needs
  // where the last file appended to ends: appends do not look for it in flash again
  let endName = "";
  let endAt = 0;
  return {
    read: (name) => contentOf(flashFile(S, name)),
    append(name, data) {
      const whole = flashFile(S, name);
      if (whole === "") return S.write(name, data);
      const used = name === endName ? endAt : contentOf(whole).length;
      if (used + data.length > whole.length) return false; // the room is used up: compact
      endName = "";
      if (!S.write(name, data, used)) return false;
      endName = name;
      endAt = used + data.length;
      return true;
    },
    replace(name, data, room) {
      if (S.getFree() < data.length + room + reserve) return false;
      if (name === endName) endName = "";
      if (flashFile(S, name) !== "") S.erase(name);
      return room > 0 ? S.write(name, data, 0, data.length + room) : S.write(name, data);
    },
    erase(name) {
      if (name === endName) endName = "";
      S.erase(name);
    },
    names: () => S.list(),
    free: () => S.getFree() - reserve,
    close() {},
  };
}
