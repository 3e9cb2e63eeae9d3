// A passing message on the message line, for ms milliseconds (the unit's ticker drops it 400 ms
// past its end: unit-device.ts keepTimes).
import type { UnitContext } from "./state";

export function showMessage(u: UnitContext, text: string, ms: number): void {
  u.st.message = text;
  u.st.messageUntil = u.o.clock.now() + ms;
}
