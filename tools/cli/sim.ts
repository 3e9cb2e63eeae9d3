// `carom sim` (npm start) and `carom espruino-run`: the unit on the simulator, or on the Espruino
// interpreter for Linux, as the CLI starts them (tools/sim/ runs them).
import * as fs from "fs";
import * as path from "path";
import { readScript } from "./replay-cmd";

export interface SimOptions { store: string; board?: string; table?: boolean | string; pty?: boolean; web?: boolean; mqtt?: string; passwordFile?: string; ca?: string; play?: string }

// The command the user ran, to repeat in a hint: npm start, npx carom ... or carom ...
function commandRun(store?: string): string {
  const given = process.argv.slice(2);
  const at = given.findIndex((a) => a === "--store" || a.startsWith("--store="));
  // with another store: two simulators on one store lose events (tools/sim/store-lock.ts)
  if (store !== undefined && at < 0) given.splice(1, 0, "--store", store);
  else if (store !== undefined) given.splice(at, given[at] === "--store" ? 2 : 1, "--store", store);
  const args = given.map((a) => (/^[\w./:=@-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`));
  if (process.env.npm_lifecycle_event === "start") return ["npm start", ...(args.length > 1 ? ["--", ...args.slice(1)] : [])].join(" ");
  return [process.env.npm_command === "exec" ? "npx carom" : "carom", ...args].join(" ");
}

export async function simCmd(opts: SimOptions): Promise<void> {
let mqtt: { url: string; table: number; ca?: string; say: (t: string) => void } | undefined;
  if (opts.mqtt !== undefined) {
    const club = await import("../club/topics");
    const table = club.tableNumber(typeof opts.table === "string" ? opts.table : undefined);
    const problem = club.brokerProblem(opts.mqtt) ?? (table === null ? "--mqtt needs the table's number: --table N (1-999)" : null);
    if (problem !== null) {
      process.stderr.write(`carom: ${problem}\n`);
      process.exitCode = 2;
      return;
    }
    mqtt = { url: club.withPasswordFile(opts.mqtt, opts.passwordFile), table: table!, ca: opts.ca, say: (t) => console.log(t) };
  }
  const script = opts.play === undefined ? null : readScript(opts.play);
  if (opts.play !== undefined && (script === null || mqtt === undefined)) {
    if (script !== null) process.stderr.write("carom: --play needs --mqtt URL --table N\n");
    process.exitCode = 2;
    return;
  }
  const web = opts.pty !== true || opts.web === true;
  const port = web ? Number(process.env.PORT ?? 8080) : -1;
  if (web && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    process.stderr.write(`carom: PORT=${process.env.PORT} is not a port number (0-65535)\n`);
    process.exitCode = 2;
    return;
  }
  // a signal during the start stops the simulator once it has started, so that it can clean up
  let stop = () => { stopping = true; };
  let stopping = false;
  process.once("SIGINT", () => stop());
  process.once("SIGTERM", () => stop());
  try {
    const simMod = await import("../sim/sim");
    const { board, controls } = (await import("../sim/sim-board")).simChoice(opts.board, opts.table !== undefined);
    const sim = await simMod.startSim({ port, host: "127.0.0.1", store: opts.store, board, controls, pty: opts.pty === true, mqtt });
    stop = () => void sim.close().then(() => process.exit(0));
    if (stopping) return stop();
    if (sim.pty !== "") console.log(`pty: ${sim.pty}`);
    if (sim.url !== "") console.log(`carom simulator: ${sim.url} (board ${sim.board})`);
    console.log(`store: ${opts.store}; Ctrl-C to stop`);
    if (script !== null && sim.link !== undefined) await (await import("../club/demo")).playSlowly(sim.link, script, 2000, (t) => console.log(t));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const other = port === 65535 ? 8081 : port + 1;
    const otherStore = path.join(path.dirname(opts.store), `sim-${other}.json`);
    const why = code === "EADDRINUSE" ? `port ${port} is busy: set PORT to another one, e.g. PORT=${other} ${commandRun(otherStore)}` : (err as Error).message;
    process.stderr.write(`carom: ${why}\n`);
    process.exit(1);
  }
}

export async function espruinoRunCmd(file: string): Promise<void> {
const bin = process.env.ESPRUINO_BIN;
  if (bin === undefined || !fs.existsSync(bin)) {
    process.stderr.write("carom: set ESPRUINO_BIN to an Espruino interpreter for Linux (built outside this repository)\n");
    process.exitCode = 2;
    return;
  }
  const text = readScript(file);
  if (text === null) return;
  const r = await (await import("../sim/espruino-run")).espruinoRun(bin, text);
  process.stdout.write(Buffer.from(r.stdout, "latin1"));
  process.stderr.write(Buffer.from(r.stderr, "latin1"));
  process.exitCode = r.status;
}
