// Issue 16, finding 3, in protocol 3: the link takes no line it cannot trust. A request is a
// frame whose length and checksum prove it (a frame cut short never runs as another command); a
// line of text is only ever the greeting; a half line left by a client that went away is dropped
// at the next frame or hello; replies carry the session number of the hello, so that no reply to
// an earlier client is taken for a new one's. And the fuzz: 100,000 random, truncated and unsealed
// lines through the device's link handler, 0 state changes, each answered (FUZZ_RUNS sets fewer or more).
import { sealed } from "../firmware/link";
import { sheetJson } from "../rules/sheet";
import { askLine } from "../tools/link/frame";
import { Ask, scriptFrame } from "../tools/link/words";
import { rig, Rig } from "./support/rig";

const unseal = (line: string) => {
  const m = /^(.*) \*([0-9a-f]{4})$/.exec(line);
  if (m === null || sealed(m[1]) !== line) throw new Error(`not a sealed line: ${line}`);
  return m[1];
};

// what a line may not change: the match, the journal's bytes, the settings
const state = (r: Rig) => `${sheetJson(r.unit.session.m)}|${r.store.bytesWritten}|${r.unit.st.lang}|${r.unit.st.bright}|${r.unit.st.mute}`;

describe("frames and lines of text", () => {
  test("a frame cut short is refused: 'set distance 30' cut after the 3 does not set distance 3", () => {
    const r = rig();
    const line = askLine(1, scriptFrame("set distance 30") as Ask);
    const before = state(r);
    for (let k = 1; k < line.length; k++) {
      const reply = r.ask(line.slice(0, k));
      expect(reply.length).toBe(1);
      expect(unseal(reply[0])).toBe("- -43");
    }
    expect(state(r)).toBe(before);
    expect(unseal(r.ask(line)[0])).toBe("1 7");
    expect(r.sheet().config.distance).toEqual([30, 30]);
  });

  test("a line of text is never a request (a person types at carom console): it changes nothing, typed or sealed", () => {
    const r = rig();
    const before = state(r);
    for (const l of ["new", "abandon", "time 2026-11-30T14:05:00Z", "damaged clear", "point", "lag A break white", "plain on", "key club-1 00"]) {
      // (-47: not a request; -43: a line with a ":" is read as a frame, and is no frame)
      expect([l, unseal(r.ask(`1 ${l}`)[0])]).toEqual([l, l.includes(":") ? "- -43" : "1 -47"]);
      expect([l, unseal(r.ask(sealed(`1 ${l}`))[0])]).toEqual([l, l.includes(":") ? "- -43" : "1 -47"]);
    }
    expect(state(r)).toBe(before);
  });
});

describe("clients that come and go", () => {
  test("a half line left by a client that went away is dropped when the next client says hello", () => {
    const r = rig();
    r.send("lag A break white");
    const before = state(r);
    r.link.receive("7 set distance 3"); // the first client's line, never finished
    const replies = r.send("1 hello 4242").map(unseal);
    expect(replies).toEqual(["1@4242 ok carom fw 0.2.0 proto 3 device test-unit"]);
    expect(state(r)).toBe(before);
    // also when the half line ends in digits, like the new request id
    r.link.receive("8 sheet 1");
    expect(r.send("12 hello 99").map(unseal)).toEqual(["12@99 ok carom fw 0.2.0 proto 3 device test-unit"]);
    r.link.receive(askLine(5, scriptFrame("point") as Ask).slice(0, 7)); // a half frame
    expect(r.send("13 point").map(unseal)).toEqual(["13@99 ok point"]);
  });

  test("every reply carries the session of the hello before it, so an old reply is never a new client's", () => {
    const r = rig();
    r.send("1 hello 111");
    expect(unseal(r.send("2 view")[0])).toMatch(/^2@111 ok /);
    expect(unseal(r.ask("2 view *0000")[0])).toBe("-@111 -43");
    r.send("1 hello 222");
    expect(unseal(r.send("2 view")[0])).toMatch(/^2@222 ok /);
  });
});

// a small seeded generator (fast-check's shrinking is not needed for 100,000 lines)
function prng(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

test("fuzz: 100,000 random, truncated and unsealed lines through the link handler: 0 state changes, each answered", () => {
  const runs = Number(process.env.FUZZ_RUNS ?? 100000);
  const r = rig();
  for (const l of ["set distance 15", "player A \"Ana\"", "lag A break white", "point", "miss"]) r.send(l);
  const rand = prng(16);
  const pick = <T>(a: T[]) => a[Math.floor(rand() * a.length)];
  const words = ["point", "miss", "undo", "foul push", "shot N E S R O", "warn A", "protest B \"x\"", "set distance 30",
    "sign A", "suspend", "resume", "extension", "new", "abandon", "dq B", "forfeit A", "time 2026-01-01T00:00Z", "damaged clear",
    "lag B break yellow", "player B \"Ben\""];
  const bytes = (n: number) => Array.from({ length: n }, () => String.fromCharCode(Math.floor(rand() * 256))).join("").replace(/\n/g, "");
  const before = state(r);
  const kinds = [0, 0, 0];
  let unanswered = 0;
  let changes = 0;
  const reads: string[] = [];
  for (let i = 0; i < runs; i++) {
    const kind = i % 3;
    let line: string;
    if (kind === 0) line = bytes(Math.floor(rand() * 60)); // random bytes
    else if (kind === 1) {
      const f = scriptFrame(pick(words));
      const whole = "op" in f ? askLine(1 + Math.floor(rand() * 250), f) : sealed(`${Math.floor(rand() * 999)} ${pick(words)}`); // a frame cut short
      line = whole.slice(0, Math.floor(rand() * whole.length));
    } else line = `${rand() < 0.5 ? `${Math.floor(rand() * 999)} ` : ""}${pick(words)}${rand() < 0.3 ? " " + bytes(3) : ""}`; // unsealed
    kinds[kind]++;
    r.link.sent.length = 0;
    r.display.frames.length = 0;
    r.buzzer.played.length = 0;
    const replies = r.ask(line);
    if (replies.length !== 1) unanswered++;
    else if (!/^\S+ -4[37]$/.test(unseal(replies[0]))) reads.push(unseal(replies[0]).replace(/^\S+ /, "")); // anything but a refusal
    if (r.store.bytesWritten !== Number(before.split("|")[1]) || (i % 1000 === 0 && state(r) !== before)) changes++;
  }
  console.log(`link fuzz: ${runs} lines (${kinds[0]} random, ${kinds[1]} truncated frames, ${kinds[2]} lines of text): ${changes} state changes, ${unanswered} not answered with one line, ${runs - unanswered - reads.length} refused, ${reads.length} other answers`);
  expect(state(r)).toBe(before);
  expect(changes).toBe(0);
  expect(unanswered).toBe(0);
  expect([...new Set(reads)].filter((l) => !l.startsWith("ok carom fw 0.2.0 proto 3"))).toEqual([]); // (only a greeting is answered otherwise)
}, 120000);
