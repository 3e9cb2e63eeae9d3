// The buzzer role on Espruino: a piezo on a PWM pin, one square wave per tone.
//   startBuzzer({ pin: "B8" }).play("2000 60 0 40 1000 120");
import { Buzzer } from "../roles";

export function startBuzzer(o: { pin: string }): Buzzer {
  let timer = -1;
  let tones: string[] = [];
  const next = (i: number) => {
    timer = -1;
    if (i >= tones.length) {
      digitalWrite(o.pin, 0);
      return;
    }
    if (Number(tones[i]) > 0) analogWrite(o.pin, 0.5, { freq: Number(tones[i]) });
    else digitalWrite(o.pin, 0);
    timer = setTimeout(() => next(i + 2), Number(tones[i + 1]));
  };
  return {
    play(cue: string) {
      if (timer >= 0) clearTimeout(timer);
      tones = cue.split(" ");
      next(0);
    },
    close() {
      if (timer >= 0) clearTimeout(timer);
      digitalWrite(o.pin, 0);
    },
  };
}
