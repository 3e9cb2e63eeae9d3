// The host CLI `carom`.
import { Command } from "commander";
import { readScript, runReplay } from "./replay-cmd";

const program = new Command();
program
  .name("carom")
  .description("Three-cushion scoreboard: host tools")
  .showHelpAfterError();

program
  .command("replay")
  .description("replay a match script (spec/SCRIPT.md) and print the score sheet as JSON")
  .argument("<file>", "the match script, or - for standard input")
  .action((file: string) => {
    const text = readScript(file);
    if (text === null) return;
    process.exitCode = runReplay(text, process.stdout, process.stderr);
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  process.stderr.write(`carom: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
