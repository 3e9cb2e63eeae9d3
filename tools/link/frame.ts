// The host's end of the link protocol (docs/protocol.md): frames out, the unit's lines in.
import { hex4, sealed } from "../../firmware/link";
import { hexOf } from "../../firmware/journal/link-frame";
import { checksum, record } from "../../firmware/journal/records";
import type { Answer, Ask, Reply, Steps } from "./words";

export { sealed };

export interface DeviceLine {
  id: string; // the request id (with "@" and the session), "-" for a line the unit could not tie to one, "*" for the live stream
  kind: string; // the reply's code (ok on the greeting)
  body: string;
}

// A line from the device, or null when its checksum is missing or wrong (the line is ignored).
export function readDeviceLine(raw: string): DeviceLine | null {
  const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  const m = /^(.*) \*([0-9a-f]{4})$/s.exec(line);
  if (m === null || hex4(checksum(m[1])) !== m[2]) return null;
  const text = m[1];
  const a = text.indexOf(" ");
  const b = a < 0 ? -1 : text.indexOf(" ", a + 1);
  if (a < 0) return null;
  return { id: text.slice(0, a), kind: b < 0 ? text.slice(a + 1) : text.slice(a + 1, b), body: b < 0 ? "" : text.slice(b + 1) };
}

// A request's line: a frame (":" and the hex of its record: the id, the op, its bytes), or the
// greeting's text with its checksum (op -1).
export function askLine(id: number, ask: Ask): string {
  return ask.op < 0 ? sealed(`${id} ${ask.args}`) : ":" + hexOf(record(String.fromCharCode(id, ask.op) + ask.args));
}

// A reply line as the words' steps read it: the greeting's "ok" as 0, anything else not a number as -1.
export function answerOf(line: DeviceLine): Answer {
  const code = line.kind === "ok" ? 0 : /^-?\d+$/.test(line.kind) ? Number(line.kind) : -1;
  return { code, rest: line.body === "" ? [] : line.body.split(" ") };
}

// Runs a request's steps with a synchronous exchange (the simulator's link in tests).
export function runSteps(steps: Steps, exchange: (ask: Ask) => Answer): Reply {
  let r = steps.next();
  while (r.done !== true) r = steps.next(exchange(r.value));
  return r.value;
}
