// The device's end of the serial link (docs/protocol.md), on hal/sim.
import fc from "fast-check";
import { sealed, MAX_LINE } from "../firmware/link";
import { askLine, readDeviceLine } from "../tools/link/frame";
import { Ask, scriptFrame } from "../tools/link/words";
import { liveWords } from "../tools/link/client";
import { Cmd, Ev } from "../rules/codes";
import { Dev } from "../firmware/journal/device";
import { numBytes } from "../firmware/journal/link-frame";
import { replayScript } from "../rules/replay";
import { sheetJson } from "../rules/sheet";
import { scenarios } from "./support/scenarios";
import { rig, POINT } from "./support/rig";
import { parseWallTime } from "../firmware/journal/calendar";

const parseWallDays = (day: string) => parseWallTime(day).days;
import * as fs from "fs";

const unseal = (line: string) => {
  const m = /^(.*) \*([0-9a-f]{4})$/.exec(line);
  if (m === null) throw new Error(`unsealed line: ${line}`);
  expect(sealed(m[1])).toBe(line);
  return m[1];
};

describe("the link protocol, device side", () => {
  test("hello names the device, the firmware and the protocol; every line is sealed", () => {
    const r = rig();
    const [reply] = r.send("7 hello");
    expect(unseal(reply)).toBe("7 ok carom fw 0.2.0 proto 3 device test-unit");
    // hello gives a session number, which every later reply carries
    expect(unseal(r.send("8 hello 4242")[0])).toBe("8@4242 ok carom fw 0.2.0 proto 3 device test-unit");
    expect(unseal(r.send("9 view")[0])).toMatch(/^9@4242 ok \{/);
    expect(unseal(r.ask("3 point *0000")[0])).toBe("-@4242 -43"); // a wrong checksum
    expect(unseal(r.ask(sealed("1 hello 123456"))[0])).toBe("1@4242 -47"); // not the greeting
  });

  test("script words are events; replies repeat the request id; a checked line is accepted", () => {
    const r = rig();
    expect(unseal(r.send("1 lag A break white")[0])).toBe("1 ok setup");
    expect(unseal(r.send("2 point")[0])).toBe("2 ok point");
    expect(unseal(r.send("point")[0])).toBe("- ok point"); // no id
    expect(r.sheet().players.A.score).toBe(2);
  });

  test("a frame is the journal's record: the unit answers its code, the host says it in words", () => {
    const r = rig();
    expect(unseal(r.ask(askLine(6, scriptFrame("lag A break white") as Ask))[0])).toBe("6 7"); // Fx.Setup
    expect(askLine(7, scriptFrame("point") as Ask)).toBe(":0207010a15"); // docs/protocol.md's example
    expect(unseal(r.ask(":0207010a15")[0])).toBe("7 1"); // Fx.Point
    expect(unseal(r.ask(askLine(8, scriptFrame("set distance 3") as Ask))[0])).toBe("8 -14"); // Err.AfterLag
    expect(unseal(r.send("8 set distance 3")[0])).toBe("8 err not allowed after the lag");
    expect(r.unit.session.m.journal).toBe("\x01");
    expect(unseal(r.send("9 shot")[0])).toBe("9 ok inning"); // rule 2: a shot without contacts is a miss, over the link as in a script
    expect(unseal(r.send("10 time 2150-01-01")[0])).toMatch(/^10 err the unit's clock goes up to 2147/);
    expect(unseal(r.ask(askLine(11, { op: Dev.Time, args: numBytes(65001, 2) + numBytes(0, 3) }))[0])).toBe("11 -46"); // (its clock record would hold a 0xFF)
    expect(unseal(r.send("12 remote revoke 300")[0])).toBe("12 err no remote 300 is paired"); // (never remote 255)
  });

  test("bad lines get an error naming the problem and change nothing", () => {
    const r = rig();
    r.send("lag A break white");
    const before = sheetJson(r.unit.session.m);
    expect(unseal(r.ask("3 point *0000")[0])).toBe("- -43");
    expect(unseal(r.ask("point")[0])).toBe("- -47"); // a line of text is not a request: carom console types lines
    expect(unseal(r.send("4 dance")[0])).toBe("4 err unknown word: dance");
    expect(unseal(r.send("5 set distance 3")[0])).toBe("5 err not allowed after the lag");
    expect(unseal(r.send("6 foul spit")[0])).toBe("6 err unknown foul kind: spit");
    expect(unseal(r.send("7 !new")[0])).toBe("7 err unknown word: !new");
    // forged frames: codes the journal does not know, bytes out of range, a name with a control character
    for (const [op, args, code] of [[9, "", -43], [Cmd.Lag, "\x00\x01\x05", -46], [Cmd.Distance, "\x00\x00\x00\x05", -46], [Cmd.Player, "\x00Ana\nplain on", -11], [Ev.Point, "x", -43], [Dev.New, "\x07", -43]] as const) {
      expect([op, unseal(r.ask(askLine(1, { op, args }))[0])]).toEqual([op, `1 ${code}`]);
    }
    expect(sheetJson(r.unit.session.m)).toBe(before);
  });

  test("a line longer than the limit is discarded up to its end, and the next line is served", () => {
    const r = rig();
    const from = r.link.sent.length;
    r.link.receive(":" + "0".repeat(MAX_LINE + 50) + "\n2 hel");
    r.link.receive("lo\n");
    const lines = r.link.sent.slice(from).join("").split("\r\n").filter((l) => l).map(unseal);
    expect(lines[0]).toBe("- -45");
    expect(lines[1]).toMatch(/^2 ok carom/);
  });

  test("a damaged or truncated frame is always refused; a half line left behind is dropped", () => {
    const r = rig();
    r.send("lag A break white");
    const before = sheetJson(r.unit.session.m);
    const good = askLine(3, scriptFrame("point") as Ask);
    for (let k = 1; k < good.length; k++) expect([k, unseal(r.ask(good.slice(0, k))[0])]).toEqual([k, "- -43"]);
    for (let k = 1; k < good.length; k++) {
      const flipped = good.slice(0, k) + (good[k] === "0" ? "1" : "0") + good.slice(k + 1);
      expect([k, unseal(r.ask(flipped)[0])]).toEqual([k, "- -43"]);
    }
    expect(sheetJson(r.unit.session.m)).toBe(before);
    expect(unseal(r.ask(":0207" + good)[0])).toBe("3 1"); // a half frame before a whole one
    expect(unseal(r.ask(":02" + sealed("2 hello 77"))[0])).toMatch(/^2@77 ok carom/); // and before a greeting
    expect(unseal(r.send("3 view world")[0])).toBe("3 err unexpected word at the end of the line: world");
    expect(unseal(r.send("4 time 2026-02-30T10:00Z")[0])).toMatch(/^4 err expected a time/);
    expect(unseal(r.send("5 time 2026-11-30T14:05:00+02:00")[0])).toMatch(/^5 err expected a time/);
    const crlf = "7 hello" + " ".repeat(MAX_LINE - 7);
    expect(crlf.length).toBe(MAX_LINE);
    const from = r.link.sent.length;
    r.link.receive(crlf + "\r\n");
    expect(unseal(r.link.sent.slice(from).join("").split("\r\n")[0])).toMatch(/^7@77 ok carom/);
  });

  test("fuzz: 20,000 forged and mutated frames: one reply each, a refused one changes nothing, no point is invented", () => {
    const r = rig();
    r.send("set distance 15");
    r.send("lag A break white");
    const words = ["point", "miss", "undo", "foul push", "shot N E S R O", "warn A", "protest B \"x\"", "sign A", "suspend", "resume", "dq B", "player A \"Ana\""];
    const frames = words.map((w) => scriptFrame(w) as Ask);
    const frame = fc.oneof(
      fc.tuple(fc.nat(255), fc.string({ maxLength: 12 })).map(([op, args]) => askLine(1, { op, args })),
      fc.tuple(fc.constantFrom(...frames), fc.nat(40), fc.constantFrom("0", "f", "", "zz", ":")).map(([f, i, c]) => {
        const l = askLine(2, f);
        return l.slice(0, i) + c + l.slice(i + 1);
      }),
    );
    let refused = 0;
    fc.assert(
      fc.property(frame, (line) => {
        const before = sheetJson(r.unit.session.m);
        const score = r.unit.session.m.n[9] + r.unit.session.m.n[10];
        r.display.frames.length = 0;
        r.buzzer.played.length = 0;
        const replies = r.ask(line).map(unseal).filter((l) => !l.startsWith("*"));
        expect(replies.length).toBe(1);
        const code = Number(replies[0].split(" ")[1]);
        if (code < 0 || Number.isNaN(code)) {
          refused++;
          expect(sheetJson(r.unit.session.m)).toBe(before);
        } else {
          expect(r.unit.session.m.n[9] + r.unit.session.m.n[10]).toBeLessThanOrEqual(score + 1);
        }
        if (r.unit.session.m.n[0] >= 3) r.send("new"); // (the matches go on)
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 20000) },
    );
    expect(refused).toBeGreaterThan(Number(process.env.FUZZ_RUNS ?? 20000) / 4);
  });

  test("sheet: the sheet of carom replay, made from the journal; dated when the match ended, once the time is set", () => {
    const r = rig();
    const script = ["set distance 3", "player A \"Ana\"", "lag A break white", "point", "miss", "point"];
    for (const l of script) r.send(l);
    const plain = JSON.parse(unseal(r.send("1 sheet")[0]).slice("1 ok ".length));
    expect(plain).toEqual(JSON.parse(replayScript(script.join("\n")).out));
    expect(unseal(r.send("2 time 2026-11-30T14:05:00Z")[0])).toBe("2 ok 2026-11-30T14:05:00Z");
    r.clock.advance(61000);
    expect(JSON.parse(unseal(r.send("3 sheet")[0]).slice("3 ok ".length)).date).toBeUndefined(); // in play: no date
    r.send("point");
    r.send("point"); // B's third: the end
    r.clock.advance(120000); // the date is when it ended, never when it is read
    const dated = JSON.parse(unseal(r.send("3 sheet")[0]).slice("3 ok ".length));
    expect(dated.date).toBe("2026-11-30T14:06:01Z");
    expect(dated.device).toBe("test-unit");
    expect(unseal(r.send("4 time yesterday")[0])).toMatch(/^4 err expected a time/);
  });

  test("the wall time is carried on every 4 hours (an integer firmware's milliseconds wrap after 24.8 days up): the sheet's date stays right", () => {
    const r = rig();
    for (const l of ["set distance 3", "lag A break white", "point"]) r.send(l);
    expect(unseal(r.send("1 time 2026-11-30T14:05:00Z")[0])).toBe("1 ok 2026-11-30T14:05:00Z");
    const at = r.unit.st.wallAt;
    r.clock.advance(25 * 3600 * 1000 + 1000);
    expect(r.unit.st.wall.days).toBe(parseWallDays("2026-12-01"));
    expect(r.unit.st.wallAt).toBe(at + 86400000);
    r.send("point");
    r.send("point"); // the end: its time into the journal
    expect(JSON.parse(unseal(r.send("2 sheet")[0]).slice("2 ok ".length)).date).toBe("2026-12-01T15:05:01Z");
  });

  test("new match and the kept sheets of earlier matches", () => {
    const r = rig();
    for (const l of ["set distance 1", "lag B break white", "point"]) r.send(l);
    expect(unseal(r.send("1 new")[0])).toBe("1 ok new match with the same settings");
    expect(unseal(r.send("2 new")[0])).toBe("2 err the match is not over");
    expect(unseal(r.send("3 sheets")[0])).toBe("3 ok 1");
    const kept = JSON.parse(unseal(r.send("4 sheet 1")[0]).slice("4 ok ".length));
    expect(kept.result).toEqual({ kind: "distance", winner: "B" });
    expect(unseal(r.send("5 sheet 9")[0])).toMatch(/^5 err no kept sheet 9/);
  });

  test("view and the live stream of events entered on the device", () => {
    const r = rig();
    r.send("lag A break white");
    expect(unseal(r.send("1 live on")[0])).toBe("1 ok live on");
    const from = r.link.sent.length;
    r.press(POINT);
    const lines = r.link.sent.slice(from).join("").split("\r\n").filter((l) => l).map(unseal);
    expect(lines[0]).toMatch(/^\* 1 01 1 0 0 1 0 1 /); // the effect, the record, the view's numbers
    const words = liveWords(readDeviceLine(sealed(lines[0]))!);
    expect(words[0]).toEqual({ id: "*", kind: "ev", body: "point" });
    expect(JSON.parse(words[1].body)).toMatchObject({ score: [1, 0], run: 1, shooter: 0 });
    const v = JSON.parse(unseal(r.send("2 view")[0]).slice("2 ok ".length));
    expect(v.score).toEqual([1, 0]);
  });

  test("every golden scenario sent over the link gives the sheet of carom replay", () => {
    for (const s of scenarios().filter((x) => x.expected.sheet !== undefined)) {
      const r = rig();
      for (const l of fs.readFileSync(s.file, "latin1").split("\n")) {
        const reply = r.send(l);
        if (l.replace(/#.*/, "").trim() !== "") expect(unseal(reply[0])).toMatch(/^- ok /);
      }
      const sheet = JSON.parse(Buffer.from(unseal(r.send("1 sheet")[0]).slice("1 ok ".length), "latin1").toString("utf8"));
      expect({ name: s.name, sheet }).toEqual({ name: s.name, sheet: s.expected.sheet });
    }
  });

  test("fuzz: 100,000 random and mutated lines: no crash, an error for each rejected line, no change from it", () => {
    const r = rig();
    r.send("set distance 15");
    r.send("lag A break white");
    // matches end and start again (new, lag), so that the fuzz visits every phase
    const words = ["point", "miss", "undo", "foul push", "shot N E S R O", "warn A", "sheet", "view", "hello", "sheets",
      "time 2026-01-01", "live off", "protest B \"x\"", "set innings 3", "sign A", "sign B", "resume", "suspend",
      "extension", "new", "lag B break yellow", "set distance 20", "player A \"Ana\"", "dq B"];
    const junk = fc.oneof(
      fc.constantFrom(...words),
      fc.string({ maxLength: 40 }),
      fc.tuple(fc.constantFrom(...words), fc.nat(40), fc.string({ maxLength: 3 })).map(([w, i, s]) => w.slice(0, i) + s + w.slice(i)),
      fc.tuple(fc.nat(9999), fc.constantFrom(...words)).map(([id, w]) => sealed(`${id} ${w}`)),
      fc.tuple(fc.nat(9999), fc.constantFrom(...words), fc.nat(65535)).map(([id, w, c]) => `${id} ${w} *${c.toString(16).padStart(4, "0")}`),
    ).filter((l) => !l.includes("\n"));
    let rejected = 0;
    const phases = new Set<string>();
    fc.assert(
      fc.property(junk, (line) => {
        const before = sheetJson(r.unit.session.m);
        phases.add(JSON.parse(before).state);
        r.display.frames.length = 0; // the recorders' history is not needed here
        r.buzzer.played.length = 0;
        r.link.sent.length = 0;
        const replies = r.send(line).map(unseal);
        const isEmpty = line.replace(/#.*/, "").trim() === "" || /^\d+$/.test(line.trim());
        if (isEmpty && !/^\d+$/.test(line.trim())) return;
        expect(replies.length).toBeGreaterThanOrEqual(1);
        if (/ err /.test(replies[0])) {
          rejected++;
          expect(sheetJson(r.unit.session.m)).toBe(before);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 100000) },
    );
    expect([...phases].sort()).toEqual(["finished", "in-play", "setup", "signed", "suspended"]);
    expect(rejected).toBeGreaterThan(Number(process.env.FUZZ_RUNS ?? 100000) / 10);
  });
});
