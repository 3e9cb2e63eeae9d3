// Simulated buttons: presses and releases, optionally with contact chatter, debounced like a
// real backend must (hal/debounce.ts).
import { startDebouncer, Debouncer } from "../debounce";
import { Buttons, Clock } from "../roles";

export interface SimButtons extends Buttons {
  level(id: number, pressed: boolean): void; // one clean edge
  bounce(id: number, pressed: boolean, chatter: number[]): void; // edges `chatter` ms apart before it settles
}

export function startSimButtons(options: { clock: Clock; count: number; settle?: number }): SimButtons {
  const settle = options.settle ?? 15;
  // A clean edge (the page's press, a test's) reaches the debouncer at least `settle` ms after the
  // one before it of its button, however the requests bunched up on the way: a busy server must
  // not take a short press for chatter and lose it. The edges go in the order they came, one
  // queue for all buttons: a release held back must not let the next button's press overtake it.
  const due: number[] = []; // per button: when its next edge may reach the debouncer
  const queue: Array<{ id: number; level: number }> = [];
  let timer = -1;
  const pump = () => {
    timer = -1;
    while (queue.length > 0) {
      const now = options.clock.now();
      const { id, level } = queue[0];
      if ((due[id] ?? 0) > now) {
        timer = options.clock.after(due[id] - now, pump);
        return;
      }
      queue.shift();
      due[id] = now + settle + 1;
      debouncers[id].raw(level);
    }
  };
  const out: SimButtons = {
    onEdge: () => undefined,
    level(id, pressed) {
      queue.push({ id, level: pressed ? 1 : 0 });
      // (behind an edge held back, it waits for that one's timer, even an overdue one: the
      // debouncer's own timers before it must run first)
      if (timer < 0) pump();
    },
    bounce(id, pressed, chatter) {
      // the contact reaches the new level, flips back and forth at the chatter steps, and
      // always ends at the new level
      const target = pressed ? 1 : 0;
      debouncers[id].raw(target);
      let t = 0;
      chatter.forEach((step, i) => {
        t += step;
        const l = i % 2 === 0 ? 1 - target : target;
        options.clock.after(t, () => debouncers[id].raw(l));
      });
      if (chatter.length % 2 === 1) options.clock.after(t + 1, () => debouncers[id].raw(target));
    },
    close() {
      if (timer >= 0) options.clock.cancel(timer);
      debouncers.forEach((d) => d.close());
    },
  };
  const debouncers: Debouncer[] = [];
  for (let id = 0; id < options.count; id++) {
    debouncers.push(startDebouncer(options.clock, settle, (edge) => out.onEdge(id, edge)));
  }
  return out;
}
