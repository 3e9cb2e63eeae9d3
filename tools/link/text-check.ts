// The host's check of every text it sends to a unit or prints for pasting (names, event, round,
// table, referee, scorer; the tournament file's texts, which `carom tournament next` prints as
// carom config lines): one line of printable text. A control character (below 0x20, or 0x7F)
// would end the link's line and start another one: a newline in a name is a command.

const NAMES: Record<number, string> = { 9: "a tab", 10: "a line break", 13: "a carriage return", 0: "a NUL", 27: "an escape", 127: "a DEL" };

// "" when the text is fine, else what is wrong with it and what to do, naming it as `what`
export function controlProblem(what: string, text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) {
      const code = `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
      return `${what} ${JSON.stringify(text)} holds a control character (${code}${NAMES[c] !== undefined ? `, ${NAMES[c]}` : ""}) at position ${i + 1}: ` +
        "a name or header is one line of printable text; remove it";
    }
  }
  return "";
}
