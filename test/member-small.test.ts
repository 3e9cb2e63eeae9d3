// Small things a club member meets (issue 40, item 12): a refusal that says what to write instead,
// standings whose headers read as what they count, the club's sheets folder kept out of git.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { FOUL_KINDS } from "../rules/codes";
import { standingHeader } from "../tools/tournament/present";
import { hintFor } from "../tools/cli/reply-hint";

const root = path.join(__dirname, "..");
const carom = path.join(root, "bin", "carom.js");

test("rule 6: an unknown foul kind lists the kinds there are (carom sheet --script; carom replay prints the contract's line alone)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-small-"));
  try {
    const file = path.join(dir, "bad.txt");
    fs.writeFileSync(file, "set distance 5\nlag A break white\nfoul pusch\n");
    const r = spawnSync(process.execPath, [carom, "sheet", "--script", file], { cwd: root, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/line 3: unknown foul kind: pusch \(the kinds: /);
    expect(spawnSync(process.execPath, [carom, "replay", file], { cwd: root, encoding: "utf8" }).stderr).toBe("line 3: unknown foul kind: pusch\n");
    for (const k of FOUL_KINDS) expect(r.stderr).toContain(k);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a refusal the host has nothing to add to is printed as it came", () => {
  expect(hintFor("nothing to take back")).toBe("");
  expect(hintFor("not allowed after the lag")).toContain("carom new");
});

test("the standings' headers say points (match points: win 2, draw 1) and caroms, not MP (read as matches played)", () => {
  expect(standingHeader("en")).toEqual(["#", "Player", "Points", "W", "D", "L", "Caroms", "Inn", "GA", "HR"]);
  expect(standingHeader("es")).toEqual(["#", "Jugador", "Puntos", "G", "E", "P", "Car", "Ent", "PG", "SM"]);
});

test("the club's sheets folder (carom club --sheets, default club-sheets/) is not committed by mistake", () => {
  const r = spawnSync("git", ["check-ignore", "-q", "club-sheets/round-1.json"], { cwd: root });
  expect(r.status).toBe(0);
});
