// The gesture maps (README: "Buttons"): what a button gesture does on the referee's remote, on
// a table unit, and in the menu. Each map is a function of its own: the Espruino interpreter
// reads through the whole of a function at each call.
import { Cmd, Ev, Phase, T } from "../rules/codes";
import { Gesture } from "./gestures";
import { Key, menuKey, openMenu } from "./menu";
import { Controls, Unit, UnitOptions } from "./unit";

// A button's word, given to line() parsed as parseLine parses it: a parse costs the Espruino
// interpreter about a millisecond.
export function buttonLine(u: Unit, word: string, code: number): number {
  return u.line(word, false, { code: code, a: 0, b: 0, c: 0, text: "", words: [word] });
}

// a menu key: the line the menu made, or the menu redrawn
function menuStep(u: Unit, k: number, refresh: () => void): void {
  const done = menuKey(u.menu, k);
  if (done !== "") u.line(done, false);
  else refresh();
}

// The menu closed: true when the gesture entered a line. The referee's remote: point, miss,
// undo; the fourth button opens the menu.
export function remoteKey(u: Unit, g: number, id: number): boolean {
  if (g === Gesture.Press && id < 3) {
    if (id === 0) buttonLine(u, "point", Ev.Point);
    else if (id === 1) buttonLine(u, "miss", Ev.Miss);
    else buttonLine(u, "undo", Cmd.Undo);
    return true;
  }
  if (id === 3) openMenu(u.menu, u.session.m.n[T.Phase]);
  return false;
}

// One button per player: the shooter's is a point, the other's a miss, both together an undo;
// out of play a press opens the menu.
export function tableKey(u: Unit, g: number, id: number): boolean {
  if (g === Gesture.Chord) {
    buttonLine(u, "undo", Cmd.Undo);
    return true;
  }
  if (g === Gesture.Press && u.session.m.n[T.Phase] === Phase.Play) {
    if (id === u.session.m.n[T.Shooter]) buttonLine(u, "point", Ev.Point);
    else buttonLine(u, "miss", Ev.Miss);
    return true;
  }
  openMenu(u.menu, u.session.m.n[T.Phase]);
  return false;
}

// A gesture while the menu is open: true when the menu took it. A prompt (rebreak?) takes only
// its OK; any other press dismisses it and counts as usual.
export function menuGesture(u: Unit, o: UnitOptions, g: number, id: number, refresh: () => void): boolean {
  const ok = o.controls === Controls.Remote ? g === Gesture.Press && id === 3 : g === Gesture.Press && id === 1;
  if (u.menu.prompt && !ok) {
    u.menu.open = false;
    return false;
  }
  if (o.controls === Controls.Remote) {
    if (g === Gesture.Press) menuStep(u, [Key.Next, Key.Prev, Key.Back, Key.Ok][id], refresh);
    else if (g === Gesture.Hold && id <= 1) menuStep(u, id === 0 ? Key.Next10 : Key.Prev10, refresh);
    else if (g === Gesture.Hold) u.menu.open = false;
  } else if (g === Gesture.Press) {
    menuStep(u, id === 0 ? Key.Next : Key.Ok, refresh);
  } else if (g === Gesture.Chord) {
    menuStep(u, Key.Prev, refresh);
  } else if (id === 0) {
    menuStep(u, Key.Back, refresh);
  } else {
    u.menu.open = false;
  }
  refresh();
  return true;
}
