// Wall-clock time without 32-bit overflow (NodeMCU's Lua 5.3 numbers): days since 1970-01-01
// and seconds of the day, each far below 2^24. Civil dates by integer arithmetic.
import { idiv, intText } from "../../rules/numbers";

export interface WallTime { days: number; secs: number }

function twoDigits(n: number): string {
  return n < 10 ? "0" + intText(n) : intText(n);
}

export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = idiv(yy, 400);
  const yoe = yy - era * 400;
  const doy = idiv(153 * (m > 2 ? m - 3 : m + 9) + 2, 5) + d - 1;
  const doe = yoe * 365 + idiv(yoe, 4) - idiv(yoe, 100) + doy;
  return era * 146097 + doe - 719468;
}

// "2026-11-30T14:05:00Z" (seconds, time and Z optional) -> a wall time, or days -1 when malformed.
export function parseWallTime(text: string): WallTime {
  const bad: WallTime = { days: -1, secs: 0 };
  const num = (from: number, n: number) => {
    let v = 0;
    for (let i = from; i < from + n; i++) {
      const c = text.charCodeAt(i);
      if (!(c >= 48 && c <= 57)) return -1;
      v = v * 10 + c - 48;
    }
    return v;
  };
  const at = (i: number, c: string) => text.substring(i, i + 1) === c;
  const y = num(0, 4);
  const mo = num(5, 2);
  const d = num(8, 2);
  const month = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (y < 2000 || y > 2199 || mo < 1 || mo > 12 || d < 1 || d > month[mo - 1] || !at(4, "-") || !at(7, "-")) return bad;
  // the time of day: nothing, "THH:MM", or "THH:MM:SS"; then nothing or "Z" (UTC only)
  let end = 10;
  let secs = 0;
  if (text.length > 10 && at(10, "T")) {
    const h = num(11, 2);
    const mi = at(13, ":") ? num(14, 2) : -1;
    const withSecs = at(16, ":");
    const s = withSecs ? num(17, 2) : 0;
    if (h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59) return bad;
    secs = h * 3600 + mi * 60 + s;
    end = withSecs ? 19 : 16;
  }
  if (!(text.length === end || (text.length === end + 1 && at(end, "Z")))) return bad;
  return { days: daysFromCivil(y, mo, d), secs: secs };
}

// A wall time `elapsed` ms later, as "YYYY-MM-DDTHH:MM:SSZ".
export function wallText(t: WallTime, elapsed: number): string {
  const total = t.secs + idiv(elapsed, 1000);
  const z = t.days + idiv(total, 86400) + 719468;
  const s = total % 86400;
  const era = idiv(z, 146097);
  const doe = z - era * 146097;
  const yoe = idiv(doe - idiv(doe, 1460) + idiv(doe, 36524) - idiv(doe, 146096), 365);
  const doy = doe - (365 * yoe + idiv(yoe, 4) - idiv(yoe, 100));
  const mp = idiv(5 * doy + 2, 153);
  const d = doy - idiv(153 * mp + 2, 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return intText(y) + "-" + twoDigits(m) + "-" + twoDigits(d) + "T" + twoDigits(idiv(s, 3600)) + ":" + twoDigits(idiv(s % 3600, 60)) + ":" +
    twoDigits(s % 60) + "Z";
}
