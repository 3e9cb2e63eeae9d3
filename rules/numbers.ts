// Integer arithmetic that prints the same on Espruino, Lua 5.1 and NodeMCU's 32-bit Lua 5.3
// (where `/` gives a float that would print as "7.0").

/** @resident */
export function idiv(a: number, b: number): number {
  return Math.floor((a - (a % b)) / b);
}

// An integer as decimal digits. Every number the core prints comes from integer arithmetic
// (idiv, string lengths, character codes, literals), which Lua 5.3 keeps as integers, so its
// tostring never adds ".0"; the Lua 5.3 tests replay every sheet to check it.
/** @resident */
export function intText(n: number): string {
  return "" + n;
}

// Thousandths as a JSON number: 1739 -> "1.739", 1500 -> "1.5", 2000 -> "2".
export function thousandthsText(t: number): string {
  const whole = intText(idiv(t, 1000));
  let frac = t % 1000;
  if (frac === 0) return whole;
  let digits = 3;
  while (frac % 10 === 0) {
    frac = idiv(frac, 10);
    digits = digits - 1;
  }
  let text = intText(frac);
  while (text.length < digits) text = "0" + text;
  return whole + "." + text;
}

// Average truncated (not rounded) to thousandths: score / innings, 0 when innings is 0.
/** @resident */
export function averageThousandths(score: number, innings: number): number {
  return innings === 0 ? 0 : idiv(score * 1000, innings);
}
