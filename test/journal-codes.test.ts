// Journal codes are a file format (docs/architecture.md, "The journal is the record"): each code keeps its meaning forever, new kinds
// take new codes, and a journal written by an earlier version still restores.
import * as fs from "fs";
import * as path from "path";
import { Cmd, Ev, Foul, FOUL_KINDS } from "../rules/codes";
import { parseLine } from "../rules/parse";
import { newMatch } from "../rules/match";
import { commandPayload, payloadCommand, Rec, VERSION } from "../firmware/journal/records";
import { fromV1 } from "../firmware/journal/records-v1";
import { rig } from "./support/rig";
import { startSimStore } from "../hal/sim/store";
import { readRecords } from "../firmware/journal/records";

// Every code a journal of version 2 may hold, with the script line it stands for. Never change
// a line here: add new codes below it.
const CODES: Array<[number, string]> = [
  [1, "point"], [2, "miss"], [3, "rebreak"], [4, "extension"], [5, "interference"], [6, "miscue"], [7, "suspend"], [8, "resume"],
  [16, "warn A"], [17, "warn B"], [18, "dq A"], [19, "dq B"], [20, "forfeit A"], [21, "forfeit B"], [22, "protest A \"x\""], [23, "protest B \"x\""],
  [32, "sign referee"], [33, "sign scorer"], [34, "sign A"], [35, "sign B"],
  [80, "foul ball-off-table"], [81, "foul balls-moving"], [82, "foul touched-ball"], [83, "foul push"], [84, "foul double-hit"],
  [85, "foul no-foot-on-floor"], [86, "foul wrong-ball"], [87, "foul touched-cue-ball"], [88, "foul break-wrong-ball"],
  [89, "foul frame-touch"], [90, "foul stopped-on-rail"], [91, "foul player-interference"], [92, "foul intentional-safety"],
  [129, "undo"], [130, "lag A break white"], [131, "player A \"x\""], [132, "set distance 30"], [133, "set innings 50"],
  [134, "set equalize on"], [135, "set shotclock 40"], [136, "set extensions 2"], [137, "set event \"x\""],
  [138, "set tiebreak shootout"],
];

test("rule 6: every journal code keeps its meaning: the line it stands for parses to it", () => {
  for (const [code, line] of CODES) expect([line, parseLine(line).code]).toEqual([line, code]);
  expect([Rec.Header, Rec.Commit, Rec.Profile]).toEqual([72, 75, 160]);
  expect(VERSION).toBe(2);
});

test("a record is its code, then its data; the data reads back as the same command", () => {
  for (const [code, line] of CODES) {
    const cmd = parseLine(line);
    const p = commandPayload(cmd, code);
    expect([line, p.charCodeAt(0)]).toEqual([line, code]);
    const back = payloadCommand(p);
    expect([line, back.code, back.text]).toEqual([line, code, code === Cmd.Undo ? "" : cmd.text]);
  }
});

test("rules 6, 8, 14: the foul kinds fit their range, and the derived sizes are computed from their count", () => {
  expect(Foul.Count).toBe(FOUL_KINDS.length);
  expect(Ev.Foul + FOUL_KINDS.length - 1).toBeLessThanOrEqual(Ev.FoulLast);
  expect(newMatch().f.length).toBe(2 * FOUL_KINDS.length);
  // no event code is a header or commit code, and every code is one byte that is never erased flash
  const all = CODES.map(([c]) => c);
  expect(all).not.toContain(Rec.Header);
  expect(all).not.toContain(Rec.Commit);
  expect(new Set(all).size).toBe(all.length);
  for (const c of all.concat([Rec.Header, Rec.Commit, Rec.Profile])) {
    expect(c).toBeGreaterThan(0);
    expect(c).toBeLessThan(255);
  }
});

test("version 1's codes are read as the same events", () => {
  const v1: Array<[number, number]> = [[1, Ev.Point], [2, Ev.Miss], [3, Ev.Foul], [15, Ev.Foul + 12], [16, Ev.Rebreak], [17, Ev.Warn],
    [19, Ev.Extension], [22, Ev.Protest], [24, Ev.Dq], [27, Ev.Forfeit + 1], [28, Ev.Suspend], [29, Ev.Resume], [33, Ev.Sign + 3],
    [41, Cmd.Undo], [42, Cmd.Lag], [49, Cmd.Info], [60, Rec.Profile]];
  for (const [old, now] of v1) expect([old, fromV1(String.fromCharCode(old) + "x").charCodeAt(0)]).toEqual([old, now]);
});

const FIXTURES = path.join(__dirname, "fixtures", "journal-v1");

describe("a journal written by version 1 (kept from that build) restores to the same match", () => {
  test.each(fs.readdirSync(FIXTURES).filter((f) => f.endsWith(".json")))("%s", (name) => {
    const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, name), "utf8"));
    const store = startSimStore();
    Object.assign(store.files, fixture.files);
    const version = (f: string) => readRecords(store.read(f)).payloads[0].charCodeAt(1);
    expect(["j0", "j1"].filter((f) => store.read(f) !== "").map(version)).toEqual([1]);
    const r = rig(undefined, store);
    // (the sheet of that build, which did not print config.tiebreak yet)
    const sheet = { ...fixture.sheet, config: { ...fixture.sheet.config, tiebreak: "none" } };
    expect(r.sheet()).toEqual(sheet);
    if (fixture.profile !== undefined) expect(r.unit.session.profile).toBe(fixture.profile);
    // it goes on as version 2: one journal, and it restores again
    expect(["j0", "j1"].filter((f) => store.read(f) !== "").map(version)).toEqual([VERSION]);
    r.reboot();
    expect(r.sheet()).toEqual(sheet);
    for (const k of Object.keys(fixture.files).filter((f) => f.startsWith("sheet."))) expect(store.read(k)).toBe(fixture.files[k]);
  });
});

test("the live stream's line for every journal code parses back to the same command", () => {
  const { commandText } = require("../tools/link/script-text");
  for (const [code, line] of CODES) {
    const cmd = parseLine(line);
    const back = parseLine(commandText(cmd));
    expect([line, back.code, back.a, back.b, back.c, back.text]).toEqual([line, code, cmd.a, cmd.b, cmd.c, cmd.text]);
  }
});

test("a version-1 journal whose rewrite does not fit is never appended to: events are refused, and it restores as it was", () => {
  const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, "11-fouls-a.json"), "utf8"));
  const size = Object.values(fixture.files as Record<string, string>).reduce((n, f) => n + f.length, 0);
  const store = startSimStore({ capacity: size + 40 }); // no room for a second copy of the journal
  Object.assign(store.files, fixture.files);
  const sheet = { ...fixture.sheet, config: { ...fixture.sheet.config, tiebreak: "none" } };
  const r = rig(undefined, store);
  expect(r.sheet()).toEqual(sheet);
  expect(r.send("undo")[0]).toMatch(/err the store is full/);
  expect(r.send("forfeit A")[0]).toMatch(/err the store is full/);
  r.reboot();
  expect(r.sheet()).toEqual(sheet);
});
