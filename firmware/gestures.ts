// Debounced button edges -> gestures: a press (down and up before the hold time), a hold (still
// down at the hold time; its release is swallowed), a chord (a second button goes down while
// the first is down; reported once, when both are up).
import { Clock, Edge, Timer } from "../hal/roles";

export const enum Gesture { Press = 0, Hold = 1, Chord = 2 }

export interface Gestures {
  edge(id: number, edge: number): void;
  close(): void;
}

export function startGestures(clock: Clock, holdMs: number, onGesture: (g: number, id: number) => void): Gestures {
  const down: boolean[] = [];
  const held: boolean[] = [];
  const timers: Timer[] = [];
  let chordFirst = -1; // the first button of a chord in progress
  let chordDown = 0; // its buttons still down
  const anyDown = (except: number) => {
    for (let i = 0; i < down.length; i++) if (i !== except && down[i]) return i;
    return -1;
  };
  const cancelHold = (id: number) => {
    if (timers[id] !== undefined && timers[id] >= 0) clock.cancel(timers[id]);
    timers[id] = -1;
  };
  const holdFor = (id: number) => () => {
    timers[id] = -1;
    if (down[id] && chordDown === 0) {
      held[id] = true;
      onGesture(Gesture.Hold, id);
    }
  };
  return {
    edge(id: number, edge: number) {
      if (edge === Edge.Down) {
        if (down[id]) return;
        down[id] = true;
        held[id] = false;
        const other = anyDown(id);
        if (other >= 0 && !held[other]) {
          cancelHold(other);
          chordFirst = chordDown === 0 ? other : chordFirst;
          chordDown = chordDown === 0 ? 2 : chordDown + 1;
          return;
        }
        timers[id] = clock.after(holdMs, holdFor(id));
        return;
      }
      if (!down[id]) return;
      down[id] = false;
      cancelHold(id);
      if (chordDown > 0) {
        chordDown = chordDown - 1;
        if (chordDown === 0) onGesture(Gesture.Chord, chordFirst);
      } else if (!held[id]) {
        onGesture(Gesture.Press, id);
      }
      held[id] = false;
    },
    close() {
      for (let i = 0; i < timers.length; i++) cancelHold(i);
    },
  };
}
