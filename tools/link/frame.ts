// The host's end of the link protocol (docs/protocol.md): sealing requests and reading replies.
import { hex4, sealed } from "../../firmware/link";
import { checksum } from "../../firmware/records";

export { sealed };

export interface DeviceLine {
  id: string; // the request id, "-" for a request without one, "*" for the live stream
  kind: string; // ok, err, ev, view
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
