// The host CLI `carom`.
import { Command } from "commander";
import { readScript, runReplay } from "./replay-cmd";
import { startSim } from "./sim-web";

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

program
  .command("sim")
  .description("run the display unit's firmware on the simulator and show the wall display in a browser")
  .option("--store <file>", "the simulator's store (the match survives a restart)", ".carom/sim-store.json")
  .option("--table", "one button per player (a club table) instead of the referee's four-button remote")
  .action(async (opts: { store: string; table?: boolean }) => {
    const port = Number(process.env.PORT ?? 8080);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      process.stderr.write(`carom: PORT=${process.env.PORT} is not a port number (0-65535)\n`);
      process.exitCode = 2;
      return;
    }
    try {
      const sim = await startSim({ port, host: "127.0.0.1", store: opts.store, controls: opts.table === true ? 1 : 0 });
      console.log(`carom simulator: ${sim.url}  (store: ${opts.store}; Ctrl-C to stop)`);
      const stop = () => void sim.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      const why = code === "EADDRINUSE" ? `port ${port} is busy: set PORT to another one, e.g. PORT=8081 npm start` : String(err);
      process.stderr.write(`carom: ${why}\n`);
      process.exitCode = 1;
    }
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  process.stderr.write(`carom: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
