// The buzzer role on NodeMCU: a piezo on a pin driven by pwm2 (the pwm module stops at 1 kHz;
// the cues are 2-3 kHz), one square wave per tone, a rest as the pin released.
//   startBuzzer({ pin: 5, clock }).play("2000 60 0 40 1000 120");
import { Buzzer, Clock, Timer } from "../roles";

// a cue's word as a number: the cues are whole numbers, digits only (firmware/panel/cues.ts); not
// parseInt, whose NaN an integer firmware cannot make
function whole(w: string): number {
  let v = 0;
  for (let i = 0; i < w.length; i++) v = v * 10 + w.charCodeAt(i) - 48;
  return v;
}

export function startBuzzer(o: { pin: number; clock: Clock }): Buzzer {
  let timer: Timer = -1;
  let tones: string[] = [];
  let on = false;
  const quiet = () => {
    if (on) pwm2.stop();
    on = false;
  };
  const next = (i: number) => {
    timer = -1;
    quiet();
    if (i + 1 >= tones.length) return;
    const hz = whole(tones[i]);
    if (hz > 0) {
      // a square wave at hz: NodeMCU's driver makes a period of pulsePeriod + 1 steps (3 + 1 here,
      // 2 high), each 1 / (4 hz / 3 * 3) s long (driver/pwm2.c; (hz, 2, 1) played 2 hz / 3 at 1/3 duty)
      pwm2.setup_pin_hz(o.pin, 4 * hz, 3, 2, 3);
      pwm2.start();
      on = true;
    }
    timer = o.clock.after(whole(tones[i + 1]), () => next(i + 2));
  };
  return {
    play(cue: string) {
      if (timer >= 0) o.clock.cancel(timer);
      tones = cue.split(" ");
      next(0);
    },
    close() {
      if (timer >= 0) o.clock.cancel(timer);
      quiet();
    },
  };
}
