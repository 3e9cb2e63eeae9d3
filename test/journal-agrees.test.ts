// Issue 38: the unit's state and the host's replay of its journal agree at every step. Every
// golden scenario goes line by line to a unit on the simulator as carom sends it (frames); after
// each line the unit's numbers (Op.View: phase, scores, innings, runs, high runs, warnings, fouls)
// equal those of the host's replay of the journal it reads back (tools/link/words.ts).
import * as fs from "fs";
import { readJournal } from "../tools/link/journal-read";
import { answerOf, askLine, readDeviceLine, runSteps } from "../tools/link/frame";
import { keptMatch } from "../firmware/journal/kept-match";
import { viewNumbers } from "../firmware/link";
import { newShotClock, Profile } from "../firmware/panel/shotclock";
import type { UnitState } from "../firmware/panel/state";
import type { Session } from "../firmware/journal/journal-file";
import { hostAsk, rig } from "./support/rig";
import { scenarios } from "./support/scenarios";
import { VIEW } from "../tools/link/words";
import { randomMatches } from "./support/gen";
import { replayScript } from "../rules/replay";

const NOT_THE_MATCHS = ["clock", "match", "clockSet"]; // the shot clock's seconds, the unit's match number and clock

// the view's numbers of a match as the host replays it from a journal
function hostView(journal: string): string[] {
  const k = keptMatch(journal);
  const st = { shot: newShotClock(Profile.Off), wall: { days: -1, secs: 0 } } as unknown as UnitState;
  return viewNumbers(st, { m: k.m, matchNo: 0 } as unknown as Session, 0).split(" ");
}

test("every golden scenario: after each line the unit's numbers equal the host's replay of the unit's journal", () => {
  const differ: string[] = [];
  let steps = 0;
  for (const s of scenarios()) {
    const r = rig();
    const unitView = (): string[] => runSteps((function* () {
      const a = yield { op: 240, args: "" };
      return { ok: true, body: a.rest.join(" ") };
    })(), (a) => {
      const from = r.link.sent.length;
      r.link.receive(askLine(9, a) + "\n");
      return answerOf(readDeviceLine(r.link.sent.slice(from).join("").split("\r\n")[0])!);
    }).body.split(" ");
    const journal = (): string => runSteps((function* () {
      const j = yield* readJournal(0);
      return { ok: !("code" in j), body: "code" in j ? "" : j.data };
    })(), (a) => {
      const from = r.link.sent.length;
      r.link.receive(askLine(8, a) + "\n");
      return answerOf(readDeviceLine(r.link.sent.slice(from).join("").split("\r\n")[0])!);
    }).body;
    for (const l of fs.readFileSync(s.file, "latin1").split("\n")) {
      if (l.replace(/#.*/, "").trim() === "") continue;
      hostAsk(r.link, l);
      const unit = unitView();
      const host = hostView(journal());
      steps++;
      for (const [i, name] of VIEW.entries()) {
        if (!NOT_THE_MATCHS.includes(name) && unit[i] !== host[i]) differ.push(`${s.name}, after "${l}": ${name} ${unit[i]} on the unit, ${host[i]} replayed`);
      }
      if (unit.slice(VIEW.length).join(" ") !== host.slice(VIEW.length).join(" ")) differ.push(`${s.name}, after "${l}": the names`);
    }
  }
  expect(differ.slice(0, 10)).toEqual([]);
  expect(steps).toBeGreaterThan(500);
}, 300000);

test("200 random matches (half of them with rule 18's shoot-out): the sheet the host makes from the unit's journal is carom replay's", () => {
  const wrong: string[] = [];
  let shootouts = 0;
  const matches = randomMatches(200, 3800);
  for (let i = 0; i < matches.length; i++) {
    const lines = matches[i];
    const r = rig();
    for (const l of lines.filter((x) => !x.startsWith("#"))) {
      const reply = hostAsk(r.link, l).pop()!;
      if (/ err /.test(reply)) wrong.push(`match ${i}, "${l}": ${reply}`);
    }
    const sheet = hostAsk(r.link, "1 sheet").pop()!.replace(/^1 ok /, "").replace(/ \*[0-9a-f]{4}$/, "");
    if (sheet + "\n" !== replayScript(lines.join("\n")).out) wrong.push(`match ${i}: the sheets differ`);
    if (JSON.parse(sheet).result?.kind === "tiebreak") shootouts++;
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  expect(shootouts).toBeGreaterThan(5);
}, 300000);
