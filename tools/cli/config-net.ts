// carom config's club network options (docs/club.md): a wall unit with Wi-Fi (esp32-wall)
// publishes to the club's broker by itself. The passwords come from files (not the command
// line, which every user of the computer can read in the process list) and are never printed.
import * as fs from "fs";
import { tableNumber } from "../club/topics";

export interface NetOptions {
  wifi?: string; // the Wi-Fi network's name (SSID)
  wifiPasswordFile?: string;
  mqtt?: string; // mqtt://USER@HOST:PORT
  mqttPasswordFile?: string;
  mqttTable?: string;
  netOff?: boolean;
}

const quoted = (t: string) => `"${t}"`;

// a text the unit keeps: 1 (0 when it may be empty) to `most` bytes of UTF-8, no quote, no control character
function textProblem(what: string, t: string, most: number, empty = false): string | null {
  const bytes = Buffer.byteLength(t, "utf8");
  if (bytes === 0 && !empty) return `${what} is empty`;
  if (bytes > most) return `${what} is ${bytes} bytes: the unit keeps at most ${most}`;
  if (/["\x00-\x1f\x7f]/.test(t)) return `${what} has a quote (") or a control character, which the link cannot carry: choose another`;
  return null;
}

function secret(what: string, file: string): { text: string; problem: string | null } {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").replace(/\r?\n$/, "");
  } catch (e) {
    return { text: "", problem: `cannot read ${what} file ${file}: ${(e as Error).message}` };
  }
  return { text, problem: textProblem(`the ${what} in ${file}`, text, 64) };
}

// The link's `net` lines for the options, or what is wrong with them (nothing is sent then).
export function netLines(o: NetOptions): { lines: string[]; problem: string | null } {
  const lines: string[] = [];
  const no = (problem: string) => ({ lines: [], problem });
  if (o.netOff === true) return o.wifi !== undefined || o.mqtt !== undefined ? no("--net-off forgets the settings: give it alone") : { lines: ["net off"], problem: null };
  if (o.wifi !== undefined) {
    const p = textProblem(`--wifi ${o.wifi}`, o.wifi, 32);
    if (p !== null) return no(p);
    lines.push(`net ssid ${quoted(o.wifi)}`);
  }
  if (o.wifiPasswordFile !== undefined) {
    const pw = secret("Wi-Fi password", o.wifiPasswordFile);
    if (pw.problem !== null) return no(pw.problem);
    lines.push(`net wifi-password ${quoted(pw.text)}`);
  }
  if (o.mqtt !== undefined) {
    let u: URL;
    try {
      u = new URL(o.mqtt);
    } catch {
      return no(`--mqtt ${o.mqtt} is not a URL: write it as mqtt://USER@HOST:1883`);
    }
    if (u.protocol === "mqtts:") return no("--mqtt: the wall unit speaks plain MQTT (mqtt://), not TLS: give it the broker's plain listener on the club's network, with its password and the ACL (docs/club.md)");
    if (u.protocol !== "mqtt:") return no(`--mqtt ${o.mqtt}: use mqtt://USER@HOST:1883 (not ${u.protocol})`);
    const host = u.hostname.replace(/^\[|\]$/g, "");
    const user = decodeURIComponent(u.username);
    const p = textProblem(`the broker's host ${host}`, host, 64) ?? textProblem(`the user ${user}`, user, 64, true);
    if (p !== null) return no(p);
    lines.push(`net broker ${host} ${u.port === "" ? 1883 : u.port}`, `net user ${quoted(user)}`);
    if (u.password !== "" && o.mqttPasswordFile !== undefined) return no("--mqtt has a password and --mqtt-password-file gives one: give one of them");
    if (u.password !== "") lines.push(`net password ${quoted(decodeURIComponent(u.password))}`);
  }
  if (o.mqttPasswordFile !== undefined) {
    const pw = secret("broker password", o.mqttPasswordFile);
    if (pw.problem !== null) return no(pw.problem);
    lines.push(`net password ${quoted(pw.text)}`);
  }
  if (o.mqttTable !== undefined) {
    const t = tableNumber(o.mqttTable);
    if (t === null) return no(`--mqtt-table ${o.mqttTable}: give the table's number, 1-999`);
    lines.push(`net table ${t}`);
  }
  return { lines, problem: null };
}

// A line as carom config shows it: passwords as ****.
export function shownLine(line: string): string {
  return /^net (wifi-)?password /.test(line) ? line.replace(/"[^"]*"$/, line.endsWith('""') ? '""' : '"****"') : line;
}
