// Where the firmware's file lies in an Espruino board's Storage, and whether a compaction of
// Storage would move it. Plain data and a pure function: carom flash and the tests read them too.
// What carom flash writes first into an emptied Storage, then the firmware's file (CODE_FILE):
// nothing is ever erased before them, so a compaction leaves them where they are.
export const FIRST_FILE = ".carom";
export const CODE_FILE = ".bootcde";

// Whether Storage.compact moves no code that runs. It moves every file after the first erased one
// and mends the variables that point into them, but not a place the interpreter keeps in the code
// running (a loop's start). Safe when a read is at no place in mapped flash (E.getAddressOf 0: the
// Linux build, whose flash strings are read again through their mended variable), or when
// FIRST_FILE and CODE_FILE come first with nothing between them
// (`at`: a file's data's address in two reads at once. A header is 32 bytes on 2v29 and data is
// aligned to 4 or 8, so CODE_FILE's data is 36 or 40 bytes on; a file between, 72 at least.)
export function codeStays(names: string[], at: (name: string) => number[]): boolean {
  if (names.length === 0) return true;
  const first = at(names[0]);
  if (first[0] === 0 || first[0] !== first[1]) return true;
  return names[0] === FIRST_FILE && names[1] === CODE_FILE && at(CODE_FILE)[0] - first[0] <= 64;
}
