// A wall unit's message line, for every backend: the LED digits cannot show text, so the
// layout's message field (16 characters: the status, the menu) goes to one 8-digit MAX7219
// module beside them; a longer message scrolls, one character a step on the clock's timer,
// pausing at both ends. Everything else goes to both.
//   const d = withMessage({ main: strip, line: startMax7219({ ..., ids: ["msg"], map: [["msg", 0]] }), field: ids.indexOf("msg"), clock });
import { Clock, Display, Timer } from "./roles";
import { digitsOf } from "./segments";

export interface MessageOptions {
  main: Display; // gets every frame (and leaves the message field out)
  line: Display; // a display of one field (ids ["msg"]): the message
  field: number; // the message's index in a frame, -1 for none
  clock: Clock; // the scrolling's timer
  digits?: number; // the line's width, default 8
  stepMs?: number; // the scrolling step, default 400 ms
}

export function withMessage(o: MessageOptions): Display {
  const width = o.digits === undefined ? 8 : o.digits;
  const one = [""]; // the line's frame, reused
  let text = "";
  let tick = 0;
  let timer: Timer = -1;
  const stop = () => {
    if (timer >= 0) o.clock.cancel(timer);
    timer = -1;
  };
  // the characters from at that fit the line (M and W take two digits)
  const fit = (at: number) => {
    let to = at + width;
    while (to > at && digitsOf(text.substring(at, to)) > width) to--;
    return text.substring(at, to);
  };
  const step = () => {
    let end = 0; // the first character from which the rest fits
    while (digitsOf(text.substring(end)) > width) end++;
    tick = tick >= end + 6 ? 0 : tick + 1; // each end stands for 4 steps
    const at = tick < 3 ? 0 : tick - 3 > end ? end : tick - 3;
    one[0] = fit(at);
    o.line.show(one);
  };
  return {
    show(frame: string[]) {
      o.main.show(frame);
      const t = o.field < 0 ? "" : frame[o.field];
      if (t === text) return; // still showing (or scrolling) it
      stop();
      text = t;
      tick = 0;
      one[0] = fit(0);
      o.line.show(one);
      if (digitsOf(t) > width) timer = o.clock.every(o.stepMs === undefined ? 400 : o.stepMs, step);
    },
    brightness(level: number) {
      o.main.brightness(level);
      o.line.brightness(level);
    },
    blank() {
      stop();
      text = "";
      o.main.blank();
      o.line.blank();
    },
    close() {
      stop();
      o.main.close();
      o.line.close();
    },
  };
}
