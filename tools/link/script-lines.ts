// A match script's lines as the host reads them from a file or standard input (docs/script.md).

// A script's lines (latin1: names pass through byte for byte), from a file or standard input,
// without a UTF-8 byte-order mark.
export function readLines(text: string): string[] {
  const body = text.startsWith("\u00ef\u00bb\u00bf") ? text.slice(3) : text;
  return body.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
}

// What of a script line goes on the wire: no comment (outside quotes), no surrounding blanks.
export function wireText(line: string): string {
  let inQuote = false;
  let end = line.length;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') inQuote = !inQuote;
    else if (line[i] === "#" && !inQuote) {
      end = i;
      break;
    }
  }
  return line.slice(0, end).trim();
}

export function isBlank(line: string): boolean {
  return wireText(line) === "";
}
