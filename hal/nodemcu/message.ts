// The wall unit's message line on NodeMCU: the LED digits cannot show text, so the layout's
// message field goes to one 8-digit MAX7219 module beside them; a longer message scrolls one
// character a step (on the clock's timer), standing still for 4 steps at each end.
//   const d = withMessage({ main: strip, line: startMax7219({ ..., ids: ["msg"], map: [["msg", 0]] }), field, clock });
import { Clock, Display, Timer } from "../roles";

export interface MessageOptions {
  main: Display; // gets every frame
  line: Display; // a display of one field (ids ["msg"])
  field: number; // the message's index in a frame, -1 for none
  clock: Clock;
}

const WIDTH = 8;
const STEP_MS = 400;

export function withMessage(o: MessageOptions): Display {
  const one = [""];
  let text = "";
  let tick = 0;
  let timer: Timer = -1;
  const stop = () => {
    if (timer >= 0) o.clock.cancel(timer);
    timer = -1;
  };
  const scroll = () => {
    const end = text.length - WIDTH;
    tick = tick >= end + 6 ? 0 : tick + 1;
    const at = tick < 3 ? 0 : tick - 3 > end ? end : tick - 3;
    one[0] = text.substring(at, at + WIDTH);
    o.line.show(one);
  };
  return {
    show(frame: string[]) {
      o.main.show(frame);
      const t = o.field < 0 ? "" : frame[o.field];
      if (t === text) return;
      stop();
      text = t;
      tick = 0;
      one[0] = t.substring(0, WIDTH);
      o.line.show(one);
      if (t.length > WIDTH) timer = o.clock.every(STEP_MS, scroll);
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
