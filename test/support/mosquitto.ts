// The club network's tests' mosquitto (tools/club/local-broker.ts), the password file, and the
// skip: missing mosquitto, tests skip with a SKIPPED line, except under CI (.ci/run installs it).
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { MOSQUITTO } from "../../tools/club/local-broker";

export { Broker, freePort, openConfig } from "../../tools/club/local-broker";
export const haveMosquitto = MOSQUITTO !== undefined && fs.existsSync("/usr/bin/mosquitto_passwd");

// test or test.skip, saying why once per file
export function mosquittoTest(what: string): jest.It {
  if (haveMosquitto) return test;
  if (process.env.CI === "true") throw new Error("CI needs mosquitto and mosquitto-clients (.ci/run installs them)");
  console.warn(`SKIPPED: ${what} needs mosquitto: apt-get install -y mosquitto mosquitto-clients`);
  return test.skip;
}

// a folder of the test's own, removed when the test process ends: an afterAll here would run
// before the test file's own, which closes the simulated tables still writing their stores there
const made: string[] = [];
process.once("exit", () => {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

export function tmpDir(name: string): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `carom-${name}-`));
  made.push(d);
  return d;
}

// The password file: one line per user, made by mosquitto_passwd.
export function passwordFile(dir: string, users: Record<string, string>): string {
  const file = path.join(dir, "passwd");
  fs.writeFileSync(file, "");
  for (const [u, p] of Object.entries(users)) execFileSync("/usr/bin/mosquitto_passwd", ["-b", file, u, p]);
  fs.chmodSync(file, 0o600);
  return file;
}

