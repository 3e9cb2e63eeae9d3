// The host CLI `carom`.
import { Command } from "commander";
import { readScript, runReplay } from "./replay-cmd";
import type { ConfigOptions } from "./config";
import type { SheetOptions } from "./sheet";
import type { FlashOptions } from "./flash";
import type { KeyOptions } from "./key";
import type { PairOptions } from "./pair";
import type { SimOptions } from "./sim";
import { DEFAULT_KEYS } from "../link/seal-check";
import type * as Tournament from "./tournament";
import { unknownCommand } from "./unknown-command";
import { formatNames } from "../export/formats";
import { tournamentFormatNames } from "../tournament/formats";

// Each command's module is loaded when it runs, so that `carom sim` starts without the
// exports, the espruino CLI and the link client.
const config = async (o: ConfigOptions) => (await import("./config")).config(o);
const ports = async () => (await import("./ports")).ports();
const send = async (f: string, o: { port?: string }) => (await import("./send")).send(f, o);
const consoleCmd = async (o: { port?: string }) => (await import("./console")).consoleCmd(o);
const sheet = async (o: SheetOptions) => (await import("./sheet")).sheet(o);
const watch = async (o: { port?: string }) => (await import("./watch")).watch(o);
const newMatch = async (o: { port?: string }) => (await import("./new")).newMatch(o);
const setTime = async (o: { port?: string }) => (await import("./time")).setTime(o);
const flash = async (o: FlashOptions) => (await import("./flash")).flash(o);
const key = async (o: KeyOptions) => (await import("./key")).key(o);
const pair = async (o: PairOptions) => (await import("./pair")).pair(o);
const remotes = async (o: { port?: string; revoke?: string }) => (await import("./pair")).remotes(o);
const verify = async (files: string[], o: { keys: string }) => (await import("./verify")).verify(files, o);
const simCmd = async (o: SimOptions) => (await import("./sim")).simCmd(o);
const espruinoRunCmd = async (file: string) => (await import("./sim")).espruinoRunCmd(file);
const tournamentShow = async (...a: Parameters<typeof Tournament.tournamentShow>) => (await import("./tournament")).tournamentShow(...a);
const tournamentNext = async (...a: Parameters<typeof Tournament.tournamentNext>) => (await import("./tournament")).tournamentNext(...a);
const tournamentFetch = async (...a: Parameters<typeof Tournament.tournamentFetch>) => (await import("./tournament")).tournamentFetch(...a);


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
  .option("--board <name>", "the board whose layout and message line the page shows (hardware/boards/NAME.json); default pico-wall, the wall unit, or with --table d1mini-table")
  .option("--table [n]", "a club table's unit: one button per player instead of the referee's four-button remote, on the table board d1mini-table (its own display) unless --board names another; with --mqtt, the table's number N")
  .option("--mqtt <url>", "publish the table to the club network's broker, mqtt://USER:PASSWORD@HOST:1883 (docs/club.md); needs --table N")
  .option("--password-file <file>", "with --mqtt: the broker password, read from this file")
  .option("--ca <file>", "with an mqtts:// broker: the club's CA certificate")
  .option("--pty", "put the serial link on a pseudo-terminal (needs socat) and print its path first: pty: PATH")
  .option("--web", "with --pty, serve the web page too")
  .option("--play <file>", "with --mqtt: enter this match script's events one every 2 seconds (a demo of the club network)")
  .action(simCmd);

program
  .command("bridge")
  .description("publish a scoreboard on a serial port to the club network (docs/club.md); survives resets, a pulled cable and the broker's restarts")
  .requiredOption("--port <path>", "the board's serial port (carom ports lists them)")
  .requiredOption("--mqtt <url>", "the club's broker, mqtt://USER:PASSWORD@HOST:1883 or mqtts://...")
  .requiredOption("--table <n>", "the table's number (1-999): it publishes under carom/table/N/")
  .option("--password-file <file>", "the broker password, read from this file")
  .option("--ca <file>", "with an mqtts:// broker: the club's CA certificate")
  .action(async (o: { port: string; mqtt: string; table: string; passwordFile?: string; ca?: string }) => (await import("./club")).bridge(o));

program
  .command("club")
  .description("every table of the club network on one page (PORT, default 8088), an overlay per table for the stream, and the finished sheets in a folder")
  .requiredOption("--mqtt <url>", "the club's broker, mqtt://USER:PASSWORD@HOST:1883 or mqtts://... (a user that may read carom/table/#)")
  .option("--sheets <folder>", "where the finished sheets are kept (carom tournament reads it)", "club-sheets")
  .option("--host <address>", "serve to the club's network on this address of this computer (default: this computer only, 127.0.0.1)")
  .option("--password-file <file>", "the broker password, read from this file")
  .option("--ca <file>", "with an mqtts:// broker: the club's CA certificate")
  .action(async (o: { mqtt: string; sheets: string; host?: string; passwordFile?: string; ca?: string }) => (await import("./club")).club(o));

program.command("ports").description("list the serial ports, marking those where a scoreboard answers").action(ports);

program
  .command("sheet")
  .description("the score sheet from a scoreboard: the current match, or a kept finished one; or from a match script, without a scoreboard")
  .option("--port <path>", "the serial port (for carom sim --pty: the pty: path it printed)")
  .option("--script <file>", "a match script (docs/script.md, - for standard input): its sheet, replayed on this computer")
  .option("--format <format>", formatNames(), "json")
  .option("--lang <lang>", "es or en, for every format but json", "en")
  .option("--last <n>", "a kept finished match: 1 = the last one")
  .option("--tz <zone>", "the time zone the date is shown in, an IANA name such as Europe/Madrid (default: this computer's)")
  .option("--keys <file>", "the club's key file: html and pdf say whether the sheet's seal is verified (default .carom/keys.json)")
  .option("-o, --output <file>", "write to a file instead of standard output")
  .action(sheet);

program
  .command("send")
  .description("send a match script's lines to a scoreboard as events; stops at the first one refused")
  .argument("<file>", "the match script, or - for standard input")
  .option("--port <path>", "the serial port")
  .action(send);

program
  .command("console")
  .description("type script lines and requests at a scoreboard, read its answers in words (protocol 3 underneath)")
  .option("--port <path>", "the serial port")
  .action(consoleCmd);

program
  .command("time")
  .description("set the scoreboard's clock from this computer's, so that its sheets are dated")
  .option("--port <path>", "the serial port")
  .action(setTime);

program
  .command("new")
  .description("once a match is over: keep its sheet and start the next match with the same settings (distance, innings, equalizing, tie-break, shot clock, event, round, table, referee, scorer; the names start over)")
  .option("--port <path>", "the serial port")
  .option("--defaults", "start the next match with the default settings instead")
  .option("--abandon", "abandon the match in play or suspended: its sheet is kept as it stands, marked abandoned in the board's list of sheets (carom sheet --last N reads it)")
  .action(newMatch);

program
  .command("key")
  .description("give the unit a new random key, kept on the unit and in the club's key file: the unit seals its finished sheets with it")
  .option("--port <path>", "the serial port")
  .option("--keys <file>", "the club's key file (made if missing; keep it private)", DEFAULT_KEYS)
  .option("--id <id>", "the key's id, 1 to 16 of a-z, 0-9 and - (default: k and 8 random hex digits)")
  .option("--wait-ms <ms>", "how long to wait for the confirmation on a unit that has a key already", "120000")
  .action(key);

program
  .command("pair")
  .description("pair a wireless remote: a new key to the unit (confirmed on its menu) and to the remote over its serial port, never over the air")
  .option("--port <path>", "the unit's serial port")
  .option("--remote-port <path>", "the remote's serial port (a USB-serial adapter on its RX/TX)")
  .option("--remote-baud <baud>", "the remote's console speed", "9600")
  .option("--id <n>", "the remote's id, 1 to 255 (default: the lowest free one)")
  .option("--wait-ms <ms>", "how long to wait for the confirmation on the unit", "120000")
  .action(pair);

program
  .command("remotes")
  .description("the wireless remotes paired with the unit, their battery and when each was last heard; --revoke ID revokes one")
  .option("--port <path>", "the unit's serial port")
  .option("--revoke <id>", "revoke this remote: its frames are refused from now on")
  .action(remotes);

program
  .command("verify")
  .description("check sealed sheets against the club's key file: valid, or what does not match (exit status 0 or 1)")
  .argument("<sheets...>", "sheet files, as carom sheet wrote them")
  .option("--keys <file>", "the club's key file", DEFAULT_KEYS)
  .action(verify);

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
  .option("--tiebreak <none|shootout>", "a match that ends level: a draw (none) or a shoot-out")
  .option("--player-a <name>", "player A's name")
  .option("--player-b <name>", "player B's name")
  .option("--event <text>", "the sheet's header: the event (tournament)")
  .option("--round <text>", "the sheet's header: the round, e.g. \"Semifinal\"")
  .option("--table <text>", "the sheet's header: the table the match is played on")
  .option("--referee <name>", "the sheet's header: the referee's name (also on the referee's signature line)")
  .option("--scorer <name>", "the sheet's header: the scorer's name (also on the scorer's signature line)")
  .option("--wifi <ssid>", "a wall unit with Wi-Fi (esp32-wall): the club's Wi-Fi network; it then publishes to the club network itself (docs/club.md)")
  .option("--wifi-password-file <file>", "the Wi-Fi password, read from this file (never printed, never sent back)")
  .option("--mqtt <url>", "the club's broker for the unit itself, mqtt://USER@HOST:1883 (plain MQTT: the unit has no TLS)")
  .option("--mqtt-password-file <file>", "the broker password, read from this file (never printed, never sent back)")
  .option("--mqtt-table <n>", "the table's number on the club network (1-999): the unit publishes under carom/table/N/")
  .option("--net-off", "forget the Wi-Fi and broker settings: the unit stops publishing")
  .option("--net-status", "show the unit's club network settings (whether each password is set, never the password) and whether the broker has it")
  .action(config);

program
  .command("flash")
  .description("build a board's firmware and save it to the board's flash, where it runs at every reset: an Espruino board's Storage .bootcde with the espruino CLI, a NodeMCU board's LFS image and init.lua over its REPL")
  .option("--board <name>", "the board to build for: one of the boards listed below")
  .option("--port <path>", "the board's serial port (carom ports lists them)")
  .option("--dry-run", "no board: write what would be sent, and print its path and size")
  .option("-o, --output <file.js>", "where what is sent is written (default dist/espruino/NAME.upload.js; for NodeMCU dist/nodemcu/NAME/upload.txt)")
  .addHelpText("after", () => `\nBoards (hardware/boards/NAME.json; hardware/README.md has their wiring):\n${(require("./flash") as typeof import("./flash")).flashableBoards().map((b) => `  ${b}`).join("\n")}\n`)
  .action(flash);

const tournament = program.command("tournament").description("a tournament from its file and sheets: standings, schedule, bracket (docs/tournament.md)");
tournament
  .command("show", { isDefault: true })
  .description("standings, matches and bracket")
  .argument("<file>", "the tournament file").argument("[sheets...]", "more sheet files or folders (besides the file's sheets folder)")
  .option("--format <format>", tournamentFormatNames(), "text").option("--lang <lang>", "es or en", "en")
  .option("-o, --output <file>", "write to a file instead of standard output")
  .action(tournamentShow);
tournament
  .command("next").description("the matches to play now, each with its carom config line")
  .argument("<file>", "the tournament file").argument("[sheets...]", "more sheet files or folders")
  .option("--lang <lang>", "es or en", "en")
  .option("--port <path>", "the table's scoreboard, written into each carom config line (default: \"$PORT\", a shell variable to set)").action(tournamentNext);
tournament
  .command("fetch").description("add the finished sheets kept on a scoreboard to the tournament's sheets folder")
  .argument("<file>", "the tournament file").option("--port <path>", "the serial port").action(tournamentFetch);

program
  .command("espruino-run")
  .description("replay a match script on the Espruino interpreter for Linux (ESPRUINO_BIN), through the firmware's link")
  .argument("<file>", "the match script, or - for standard input")
  .action(espruinoRunCmd);

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
