// issue 41.7: the simulator's store, the key file and the club's sheet folder write through a
// temporary file created exclusively under a name no one can guess (hal/sim/atomic-file.ts): a
// symlink planted where the temporary file used to go, or at the very name, overwrites nothing.
import * as fs from "fs";
import * as path from "path";
import { writeAtomic } from "../hal/sim/atomic-file";
import { startSimStore } from "../hal/sim/store";
import { emptyKeys, writeKeys } from "../tools/link/seal-check";
import { keepSheet } from "../tools/club/sheets";
import { sheet } from "./support/tournament-kit";
import { tmpDir } from "./support/mosquitto";

function plant(dir: string, at: string): string {
  const victim = path.join(dir, "victim.txt");
  fs.writeFileSync(victim, "precious\n");
  fs.symlinkSync(victim, path.join(dir, at));
  return victim;
}

test("issue 41.7: a symlink at s.json.tmp: the simulator's store is written, victim.txt is not", () => {
  const dir = tmpDir("atomic-store");
  const victim = plant(dir, "s.json.tmp");
  const store = startSimStore({ file: path.join(dir, "s.json") });
  expect(store.append("journal", "abc")).toBe(true);
  store.close();
  expect(fs.readFileSync(victim, "utf8")).toBe("precious\n");
  expect(JSON.parse(fs.readFileSync(path.join(dir, "s.json"), "latin1")).journal).toBe("abc");
  expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual(["s.json.tmp"]); // only the planted one
});

test("issue 41.7: a symlink at the key file's and the sheet folder's old temporary names: nothing followed", () => {
  const dir = tmpDir("atomic-keys");
  const victim = plant(dir, `keys.json.${process.pid}.tmp`);
  writeKeys(path.join(dir, "keys.json"), emptyKeys());
  expect(fs.readFileSync(victim, "utf8")).toBe("precious\n");
  expect(fs.statSync(path.join(dir, "keys.json")).mode % 0o1000).toBe(0o600);
  const name = "table1-unit-5-m2.json";
  fs.symlinkSync(victim, path.join(dir, `${name}.${process.pid}.tmp`));
  const kept = keepSheet(dir, 1, Buffer.from(JSON.stringify(sheet({ round: "r", a: ["A", 3, 2, 2], b: ["B", 1, 2, 1] }))), { epoch: 5, match: 2 });
  expect(kept.file).toBe(path.join(dir, name));
  expect(fs.readFileSync(victim, "utf8")).toBe("precious\n");
});

test("issue 41.7: the temporary file is created exclusively: a symlink at its exact name is refused (EEXIST), not followed", () => {
  const dir = tmpDir("atomic-excl");
  const victim = plant(dir, "f.json.guessed.tmp");
  expect(() => writeAtomic(path.join(dir, "f.json"), "new", { tmpName: path.join(dir, "f.json.guessed.tmp") })).toThrow(/EEXIST/);
  expect(fs.readFileSync(victim, "utf8")).toBe("precious\n");
  expect(fs.existsSync(path.join(dir, "f.json"))).toBe(false);
});

test("issue 41.3: the club's sheet folder names a file by the table, the device and the match number: a device name of its own choosing is not a path", () => {
  const dir = tmpDir("club-names");
  const s = { ...sheet({ round: "r", a: ["A", 3, 2, 2], b: ["B", 1, 2, 1] }), device: "../../0000" };
  expect(keepSheet(dir, 2, Buffer.from(JSON.stringify(s)), { epoch: 9, match: 4 }).file).toBe(path.join(dir, "table2-unit-9-m4.json"));
  const named = { ...s, device: "carom-sim" };
  expect(keepSheet(dir, 2, Buffer.from(JSON.stringify(named)), { epoch: 9, match: 5 }).file).toBe(path.join(dir, "table2-carom-sim-9-m5.json"));
});
