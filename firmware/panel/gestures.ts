// Debounced button edges -> gestures: a press (down and up before the hold time), a hold (still
// down at the hold time; its release is swallowed), a chord (a second button goes down while
// the first is down; reported once, when both are up). A button going down while no other is
// down is first offered as Down: when the listener takes it (returns true), that is the whole
// gesture (no hold timer; the release is swallowed). A hold kept on to LONG_MS is a long hold as
// well (Long, after its Hold): what ends a match from the menu asks for one (menu.ts).
import { Clock, Edge, Timer } from "../../hal/roles";

export const enum Gesture { Press = 0, Hold = 1, Chord = 2, Down = 3, Long = 5 } // (4: the wireless remote's status frame, remote-frame.ts)

// how long a long hold is, from the button going down
const LONG_MS = 2000;

/** @noSelf */
export interface Gestures {
  edge(id: number, edge: number): void;
  close(): void;
}

// The state of the buttons; the functions below are top-level functions of it, not closures
// (docs/architecture.md, "Espruino: what the interpreter costs").
/** @noSelf */
interface State {
  clock: Clock;
  holdMs: number;
  onGesture: (g: number, id: number) => boolean | void;
  down: boolean[];
  held: boolean[];
  timers: Timer[];
  downs: number; // buttons down (none: no other to look for)
  chordFirst: number; // the first button of a chord in progress
  chordDown: number; // its buttons still down
}

function anyDown(s: State, except: number): number {
  for (let i = 0; i < s.down.length; i++) if (i !== except && s.down[i]) return i;
  return -1;
}

/** @resident */
function cancelHold(s: State, id: number): void {
  if (s.timers[id] !== undefined && s.timers[id] >= 0) s.clock.cancel(s.timers[id]);
  s.timers[id] = -1;
}

function holdTime(s: State, id: number): void {
  s.timers[id] = -1;
  if (s.down[id] && s.chordDown === 0) {
    s.held[id] = true;
    s.onGesture(Gesture.Hold, id);
    if (s.down[id]) s.timers[id] = s.clock.after(LONG_MS > s.holdMs ? LONG_MS - s.holdMs : 0, () => longTime(s, id));
  }
}

function longTime(s: State, id: number): void {
  s.timers[id] = -1;
  if (s.down[id] && s.held[id]) s.onGesture(Gesture.Long, id);
}

// (A button's down and up edges are two functions, and what follows a down or an up that the
// quick path does not take (pressed, released) two more:
// docs/architecture.md, "Espruino: what the interpreter costs".)
/** @resident @apart */
function down(s: State, id: number): void {
  if (s.down[id]) return;
  s.down[id] = true;
  s.held[id] = s.downs === 0 && s.onGesture(Gesture.Down, id) === true;
  if (s.held[id]) s.downs = 1;
  else pressed(s, id);
}

/** @resident @apart */
function pressed(s: State, id: number): void {
  const other = s.downs > 0 ? anyDown(s, id) : -1;
  s.downs = s.downs + 1;
  if (other >= 0 && !s.held[other]) {
    cancelHold(s, other);
    s.chordFirst = s.chordDown === 0 ? other : s.chordFirst;
    s.chordDown = s.chordDown === 0 ? 2 : s.chordDown + 1;
    return;
  }
  s.timers[id] = s.clock.after(s.holdMs, () => holdTime(s, id));
}

// A held button (a hold, or a down the listener took) is never in a chord (pressed): its
// release is swallowed.
/** @resident @apart */
function up(s: State, id: number): void {
  if (!s.down[id]) return;
  s.down[id] = false;
  s.downs = s.downs - 1;
  if (s.held[id]) {
    s.held[id] = false;
    if (s.timers[id] !== undefined && s.timers[id] >= 0) cancelHold(s, id); // (a held one's long hold, not yet come; no call on a press's path)
  } else {
    released(s, id);
  }
}

/** @resident @apart */
function released(s: State, id: number): void {
  cancelHold(s, id);
  if (s.chordDown > 0) {
    s.chordDown = s.chordDown - 1;
    if (s.chordDown === 0) s.onGesture(Gesture.Chord, s.chordFirst);
  } else {
    s.onGesture(Gesture.Press, id);
  }
}

/** @press */
export function startGestures(clock: Clock, holdMs: number, onGesture: (g: number, id: number) => boolean | void): Gestures {
  const s: State = { clock: clock, holdMs: holdMs, onGesture: onGesture, down: [], held: [], timers: [], downs: 0, chordFirst: -1, chordDown: 0 };
  return {
    edge: (id: number, e: number) => (e === Edge.Down ? down(s, id) : up(s, id)),
    close() {
      for (let i = 0; i < s.timers.length; i++) cancelHold(s, i);
    },
  };
}
