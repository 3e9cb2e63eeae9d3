// The clock role on Espruino: getTime (seconds, a float) and its timers.
//   const clock = startClock(); clock.after(500, () => print("half a second"));
import { Clock } from "../roles";

export function startClock(): Clock {
  const t0 = getTime();
  return {
    now: () => Math.floor((getTime() - t0) * 1000),
    after: (ms, fn) => setTimeout(fn, ms),
    every: (ms, fn) => setInterval(fn, ms),
    cancel: (t) => clearTimeout(t),
    close() {},
  };
}
