// The menu's items, one table: each item's label, the phases that show it, its confirmation,
// the command it makes and the steps that choose its values (menu.ts walks it); and the readers of
// an item's steps.
import { FOUL_KINDS } from "../../rules/codes";
import { field, fieldCount } from "../../rules/fields";
import { parseCount } from "../../rules/words";

export const CHARS = " ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-";
export const CONTACTS = "R O N E S W ride:N ride:E ride:S ride:W ride:N,E ride:E,S ride:S,W ride:W,N frame onrail off end";

// An item a line: label|when|confirm|code|steps, in one string (rules/fields.ts).
// when: the phases (0 setup, 1 in play, 2 suspended, 3 finished, 4 signed) that show the item,
// a phase followed by "*" where the menu opens on the item in that phase (what the match needs
// next: the lag before it starts), else on the phase's first item;
// confirm: "!" asks for a confirmation, "!!" also asks for the OK button held two seconds to choose
// the item (what ends a match: a short OK says to hold it; then the confirmation); code: the command's code (rules/codes.ts Ev, Cmd; Dev in
// device.ts), and for a setting of the sheet's header its key (INFO_KEYS) after a space. A step:
// its kind, where its value goes, then its options: c<dest><options, space-separated> a choice,
// n<dest><min> <max> <start> a number, t a text, s a shot's contacts, f+ a foul kind. Where a
// choice's place i (a number's value v) goes: "+" added to the code, "p" added to the code and
// a (a protest's player), "a" a (a number: a and b), "b" b, "!" a = 1 - i (on, off), "B" b = 1 - i
// (break, assign), "c" c = i + 1 (a colour), "w" a word of the command ("none": an empty one),
// "v" a word unless none (a shot's frozen rail). A device command's b is its a, as command()
// makes it. The codes are a file format (rules/codes.ts): written here as numbers, so that the
// table stays one literal, which the Espruino build leaves in flash (tools/build/build-espruino.ts).
export const ITEMS =
  "foul|1|!|80|f+\n" +
  "shot|1||128|cvnone frozen=N frozen=E frozen=S frozen=W|s\n" +
  "rebreak|1||3\n" +
  "warn|1||16|c+A B\n" +
  "extension|1||4\n" +
  "interference|1||5\n" +
  "miscue|1||6\n" +
  "spot|1||205|cwred cue other red+cue red+other cue+other all|cwnone red cue other|cwnone red cue other|cwnone red cue other\n" +
  "suspend|1||7\n" +
  "resume|2||8\n" +
  "sign|34|!|32|c+referee scorer A B\n" +
  "new|34|!|203\n" +
  "protest|123||22|cpA B|t\n" +
  "dq|12|!!|18|c+A B\n" +
  "forfeit|012|!!|20|c+A B\n" +
  "distance|0||132|na1 999 40\n" +
  "handicap|0||132|na1 999 40|nb1 999 40\n" +
  "innings|0||133|na0 200 50\n" +
  "equalize|0||134|c!on off\n" +
  "tiebreak|0||138|canone shootout\n" +
  "shotclock|0||204|caoff classic umb\n" +
  "extensions|0||136|na0 9 1\n" +
  "lag|0*||130|caA B|cBbreak assign|ccwhite yellow\n" +
  "name|01||131|caA B|t\n" +
  "event|0||137 0|t\n" +
  "round|0||137 1|t\n" +
  "table|0||137 2|t\n" +
  "referee|0||137 3|t\n" +
  "scorer|0||137 4|t\n" +
  "language|01234||200|caes en\n" +
  "sound|01234||201|c!on off\n" +
  "bright|01234||202|na1 15 8\n" +
  "abandon|12|!!|207\n" +
  "remotes|01234||233\n" +
  "unpair|01234|!|232|na1 255 1\n" +
  "pair|-|!|231\n" +
  "newkey|-|!|220"; // (no phase: only the link's key request opens it, as a prompt)
export const ITEM_COUNT = fieldCount(ITEMS, "\n");

// (fields read in place: label 0, confirm 2 ("!"), code 3, steps from 4; declared functions, not
// arrow constants: docs/architecture.md, "Espruino: what the interpreter costs")
export function steps(r: string): number {
  return fieldCount(r, "|") - 4;
}

// A step's kind (c, n, t, s or f), its options (a choice, contacts) and bounds.
export function options(st: string): string {
  return st.substring(0, 1) === "s" ? CONTACTS : st.substring(0, 1) === "f" ? FOUL_KINDS.join(" ") : st.substring(2);
}
export function option(st: string, i: number): string {
  return field(options(st), " ", i);
}
export function bound(st: string, i: number): number {
  return parseCount(field(st.substring(2), " ", i));
}
