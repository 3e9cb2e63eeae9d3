// The buttons role on NodeMCU: gpio.trig on both edges of each pin, debounced by the portable
// debouncer (hal/debounce.ts): NodeMCU does not debounce. Buttons connect their pin to GND
// (internal pull-up): low is pressed. Pins are gpio indexes 1-12 (D1 is 1): D0 has no interrupt.
//   const b = startButtons({ pins: [1, 2, 5, 6], clock }); b.onEdge = (id, edge, time) => ...
import { Buttons, Clock } from "../roles";
import { Debouncer, startDebouncer } from "../debounce";

export interface ButtonOptions {
  pins: number[]; // one per button id, in order
  clock: Clock;
  debounce?: number; // ms, default 25
}

export function startButtons(o: ButtonOptions): Buttons {
  const settle = o.debounce === undefined ? 25 : o.debounce;
  const debouncers: Debouncer[] = [];
  const b: Buttons = {
    onEdge: () => undefined,
    close() {
      for (let id = 0; id < o.pins.length; id++) {
        gpio.trig(o.pins[id], "none");
        debouncers[id].close();
      }
    },
  };
  const watch = (id: number) => {
    const d = startDebouncer(o.clock, settle, (edge) => b.onEdge(id, edge));
    debouncers.push(d);
    gpio.mode(o.pins[id], gpio.INT, gpio.PULLUP);
    // the pin as it is now, not the callback's level: NodeMCU reads that at the first edge and,
    // for edges that come while Lua is busy, calls again with the same level (gpio.c, platform.c)
    gpio.trig(o.pins[id], "both", () => d.raw(gpio.read(o.pins[id]) === 0 ? 1 : 0));
  };
  for (let id = 0; id < o.pins.length; id++) watch(id);
  return b;
}
