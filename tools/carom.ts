// The host CLI `carom`.
import { Command } from "commander";
import * as fs from "fs";
import { readScript, runReplay } from "./replay-cmd";
import { startSim } from "./sim";
import { config } from "./commands/config";
import { ports } from "./commands/ports";
import { send } from "./commands/send";
import { sheet } from "./commands/sheet";
import { watch } from "./commands/watch";
import { newMatch } from "./commands/new";
import { setTime } from "./commands/time";
import { flash, flashableBoards } from "./commands/flash";
import { espruinoRun } from "./espruino-run";
import { unknownCommand } from "./unknown-command";

const program = new Command();
program
  .name("carom")
  .description("Three-cushion scoreboard: host tools")
  .showHelpAfterError();

program
  .command("replay")
  .description("replay a match script (docs/script.md) and print the score sheet as JSON")
  .argument("<file>", "the match script, or - for standard input")
  .action((file: string) => {
    const text = readScript(file);
    if (text === null) return;
    process.exitCode = runReplay(text, process.stdout, process.stderr);
  });

program
  .command("sim")
  .description("run the display unit's firmware on the simulator: the wall display in a browser (PORT, default 8080), and with --pty its serial link on a pseudo-terminal")
  .option("--store <file>", "the simulator's store (the match survives a restart; a fresh one when the file does not exist)", ".carom/sim-store.json")
  .option("--table", "one button per player (a club table) instead of the referee's four-button remote")
  .option("--pty", "put the serial link on a pseudo-terminal (needs socat) and print its path first: pty: PATH")
  .option("--web", "with --pty, serve the web page too")
  .action(async (opts: { store: string; table?: boolean; pty?: boolean; web?: boolean }) => {
    const web = opts.pty !== true || opts.web === true;
    const port = web ? Number(process.env.PORT ?? 8080) : -1;
    if (web && (!Number.isInteger(port) || port < 0 || port > 65535)) {
      process.stderr.write(`carom: PORT=${process.env.PORT} is not a port number (0-65535)\n`);
      process.exitCode = 2;
      return;
    }
    try {
      const sim = await startSim({ port, host: "127.0.0.1", store: opts.store, controls: opts.table === true ? 1 : 0, pty: opts.pty === true });
      if (sim.pty !== "") console.log(`pty: ${sim.pty}`);
      if (sim.url !== "") console.log(`carom simulator: ${sim.url}`);
      console.log(`store: ${opts.store}; Ctrl-C to stop`);
      const stop = () => void sim.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      const why = code === "EADDRINUSE" ? `port ${port} is busy: set PORT to another one, e.g. PORT=8081 npm start` : (err as Error).message;
      process.stderr.write(`carom: ${why}\n`);
      process.exitCode = 1;
    }
  });

program.command("ports").description("list the serial ports, marking those where a scoreboard answers").action(ports);

program
  .command("sheet")
  .description("the score sheet from a scoreboard: the current match, or a kept finished one")
  .option("--port <path>", "the serial port (for carom sim --pty: the pty: path it printed)")
  .option("--format <format>", "json, csv, pdf or html", "json")
  .option("--lang <lang>", "es or en, for csv, html and pdf", "en")
  .option("--last <n>", "a kept finished match: 1 = the last one")
  .option("--tz <zone>", "the time zone the date is shown in, an IANA name such as Europe/Madrid (default: this computer's)")
  .option("-o, --output <file>", "write to a file instead of standard output")
  .action(sheet);

program
  .command("send")
  .description("send a match script's lines to a scoreboard as events; stops at the first one refused")
  .argument("<file>", "the match script, or - for standard input")
  .option("--port <path>", "the serial port")
  .action(send);

program
  .command("time")
  .description("set the scoreboard's clock from this computer's, so that its sheets are dated")
  .option("--port <path>", "the serial port")
  .action(setTime);

program
  .command("new")
  .description("once a match is over: keep its sheet and start the next match with the same configuration")
  .option("--port <path>", "the serial port")
  .action(newMatch);

program
  .command("watch")
  .description("a live scoreboard in the terminal")
  .option("--port <path>", "the serial port")
  .action(watch);

program
  .command("config")
  .description("names and match configuration, before the lag")
  .option("--port <path>", "the serial port")
  .option("--distance <n...>", "points to win: one number, or one per player")
  .option("--innings <n>", "innings limit, 0 = none")
  .option("--equalize <on|off>", "the equalizing inning")
  .option("--shotclock <s>", "seconds per shot, 0 = off")
  .option("--extensions <n>", "shot-clock extensions per player")
  .option("--player-a <name>", "player A's name")
  .option("--player-b <name>", "player B's name")
  .option("--event <text>", "the sheet's header: the event (tournament)")
  .option("--round <text>", "the sheet's header: the round, e.g. \"Semifinal\"")
  .option("--table <text>", "the sheet's header: the table the match is played on")
  .option("--referee <name>", "the sheet's header: the referee's name (also on the referee's signature line)")
  .option("--scorer <name>", "the sheet's header: the scorer's name (also on the scorer's signature line)")
  .action(config);

program
  .command("flash")
  .description("build a board's firmware and save it to the board's flash (Storage .bootcde) with the espruino CLI: it runs at every reset")
  .option("--board <name>", "the board to build for: one of the boards listed below")
  .option("--port <path>", "the board's serial port (carom ports lists them)")
  .option("--dry-run", "no board: write what would be sent, and print its path and size")
  .option("-o, --output <file.js>", "where what is sent is written (default dist/espruino/NAME.upload.js)")
  .addHelpText("after", () => `\nBoards (hardware/boards/NAME.json; hardware/README.md has their wiring):\n${flashableBoards().map((b) => `  ${b}`).join("\n")}\n`)
  .action(flash);

program
  .command("espruino-run")
  .description("replay a match script on the Espruino interpreter for Linux (ESPRUINO_BIN), through the firmware's link")
  .argument("<file>", "the match script, or - for standard input")
  .action(async (file: string) => {
    const bin = process.env.ESPRUINO_BIN;
    if (bin === undefined || !fs.existsSync(bin)) {
      process.stderr.write("carom: set ESPRUINO_BIN to an Espruino interpreter for Linux (built outside this repository)\n");
      process.exitCode = 2;
      return;
    }
    const text = readScript(file);
    if (text === null) return;
    const r = await espruinoRun(bin, text);
    process.stdout.write(Buffer.from(r.stdout, "latin1"));
    process.stderr.write(Buffer.from(r.stderr, "latin1"));
    process.exitCode = r.status;
  });

const unknown = unknownCommand(program, process.argv.slice(2));
if (unknown !== null) {
  process.stderr.write(unknown);
  process.exitCode = 2;
} else {
  program.parseAsync(process.argv).catch((err: unknown) => {
    process.stderr.write(`carom: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
