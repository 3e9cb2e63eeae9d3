// The files a store keeps beside the journal: the finished matches' sheets (sheet.N, the last
// KEEP_SHEETS) and the damaged journal files kept aside (DAMAGED + N).
import { parseCount } from "../rules/words";
import { Store } from "../hal/roles";
import { readJournal } from "./records";

export const KEEP_SHEETS = 10;
// A damaged journal file is kept, as it was, under DAMAGED + a number (firmware/records.ts: the
// torn-end rule); the link's `damaged` lists them and `damaged clear` erases them.
export const DAMAGED = "jbad.";

export function lastSheet(store: Store): number {
  let most = 0;
  const names = store.names();
  for (let i = 0; i < names.length; i++) {
    if (names[i].substring(0, 6) === "sheet.") {
      const n = parseCount(names[i].substring(6));
      if (n > most) most = n;
    }
  }
  return most;
}

// The kept sheets, newest first: their store names.
export function keptSheets(store: Store): string[] {
  const out: string[] = [];
  const last = lastSheet(store);
  for (let n = last; n > last - KEEP_SHEETS && n > 0; n--) {
    if (store.read("sheet." + n) !== "") out.push("sheet." + n);
  }
  return out;
}

// Keeps a damaged journal file as it is, under DAMAGED + the next number (unless an identical
// copy is kept already): true when it is kept.
export function keepDamaged(store: Store, data: string): boolean {
  const names = damagedFiles(store);
  let most = 0;
  for (let i = 0; i < names.length; i++) {
    if (store.read(names[i]) === data) return true;
    most = Math.max(most, parseCount(names[i].substring(DAMAGED.length)));
  }
  return store.replace(DAMAGED + (most + 1), data, 0);
}

// The damaged journal files kept aside, by store name.
export function damagedFiles(store: Store): string[] {
  const out: string[] = [];
  const names = store.names();
  for (let i = 0; i < names.length; i++) if (names[i].substring(0, DAMAGED.length) === DAMAGED) out.push(names[i]);
  return out;
}

// Keeps each of the journal files `names` that is damaged aside (session.ts: nothing is written
// over one, nor appended behind its damage, before); when a copy does not fit, the oldest kept
// sheets of the matches before `matchNo` go first. False while one has no copy.
export function keepCopies(store: Store, names: string[], matchNo: number): boolean {
  let oldest = matchNo - KEEP_SHEETS;
  for (let f = 0; f < names.length; f++) {
    const data = store.read(names[f]);
    if (readJournal(data).bad < 0) continue;
    while (!keepDamaged(store, data) && oldest < matchNo) {
      store.erase("sheet." + oldest);
      oldest = oldest + 1;
    }
    if (!keepDamaged(store, data)) return false;
  }
  return true;
}
