// issue 41.4, the host's side: a text with a control character (below 0x20, or 0x7F) is refused
// with a clear error before anything is sent or printed for pasting: carom config's names and
// headers, and the tournament file's texts (which carom tournament next prints as carom config lines).
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { controlProblem } from "../tools/link/text-check";
import { parseTournament } from "../tools/tournament/load";
import { tmpDir } from "./support/mosquitto";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const run = (...args: string[]) => spawnSync(process.execPath, [carom, ...args], { encoding: "utf8", timeout: 20000 });

test("issue 41.4: every control character is refused, printable text (UTF-8 names too) is not", () => {
  for (const c of [...Array.from({ length: 32 }, (_, i) => i), 127]) expect(controlProblem("--event", `Cup${String.fromCharCode(c)}`)).not.toBe("");
  for (const ok of ["Ana Ortiz", "Fermín Gil", "Zoë \"Z\" O'Neil", "Pокер 2026", "#1 ~ {}"]) expect(controlProblem("--player-a", ok)).toBe("");
  expect(controlProblem("--player-a", "Ana\nplain on")).toBe('--player-a "Ana\\nplain on" holds a control character (U+000A, a line break) at position 4: ' +
    "a name or header is one line of printable text; remove it");
});

test("issue 41.4: carom config with a newline in a name exits 2 with the reason before it opens the port (nothing reaches the unit)", () => {
  const r = run("config", "--port", "/dev/null/no-such-port", "--player-a", "Ana\nplain on\n7 forfeit B\n#");
  expect(r.status).toBe(2);
  expect(r.stderr).toBe('carom: --player-a "Ana\\nplain on\\n7 forfeit B\\n#" holds a control character (U+000A, a line break) at position 4: ' +
    "a name or header is one line of printable text; remove it\n");
  for (const flag of ["--player-b", "--event", "--round", "--table", "--referee", "--scorer"]) {
    expect(run("config", "--port", "/dev/null/no-such-port", flag, "x\ty").stderr).toMatch(new RegExp(`^carom: ${flag} "x\\\\ty" holds a control character \\(U\\+0009, a tab\\)`));
  }
});

test("issue 41.4: a tournament file whose texts hold a control character is refused, and carom tournament next prints no command", () => {
  const t = (name: string) => JSON.stringify({ format: "carom-tournament/1", event: "Cup", players: [{ id: "a", name }, { id: "b", name: "B" }],
    phases: [{ name: "G", kind: "groups", groups: [{ name: "A", players: ["a", "b"] }] }] });
  expect(() => parseTournament(t("Ana\nplain on"), "t.json")).toThrow('t.json:\n  /players/0/name "Ana\\nplain on" holds a control character (U+000A, a line break)');
  expect(() => parseTournament(t("Ana\u007f"), "t.json")).toThrow(/U\+007F, a DEL/);
  const dir = tmpDir("text-control");
  fs.writeFileSync(path.join(dir, "t.json"), t("Ana\r\ncarom key"));
  const r = run("tournament", "next", path.join(dir, "t.json"));
  expect(r.status).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(/\/players\/0\/name "Ana\\r\\ncarom key" holds a control character \(U\+000D, a carriage return\)/);
});
