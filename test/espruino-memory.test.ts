// tools/bench/espruino-memory.ts: the bench's breakdown of E.dumpVariables into parts (issue 14's
// memory figures), on a dump written by hand in the interpreter's format (no interpreter needed).
import { breakdown, parseDump, topLevelNames } from "../tools/bench/espruino-memory";

const DUMP = [
  "ref,size,flags,name,links...",
  "1,1,1,Object,2,10,20,30,50,",
  '2,1,25,"\\xFF",3,', // the hidden root: its watches
  "3,1,5,Object,4,",
  '4,2,28,"watches",5,',
  "5,1,3,Array,6,",
  '6,1,26,"0",7,',
  "7,1,5,Object,",
  '10,1,25,"f",11,', // a top-level function: its code in flash
  "11,1,7,,12,",
  '12,1,28,"\\xFFcod",13,',
  '13,1,41,FlashString "return 1",',
  '20,1,25,"v",21,', // a top-level variable: an object with a closure, whose scope is the unit's
  "21,1,5,Object,22,",
  '22,1,26,"on",23,',
  "23,1,7,,24,",
  '24,1,28,"\\xFFsco",25,',
  "25,3,5,Object,",
  '30,1,25,"USB",31,', // a built-in
  "31,1,5,Object,",
  "40,2,5,Object,", // unreachable
  '50,1,25,"t",51,', // a top-level variable holding a text in flash (not a function)
  '51,1,41,FlashString "shot|1||shot",',
].join("\n");

test("the bench's memory breakdown counts each variable once, in its part", () => {
  const nodes = parseDump(DUMP);
  expect(nodes.size).toBe(22);
  const parts = breakdown(nodes, { functions: new Set(["f"]), variables: new Set(["v", "t"]) });
  expect(parts).toEqual({ functions: 4, variables: 6, unit: 4, watches: 5, interpreter: 7 });
  const all = [...nodes.values()].reduce((s, n) => s + n.size, 0);
  expect(Object.values(parts).reduce((s, n) => s + n, 0)).toBe(all);
});

test("the breakdown's top-level names are the bundle's functions and variables, not nested ones", () => {
  const names = topLevelNames("function f(a){var z=1;return a}var v={on:function(){}},w=function(){};");
  expect([...names.functions]).toEqual(["f"]);
  expect([...names.variables].sort()).toEqual(["v", "w"]);
});
