// Tables kept as one string of separated fields, not as arrays
// (docs/architecture.md, "Espruino: what the interpreter costs").
//   field("a|b|c", "|", 1) === "b"; fieldCount("a|b|c", "|") === 3

// The i-th field ("" past the last one).
export function field(table: string, sep: string, i: number): string {
  let at = 0;
  for (let k = 0; k < i; k++) {
    at = table.indexOf(sep, at) + 1;
    if (at === 0) return "";
  }
  const end = table.indexOf(sep, at);
  return table.substring(at, end < 0 ? table.length : end);
}

export function fieldCount(table: string, sep: string): number {
  let n = 1;
  for (let at = table.indexOf(sep); at >= 0; at = table.indexOf(sep, at + 1)) n = n + 1;
  return n;
}

// hay.indexOf(needle, from), except that Espruino (2v29) also reports a match where hay ends
// with the start of needle ("abc ".indexOf(" x") is 3 there): such a match is no match.
export function find(hay: string, needle: string, from: number): number {
  const at = hay.indexOf(needle, from);
  return at >= 0 && at + needle.length <= hay.length ? at : -1;
}

// The place of a word in a space-separated list, or -1 (a list the firmware keeps as one string;
// the rules core's own lists stay arrays: NodeMCU's bytecode budget).
export function wordIndex(list: string, word: string): number {
  const at = word === "" || word.indexOf(" ") >= 0 ? -1 : find(" " + list + " ", " " + word + " ", 0);
  let n = 0;
  for (let i = list.indexOf(" "); i >= 0 && i < at; i = list.indexOf(" ", i + 1)) n = n + 1;
  return at < 0 ? -1 : n;
}
