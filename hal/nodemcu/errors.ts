// What the unit does with a Lua error in one of its callbacks on NodeMCU. NodeMCU's own handler
// prints the message and restarts 2 s later, but the print goes where the link moved the console
// (dropped), so the cause would be lost: the message is kept in a file of SPIFFS instead and the
// board restarts at once (the journal brings the match back, as after a power cut). The next start
// writes it on the console (the UART, before the link takes it) and removes the file.
export const ERROR_FILE = "carom.err";
const MOST = 200; // characters of a message kept

export function keepErrors(): void {
  const last = file.open(ERROR_FILE, "r");
  if (last !== undefined) {
    uart.write(0, "carom: the run before this start stopped on an error: " + (last.read(MOST) ?? "") + "\r\n");
    last.close();
    file.remove(ERROR_FILE);
  }
  node.setonerror((e) => {
    const f = file.open(ERROR_FILE, "w");
    if (f !== undefined) {
      f.write(e.substring(0, MOST));
      f.close();
    }
    node.restart();
  });
}
