// The clock role on NodeMCU: tmr.now() (microseconds in 31 bits: it wraps every 35.8 minutes)
// carried into milliseconds since start, and tmr objects for the timers. The wrap is taken up
// at each reading, and a reading at least every minute (its own alarm) so that none is missed.
//   const clock = startClock(); clock.after(500, () => print("half a second"));
import { Clock, Timer } from "../roles";

const WATCH_MS = 60000;

export function startClock(): Clock {
  let last = tmr.now();
  let ms = 0;
  let us = 0; // microseconds below a millisecond, carried
  const timers: { [id: number]: NodeTimer | undefined } = {};
  let next = 1;
  const now = () => {
    const t = tmr.now();
    let d = t - last;
    // 2^31, where tmr.now() wraps, added in two halves: an integer firmware's numbers stop below it
    // eslint-disable-next-line no-restricted-syntax -- the ESP8266's Lua 5.1 (NodeMCU only): 32-bit integers or doubles
    if (d < 0) d = d + 1073741824 + 1073741824;
    last = t;
    us = us + d;
    const whole = Math.floor(us / 1000);
    ms = ms + whole;
    us = us - whole * 1000;
    return ms;
  };
  const add = (delay: number, mode: number, fn: () => void): Timer => {
    const id = next;
    next = next + 1;
    const t = tmr.create();
    timers[id] = t;
    t.alarm(delay < 1 ? 1 : delay, mode, () => {
      if (mode === tmr.ALARM_SINGLE) timers[id] = undefined;
      fn();
    });
    return id;
  };
  const cancel = (id: Timer) => {
    const t = timers[id];
    if (t === undefined) return;
    t.unregister();
    timers[id] = undefined;
  };
  const watch = add(WATCH_MS, tmr.ALARM_AUTO, () => {
    now();
  });
  return {
    now: now,
    after: (delay, fn) => add(delay, tmr.ALARM_SINGLE, fn),
    every: (delay, fn) => add(delay, tmr.ALARM_AUTO, fn),
    cancel: cancel,
    close() {
      cancel(watch);
    },
  };
}
