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
  // one before it, however the requests bunched up on the way: a busy server must not take a
  // short press for chatter and lose it. Nor after an edge of another button that came before it
  // and still waits: a release held back must not let the next button's press overtake it.
  const due: number[] = [];
  const pending: number[] = [];
  let last = -1; // when the last edge held back reaches its debouncer
  const out: SimButtons = {
    onEdge: () => undefined,
    level(id, pressed) {
      const now = options.clock.now();
      const wait = Math.max(0, (due[id] ?? 0) - now, pending.length > 0 ? last + 1 - now : 0);
      due[id] = now + wait + settle + 1;
      if (wait > 0) last = now + wait;
      if (wait === 0) debouncers[id].raw(pressed ? 1 : 0);
      else {
        const t = options.clock.after(wait, () => {
          pending.splice(pending.indexOf(t), 1);
          debouncers[id].raw(pressed ? 1 : 0);
        });
        pending.push(t);
      }
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
      pending.forEach((t) => options.clock.cancel(t));
      debouncers.forEach((d) => d.close());
    },
  };
  const debouncers: Debouncer[] = [];
  for (let id = 0; id < options.count; id++) {
    debouncers.push(startDebouncer(options.clock, settle, (edge) => out.onEdge(id, edge)));
  }
  return out;
}
