// The buttons role on Espruino: setWatch on each pin, debounced by the interpreter. Buttons
// connect their pin to GND (internal pull-up): low is pressed.
//   const b = startButtons({ pins: ["B3", "B4", "B5", "B6"] }); b.onEdge = (id, edge) => ...
import { Buttons, Edge } from "../roles";

export interface ButtonOptions {
  pins: string[]; // one per button id, in order
  debounce?: number; // ms, default 25
}

export function startButtons(o: ButtonOptions): Buttons {
  const watches: number[] = [];
  const b: Buttons = {
    onEdge: () => undefined,
    close() {
      for (let i = 0; i < watches.length; i++) clearWatch(watches[i]);
    },
  };
  const watch = (id: number) => (e: { state: boolean }) => b.onEdge(id, e.state ? Edge.Up : Edge.Down);
  for (let id = 0; id < o.pins.length; id++) {
    pinMode(o.pins[id], "input_pullup");
    watches.push(setWatch(watch(id), o.pins[id], { repeat: true, edge: "both", debounce: o.debounce === undefined ? 25 : o.debounce }));
  }
  return b;
}
