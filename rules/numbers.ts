// Integer arithmetic that prints the same on Espruino, Lua 5.1 and NodeMCU's 32-bit Lua 5.3
// (where `/` gives a float that would print as "7.0").

export function idiv(a: number, b: number): number {
  return Math.floor((a - (a % b)) / b);
}

// A non-negative integer as decimal digits, built without the runtime's number formatting.
export function intText(n: number): string {
  let v = Math.floor(n);
  let out = "";
  do {
    out = String.fromCharCode(48 + (v % 10)) + out;
    v = idiv(v, 10);
  } while (v > 0);
  return out;
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
export function averageThousandths(score: number, innings: number): number {
  return innings === 0 ? 0 : idiv(score * 1000, innings);
}
