// The line between the receiver module and the unit, on the UART inside the box (docs/remote.md:
// "The module's line"): ":" and the hex of a record, [length][payload][Fletcher-16]
// (firmware/journal/records.ts), as the link's frames are (link-frame.ts), so a byte garbled on the wire
// fails the checksum and the line is refused. A payload's first byte says what it is (Line); the
// rest are bytes:
//   module to unit  Gesture [id][gesture][buttons][battery][release: 1 the release of a Down just handed over]
//                   Note    [id][Note]: a remote silent, or its counter lost
//                   List    [the request it answers: Line, 0 none][Answer][id][lost 0/1][battery, 0 not heard][seconds since heard: 3 bytes]...
//   unit to module  Pair    [id][the key's 16 bytes]; Revoke [id]; Ask (the list): each answered by a List
import { framePayload, hexOf, unhex } from "../journal/link-frame";
import { record } from "../journal/records";

export const enum Line { Gesture = 1, Note = 2, List = 3, Pair = 5, Revoke = 6, Ask = 7 }
export const enum Note { Silent = 1, Lost = 2 }
export const enum Answer { Ok = 0, Full = 1, Lost = 2, Unpaired = 3 }
export const LIST_ENTRY = 6;

// The line (with its newline) of a payload.
export function lineOf(payload: string): string {
  return ":" + hexOf(record(payload)) + "\n";
}

// A line's payload (without its newline), "" when it is not a whole line with a right checksum.
// A line begins at its last ":" (no hex digit is one): what a lost newline glued before it is not read.
/** @resident */
export function linePayload(line: string): string {
  const at = line.lastIndexOf(":");
  return at < 0 ? "" : framePayload(unhex(line, at + 1));
}
