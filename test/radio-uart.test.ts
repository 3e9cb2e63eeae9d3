// The receiver module's lines on the unit's UART (hal/espruino/radio-uart.ts), on a fake port:
// each "F" + base64 line is one frame, however the line comes in pieces; noise is no frame.
import { startRadioUart } from "../hal/espruino/radio-uart";

function fakePort() {
  const port = { handler: (_d: string) => undefined as void, setup: () => undefined, on: (_e: string, f: (d: string) => void) => (port.handler = f), removeAllListeners: () => undefined };
  (global as unknown as { Serial2: unknown }).Serial2 = port;
  return port;
}

const frame = "\x01\x01\x00\x00\x05\x00\x01\x96abcdefgh";
const line = "F" + Buffer.from(frame, "latin1").toString("base64") + "\n";

test("a whole line, a line in pieces, two lines at once: each one frame; noise and other lines: none", () => {
  const port = fakePort();
  const r = startRadioUart({ port: "Serial2", baud: 115200 });
  const got: string[] = [];
  r.onFrame = (b) => got.push(b);
  port.handler(line);
  expect(got).toEqual([frame]);
  port.handler(line.substring(0, 7));
  port.handler(line.substring(7));
  port.handler(line + line);
  expect(got).toEqual([frame, frame, frame, frame]);
  port.handler("X" + line.substring(1)); // not a frame's line
  port.handler("F" + line.substring(2)); // too short
  port.handler("\x00".repeat(100)); // noise: dropped, and the next line still taken
  expect(got.length).toBe(4);
  port.handler("\n" + line);
  expect(got).toEqual([frame, frame, frame, frame, frame]);
});
