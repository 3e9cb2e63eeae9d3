// The shot clock (rule 23 makes time objective; an expired clock is the referee's call).
// Profiles: off; classic (40 s, warning 10 s before the end, an extension adds 40 s);
// UMB 2019 (30 s, warning at 20 s, i.e. 10 s before the end; a time-out extends the shot to
// 60 s, and an unused one is applied automatically when the 30 s run out).
export const enum Profile { Off = 0, Classic = 1, Umb = 2 }
export const PROFILES = "off classic umb"; // a list is one string (rules/fields.ts)
export const enum Tick { None = 0, Warning = 1, Expired = 2, TimeOut = 3 }

export interface ShotClock {
  profile: number;
  running: boolean;
  start: number; // ms
  limit: number; // seconds allowed for this shot
  warned: boolean;
  expired: boolean;
}

export function newShotClock(profile: number): ShotClock {
  return { profile: profile, running: false, start: 0, limit: 0, warned: false, expired: false };
}

// UMB: 3 time-outs per player in matches to 35 points or less, 4 above.
export function umbTimeOuts(distance: number): number {
  return distance <= 35 ? 3 : 4;
}

// The referee entered the shot's outcome: the next shot's time (the match's `set shotclock`
// seconds) starts.
/** @resident */
export function restart(c: ShotClock, now: number, seconds: number): void {
  c.running = c.profile !== Profile.Off && seconds > 0;
  c.start = now;
  c.limit = seconds;
  c.warned = false;
  c.expired = false;
}

export function stop(c: ShotClock): void {
  c.running = false;
}

// An extension (classic: one more shot's time) or time-out (UMB: the shot gets 60 s) was entered.
export function extend(c: ShotClock, seconds: number): void {
  c.limit = c.profile === Profile.Umb ? 60 : c.limit + seconds;
  c.warned = false;
  c.expired = false;
}

// Whole seconds left, rounded up; 0 when expired or off.
/** @resident */
export function secondsLeft(c: ShotClock, now: number): number {
  if (!c.running) return 0;
  const left = c.limit * 1000 - (now - c.start);
  return left <= 0 ? 0 : Math.floor((left + 999) / 1000);
}

// What happened since the last tick: a warning, the expiry, or (UMB) a time-out falls due.
export function tick(c: ShotClock, now: number, timeOutsLeft: boolean): number {
  if (!c.running || c.expired) return Tick.None;
  const left = c.limit * 1000 - (now - c.start);
  if (left <= 0) {
    if (c.profile === Profile.Umb && c.limit < 60 && timeOutsLeft) return Tick.TimeOut;
    c.expired = true;
    return Tick.Expired;
  }
  if (!c.warned && left <= 10000) {
    c.warned = true;
    return Tick.Warning;
  }
  return Tick.None;
}
