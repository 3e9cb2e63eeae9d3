// The device's end of the serial link (docs/protocol.md), on hal/sim.
import fc from "fast-check";
import { sealed, MAX_LINE } from "../firmware/link";
import { replayScript } from "../rules/replay";
import { sheetJson } from "../rules/sheet";
import { scenarios } from "./scenarios";
import { rig, POINT } from "./rig";
import { parseWallTime } from "../firmware/calendar";

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
    expect(unseal(reply)).toBe("7 ok carom fw 0.1.0 proto 2 device test-unit");
    // protocol 2: hello gives a session number, which every later reply carries
    expect(unseal(r.send("8 hello 4242")[0])).toBe("8@4242 ok carom fw 0.1.0 proto 2 device test-unit");
    expect(unseal(r.send("9 view")[0])).toMatch(/^9@4242 ok \{/);
    expect(unseal(r.ask("3 point *0000")[0])).toMatch(/^-@4242 err bad checksum/);
    expect(unseal(r.send("1 hello 123456")[0])).toMatch(/^1@4242 err expected hello or hello and a session number/);
  });

  test("script words are events; replies repeat the request id; a checked line is accepted", () => {
    const r = rig();
    expect(unseal(r.send("1 lag A break white")[0])).toBe("1 ok setup");
    expect(unseal(r.send("2 point")[0])).toBe("2 ok point");
    expect(unseal(r.send("point")[0])).toBe("- ok point"); // no id
    expect(r.sheet().players.A.score).toBe(2);
  });

  test("bad lines get an error naming the problem and change nothing", () => {
    const r = rig();
    r.send("lag A break white");
    const before = sheetJson(r.unit.st.session.m);
    expect(unseal(r.ask("3 point *0000")[0])).toMatch(/^- err bad checksum \(expected [0-9a-f]{4}\)/);
    expect(unseal(r.send("4 dance")[0])).toBe("4 err unknown word: dance");
    expect(unseal(r.send("5 set distance 3")[0])).toBe("5 err not allowed after the lag");
    expect(unseal(r.send("6 foul spit")[0])).toBe("6 err unknown foul kind: spit");
    expect(unseal(r.send("7 !new")[0])).toBe("7 err unknown word: !new");
    expect(sheetJson(r.unit.st.session.m)).toBe(before);
  });

  test("a line longer than the limit is discarded up to its end, and the next line is served", () => {
    const r = rig();
    const from = r.link.sent.length;
    r.link.receive("1 " + "x".repeat(MAX_LINE + 50) + "\n2 hel");
    r.link.receive("lo\n");
    const lines = r.link.sent.slice(from).join("").split("\r\n").filter((l) => l).map(unseal);
    expect(lines[0]).toBe(`1 err line too long (at most ${MAX_LINE} bytes): ignored`); // the id it began with
    expect(lines[1]).toMatch(/^2 ok carom/);
  });

  test("a damaged or truncated checksum is always refused; device commands take no extra words", () => {
    const r = rig();
    for (const l of ["9 new *00", "2 hello *67", "3 view *zzzz"]) expect(unseal(r.ask(l)[0])).toMatch(/^- err bad checksum/);
    expect(unseal(r.send("3 view world")[0])).toBe("3 err unexpected word at the end of the line: world");
    expect(unseal(r.ask("12 live on *0000 ")[0])).toMatch(/^12 err unexpected word/);
    expect(unseal(r.send("4 time 2026-02-30T10:00Z")[0])).toMatch(/^4 err expected a time/);
    expect(unseal(r.send("5 time 2026-11-30T14:05:00+02:00")[0])).toMatch(/^5 err expected a time/);
    const crlf = "7 hello" + " ".repeat(MAX_LINE - 7);
    expect(crlf.length).toBe(MAX_LINE);
    const from = r.link.sent.length;
    r.link.receive(crlf + "\r\n");
    expect(unseal(r.link.sent.slice(from).join("").split("\r\n")[0])).toMatch(/^7 ok carom/);
  });

  test("sheet: the sheet of carom replay, plus the date and device once the time is set", () => {
    const r = rig();
    const script = ["set distance 3", "player A \"Ana\"", "lag A break white", "point", "miss", "point", "point"];
    for (const l of script) r.send(l);
    const plain = JSON.parse(unseal(r.send("1 sheet")[0]).slice("1 ok ".length));
    expect(plain).toEqual(JSON.parse(replayScript(script.join("\n")).out));
    expect(unseal(r.send("2 time 2026-11-30T14:05:00Z")[0])).toBe("2 ok 2026-11-30T14:05:00Z");
    r.clock.advance(61000);
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
    expect(lines[0]).toBe("* ev point");
    expect(JSON.parse(lines[1].slice("* view ".length))).toMatchObject({ score: [1, 0], run: 1, shooter: 0 });
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
        const before = sheetJson(r.unit.st.session.m);
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
          expect(sheetJson(r.unit.st.session.m)).toBe(before);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 100000) },
    );
    expect([...phases].sort()).toEqual(["finished", "in-play", "setup", "signed", "suspended"]);
    expect(rejected).toBeGreaterThan(Number(process.env.FUZZ_RUNS ?? 100000) / 10);
  });
});
