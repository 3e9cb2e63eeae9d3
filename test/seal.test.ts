// Sealed sheets (firmware/seal/seal.ts, tools/link/seal-check.ts, docs/protocol.md): the MAC role against Node's
// crypto, the device key, the seal on every finished sheet the unit hands over, and its check.
import { keptMatch } from "../firmware/journal/kept-match";
import { sheetJson } from "../rules/sheet";
import { createHmac, randomBytes } from "crypto";
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { startSimMac } from "../hal/sim/mac";
import { POWER_CUT, startSimStore } from "../hal/sim/store";
import { Controls } from "../firmware/unit";
import { keepKey } from "../firmware/seal/seal";
import { replayScript } from "../rules/replay";
import { emptyKeys, KeyFile, recordSeen, sealOf, verifySheet } from "../tools/link/seal-check";
import { english, MENU, rig, UNDO } from "./support/rig";
import { scenarios } from "./support/scenarios";
import { schemaErrors } from "./support/schema";
import { sealedBytes, sealedText } from "./support/sealed-kit";

const KEY = "0123456789abcdef".repeat(3) + "fedcba9876543210";
const OTHER = "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100";
const keysOf = (id: string, key: string): KeyFile => {
  const k = emptyKeys();
  k.keys[id] = { key, device: "test-unit", made: "2026-12-01T00:00:00Z" };
  return k;
};
const FINISHED = ["set distance 2", "player A \"Ana\"", "player B \"Ben\"", "lag A break white", "point", "point"];
// the sheets (replies' bodies) among the lines a rig's link sent
const sheetsIn = (lines: string[]) => lines.filter((l) => /^\S+ ok \{/.test(l)).map((l) => l.replace(/^\S+ ok /, "").replace(/ \*[0-9a-f]{4}$/, ""));
const bytes = (t: string) => Buffer.from(t + "\n", "latin1"); // as carom sheet writes it

// 1,000 random keys (0 to 100 bytes: longer than SHA-256's 64-byte block too) and messages
function vectors(): Array<[Buffer, Buffer]> {
  const out: Array<[Buffer, Buffer]> = [];
  for (let i = 0; i < 1000; i++) out.push([randomBytes(i % 101), randomBytes((i * 37) % 700)]);
  return out;
}
const node = (k: Buffer, m: Buffer) => createHmac("sha256", k).update(m).digest("hex");

test("the simulator's MAC (hal/sim) agrees with Node's crypto for 1,000 random keys and messages", () => {
  const mac = startSimMac();
  const wrong = vectors().filter(([k, m]) => Buffer.from(mac.hmacSha256(k.toString("latin1"), m.toString("latin1")), "latin1").toString("hex") !== node(k, m));
  expect(wrong).toEqual([]);
});

// hal/espruino/mac.ts as built, with require("crypto").SHA256 and E.toString as Espruino has them
test("the Espruino MAC's HMAC construction (hal/espruino/mac.ts) agrees with Node's crypto, over a stand-in SHA256", () => {
  const source = fs.readFileSync(path.join(__dirname, "..", "hal", "espruino", "mac.ts"), "utf8");
  const code = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS } }).outputText;
  const exports: { startMac?: () => { hmacSha256(k: string, m: string): string } } = {};
  const sha256 = (s: string) => {
    const b = require("crypto").createHash("sha256").update(Buffer.from(s, "latin1")).digest();
    return b.buffer.slice(b.byteOffset, b.byteOffset + 32);
  };
  const E = { toString: (...a: Array<string | ArrayBuffer>) => a.map((x) => (typeof x === "string" ? x : Buffer.from(x).toString("latin1"))).join("") };
  new Function("exports", "require", "E", code)(exports, (n: string) => (n === "crypto" ? { SHA256: sha256 } : require(n)), E);
  const mac = exports.startMac!();
  const wrong = vectors().filter(([k, m]) => Buffer.from(mac.hmacSha256(k.toString("latin1"), m.toString("latin1")), "latin1").toString("hex") !== node(k, m));
  expect(wrong).toEqual([]);
});

test("a finished sheet the unit hands over is sealed once it has a key; asked again, the same seal; it follows the schema", () => {
  const r = rig();
  for (const l of FINISHED) r.send(l);
  expect(sheetsIn(r.send("sheet"))[0]).not.toContain("\"seal\""); // no key yet
  expect(r.send(`key club-1 ${KEY}`)).toEqual([expect.stringMatching(/^-@?\S* ok club-1 \*/)]);
  expect(r.send("key")[0]).toMatch(/ ok club-1 \*/);
  const first = sheetsIn(r.send("sheet"))[0];
  expect(first).toMatch(/,"seal":\{"key":"club-1","counter":1,"device":"test-unit","records":"([0-9a-f]{2})+","mac":"[0-9a-f]{64}"\}\}$/);
  expect(sheetsIn(r.send("sheet"))[0]).toBe(first);
  const unsealed = first.replace(/,"seal":\{.*\}\}$/, "}");
  expect(unsealed).toBe(replayScript(FINISHED.join("\n")).out.slice(0, -1)); // the clock never set: carom replay's sheet
  expect(verifySheet(bytes(first), keysOf("club-1", KEY), "keys.json")).toEqual({ valid: true, seal: sealOf(bytes(first))!.seal, problems: [], sheet: unsealed });
  expect(schemaErrors(JSON.parse(Buffer.from(first, "latin1").toString("utf8")))).toBe("");
  // another content (a signature), another counter; the replay contract has no seal
  r.send("sign referee");
  const signed = sheetsIn(r.send("sheet"))[0];
  expect(sealOf(bytes(signed))!.seal.counter).toBe(2);
  expect(replayScript(FINISHED.concat("sign referee").join("\n")).out).not.toContain("seal");
  // a match in play is not sealed
  r.send("new");
  expect(sheetsIn(r.send("sheet"))[0]).not.toContain("\"seal\"");
});

test("a match kept by new is kept as its journal; sheet N hands over the same sealed bytes as sheet did", () => {
  const r = rig();
  r.send(`key club-1 ${KEY}`);
  for (const l of FINISHED) r.send(l);
  const handed = sheetsIn(r.send("sheet"))[0];
  expect(r.send("new")[0]).toMatch(/ok new match/);
  const kept = sheetsIn(r.send("sheet 1"))[0];
  expect(kept).toBe(handed);
  expect(sheetJson(keptMatch(r.store.read("sheet.1")).m)).toBe(handed.replace(/,"seal":\{[^}]*\}\}$/, "}")); // kept as its journal: sealed when asked for
  // the seal carries the kept bytes themselves (the match on the table was sealed as it is kept)
  expect(/"records":"([0-9a-f]+)"/.exec(kept)![1]).toBe(Buffer.from(r.store.read("sheet.1"), "latin1").toString("hex"));
});

test("the key never leaves the unit: in no reply, live line, sheet or journal", () => {
  const r = rig();
  r.send("live on");
  r.send(`key club-1 ${KEY}`);
  for (const l of FINISHED) r.send(l);
  r.send("sheet");
  r.send("new");
  r.send("sheet 1");
  r.send(`key club-2 ${OTHER}`); // asks for a confirmation
  r.send("key");
  const sent = r.link.sent.join("");
  expect(sent).not.toContain(KEY);
  expect(sent).not.toContain(OTHER);
  for (const name of r.store.names().filter((n) => n !== "key")) {
    expect(r.store.read(name)).not.toContain(KEY);
    expect(Buffer.from(r.store.read(name), "latin1").toString("hex")).not.toContain(KEY);
  }
});

test("replacing a key needs a confirmation on the unit: NEW KEY, MENU twice; any other press keeps the old key", () => {
  const r = rig();
  english(r);
  r.send(`key club-1 ${KEY}`);
  const asked = r.send(`key club-2 ${OTHER}`);
  expect(asked[0]).toMatch(/ok confirm NEW KEY on the unit \(MENU twice\); until then club-1 \*/);
  expect(r.send("key")[0]).toMatch(/ ok club-1 \*/);
  expect(r.menu()).toBe("NEW KEY");
  r.press(UNDO); // dismissed
  expect(r.unit.st.menu.open).toBe(false);
  expect(r.send("key")[0]).toMatch(/ ok club-1 \*/);
  r.send(`key club-2 ${OTHER}`);
  r.press(MENU);
  expect(r.menu()).toBe("NEW KEY ?");
  r.press(MENU);
  expect(r.send("key")[0]).toMatch(/ ok club-2 \*/);
  // the same key again needs no confirmation; a malformed one is refused without an echo
  expect(r.send(`key club-2 ${OTHER}`)[0]).toMatch(/ ok club-2 \*/);
  const bad = r.send(`key club-3 ${OTHER.slice(1)}`)[0];
  expect(bad).toMatch(/err expected key ID HEX/);
  expect(bad).not.toContain(OTHER.slice(1));
  expect(r.send(`key club-3 ${OTHER} x`)[0]).toMatch(/err unexpected word at the end of the line: x \*/);
  // a line of text is not a request in protocol 3
  expect(r.ask(`key club-4 ${KEY}`)[0]).toMatch(/^- -47 /); // a line of text but the greeting
});

describe("any changed byte of a sealed sheet fails verification", () => {
  const golden = scenarios().filter((s) => s.expected.sheet !== undefined);
  test.each(golden.map((s) => [s.name, s]))("every position of golden sheet %s", (_name, s) => {
    const store = startSimStore();
    keepKey(store, `club-1 ${KEY}`);
    const out = replayScript(fs.readFileSync(s.file, "latin1")).out;
    const sealed = bytes(sealedText(fs.readFileSync(s.file, "latin1"), store));
    const keys = keysOf("club-1", KEY);
    expect(verifySheet(sealed, keys, "k")).toMatchObject({ valid: true, sheet: out.slice(0, -1) }); // the sheet its records make: carom replay's
    const passed: number[] = [];
    for (let i = 0; i < sealed.length; i++) {
      const changed = Buffer.from(sealed);
      changed[i] = (changed[i] + 1 + (i % 255)) % 256;
      if (verifySheet(changed, keys, "k").valid) passed.push(i);
    }
    expect(passed).toEqual([]);
  });
});

test("carom verify's reasons: unknown key, changed content, no seal, a counter seen before with different content", () => {
  const store = startSimStore();
  keepKey(store, `club-1 ${KEY}`);
  const one = sealedBytes(FINISHED, store);
  const keys = keysOf("club-1", KEY);
  expect(verifySheet(one, keysOf("club-9", KEY), "k.json").problems).toEqual([expect.stringMatching(/^unknown key club-1: not in k.json/)]);
  expect(verifySheet(one, keysOf("club-1", OTHER), "k").problems).toEqual([expect.stringMatching(/^changed content/)]);
  const unsealed = Buffer.from(replayScript(FINISHED.join("\n")).out, "latin1");
  expect(verifySheet(unsealed, keys, "k").problems).toEqual([expect.stringMatching(/^no seal/)]);
  recordSeen(keys, verifySheet(one, keys, "k").seal!);
  // the same counter with other bytes, sealed by a unit whose counter went back (its store wiped)
  const wiped = startSimStore();
  keepKey(wiped, `club-1 ${KEY}`);
  const other = sealedBytes(FINISHED.concat("sign referee"), wiped);
  expect(verifySheet(other, keys, "k").problems).toEqual([expect.stringMatching(/^counter 1 of key club-1 was seen before with different content/)]);
  expect(verifySheet(one, keys, "k").valid).toBe(true);
});

test("a power cut between sealing and handing over never reuses a counter with other content", () => {
  const cuts: number[] = [];
  for (let cut = 0; cut <= 90; cut++) {
    const store = startSimStore();
    const r = rig(Controls.Remote, store);
    r.send(`key club-1 ${KEY}`);
    for (const l of FINISHED) r.send(l);
    r.send("sheet");
    r.send("sign referee");
    store.cutAfter(cut);
    try {
      r.send("sheet");
    } catch (e) {
      if (e !== POWER_CUT) throw e;
      cuts.push(cut);
    }
    store.cutAfter(-1);
    r.reboot();
    r.send("sign scorer");
    r.send("sheet");
    r.send("undo");
    r.send("sheet");
    r.reboot();
    r.send("sheet");
    const byCounter = new Map<number, Set<string>>();
    for (const s of sheetsIn(r.link.sent.join("").split("\r\n"))) {
      const found = sealOf(bytes(s));
      if (found === null) continue;
      const seen = byCounter.get(found.seal.counter) ?? new Set<string>();
      seen.add(found.signed.toString("latin1").replace(/,"seal":.*$/, ""));
      byCounter.set(found.seal.counter, seen);
    }
    const reused = [...byCounter].filter(([, contents]) => contents.size > 1).map(([c]) => c);
    expect({ cut, reused }).toEqual({ cut, reused: [] });
  }
  expect(cuts.length).toBeGreaterThan(10); // the cuts landed inside the seal's write
});

test("a unit without a MAC (an Espruino firmware without crypto) refuses a key, and hands its sheets over unsealed", () => {
  const { startVirtualClock } = require("../hal/sim/clock");
  const { startSimButtons } = require("../hal/sim/buttons");
  const { startSimBuzzer, startSimDisplay, startSimLink } = require("../hal/sim/recorders");
  const { startTable } = require("../firmware/table");
  const { IDS, SIZES, hostAsk } = require("./support/rig");
  const clock = startVirtualClock();
  const link = startSimLink();
  startTable({ clock, buttons: startSimButtons({ clock, count: 4 }), display: startSimDisplay(), buzzer: startSimBuzzer(), store: startSimStore(),
    ids: IDS, sizes: SIZES, controls: Controls.Remote, holdMs: 800, link, device: "no-crypto" });
  const lines: string[] = [];
  for (const l of FINISHED.concat(`key club-1 ${KEY}`, "sheet")) lines.push(...hostAsk(link, `1 ${l}`, "no-crypto"));
  expect(lines).toContainEqual(expect.stringMatching(/err no crypto library: this board cannot seal sheets/));
  expect(sheetsIn(lines)[0]).not.toContain("seal");
});

describe("a sealed sheet's records, names, settings, end time, counter, key id and device are all covered", () => {
  const WHEN = { days: 20788, secs: 14 * 3600 + 5 * 60 }; // 2026-12-01 14:05:00
  const store = startSimStore();
  keepKey(store, `club-1 ${KEY}`);
  const good = sealedText(FINISHED.join("\n"), store, "carom-sim", WHEN);
  // one key under two ids: the id is in what the MAC covers, not only in the key file's lookup
  const keys = keysOf("club-1", KEY);
  keys.keys["club-2"] = keys.keys["club-1"];
  const hex = (t: string) => Buffer.from(t, "latin1").toString("hex");
  const records = /"records":"([0-9a-f]+)"/.exec(good)![1];
  const inRecords = (from: string, to: string) => {
    expect(records).toContain(from);
    return good.replace(records, records.replace(from, to));
  };
  test("the sealed sheet verifies, with its date and device", () => {
    expect(good).toContain('"date":"2026-12-01T14:05:00Z","device":"carom-sim"');
    expect(verifySheet(bytes(good), keys, "k").valid).toBe(true);
  });
  test.each([
    ["a record's byte (a point made a miss)", () => inRecords("01010203", "01020305")],
    ["a name in the records", () => inRecords(hex("Ana"), hex("Ann"))],
    ["a name on the sheet", () => good.replace('"name":"Ana"', '"name":"Ann"')],
    ["a setting in the records (the distance)", () => inRecords("8400020002", "8400030003")],
    ["a setting on the sheet", () => good.replace('"distance":[2,2]', '"distance":[3,3]')],
    ["the end time in the records", () => inRecords("a15185", "a15186")],
    ["the date on the sheet", () => good.replace("2026-12-01T14:05:00Z", "2026-12-02T14:05:00Z")],
    ["the counter", () => good.replace('"counter":1,', '"counter":2,')],
    ["the key id", () => good.replace('"key":"club-1"', '"key":"club-2"')],
    ["the device's name in the seal", () => good.replace('"device":"carom-sim","records"', '"device":"carom-sin","records"')],
    ["the device's name on the sheet", () => good.replace('"device":"carom-sim","seal"', '"device":"carom-sin","seal"')],
  ])("changing %s fails verify", (_what, change) => {
    const changed = change();
    expect(changed).not.toBe(good);
    expect(verifySheet(bytes(changed), keys, "k")).toMatchObject({ valid: false, problems: [expect.stringMatching(/^changed content/)] });
  });
});

test("a sheet sealed by an earlier firmware (its MAC over the sheet's own bytes) still verifies; a changed byte fails", () => {
  const sheet = replayScript(FINISHED.join("\n")).out.slice(0, -1);
  const head = sheet.slice(0, -1) + ',"seal":{"key":"club-1","counter":7,"mac":"';
  const old = head + createHmac("sha256", Buffer.from(KEY, "hex")).update(Buffer.from(head, "latin1")).digest("hex") + '"}}';
  expect(verifySheet(bytes(old), keysOf("club-1", KEY), "k")).toMatchObject({ valid: true, seal: { key: "club-1", counter: 7 }, sheet });
  expect(verifySheet(bytes(old.replace("Ana", "Ann")), keysOf("club-1", KEY), "k").problems).toEqual([expect.stringMatching(/^changed content/)]);
});
