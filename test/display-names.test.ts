// Names on the display: a seven-segment line or an LED matrix shows a Latin letter with a
// diacritic as its base letter and anything else as one placeholder a character (firmware/panel/shown-text.ts).
import { PLACEHOLDER, shownName } from "../firmware/panel/shown-text";
import { english, MENU, POINT, rig, viaMenu } from "./support/rig";

const bytes = (t: string) => Buffer.from(t, "utf8").toString("latin1"); // as the link and the journal hold text

const CASES: Array<[string, string, string]> = [
  ["Spanish", "José Ñúñez", "JOSE NUNEZ"],
  ["Portuguese", "João Gonçalves Simões", "JOAO GONCALVES SIMOES"],
  ["German", "Jürgen Weiß-Müller", "JURGEN WEISS-MULLER"],
  ["Turkish", "Semih Saygıner İğdeli Şahin", "SEMIH SAYGINER IGDELI SAHIN"],
  ["Greek", "Νίκος Ζ", "_____ _"],
  ["Danish and Norwegian", "Søren Ærø", "SOREN AERO"],
  ["French", "Œdipe Frédéric", "OEDIPE FREDERIC"],
  ["Romanian", "Ștefan Țurcanu", "STEFAN TURCANU"],
  ["Vietnamese (Latin Extended Additional: not in the table)", "Trần Quyết", "TR_N QUY_T"],
  ["CJK and emoji", "小林 🎱", "__ _"],
];

test.each(CASES)("%s: a name as the display shows it", (_lang, name, shown) => {
  expect(shownName(bytes(name))).toBe(shown);
});

test("a name shows one placeholder a character, and a byte that is not UTF-8 as one too", () => {
  expect(PLACEHOLDER).toBe("_");
  expect(shownName("A\xc3B\xff\x80")).toBe("A_B__"); // a lone lead byte, 0xFF, a lone continuation byte
  expect(shownName("ana ortega")).toBe("ANA ORTEGA");
  expect(shownName("Łukasz")).toBe("LUKASZ"); // a host's string: a code above 255 is a code point
  expect(shownName("Ω")).toBe("_");
});

test.each(CASES)("%s: names set through the link show transliterated in play and as the winner", (_lang, name, shown) => {
  const r = rig();
  english(r);
  expect(r.send(`player A "${bytes(name)}"`)[0]).toContain("ok setup");
  r.send('player B "Ana"');
  r.send("set distance 1");
  r.send("lag A break white");
  expect(r.field("msg")).toBe((shown + " - ANA").substring(0, 16).trim());
  expect(r.sheet().players.A.name).toBe(bytes(name)); // the sheet keeps the name as it was given
  r.press(POINT);
  expect(r.field("msg")).toBe(("WINNER " + shown).substring(0, 16).trim());
});

test("names entered through the menu show, and a name changed through the menu changes the line", () => {
  const r = rig();
  english(r);
  r.send(`player A "${bytes("José Ñúñez")}"`);
  r.send(`player B "${bytes("Jürgen Weiß")}"`);
  r.send("lag A break white");
  expect(r.field("msg")).toBe("JOSE NUNEZ - JUR");
  viaMenu(r, "NAME", ["B", "text:BEN"]);
  expect(r.unit.session.m.names[1]).toBe("BEN");
  expect(r.field("msg")).toBe("JOSE NUNEZ - BEN");
  r.press(MENU);
  expect(r.field("msg")).toBe(r.menu()); // the menu's own line while it is open
  r.press(2); // back: the menu closes
  if (r.unit.st.menu.open) r.hold(2); // leave it, if back did not (outside the menu a hold of UNDO is an undo)
  expect(r.field("msg")).toBe("JOSE NUNEZ - BEN");
});

test("rule 22: a substitute's name before the first shot shows; after the first shot the line stays, across a reboot too", () => {
  const r = rig();
  english(r);
  for (const l of ['player A "Ana"', 'player B "Ben"', "lag A break white"]) r.send(l);
  expect(r.field("msg")).toBe("ANA - BEN");
  r.send(`player B "${bytes("Zoë")}"`);
  expect(r.field("msg")).toBe("ANA - ZOE");
  r.send(`player B "${bytes("Bjørn")}"`);
  expect(r.field("msg")).toBe("ANA - BJORN");
  r.press(POINT);
  expect(r.field("msg")).toBe("ANA - BJORN");
  expect(unsealReason(r.send('player B "Ben"')[0])).toContain("err"); // too late (rule 22)
  r.press(POINT);
  expect(r.field("msg")).toBe("ANA - BJORN");
  r.reboot();
  expect(r.field("msg")).toBe("ANA - BJORN");
});

const unsealReason = (line: string) => line.replace(/ \*[0-9a-f]{4}$/, "");
