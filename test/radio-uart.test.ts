// The UART's lines inside the box (hal/espruino/radio-uart.ts), on a fake port: each line is
// handed over without its newline, however it comes in pieces; noise longer than a line is
// dropped and the next line still taken; what is written goes out as it is.
import { startRadioUart } from "../hal/espruino/radio-uart";

function fakePort() {
  const port = { handler: (_d: string) => undefined as void, written: [] as string[], setup: () => undefined, write: (t: string) => port.written.push(t),
    on: (_e: string, f: (d: string) => void) => (port.handler = f), removeAllListeners: () => undefined };
  (global as unknown as { Serial2: unknown }).Serial2 = port;
  return port;
}

const line = ":06010100019601a066";

test("a whole line, a line in pieces, two lines at once: each one line; noise is dropped; writes go out", () => {
  const port = fakePort();
  const r = startRadioUart({ port: "Serial2", baud: 115200 });
  const got: string[] = [];
  r.onLine = (l) => got.push(l);
  port.handler(line + "\n");
  expect(got).toEqual([line]);
  port.handler(line.substring(0, 7));
  port.handler(line.substring(7) + "\n");
  port.handler(line + "\n" + line + "\n");
  expect(got).toEqual([line, line, line, line]);
  port.handler("\x00".repeat(200)); // noise: dropped, and the next line still taken
  port.handler(line + "\n");
  expect(got).toEqual([line, line, line, line, line]);
  r.write(":0207000914\n");
  expect(port.written).toEqual([":0207000914\n"]);
});
