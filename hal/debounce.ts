// A portable debouncer for backends whose input does not debounce (NodeMCU's gpio.trig, the
// simulator's bouncing buttons): an edge counts once the level has stayed put for `settle` ms.
import { Clock, Edge, Timer } from "./roles";

export interface Debouncer {
  raw(level: number): void; // 1 = pressed, 0 = released, as often as the contact bounces
  close(): void;
}

export function startDebouncer(clock: Clock, settle: number, onEdge: (edge: number, time: number) => void): Debouncer {
  let stable = 0;
  let level = 0;
  let timer: Timer = -1;
  let since = 0;
  const settled = () => {
    timer = -1;
    if (level !== stable) {
      stable = level;
      onEdge(stable === 1 ? Edge.Down : Edge.Up, since);
    }
  };
  return {
    raw(l: number) {
      if (l === level) return;
      level = l;
      since = clock.now();
      if (timer >= 0) clock.cancel(timer);
      timer = clock.after(settle, settled);
    },
    close() {
      if (timer >= 0) clock.cancel(timer);
    },
  };
}
