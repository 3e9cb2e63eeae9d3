// The flash wear figure (tools/bench/bench-wear.ts): years from the erases counted on the busiest page,
// and a row that must reach its floor (at least 20 years), not stay under a budget.
import { busiest, ENDURANCE, wearRow, wearYears, YEARS_BUDGET } from "../tools/bench/bench-wear";
import { figure } from "../tools/bench/bench-results";

test("years: endurance over erases a match times 10 matches a day, 365 days", () => {
  expect(wearYears(10000, 1)).toBe(2.7); // 10,000 / 3,650
  expect(wearYears(10000, 1 / 20)).toBe(54.8);
  expect(wearYears(ENDURANCE.esp32, 0.5)).toBe(54.8);
  expect(wearYears(10000, 0)).toBe(Infinity);
});

test("the rate after the first fill: the busiest page's erases in matches 7, 11, 15 are 2 in 8 matches", () => {
  const r = wearRow("x", 10000, { erases: 3, matches: 15, at: [7, 11, 15] }, "");
  expect(r.value).toBe(11); // 10,000 / (0.25 x 3,650)
  expect(r.note).toMatch(/^0.25 erases of the busiest page a match \(its erases in matches 7, 11, 15: 2 in the 8 matches after the first\)/);
});

test("the busiest page: the address erased most often", () => {
  expect(busiest([])).toEqual({ page: -1, erases: 0 });
  expect(busiest([0x1000, 0x2000, 0x1000, 0x3000, 0x1000, 0x2000])).toEqual({ page: 0x1000, erases: 3 });
});

test("a wear row is met at 20 years or more, under budget below; no erase counted gives a floor of the years", () => {
  const low = wearRow("x", 10000, { erases: 4, matches: 20, at: [20] }, ""); // (one match: over all of them)
  expect(low).toMatchObject({ value: 13.7, unit: "years", budget: YEARS_BUDGET, atLeast: true });
  expect(figure(low, "flash wear")).toMatchObject({ overBudget: true, met: false });
  const high = wearRow("x", 10000, { erases: 1, matches: 20, at: [20] }, "");
  expect(high.value).toBe(54.8);
  expect(figure(high, "flash wear")).toMatchObject({ overBudget: false, met: true });
  const none = wearRow("x", 100000, { erases: 0, matches: 3, at: [] }, "");
  expect(none.value).toBe(82.2); // one erase in 3 matches would take that long
  expect(none.note).toMatch(/^at least: no page erased in 3 matches/);
  expect(figure({ ...none, value: null }, "flash wear")).toMatchObject({ overBudget: false, met: false });
});

test("a count the store stopped (Storage full, not compacted) gives no figure, which has not met the budget", () => {
  const r = wearRow("Pico (STM32F4)", 10000, { erases: 0, matches: 6, at: [], full: 7 }, "layout");
  expect(r.value).toBeNull();
  expect(r.note).toMatch(/Storage full at match 7/);
  expect(figure(r, "flash wear").met).toBe(false);
});
