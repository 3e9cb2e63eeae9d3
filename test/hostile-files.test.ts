// issue 41.9: the smaller ones. A seal naming the key id "constructor"; a folder and a FIFO named
// x.json in the sheets folder; a round robin of 1,500 players: each a clear answer, not a
// TypeError, a hang or "Maximum call stack size exceeded", and the files after it still checked.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { emptyKeys, hmacHex, writeKeys } from "../tools/link/seal-check";
import { readSheetFiles } from "../tools/tournament/files";
import { parseTournament, TournamentError } from "../tools/tournament/load";
import { buildEvent } from "../tools/tournament/build";
import { sheet, tournament } from "./support/tournament-kit";
import { tmpDir } from "./support/mosquitto";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const KEY = "ab".repeat(32);

function sealedWith(id: string): string {
  const head = JSON.stringify(sheet({ round: "r", a: ["A", 3, 2, 2], b: ["B", 1, 2, 1] })).slice(0, -1) + `,"seal":{"key":"${id}","counter":1,"mac":"`;
  return head + hmacHex(KEY, Buffer.from(head)) + '"}}\n';
}

test("issue 41.9: carom verify with a seal of key id constructor says the key is unknown, and checks the files after it", () => {
  const dir = tmpDir("verify-constructor");
  const keys = path.join(dir, "keys.json");
  const k = emptyKeys();
  k.keys.good = { key: KEY, device: "unit-1", made: "" };
  writeKeys(keys, k);
  fs.writeFileSync(path.join(dir, "a.json"), sealedWith("constructor"));
  fs.writeFileSync(path.join(dir, "b.json"), sealedWith("good"));
  const r = spawnSync(process.execPath, [carom, "verify", path.join(dir, "a.json"), path.join(dir, "b.json"), "--keys", keys], { encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(1);
  expect(r.stdout).toMatch(new RegExp(`^${path.join(dir, "a.json")}: not valid: unknown key constructor: not in `));
  expect(r.stdout).toMatch(/b\.json: valid \(seal good #1 /);
  expect(Object.keys(JSON.parse(fs.readFileSync(keys, "utf8")).seen)).toEqual(["good"]);
});

test("issue 41.9: a folder and a FIFO named x.json in the sheets folder are refused by name; carom tournament does not hang", () => {
  const dir = tmpDir("sheets-odd");
  const t = { format: "carom-tournament/1", event: "Spring Cup", players: [{ id: "a", name: "A" }, { id: "b", name: "B" }],
    phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: ["a", "b"] }] }] };
  fs.writeFileSync(path.join(dir, "t.json"), JSON.stringify(t));
  fs.mkdirSync(path.join(dir, "sheets", "folder.json"), { recursive: true });
  expect(spawnSync("mkfifo", [path.join(dir, "sheets", "fifo.json")]).status).toBe(0);
  const files = readSheetFiles(parseTournament(JSON.stringify(t), "t.json"), path.join(dir, "t.json"), []);
  expect(files.map((f) => `${f.file}: ${f.problem}`)).toEqual([
    "sheets/fifo.json: not a regular file, not a sheet file: move it out of the sheets folder",
    "sheets/folder.json: a folder, not a sheet file: move it out of the sheets folder",
  ]);
  const r = spawnSync(process.execPath, [carom, "tournament", path.join(dir, "t.json")], { encoding: "utf8", timeout: 20000 });
  expect(r.status).toBe(0);
  expect(r.stdout).toContain("Refused sheets\n  sheets/fifo.json: not a regular file");
  expect(r.stdout).toContain("  sheets/folder.json: a folder, not a sheet file");
});

test("issue 41.9: a round robin of 1,500 players is refused with what to do; one of 100 is scheduled (4,950 matches)", () => {
  const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));
  const file = (n: number) => JSON.stringify({ format: "carom-tournament/1", event: "Big", players: players(n),
    phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: players(n).map((p) => p.id) }] }] });
  expect(() => parseTournament(file(1500), "big.json")).toThrow(TournamentError);
  expect(() => parseTournament(file(1500), "big.json")).toThrow("group A has 1500 players: a round robin of more than 100 (4950 matches) cannot be played; split them into groups");
  const v = buildEvent(tournament({ event: "Big", players: players(100), phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: players(100).map((p) => p.id) }] }] }), []);
  expect(v.schedule).toHaveLength(4950);
});
