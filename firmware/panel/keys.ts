// The gesture maps (docs/using.md: "Buttons"): what a button gesture means on the referee's remote, on
// a table unit, and in the menu. They return what should happen; the unit does it. Each map is
// a function of its own (docs/architecture.md, "Espruino: what the interpreter costs").
import { Cmd, Ev, Phase } from "../../rules/codes";
import { Gesture } from "./gestures";
import { Key } from "./menu";

// What a gesture outside the menu asks for: a match command's code (> 0), or one of these.
export const enum Ask { Nothing = 0, Menu = -1 }

// The referee's remote: point, miss, undo (as the button goes down); the fourth button opens the menu.
/** @resident */
export function remoteKey(g: number, id: number): number {
  if ((g === Gesture.Down || g === Gesture.Press) && id < 3) return id === 0 ? Ev.Point : id === 1 ? Ev.Miss : Cmd.Undo;
  return id === 3 && g !== Gesture.Down ? Ask.Menu : Ask.Nothing;
}

// One button per player: the shooter's is a point, the other's a miss, both together an undo;
// out of play a press opens the menu.
/** @resident */
export function tableKey(g: number, id: number, phase: number, shooter: number): number {
  if (g === Gesture.Chord) return Cmd.Undo;
  if (g === Gesture.Press && phase === Phase.Play) return id === shooter ? Ev.Point : Ev.Miss;
  return Ask.Menu;
}

// What a gesture means while the menu is open: a menu key (>= 0), or one of these.
export const enum MenuAsk { Pass = -1, Close = -2, Ignore = -3 }

// A prompt (rebreak?) takes only its OK; any other press dismisses it and counts as usual (Pass).
// long: the menu is on an item that the OK button must be held on for two seconds (menu.ts
// menuLong): its hold is held on to the long hold, not the leaving of the menu.
export function menuGesture(remote: boolean, prompt: boolean, long: boolean, g: number, id: number): number {
  const okButton = remote ? id === 3 : id === 1;
  const ok = g === Gesture.Press && okButton;
  if (prompt && !ok) return MenuAsk.Pass;
  if (g === Gesture.Long || (long && okButton && g === Gesture.Hold)) return long && okButton && g === Gesture.Long ? Key.Long : MenuAsk.Ignore;
  if (remote) {
    if (g === Gesture.Press) return id === 0 ? Key.Next : id === 1 ? Key.Prev : id === 2 ? Key.Back : Key.Ok;
    if (g === Gesture.Hold && id <= 1) return id === 0 ? Key.Next10 : Key.Prev10;
    return g === Gesture.Hold ? MenuAsk.Close : MenuAsk.Ignore;
  }
  if (g === Gesture.Press) return id === 0 ? Key.Next : Key.Ok;
  if (g === Gesture.Chord) return Key.Prev;
  return id === 0 ? Key.Back : MenuAsk.Close;
}
