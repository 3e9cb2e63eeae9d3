// `carom nosuch ...`: an unknown command is an error whatever flags follow it (commander would
// print the main help for `carom nosuch --help` and exit 0).
import { Command } from "commander";

// null when argv (after `carom`) starts with a known command or an option, else the message.
export function unknownCommand(program: Command, argv: string[]): string | null {
  const first = argv[0];
  if (first === undefined || first.startsWith("-")) return null;
  const commands = program.commands.filter((c) => c.name() !== "help");
  const names = commands.flatMap((c) => [c.name(), ...c.aliases()]);
  if (names.includes(first) || first === "help") return null;
  const width = Math.max(...commands.map((c) => c.name().length));
  const list = commands.map((c) => `  ${c.name().padEnd(width)}  ${c.description()}`).join("\n");
  return `carom: unknown command ${first}. The commands are:\n${list}\n(carom COMMAND --help says more about each)\n`;
}
