// Issue 38: carom flash first fetches every finished match the unit keeps, from a unit of protocol
// 3 (frames) or of protocol 2 (its own lines), so that no firmware change loses a kept match.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { ReadlineParser } from "@serialport/parser-readline";
import { sealed } from "../firmware/link";
import { readDeviceLine } from "../tools/link/frame";
import { fetchKept } from "../tools/link/fetch-kept";
import { spawnPtySim } from "../tools/sim/sim-process";
import { fakePort } from "./support/fake-port";
import { needsProgram } from "./support/needs";

const haveSocat = needsProgram("socat", "the pseudo-terminal tests");
const maybe = haveSocat ? test : test.skip;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-fetch-"));
const carom = path.join(__dirname, "..", "bin", "carom.js");

maybe("rule 18: a unit of protocol 3 hands over its kept matches, each the sheet of its journal", async () => {
  const sim = await spawnPtySim(path.join(dir, "store.json"));
  try {
    const script = path.join(dir, "m.txt");
    fs.writeFileSync(script, "set distance 2\nplayer A \"Ana\"\nlag A break white\npoint\npoint\nsign A\n");
    expect(spawnSync(process.execPath, [carom, "send", "--port", sim.pty, script]).status).toBe(0);
    expect(spawnSync(process.execPath, [carom, "new", "--port", sim.pty]).status).toBe(0);
    const said: string[] = [];
    expect(await fetchKept(sim.pty, path.join(dir, "kept3"), (t) => said.push(t))).toBe(1);
    const sheet = JSON.parse(fs.readFileSync(path.join(dir, "kept3", "match-1.json"), "utf8"));
    expect(sheet).toMatchObject({ state: "finished", signatures: ["A"], result: { kind: "distance", winner: "A" }, players: { A: { name: "Ana", score: 2 } } });
    expect(sheet.date).toMatch(/^\d{4}-\d\d-\d\dT/); // carom set the unit's clock when it opened the port
    expect(said).toEqual([`fetched 1 kept match into ${path.join(dir, "kept3")}`]);
  } finally {
    sim.child.kill();
  }
}, 60000);

maybe("a unit of protocol 2 is asked in its own lines; a board without carom's firmware has nothing to fetch", async () => {
  const { port, host, close } = await fakePort(dir);
  let proto2 = true;
  const kept = "{\"format\":\"carom-sheet/1\",\"state\":\"finished\"}";
  port.pipe(new ReadlineParser({ delimiter: "\n", encoding: "latin1" })).on("data", (raw: string) => {
    const l = readDeviceLine(raw);
    if (l === null || !proto2) return;
    const text = `${l.kind}${l.body === "" ? "" : " " + l.body}`;
    const reply = text.startsWith("hello") ? "ok carom fw 0.1.0 proto 2 device old" : text === "sheets" ? "ok 2 1:abandoned" : text === "sheet 2" ? `ok ${kept}` : text === "sheet 1" ? "ok {\"state\":\"in-play\"}" : "err unknown word";
    port.write(sealed(`${l.id} ${reply}`) + "\r\n");
  });
  try {
    expect(await fetchKept(host, path.join(dir, "kept2"), () => undefined)).toBe(2);
    expect(fs.readFileSync(path.join(dir, "kept2", "match-2.json"), "latin1")).toBe(kept + "\n");
    expect(fs.readFileSync(path.join(dir, "kept2", "match-1.json"), "latin1")).toBe("{\"state\":\"in-play\"}\n");
    proto2 = false; // now silent, as a board in its REPL
    const said: string[] = [];
    expect(await fetchKept(host, path.join(dir, "none"), (t) => said.push(t))).toBe(0);
    expect(said).toEqual(["no carom firmware answered: no kept matches to fetch"]);
  } finally {
    close();
  }
}, 60000);
