// The menu on a display without a message line (the table units' two MAX7219 modules): while the
// menu is open its text runs across the display's digit fields as one line, each field taking
// what fits its width in digits (digits: the display's font, hal/segments.ts digitsOf: M and W
// two, a "." after a character none), in the order the board lays them out (UnitOptions.line,
// from the board's data: tools/build/menu-line.ts).
// What does not fit is cut, as render cuts the layout's message field. Left-aligned, each field
// padded to its width; a wide letter that does not fit a field's end starts the next one.
//   menuLine(frame, [0, 6, 1, 9, 10], sizes, "FOUL PUSH?", digitsOf): scoreA "FOU", run "L ", scoreB "PUS", avgA "H?   ", inning "   "

export function menuLine(frame: string[], line: number[], sizes: number[], text: string, digitsOf: (text: string) => number): void {
  let at = 0;
  for (let i = 0; i < line.length; i++) {
    const k = line[i];
    const w = sizes[k];
    let to = at;
    while (to < text.length && digitsOf(text.substring(at, to + 1)) <= w) to = to + 1;
    const t = text.substring(at, to);
    frame[k] = t + " ".repeat(w - digitsOf(t));
    at = to;
  }
}
