// carom key and carom verify (docs/host.md: "Sealed sheets"): a club keys a simulated unit over a real
// pseudo-terminal (socat), reads a finished sheet, and verifies it; the printed sheets show the
// seal and whether it was verified; the club's folder keeps sealed sheets byte for byte.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { startSimStore } from "../hal/sim/store";
import { keepKey } from "../firmware/seal/seal";
import { replayScript } from "../rules/replay";
import { keepSheet } from "../tools/club/sheets";
import { emptyKeys, verifySheet, writeKeys } from "../tools/link/seal-check";
import { spawnPtySim } from "../tools/sim/sim-process";
import { sealedBytes } from "./support/sealed-kit";
import { runCarom } from "./support/carom-cli";
import { needsProgram } from "./support/needs";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const haveSocat = needsProgram("socat", "carom key over a pseudo-terminal");
const maybe = haveSocat ? test : test.skip;

const KEY = "00112233445566778899aabbccddeeff".repeat(2);
const FINISHED = ["set distance 2", "player A \"Ana\"", "player B \"Ben\"", "lag A break white", "point", "point"];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-seal-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], input?: string) => runCarom(args, { input });

// a sheet sealed by the device's code, as carom sheet writes it
function sealedSheet(lines: string[], store = startSimStore()): Buffer {
  if (store.read("key") === "") keepKey(store, `club-1 ${KEY}`);
  return sealedBytes(lines, store);
}

test("carom verify: valid (exit 0), or what does not match (exit 1); the counters it saw are kept in the key file", async () => {
  const keys = path.join(dir, "verify-keys.json");
  const k = emptyKeys();
  k.keys["club-1"] = { key: KEY, device: "carom-sim", made: "2026-12-01T00:00:00Z" };
  writeKeys(keys, k);
  const good = path.join(dir, "good.json");
  fs.writeFileSync(good, sealedSheet(FINISHED));
  const ok = await run(["verify", good, "--keys", keys]);
  const mac = /"mac":"(.{8})/.exec(fs.readFileSync(good, "latin1"))![1];
  // the verdict, then the sheet its sealed records make (without a clock record: carom replay's)
  expect(ok).toMatchObject({ status: 0, stdout: `${good}: valid (seal club-1 #1 ${mac}, key club-1 of carom-sim)\n${replayScript(FINISHED.join("\n")).out}` });
  expect(JSON.parse(fs.readFileSync(keys, "utf8")).seen["club-1"]["1"]).toMatch(/^[0-9a-f]{64}$/);
  // a score changed by hand
  const changed = path.join(dir, "changed.json");
  fs.writeFileSync(changed, fs.readFileSync(good, "latin1").replace("\"score\":2", "\"score\":3"), "latin1");
  const bad = await run(["verify", changed, good, "--keys", keys]);
  expect(bad.status).toBe(1);
  expect(bad.stdout).toMatch(/changed\.json: not valid: changed content: the sheet is not the one its sealed records make/);
  expect(bad.stdout).toMatch(/good\.json: valid/);
  // the same counter again, with other bytes (a unit whose store was wiped, or a copied key)
  const again = path.join(dir, "again.json");
  fs.writeFileSync(again, sealedSheet(FINISHED.concat("sign referee")));
  expect(await run(["verify", again, "--keys", keys])).toMatchObject({ status: 1, stdout: expect.stringMatching(/not valid: counter 1 of key club-1 was seen before with different content/) });
  const other = emptyKeys();
  writeKeys(path.join(dir, "other.json"), other);
  expect((await run(["verify", good, "--keys", path.join(dir, "other.json")])).stdout).toMatch(/not valid: unknown key club-1: not in /);
  expect(await run(["verify", good, "--keys", path.join(dir, "none.json")])).toMatchObject({ status: 1, stderr: expect.stringMatching(/cannot read the key file .*none\.json: it does not exist/) });
});

test("the club's folder keeps a sealed sheet byte for byte; the signed one replaces it, and both verify", () => {
  const store = startSimStore();
  const folder = path.join(dir, "club-sheets");
  fs.mkdirSync(folder);
  const first = sealedSheet(FINISHED, store);
  const file = keepSheet(folder, 3, first, { epoch: 1, match: 1 }).file!;
  expect(fs.readFileSync(file)).toEqual(first);
  const signed = sealedSheet(FINISHED.concat("sign referee"), store);
  expect(keepSheet(folder, 3, signed, { epoch: 1, match: 1 }).file).toBe(file);
  expect(fs.readFileSync(file)).toEqual(signed);
  expect(fs.readdirSync(folder)).toHaveLength(1);
  const keys = emptyKeys();
  keys.keys["club-1"] = { key: KEY, device: "", made: "" };
  expect(verifySheet(fs.readFileSync(file), keys, "k").valid).toBe(true);
  // as the table's follower publishes it: the link's reply and a newline, latin1 (tools/club/follow.ts)
  expect(Buffer.from(signed.toString("latin1").slice(0, -1) + "\n", "latin1")).toEqual(signed);
});

maybe("carom key keys a unit; its finished sheet verifies and round-trips (carom sheet, carom verify: carom replay's sheet), and the PDF and HTML say so; a second key waits for the unit", async () => {
  const keys = path.join(dir, "club", "keys.json");
  const sim = await spawnPtySim(path.join(dir, "unit.json"));
  try {
    const keyed = await run(["key", "--port", sim.pty, "--keys", keys, "--id", "table-3"]);
    expect(keyed).toMatchObject({ status: 0, stderr: expect.stringMatching(/seals its sheets with key table-3 now/) });
    const file = JSON.parse(fs.readFileSync(keys, "utf8"));
    expect(file.keys["table-3"]).toMatchObject({ key: expect.stringMatching(/^[0-9a-f]{64}$/), device: "carom-sim" });
    expect(fs.statSync(keys).mode % 0o1000).toBe(0o600);
    expect((await run(["send", "--port", sim.pty, "-"], FINISHED.join("\n") + "\n")).status).toBe(0);
    const out = path.join(dir, "sheet.json");
    expect((await run(["sheet", "--port", sim.pty, "-o", out])).status).toBe(0);
    expect(fs.readFileSync(out, "latin1")).toMatch(/"seal":\{"key":"table-3","counter":1,/);
    expect(fs.readFileSync(out, "latin1")).not.toContain(file.keys["table-3"].key);
    const verified = await run(["verify", out, "--keys", keys]);
    expect(verified).toMatchObject({ status: 0, stdout: expect.stringMatching(/valid \(seal table-3 #1 /) });
    // the round trip: the sheet verify makes from the sealed records is carom replay's, with the date and device the unit recorded
    const script = path.join(dir, "finished.txt");
    fs.writeFileSync(script, FINISHED.join("\n") + "\n");
    const replayed = await run(["replay", script]);
    const printed = verified.stdout.split("\n")[1];
    expect(printed).toMatch(/,"date":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","device":"carom-sim"\}$/);
    expect(printed.replace(/,"date":"[^"]*","device":"carom-sim"\}$/, "}") + "\n").toBe(replayed.stdout);
    const head = printed.slice(0, -1) + ',"seal":{';
    expect(fs.readFileSync(out, "latin1").slice(0, head.length)).toBe(head); // the sheet as carom sheet wrote it
    const html = await run(["sheet", "--port", sim.pty, "--format", "html", "--keys", keys]);
    expect(html.stdout).toMatch(/<b>Seal:<\/b> table-3 #1 [0-9a-f]{8} \(verified\)/);
    const unknown = await run(["sheet", "--port", sim.pty, "--format", "html", "--lang", "es", "--keys", path.join(dir, "nope.json")]);
    expect(unknown.stdout).toMatch(/<b>Sello:<\/b> table-3 #1 [0-9a-f]{8} \(sin verificar: no key file /);
    const pdf = path.join(dir, "sheet.pdf");
    expect((await run(["sheet", "--port", sim.pty, "--format", "pdf", "--keys", keys, "-o", pdf])).status).toBe(0);
    if (spawnSync("sh", ["-c", "command -v pdftotext"]).status === 0) {
      const text = spawnSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ");
      expect(text).toMatch(/Seal table-3 #1 [0-9a-f]{8} \(verified\)/);
    }
    // the unit has a key: a new one waits for its confirmation on the unit, and is not taken without it
    const second = await run(["key", "--port", sim.pty, "--keys", keys, "--id", "table-3b", "--wait-ms", "1500"]);
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/confirm the new key on the unit/);
    expect(second.stderr).toMatch(/not confirmed on the unit within 2 s: it keeps key table-3/);
    expect(Object.keys(JSON.parse(fs.readFileSync(keys, "utf8")).keys).sort()).toEqual(["table-3", "table-3b"]);
    expect(await run(["verify", out, "--keys", keys])).toMatchObject({ status: 0 });
  } finally {
    sim.child.kill();
  }
}, 60000);
