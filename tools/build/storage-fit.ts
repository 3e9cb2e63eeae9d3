// Whether a board's firmware fits its Storage beside a match and the finished matches it keeps:
// what `npm run build:espruino` and `carom flash` check before anything is written to a board.
import { JOURNAL_ROOM, ROOM } from "../../firmware/journal/journal-file";
import { boardFile, featuresOf } from "./board";

// What a match needs in Storage beside the firmware's file (firmware/journal/session.ts): two journal
// files with their room (a compaction writes the new one before it erases the old), the room
// the store keeps beside the journal, and what Storage keeps for itself (hal/espruino/store.ts).
export const STORAGE_RESERVE = 2048; // startStore's reserve by default (test/store-full.test.ts holds them equal)
export const MATCH_STORAGE = 2 * JOURNAL_ROOM + ROOM + STORAGE_RESERVE;
// the same on a board whose journal room is its own (its data's journalRoom); a board that is not
// a display unit (the remote, the receiver module) keeps no match: Storage's reserve only
export const matchStorage = (name: string) =>
  boardFile(name).role !== undefined ? STORAGE_RESERVE : 2 * featuresOf(name).journalRoom + ROOM + STORAGE_RESERVE;
// and the room a display unit keeps at least for finished matches: two 2 x 50 matches (a kept
// match is its canonical journal and the time it ended, about 1.2 KB: firmware/journal/kept-match.ts)
export const KEPT_ROOM = 2 * 1280;
const keptRoom = (name: string) => (boardFile(name).role !== undefined ? 0 : KEPT_ROOM);

// Whether the firmware's file (`bytes`), a match and the kept matches' room fit in the board's
// Storage (its file's `storage`, from Espruino's board file): the bytes to spare (negative:
// short) and a sentence.
export function storageFit(name: string, bytes: number): { storage: number; spare: number; text: string } {
  const storage = boardFile(name).storage as number | undefined;
  if (storage === undefined) return { storage: 0, spare: 0, text: `${name}: no storage in hardware/boards/${name}.json: not checked` };
  const spare = storage - bytes - matchStorage(name) - keptRoom(name);
  const sum = `${name}: Storage ${storage} B; the firmware's file ${bytes} B and ${boardFile(name).role !== undefined ? "Storage's reserve" : "a match's journal"} ${matchStorage(name)} B` +
    (keptRoom(name) > 0 ? ` and two kept 2 x 50 matches ${keptRoom(name)} B` : "");
  return {
    storage, spare,
    text: spare >= 0 ? `${sum} fit, ${spare} B to spare for more kept matches` :
      `WARNING: ${sum} DO NOT FIT: ${-spare} B short (the board cannot keep a match and two finished ones: a smaller build is needed)`,
  };
}
