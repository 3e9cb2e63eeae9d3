// The club's broker as docs/club.md configures it, its blocks read from the doc: the password
// file, the ACL (one block per table, as the doc writes them) and carom.conf's plain listener.
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../../tools/root";
import { Broker, freePort, passwordFile } from "./mosquitto";

// The doc's blocks that begin "# file: NAME".
export function docFiles(): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, "docs", "club.md"), "utf8");
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/```\n# file: (\S+)[^\n]*\n([\s\S]*?)```/g)) out[m[1]] = m[2];
  return out;
}

// carom.conf on a free loopback port, without its TLS listener; tables 1..n, each its own
// password (`t${n}-pw`), and the club user's (`club-pw`).
export async function startDocBroker(dir: string, tables: number): Promise<Broker> {
  const doc = docFiles();
  const here = (text: string) => text.split("/etc/mosquitto/").join(`${dir}/`).split("/var/lib/mosquitto/").join(`${dir}/`);
  const block = (n: number) => doc["carom.acl"].split("user table1\n")[1].split("\n\n")[0].replace("table/1/", `table/${n}/`);
  const acl = doc["carom.acl"].split("# one block per table")[0] + Array.from({ length: tables }, (_, i) => `user table${i + 1}\n${block(i + 1)}`).join("\n\n");
  fs.writeFileSync(path.join(dir, "carom.acl"), acl + "\n");
  const users: Record<string, string> = { club: "club-pw" };
  for (let i = 1; i <= tables; i++) users[`table${i}`] = `t${i}-pw`;
  passwordFile(dir, users);
  fs.renameSync(path.join(dir, "passwd"), path.join(dir, "carom.passwd"));
  const port = await freePort();
  const plain = here(doc["carom.conf"]).split("\nlistener 8883")[0].replace("listener 1883 127.0.0.1", `listener ${port} 127.0.0.1`);
  return Broker.start(fs.mkdtempSync(path.join(dir, "b-")), () => plain, port);
}
