// carom's commands close the serial port once their last line is written: that line must reach
// the board (carom pair's load() on the remote, carom flash's last chunk), not be cut by the close.
import { closePort, openPort } from "../tools/link/open";
import { openPty, Pty } from "../tools/sim/pty";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "closing a port over pseudo-terminals");
const maybe = haveSocat ? test : test.skip;

maybe("a port closed right after a write delivers the whole write first", async () => {
  const board: Pty = await openPty();
  try {
    let got = 0;
    board.link.onData = (chunk) => (got += chunk.length);
    const { port } = await openPort(board.path);
    const text = "0123456789abcdef".repeat(4096) + "\n"; // 64 KB: more than the pseudo-terminal holds
    port.write(text);
    port.write(text); // (queued behind the first)
    await closePort(port);
    for (let i = 0; i < 200 && got < 2 * text.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(got).toBe(2 * text.length);
  } finally {
    await board.close();
  }
}, 30000);
