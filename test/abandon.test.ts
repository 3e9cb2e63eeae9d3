// Abandoning a match in progress (the link's abandon, carom new --abandon, the menu's confirmed
// ABANDON MATCH): the unfinished match's sheet, as the rules core gives it, is kept in the archive
// and marked abandoned in its index (the link's sheets); never silently. And new/abandon with the
// defaults (carom new --defaults).
import * as path from "path";
import * as fs from "fs";
import * as os from "os";
import { sealed } from "../firmware/link";
import { ABANDONED, markAbandoned } from "../firmware/journal/kept-files";
import { english, MENU, POINT, rig, UNDO, viaMenu } from "./support/rig";
import { spawnPtySim } from "../tools/sim/sim-process";
import { runCarom } from "./support/carom-cli";
import { needsProgram } from "./support/needs";

const unseal = (line: string) => {
  const m = /^(.*) \*([0-9a-f]{4})$/.exec(line);
  if (m === null) throw new Error(`unsealed line: ${line}`);
  expect(sealed(m[1])).toBe(line);
  return m[1];
};

function inPlay() {
  const r = rig();
  english(r);
  for (const l of ["set distance 5", "set innings 20", 'set event "Open"', 'player A "Ana"', 'player B "Ben"', "lag A break white", "point", "miss"]) {
    expect(unseal(r.send(l)[0])).toMatch(/ ok /);
  }
  return r;
}

test("abandon over the link: the unfinished match's own sheet is kept, marked abandoned in sheets; the next match keeps the settings", () => {
  const r = inPlay();
  const before = r.sheet();
  expect(unseal(r.send("1 abandon")[0])).toBe("1 ok abandoned: its sheet is kept, marked abandoned; new match with the same settings");
  expect(unseal(r.send("2 sheets")[0])).toBe("2 ok 1:abandoned");
  const kept = JSON.parse(unseal(r.send("3 sheet 1")[0]).slice("3 ok ".length));
  delete kept.device;
  expect(kept).toEqual(before); // the rules core's sheet of the match as it stood: in play, 1-0
  expect(kept.state).not.toBe("finished");
  expect(r.field("msg")).toBe("MATCH ABANDONED"); // on the display too, not silently
  const m = r.unit.session.m;
  expect([m.n[0], m.dist[0], m.names[0], m.info[0]]).toEqual([0, 5, "A", "Open"]); // setup, the same settings, the names start over
  r.reboot();
  expect(unseal(r.send("4 sheets")[0])).toBe("4 ok 1:abandoned");
  expect(r.unit.session.m.dist[0]).toBe(5);
});

test("abandon is refused when no match is in play, new while one is; with defaults the next match starts from them", () => {
  const r = rig();
  english(r);
  expect(unseal(r.send("1 abandon")[0])).toBe("1 err no match in play to abandon");
  expect(unseal(r.send("2 abandon now")[0])).toBe("2 err expected abandon or abandon defaults");
  for (const l of ["set distance 2", "lag A break white", "point"]) r.send(l);
  expect(unseal(r.send("3 new")[0])).toBe("3 err the match is not over");
  r.send("suspend");
  expect(unseal(r.send("4 abandon defaults")[0])).toBe("4 ok abandoned: its sheet is kept, marked abandoned; new match with the default settings");
  expect(r.unit.session.m.dist[0]).toBe(40);
  for (const l of ["set distance 1", "lag A break white", "point"]) r.send(l);
  expect(unseal(r.send("5 new")[0])).toBe("5 ok new match with the same settings");
  expect(r.unit.session.m.dist[0]).toBe(1);
  for (const l of ["lag A break white", "point"]) r.send(l);
  expect(unseal(r.send("6 new defaults")[0])).toBe("6 ok new match with the default settings");
  expect(r.unit.session.m.dist[0]).toBe(40);
  expect(unseal(r.send("7 sheets")[0])).toBe("7 ok 3 2 1:abandoned"); // finished ones unmarked
});

test("the menu's ABANDON MATCH asks for a confirmation; back leaves the match as it is", () => {
  const r = inPlay();
  viaMenu(r, "ABANDON MATCH", []);
  expect(r.field("msg")).toBe("ABANDON MATCH ?");
  r.press(UNDO); // back to the items
  r.hold(UNDO); // leave the menu
  expect(r.unit.session.m.n[0]).toBe(1); // still in play
  expect(r.store.read(ABANDONED)).toBe("");
  viaMenu(r, "ABANDON MATCH", [], true);
  expect(r.unit.session.m.n[0]).toBe(0);
  expect(r.field("msg")).toBe("MATCH ABANDONED");
  expect(unseal(r.send("1 sheets")[0])).toBe("1 ok 1:abandoned");
  r.press(MENU);
  r.hold(UNDO);
  // a finished match: the item is not offered (phases 1 and 2 only)
  for (const l of ["set distance 1", "lag A break white"]) r.send(l);
  r.press(POINT);
  r.press(MENU);
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    seen.push(r.menu());
    r.press(POINT);
  }
  expect(seen).not.toContain("ABANDON MATCH");
});

test("an abandon cut off after its mark: the match goes on, and once finished its sheet is kept unmarked", () => {
  const r = inPlay();
  expect(markAbandoned(r.store, 1, true)).toBe(true); // the mark is written before the sheet: a power cut here
  r.reboot();
  expect(unseal(r.send("1 sheets")[0])).toBe("1 ok"); // no sheet kept: nothing listed
  for (let i = 0; i < 5; i++) r.send("point");
  expect(r.unit.session.m.n[0]).toBe(3);
  expect(unseal(r.send("2 new")[0])).toMatch(/ok new match/);
  expect(unseal(r.send("3 sheets")[0])).toBe("3 ok 1");
  expect(r.store.read(ABANDONED)).toBe("");
});

const root = path.join(__dirname, "..");
const haveSocat = needsProgram("socat", "the carom new --abandon test");

const run = (cwd: string, args: string[], input?: string) => runCarom(args, { cwd, input });

(haveSocat ? test : test.skip)("carom new refuses a match in play and names --abandon; --abandon keeps it, says so; new says it keeps the settings", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-abandon-"));
  const sim = await spawnPtySim(path.join(dir, "store.json"));
  try {
    expect((await run(dir, ["send", "--port", sim.pty, "-"], "set distance 3\nset shotclock 40\nset extensions 2\nlag A break white\npoint\n")).status).toBe(0);
    const refused = await run(dir, ["new", "--port", sim.pty]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("the match is not over: finish it first (or undo to correct it), or abandon it: carom new --abandon");
    const abandoned = await run(dir, ["new", "--abandon", "--port", sim.pty]);
    expect(abandoned.status).toBe(0);
    expect(abandoned.stderr).toContain("the unfinished match is abandoned: its sheet is kept as it stood, marked abandoned (match 1: carom sheet --last 1)");
    // the shot clock and its extensions carry over, said with their figures
    expect(abandoned.stderr).toContain("the new match keeps the last one's settings (distance 3, no innings limit, equalizing off, shot clock 40 s with 2 extensions a player, tie-break none)");
    expect(abandoned.stderr).toContain("carom new --defaults");
    const sheet = await run(dir, ["sheet", "--last", "1", "--port", sim.pty]);
    expect(sheet.status).toBe(0);
    expect(sheet.stderr).toContain("match 1 was abandoned unfinished");
    expect(JSON.parse(sheet.stdout)).toMatchObject({ state: "in-play" });
    expect(JSON.parse(sheet.stdout).players.A.score).toBe(1);
    expect((await run(dir, ["send", "--port", sim.pty, "-"], "lag A break white\npoint\npoint\npoint\n")).status).toBe(0);
    const next = await run(dir, ["new", "--defaults", "--port", sim.pty]);
    expect(next.stderr).toContain("the finished match's sheet is kept (carom sheet --last 1); the new match starts from the default settings (distance ");
  } finally {
    sim.child.kill();
    await new Promise((done) => (sim.child.exitCode !== null ? done(0) : sim.child.once("exit", done)));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
