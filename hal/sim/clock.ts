// The simulator's clocks: a virtual one that tests advance by hand, and a real one.
import { Clock, Timer } from "../roles";

interface Pending { at: number; every: number; fn: () => void; id: number }

export interface VirtualClock extends Clock {
  advance(ms: number): void; // runs every timer that falls due, in time order
}

export function startVirtualClock(options: { start?: number } = {}): VirtualClock {
  let now = options.start ?? 0;
  let next = 1;
  let pending: Pending[] = [];
  const add = (ms: number, every: number, fn: () => void) => {
    const id = next++;
    pending.push({ at: now + Math.max(0, ms), every, fn, id });
    return id;
  };
  return {
    now: () => now,
    after: (ms, fn) => add(ms, 0, fn),
    every: (ms, fn) => add(ms, Math.max(1, ms), fn),
    cancel(t: Timer) {
      pending = pending.filter((p) => p.id !== t);
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        let due: Pending | undefined;
        for (const p of pending) if (p.at <= end && (due === undefined || p.at < due.at || (p.at === due.at && p.id < due.id))) due = p;
        if (due === undefined) break;
        now = due.at;
        if (due.every > 0) due.at += due.every;
        else pending = pending.filter((p) => p !== due);
        due.fn();
      }
      now = end;
    },
    close() {
      pending = [];
    },
  };
}

export function startRealClock(): Clock {
  const t0 = Date.now();
  const timers = new Map<number, NodeJS.Timeout>();
  let next = 1;
  return {
    now: () => Date.now() - t0,
    after(ms, fn) {
      const id = next++;
      timers.set(id, setTimeout(() => { timers.delete(id); fn(); }, ms));
      return id;
    },
    every(ms, fn) {
      const id = next++;
      timers.set(id, setInterval(fn, ms));
      return id;
    },
    cancel(t) {
      const h = timers.get(t);
      if (h !== undefined) { clearTimeout(h); clearInterval(h); timers.delete(t); }
    },
    close() {
      for (const t of [...timers.keys()]) this.cancel(t);
    },
  };
}
