// Issue 40, item 12: a number held by tens in the menu (the remote's MISS held: Prev10) stops at
// its limits instead of going round (rule 1: a distance of 1 to 999 on the menu).
import { Key, menuKey, menuText, newMenu, openMenu } from "../firmware/panel/menu";
import { Phase } from "../rules/codes";

test("rule 1: the distance held down by tens from 7 stops at 1, held up stops at 999; one step at a time still goes round", () => {
  const m = newMenu();
  openMenu(m, Phase.Setup);
  for (let i = 0; i < 60 && menuText(m, 1) !== "DISTANCE"; i++) menuKey(m, Key.Next);
  expect(menuText(m, 1)).toBe("DISTANCE");
  menuKey(m, Key.Ok);
  expect(menuText(m, 1)).toBe("DISTANCE 40");
  // [key, presses, what the line then shows]
  const steps: Array<[number, number, string]> = [[Key.Prev, 33, "DISTANCE 7"], [Key.Prev10, 1, "DISTANCE 1"], [Key.Prev10, 1, "DISTANCE 1"],
    [Key.Next10, 120, "DISTANCE 999"], [Key.Next, 1, "DISTANCE 1"]];
  for (const [key, n, shown] of steps) {
    for (let i = 0; i < n; i++) menuKey(m, key);
    expect([key, n, menuText(m, 1)]).toEqual([key, n, shown]);
  }
});
