// What the unit does with a Lua error in one of its callbacks on NodeMCU. NodeMCU's own handler
// prints the message and restarts 2 s later, but the print goes where the link moved the console
// (dropped), so the cause would be lost: the message is kept in a file of SPIFFS instead and the
// board restarts at once (the journal brings the match back, as after a power cut). The next start
// writes it on the console (the UART, before the link takes it) and removes the file. An error
// within a minute of a start that followed one does not restart the board again (it would go round
// for ever): the console comes back, with the message, so that the board can be looked at.
//   keepErrors(); // at start, before the link
import { giveConsoleBack } from "./link";

const ERROR_FILE = "carom.err";
const MOST = 200; // characters of a message kept
const AGAIN_S = 60;
const SAID = "carom: the run before this start stopped on an error: ";

// (a function of its own: the handler calls it through pcall, which makes no closure, so that a
// failure here, even out of memory, does not keep the restart from happening)
function keep(this: void, e: string): void {
  const f = file.open(ERROR_FILE, "w");
  if (f !== undefined) {
    f.write(e.substring(0, MOST));
    f.close();
  }
}

export function keepErrors(): void {
  const last = file.open(ERROR_FILE, "r");
  const again = last !== undefined;
  if (last !== undefined) {
    uart.write(0, SAID + (last.read(MOST) ?? "") + "\r\n");
    last.close();
    file.remove(ERROR_FILE);
  }
  let stopped = false;
  node.setonerror((e) => {
    if (stopped) return;
    pcall(keep, e);
    if (!again || tmr.time() >= AGAIN_S) {
      node.restart();
      return;
    }
    stopped = true;
    giveConsoleBack();
    uart.write(0, "carom: stopped, not restarted (an error again within a minute of the start): " + e.substring(0, MOST) + "\r\n");
  });
}
