// A command: what every input becomes where it arrives (a button, a menu choice, a frame of the
// link, a script line on the host), and what the rules core steps on.
export interface Command {
  code: number; // CMD_*, EV_*, or a negative error
  a: number;
  b: number;
  c: number;
  text: string; // a name or note; on an error, the offending word
  words: string[]; // a shot's contacts start at words[1]
}

// A command made where an input arrives without a line (a button, a setting, a time-out).
export function command(code: number, a: number): Command {
  return { code: code, a: a, b: a, c: 0, text: "", words: [] };
}
