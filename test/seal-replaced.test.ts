// issue 41.10: sealed (A wins), undone, played on (B wins), sealed again: both seals verify, and
// carom verify given both says the later seal of the same match replaces the earlier one.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { startSimStore } from "../hal/sim/store";
import { keepKey } from "../firmware/seal/seal";
import { emptyKeys, writeKeys } from "../tools/link/seal-check";
import { tmpDir } from "./support/mosquitto";
import { sealedBytes } from "./support/sealed-kit";

const KEY = "0123456789abcdef".repeat(4);
const carom = path.join(__dirname, "..", "bin", "carom.js");
const START = ["set distance 2", "player A \"Ana\"", "player B \"Ben\"", "lag A break white", "point", "point"];

test("issue 41.10: two seals of one match (undone and played on): both valid, the later named as replacing the earlier; another match is not", () => {
  const dir = tmpDir("seal-replaced");
  const store = startSimStore();
  keepKey(store, `t1 ${KEY}`);
  const sealed = (lines: string[]) => sealedBytes(lines, store);
  const aWins = sealed(START);
  const bWins = sealed([...START, "undo", "miss", "point", "point"]);
  const other = sealed(["set distance 2", "player A \"Cai\"", "player B \"Dan\"", "lag A break white", "point", "point"]);
  expect(JSON.parse(aWins.toString()).result.winner).toBe("A");
  expect(JSON.parse(bWins.toString()).result.winner).toBe("B");
  for (const [name, b] of [["a.json", aWins], ["b.json", bWins], ["c.json", other]] as const) fs.writeFileSync(path.join(dir, name), b);
  const keys = path.join(dir, "keys.json");
  const k = emptyKeys();
  k.keys.t1 = { key: KEY, device: "carom-sim", made: "" };
  writeKeys(keys, k);
  const files = ["b.json", "c.json", "a.json"].map((f) => path.join(dir, f));
  const r = spawnSync(process.execPath, [carom, "verify", ...files, "--keys", keys], { encoding: "utf8" });
  expect(r.status).toBe(0);
  const lines = r.stdout.trimEnd().split("\n").filter((l) => !l.startsWith("{")); // (each valid line is followed by its sheet)
  for (const l of lines.slice(0, 3)) expect(l).toMatch(/ valid \(seal t1 #\d /);
  expect(lines.slice(3)).toEqual([
    `${files[2]}: replaced by ${files[0]}: the same match sealed again later (key t1, counter 2 after 1): it was undone and played on; the later seal is the result`,
  ]);
});
