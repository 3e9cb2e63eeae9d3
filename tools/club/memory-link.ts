// The simulator's link held in memory: the unit's end (hal/roles Link) and a host's end (a
// stream for LinkClient), so that `carom sim --mqtt` follows the same live stream as a bridge.
import { Duplex } from "stream";
import { Link } from "../../hal/roles";

export function memoryLink(): { device: Link; host: Duplex } {
  const device: Link = { write: (text) => void host.push(Buffer.from(text, "latin1")), onData: () => undefined, close: () => undefined };
  const host = new Duplex({
    read() {},
    write(chunk: Buffer, _enc, done) {
      const text = chunk.toString("latin1");
      setImmediate(() => device.onData(text)); // as a port would: after the write returns
      done();
    },
  });
  return { device, host };
}
