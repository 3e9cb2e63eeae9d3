// The link role on NodeMCU: UART 0, where the Lua console is. While the link runs, the port's
// input goes to the link rather than to the interpreter (uart.on's run_input 0) and the
// interpreter's own output is dropped (node.output); a button held at start (its pin low) keeps
// the console and starts no link, so that the board can always be flashed again.
//   const link = startLink({ baud: 115200, keepConsolePin: 3 });
import { Link } from "../roles";

export interface LinkOptions {
  baud: number;
  keepConsolePin?: number; // a gpio index (D3 is 3), held low at start: keep the console
}

// (what the unit says on the console then: carom flash reads it after its reload)
export const CONSOLE_KEPT = "carom: NodeMCU's console kept (a button held at start): no link";

// the interpreter's own output (an error's message, a print) read from its pipe and dropped
function dropOutput(this: void, pipe: NodePipe): boolean {
  let s = pipe.read(256);
  while (s !== undefined && s.length > 0) s = pipe.read(256);
  return false;
}

// The port's input and the interpreter's output back to the console.
export function giveConsoleBack(): void {
  uart.on("data");
  node.output(undefined, 1);
}

export function startLink(o: LinkOptions): Link | undefined {
  if (o.keepConsolePin !== undefined) {
    gpio.mode(o.keepConsolePin, gpio.INPUT, gpio.PULLUP);
    if (gpio.read(o.keepConsolePin) === 0) {
      uart.write(0, CONSOLE_KEPT + "\r\n");
      return undefined;
    }
  }
  uart.setup(0, o.baud, 8, 0, 1, 0);
  const link: Link = {
    onData: () => undefined,
    write(text: string) {
      uart.write(0, text);
    },
    close: giveConsoleBack,
  };
  node.output(dropOutput, 0);
  uart.on("data", "\n", (d: string) => link.onData(d), 0);
  return link;
}
