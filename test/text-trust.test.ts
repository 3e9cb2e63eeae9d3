// Issue 16, finding 4: text a sheet cannot hold. Invalid UTF-8 and the bidirectional embedding,
// override and isolate characters (U+202A-U+202E, U+2066-U+2069) are refused with `line N:
// reason` through replay, the link and the menu; Hebrew, Arabic, Greek and CJK letters (and
// every other letter) stay welcome; CSV cells that a spreadsheet would run as a formula are
// neutralised.
import fc from "fast-check";
import { Err } from "../rules/codes";
import { checkText } from "../rules/words";
import { replayScript } from "../rules/replay";
import { sheetCsv } from "../tools/export/csv";
import { parseSheet } from "../tools/export/sheet-model";
import { rig } from "./support/rig";

const bytes = (t: string) => Buffer.from(t, "utf8").toString("latin1"); // as replay and the link read text
const BAD_UTF8 = "text is not valid UTF-8 (save the file as UTF-8)";
const BIDI = "text has a bidirectional control character (U+202A-U+202E, U+2066-U+2069): remove it";

const WELCOME = ["שלום עולם", "مرحبا بالعالم", "Βασίλης Παπαδόπουλος", "李小龍", "김연아", "Łukasz Żółć", "Ñandú", "😀 ok",
  "\u200f\u200e", "تست\u061c"]; // (right-to-left and left-to-right marks are not overrides)
const INVALID = ["\x80", "\xbf", "\xc0\x80", "\xc1\xbf", "\xe0\x80\x80", "\xe0\x9f\xbf", "\xed\xa0\x80", "\xed\xbf\xbf",
  "\xf0\x80\x80\x80", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xff", "\xfe", "\xe2\x82", "\xc3", "Jos\xe9", "\xf0\x9f\x98"];
const OVERRIDES = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((c) => String.fromCodePoint(c));

describe("checkText", () => {
  test("letters of every script are welcome", () => {
    for (const t of WELCOME) expect([t, checkText(bytes(t))]).toEqual([t, 0]);
  });

  test("invalid UTF-8 (lone continuations, overlong forms, surrogates, beyond U+10FFFF, cut short) is refused", () => {
    for (const t of INVALID) expect([escape(t), checkText(`a${t}b`), checkText(t)]).toEqual([escape(t), Err.Utf8, Err.Utf8]);
  });

  test("every bidirectional embedding, override and isolate is refused", () => {
    for (const c of OVERRIDES) expect(checkText(bytes(`Ana ${c}x`))).toBe(Err.Bidi);
  });

  test("property: any bytes are accepted exactly when they are UTF-8 without controls or bidi overrides", () => {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const ok = (s: string) => {
      let text: string;
      try {
        text = decoder.decode(Buffer.from(s, "latin1"));
      } catch {
        return false;
      }
      return ![...text].some((c) => c.codePointAt(0)! < 32 || c === "\x7f" || OVERRIDES.includes(c));
    };
    const anyBytes = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 40 }).map((a) => String.fromCharCode(...a));
    const anyText = fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).map(bytes).filter((s) => s.length <= 120);
    fc.assert(fc.property(fc.oneof(anyBytes, anyText), (s) => expect(checkText(s) === 0).toBe(ok(s) && s.length <= 120)), { numRuns: 20000 });
  });
});

describe("everywhere text arrives", () => {
  test("replay: line N and the reason", () => {
    expect(replayScript(`set distance 5\nplayer A "Jos\xe9"`).out).toBe(`line 2: ${BAD_UTF8}`);
    expect(replayScript(`set distance 5\nplayer A "Ana"\nset event ${bytes(`"Copa ${OVERRIDES[4]}x"`)}`).out).toBe(`line 3: ${BIDI}`);
    expect(replayScript(`lag A break white\nprotest B ${bytes(`"${OVERRIDES[7]}"`)}`).out).toBe(`line 2: ${BIDI}`);
    const welcome = replayScript(WELCOME.slice(0, 2).map((t, i) => `player ${"AB"[i]} "${bytes(t)}"`).join("\n"));
    expect(welcome.ok).toBe(true);
    expect(JSON.parse(Buffer.from(welcome.out, "latin1").toString("utf8")).players.B.name).toBe("مرحبا بالعالم");
  });

  test("the link: err and the reason; nothing changes", () => {
    const r = rig();
    expect(r.send(`1 player A "Jos\xe9"`)[0]).toMatch(new RegExp(`^1 err ${BAD_UTF8.replace(/[()]/g, "\\$&")} \\*`));
    expect(r.send(`2 player B ${bytes(`"Ben${OVERRIDES[0]}"`)}`)[0]).toContain(`2 err ${BIDI} *`);
    expect(r.send(`3 player B ${bytes(`"${WELCOME[3]}"`)}`)[0]).toMatch(/^3 ok setup/);
    expect(r.sheet().players.A.name).toBe("A");
  });

  test("the menu: the entry is refused and the names stay", () => {
    const r = rig();
    expect(r.line(`player A "Jos\xe9"`)).toBe(Err.Utf8);
    expect(r.line(bytes(`player B "${OVERRIDES[5]}Ben"`))).toBe(Err.Bidi);
    expect(r.field("msg")).toBe("NO PERMITIDO");
    expect(r.sheet().players).toMatchObject({ A: { name: "A" }, B: { name: "B" } });
  });
});

test("CSV: a cell starting with = + - @ is text, not a formula", () => {
  const base = JSON.parse(Buffer.from(replayScript(`set distance 2\nplayer A "=1+2"\nplayer B "@SUM(A1)"\nset event "-cmd"\nset referee "+x"\nlag A break white\npoint\npoint`).out, "latin1").toString("utf8"));
  const csv = sheetCsv(parseSheet(JSON.stringify(base)), "en");
  expect(csv).toContain(",'=1+2,");
  expect(csv).toContain(",'@SUM(A1),");
  expect(csv).toContain("Event,'-cmd\n");
  expect(csv).toContain("Referee,'+x\n");
  expect(csv).not.toMatch(/(^|,)[=+\-@]/m);
});
