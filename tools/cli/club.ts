// carom bridge and carom club: the club network's host side (docs/club.md).
import { brokerProblem, shownUrl, tableNumber, withPasswordFile } from "../club/topics";
import { fail } from "./common";

const stamp = (text: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${text}`);

function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
}

export async function bridge(o: { port: string; mqtt: string; table: string; passwordFile?: string; ca?: string }): Promise<void> {
  const table = tableNumber(o.table);
  const problem = brokerProblem(o.mqtt) ?? (table === null ? `--table ${o.table}: give the table's number, 1-999` : null);
  if (problem !== null) return fail(problem, 2);
  const { startBridge } = await import("../club/bridge");
  let b;
  try {
    b = await startBridge({ port: o.port, url: withPasswordFile(o.mqtt, o.passwordFile), table: table!, ca: o.ca, say: stamp });
  } catch (e) {
    return fail((e as Error).message);
  }
  stamp(`bridge: board on ${o.port} -> ${shownUrl(o.mqtt)} as table ${table}; Ctrl-C to stop`);
  await untilSignal();
  await b.close();
}

export async function club(o: { mqtt: string; sheets: string; host?: string; passwordFile?: string; ca?: string }): Promise<void> {
  const problem = brokerProblem(o.mqtt);
  if (problem !== null) return fail(problem, 2);
  const port = Number(process.env.PORT ?? 8088);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail(`PORT=${process.env.PORT} is not a port number (0-65535)`, 2);
  const host = o.host ?? "127.0.0.1";
  if (host !== "127.0.0.1" && host !== "localhost") {
    process.stderr.write(`warning: serving on ${host}: every device on that network can read the club's pages (they only read; ` +
      `they answer only requests addressed to http://${host}:${port})\n`);
  }
  const { startClub } = await import("../club/server");
  let c;
  try {
    c = await startClub({ url: withPasswordFile(o.mqtt, o.passwordFile), port, host, sheets: o.sheets, ca: o.ca, say: stamp });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(code === "EADDRINUSE" ? `port ${port} is busy: set PORT to another one` : (e as Error).message);
  }
  stamp(`carom club: ${c.url} (every table), ${c.url}/table/N (one table's overlay for OBS); sheets kept in ${o.sheets}; Ctrl-C to stop`);
  await untilSignal();
  await c.close();
}
