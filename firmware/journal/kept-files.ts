// The files a store keeps beside the journal: the archive, the finished and abandoned matches'
// sheets (sheet.N, the last KEEP_SHEETS) with its index of the abandoned ones (ABANDONED), and
// the damaged journal files kept aside (DAMAGED + N).
import { parseCount } from "../../rules/words";
import { intText } from "../../rules/numbers";
import { Store } from "../../hal/roles";
import { readJournal } from "./records";

export const KEEP_SHEETS = 10;
// A damaged journal file is kept, as it was, under DAMAGED + a number (firmware/journal/records.ts: the
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

// The archive's index: the numbers of the kept sheets whose match was abandoned unfinished
// (carom new --abandon, the menu's abandon), each after a space. An abandoned match's sheet is the
// rules core's sheet of the match as it stood.
export const ABANDONED = "abandoned";

export function isAbandoned(store: Store, n: number): boolean {
  return (store.read(ABANDONED) + " ").indexOf(" " + intText(n) + " ") >= 0;
}

// Marks match n abandoned (on) or not in the index, which keeps only the sheets still kept: false
// when the store did not take it. Written before the sheet, so that no unfinished sheet is ever
// kept unmarked; a match that goes on after all and finishes is unmarked when its sheet is kept.
export function markAbandoned(store: Store, n: number, on: boolean): boolean {
  const kept = keptSheets(store);
  let text = "";
  for (let i = kept.length - 1; i >= 0; i--) {
    const k = parseCount(kept[i].substring(6));
    if (k !== n && isAbandoned(store, k)) text = text + " " + intText(k);
  }
  if (on) text = text + " " + intText(n);
  if (text === store.read(ABANDONED)) return true;
  if (text !== "") return store.replace(ABANDONED, text, 0);
  store.erase(ABANDONED);
  return true;
}
