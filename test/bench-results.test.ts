// npm run bench -- --part NAME: the rows of the parts that ran take the place of those parts' rows
// in bench/results.json; the others stay as they were, and `partial` says what ran when.
import { figure, mergeResults, partsOf, previousResults, Results } from "../tools/bench/bench-results";

const old: Results = {
  date: "2026-12-03T18:56:08.342Z", node: "v20",
  figures: [figure({ figure: "a1", value: 1, unit: "B" }, "A"), figure({ figure: "n1", value: 9, unit: "B", budget: 5 }, "N"), figure({ figure: "n2", value: 2, unit: "B" }, "N"), figure({ figure: "z", value: 3, unit: "B" }, "Z")],
};

test("a part run again replaces that part's rows where they were; the other parts' rows and the whole run's date stay", () => {
  const fresh = [figure({ figure: "n1", value: 4, unit: "B", budget: 5 }, "N"), figure({ figure: "n3", value: 7, unit: "B" }, "N")];
  const r = mergeResults(old, fresh, ["N"], "2026-12-04T00:00:00.000Z", "v20.1");
  expect(r.figures.map((f) => [f.part, f.figure, f.value])).toEqual([["A", "a1", 1], ["N", "n1", 4], ["N", "n3", 7], ["Z", "z", 3]]);
  expect(r.figures[1]).toMatchObject({ overBudget: false, met: true });
  expect(r.date).toBe(old.date);
  expect(r.partial).toEqual([{ part: "N", date: "2026-12-04T00:00:00.000Z" }]);
  // run again later: one entry per part, the newest
  const again = mergeResults(r, [figure({ figure: "a1", value: 6, unit: "B" }, "A")], ["A"], "2026-12-05T00:00:00.000Z", "v20.1");
  expect(again.partial).toEqual([{ part: "N", date: "2026-12-04T00:00:00.000Z" }, { part: "A", date: "2026-12-05T00:00:00.000Z" }]);
  expect(again.figures.map((f) => f.value)).toEqual([6, 4, 7, 3]);
});

test("a part new to the file goes at its end; a file whose rows do not say their part is refused (run the whole bench)", () => {
  const r = mergeResults(old, [figure({ figure: "q", value: 1, unit: "B" }, "Q")], ["Q"], "d", "v");
  expect(r.figures.map((f) => f.figure)).toEqual(["a1", "n1", "n2", "z", "q"]);
  const bare = { ...old, figures: old.figures.map(({ part: _p, ...rest }) => rest) } as unknown as Results;
  expect(() => previousResults(JSON.stringify(bare))).toThrow(/without their part/);
  expect(() => previousResults(null)).toThrow(/missing: run the whole bench first/);
  expect(previousResults(JSON.stringify(old))).toEqual(old);
});

test("--part takes a name (or --part=NAME), again for more; another option is refused", () => {
  expect(partsOf(["--part", "NodeMCU", "--part", "seal"])).toEqual(["NodeMCU", "seal"]);
  expect(partsOf([])).toEqual([]);
  expect(() => partsOf(["--part"])).toThrow(/needs the name/);
  expect(partsOf(["--part=NodeMCU"])).toEqual(["NodeMCU"]);
  expect(() => partsOf(["--parts", "NodeMCU"])).toThrow(/--part NAME only/);
});

test("a budget that is a least (issue 39's Storage to spare for two kept matches, years of flash wear) is missed below it, met at it", () => {
  expect(figure({ figure: "spare", value: 2559, unit: "B", budget: 2560, atLeast: true }, "E")).toMatchObject({ overBudget: true, met: false });
  expect(figure({ figure: "spare", value: 2560, unit: "B", budget: 2560, atLeast: true }, "E")).toMatchObject({ overBudget: false, met: true });
  expect(figure({ figure: "size", value: 2561, unit: "B", budget: 2560 }, "E")).toMatchObject({ overBudget: true, met: false });
});
