// The buzzer's cues: hertz, milliseconds pairs (0 Hz is a rest). Short and distinct. Each is a
// string of numbers, the buzzer role's argument (not an array: docs/architecture.md,
// "Espruino: what the interpreter costs"); a buzzer takes it apart when it plays it.
import { Fx } from "../../rules/codes";

export const CUE_POINT = "2000 60";
export const CUE_INNING = "1400 80 0 40 1000 120";
export const CUE_FOUL = "400 400";
export const CUE_UNDO = "1200 60 800 60";
export const CUE_WARNING = "2500 80 0 80 2500 80";
export const CUE_EXPIRED = "2500 800";
export const CUE_END = "1000 120 1300 120 1600 120 2000 300";
export const CUE_SHOOTOUT = "2000 120 1000 120 2000 120 1000 120"; // a level match: the shoot-out begins
export const CUE_ERROR = "300 150 0 50 300 150";
export const CUE_KEY = "3000 15";

/** @resident */
export function cueFor(fx: number): string {
  if (fx === Fx.Point) return CUE_POINT;
  if (fx === Fx.Inning || fx === Fx.Equalizing) return CUE_INNING;
  if (fx === Fx.Foul) return CUE_FOUL;
  if (fx === Fx.End) return CUE_END;
  if (fx === Fx.Undo) return CUE_UNDO;
  if (fx === Fx.Shootout) return CUE_SHOOTOUT;
  return CUE_KEY;
}
