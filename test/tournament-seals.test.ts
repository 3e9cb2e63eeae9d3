// issue 41.3: a forged sheet does not count. With `seals` in the event file, every sheet of a
// sealing board must carry a valid seal of the club's key file (and of the table's own key when
// the file names it); a table listed in unsealed counts, marked unverified; two different sheets
// for one match are a conflict and carom tournament exits 1.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { buildEvent } from "../tools/tournament/build";
import { SealPolicy } from "../tools/tournament/seals";
import { TournamentFile } from "../tools/tournament/model";
import { tournamentText } from "../tools/tournament/text";
import { emptyKeys, hmacHex, KeyFile, writeKeys } from "../tools/link/seal-check";
import { sheet, tournament, HandSheet } from "./support/tournament-kit";
import { tmpDir } from "./support/mosquitto";
import { startSimStore } from "../hal/sim/store";
import { keepKey } from "../firmware/seal/seal";
import { sealedText } from "./support/sealed-kit";

const KEY1 = "11".repeat(32);
const KEY2 = "22".repeat(32);
const players = [{ id: "ana", name: "Ana Ortiz" }, { id: "ben", name: "Ben Ruiz" }, { id: "cai", name: "Cai Ng" }];
const groups = { name: "Groups", kind: "groups" as const, groups: [{ name: "A", players: ["ana", "ben", "cai"] }] };
const seals = { keys: "keys.json", tables: { "1": "t1", "2": "t2" }, unsealed: ["3"] };
const t: TournamentFile = tournament({ players, phases: [groups], seals });
const a1: HandSheet = { round: "Group A round 1", a: ["Ben Ruiz", 30, 15, 4], b: ["Cai Ng", 12, 15, 3] };
const a2: HandSheet = { round: "Group A round 2", a: ["Ana Ortiz", 30, 10, 6], b: ["Ben Ruiz", 3, 10, 1] };

function keyFile(): KeyFile {
  const k = emptyKeys();
  k.keys.t1 = { key: KEY1, device: "table-1", made: "" };
  k.keys.t2 = { key: KEY2, device: "table-2", made: "" };
  return k;
}

// the sheet's bytes as a unit with this key seals them (docs/protocol.md: Sealed sheets)
function sealed(h: HandSheet, table: string, id: string, key: string, counter = 1): string {
  const s = sheet(h) as { info: Record<string, string> };
  s.info.table = table;
  const head = JSON.stringify(s).slice(0, -1) + `,"seal":{"key":"${id}","counter":${counter},"mac":"`;
  return head + hmacHex(key, Buffer.from(head, "utf8")) + '"}}\n';
}

function unsealedSheet(h: HandSheet, table: string): string {
  const s = sheet(h) as { info: Record<string, string> };
  s.info.table = table;
  return JSON.stringify(s);
}

const policy = (): SealPolicy => ({ keys: keyFile(), file: "keys.json", tables: seals.tables, unsealed: seals.unsealed });
const build = (texts: string[]) => buildEvent(t, texts.map((text, i) => ({ file: `s${i + 1}.json`, text })), policy());

test("issue 41.3: with seals, a sheet sealed with the table's key counts; an unsealed one, a changed one or one sealed with another table's key is refused", () => {
  const good = sealed(a1, "1", "t1", KEY1);
  const changed = good.replace('"score":30', '"score":31');
  const v = build([good, unsealedSheet(a2, "1"), changed, sealed(a2, "1", "t2", KEY2, 2)]);
  expect(v.results.get("A1")?.file).toBe("s1.json");
  expect(v.results.get("A2")).toBeUndefined();
  expect(v.refused.map((r) => `${r.file}: ${r.reason}`)).toEqual([
    "s2.json: no valid seal (no seal: a unit with a key seals every finished sheet it hands over (carom key); this one was not sealed, or its seal was removed): table 1 must hand over the sheet its board sealed, or be listed in seals.unsealed",
    "s3.json: no valid seal (changed content: the MAC does not match; these are not the bytes the unit with key t1 sealed as counter 1): table 1 must hand over the sheet its board sealed, or be listed in seals.unsealed",
    "s4.json: sealed with key t2, but table 1's board seals with key t1 (seals.tables)",
  ]);
  expect(v.unverified.size).toBe(0);
  expect(tournamentText(v, "en")).toContain("Verification\n  Every sheet counted carries a valid seal of keys.json");
});

test("issue 41.3: a table named in unsealed counts without a seal, and its results are marked unverified", () => {
  const v = build([sealed(a1, "1", "t1", KEY1), unsealedSheet(a2, "3")]);
  expect([...v.results.keys()].sort()).toEqual(["A1", "A2"]);
  expect([...v.unverified]).toEqual(["A2"]);
  const text = tournamentText(v, "en");
  expect(text).toMatch(/A2 +Ana Ortiz +30-3 +Ben Ruiz +10 inn +unverified/);
  expect(text).toMatch(/A1 +Ben Ruiz +30-12 +Cai Ng +15 inn\n/);
  expect(text).toContain("unverified (a table whose board does not seal): A2");
});

test("issue 41.3: the forged copy (score and winner swapped, named to sort first) beside the genuine one: a conflict, carom tournament names both and exits 1", () => {
  const dir = tmpDir("tournament-conflict");
  fs.mkdirSync(path.join(dir, "sheets"));
  const { seals: _s, ...open } = t; // eslint-disable-line @typescript-eslint/no-unused-vars
  fs.writeFileSync(path.join(dir, "t.json"), JSON.stringify(open));
  fs.writeFileSync(path.join(dir, "sheets", "table2-x.json"), JSON.stringify(sheet(a1)));
  fs.writeFileSync(path.join(dir, "sheets", "table1-0000.json"), JSON.stringify(sheet({ ...a1, a: ["Ben Ruiz", 12, 15, 3], b: ["Cai Ng", 30, 15, 4] })));
  const carom = path.join(__dirname, "..", "bin", "carom.js");
  const r = spawnSync(process.execPath, [carom, "tournament", path.join(dir, "t.json")], { encoding: "utf8" });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("carom: A1 has two different sheets (sheets/table1-0000.json, sheets/table2-x.json): neither counts; remove the wrong one\n");
  expect(r.stderr).toContain("carom: results not verified");
  expect(r.stdout).toMatch(/A1 +Ben Ruiz +- +Cai Ng +to play/);
  // with the key file: the unsealed forgery is refused, the sealed genuine sheet counts
  writeKeys(path.join(dir, "keys.json"), keyFile());
  fs.writeFileSync(path.join(dir, "t.json"), JSON.stringify(t));
  fs.writeFileSync(path.join(dir, "sheets", "table2-x.json"), sealed(a1, "1", "t1", KEY1));
  const sealedRun = spawnSync(process.execPath, [carom, "tournament", path.join(dir, "t.json")], { encoding: "utf8" });
  expect(sealedRun.status).toBe(0);
  expect(sealedRun.stdout).toMatch(/A1 +Ben Ruiz +30-12 +Cai Ng/);
  expect(sealedRun.stdout).toMatch(/sheets\/table1-0000\.json: no valid seal/);
});

test("issue 38: a sheet sealed over its records (this firmware's seal) counts; the same sheet with its score edited, or sealed with another table's key, is refused", () => {
  const store = startSimStore();
  keepKey(store, `t1 ${KEY1}`);
  const script = ["set distance 30", 'set event "Spring Cup"', 'set round "Group A round 1"', 'set table "1"', 'player A "Ben Ruiz"', 'player B "Cai Ng"',
    "lag A break white", ...Array(30).fill("point"), "sign referee", "sign B"].join("\n");
  const good = sealedText(script, store, "table-1", { days: 20788, secs: 50000 }) + "\n";
  expect(good).toMatch(/,"seal":\{"key":"t1","counter":1,"device":"table-1","records":"[0-9a-f]+","mac":"[0-9a-f]{64}"\}\}\n$/);
  const edited = good.replace('"score":30', '"score":31');
  const other = startSimStore();
  keepKey(other, `t2 ${KEY2}`);
  const v = build([good, edited, sealedText(script, other, "table-2") + "\n"]);
  expect(tournamentText(v, "en")).toMatch(/A1 +Ben Ruiz +30-0 +Cai Ng/);
  expect(v.refused.map((r) => `${r.file}: ${r.reason}`)).toEqual([
    "s2.json: no valid seal (changed content: the sheet is not the one its sealed records make (an event, a name, a setting or the date was edited)): table 1 must hand over the sheet its board sealed, or be listed in seals.unsealed",
    "s3.json: sealed with key t2, but table 1's board seals with key t1 (seals.tables)",
  ]);
});
