// Lint for the portable code (rules/): what Espruino's parser or typescript-to-lua on NodeMCU
// cannot take (docs/portable.md).
const tseslint = require("typescript-eslint");

const banned = (selector, why) => ({ selector, message: `not portable: ${why}` });

const portable = {
  // test/lint-probe-*: the lint's own test writes non-portable samples there
  files: ["rules/**/*.ts", "firmware/**/*.ts", "hal/roles.ts", "hal/debounce.ts", "hal/segments.ts", "hal/espruino/**/*.ts", "hal/nodemcu/**/*.ts",
    "boot/**/*.ts", "test/lint-probe-*/*.ts"],
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { project: ["./tsconfig.portable.json", "./tsconfig.lintprobe.json"], tsconfigRootDir: __dirname },
  },
  plugins: { "@typescript-eslint": tseslint.plugin },
  rules: {
    "no-bitwise": "error",
    "no-loop-func": "error",
    "no-restricted-globals": ["error", "Map", "Set", "WeakMap", "WeakSet", "Symbol", "JSON", "RegExp",
      "BigInt", "Proxy", "Reflect", "Promise", "Uint8Array", "Uint16Array", "Uint32Array", "Int8Array",
      "Int16Array", "Int32Array", "Float32Array", "Float64Array", "ArrayBuffer", "DataView"],
    "no-restricted-properties": ["error",
      { object: "Array", property: "from" }, { object: "Object", property: "freeze" },
      { object: "Object", property: "keys", message: "key order differs in Lua" },
      { object: "Object", property: "values" }, { object: "Object", property: "entries" },
      { object: "Number", property: "isInteger" }, { object: "Math", property: "trunc" }],
    "no-restricted-syntax": ["error",
      banned("NewExpression[callee.name='Error']", "throw plain strings or return error codes"),
      banned("NewExpression[callee.name=/^(Map|Set|RegExp)$/]", "Map, Set and RegExp"),
      banned("Literal[regex]", "regular expressions"),
      banned("Literal[value>=16777216]", "integers at or above 2^24 (32-bit Lua floats)"),
      banned("BinaryExpression[operator='**'], AssignmentExpression[operator='**=']", "**"),
      banned("SpreadElement, RestElement", "spread and rest"),
      banned("ObjectPattern, ArrayPattern", "destructuring"),
      banned("AssignmentPattern", "default parameters"),
      banned("ChainExpression", "optional chaining"),
      banned(":function[generator=true], YieldExpression", "generators"),
      banned(":function[async=true], AwaitExpression", "async"),
      banned("MethodDefinition[kind=/^(get|set)$/], Property[kind=/^(get|set)$/]", "getters and setters"),
      banned("ClassDeclaration, ClassExpression", "classes (a large Lua runtime)"),
      banned("ForInStatement", "for-in (key order differs in Lua)"),
      banned(":matches(ForStatement, WhileStatement, DoWhileStatement) :function",
        "a closure made in a loop (all share one loop variable on Espruino and Lua)"),
      banned("ForOfStatement", "for-of"),
      banned("CallExpression[callee.property.name='sort'][arguments.length=0]", "sort without a comparator"),
      banned("MemberExpression[property.name=/^(at|flat|flatMap|includes|startsWith|endsWith|trim|find|findIndex|fill)$/]",
        "missing on Espruino or in the minimal Lua runtime"),
      banned("TSEnumDeclaration[const!=true]", "use const enum (inlined, no runtime table)"),
    ],
    "@typescript-eslint/strict-boolean-expressions": ["error",
      { allowString: false, allowNumber: false, allowNullableObject: false }],
  },
};

// rules/ also becomes Lua: what Espruino has (firmware/strings.d.ts) but that runtime lacks
const luaBound = {
  files: ["rules/**/*.ts", "test/lint-probe-*/*.ts"],
  rules: {
    "no-restricted-syntax": portable.rules["no-restricted-syntax"].concat([
      banned("MemberExpression[property.name=/^(padStart|padEnd|repeat)$/]", "missing in the minimal Lua runtime"),
    ]),
  },
};

// firmware/ and the NodeMCU side become Lua too (tsconfig.nodemcu.json), where the build supplies
// Espruino's padStart(n), repeat(n) and lastIndexOf(x) (tools/build/tstl-natives.js): not their other
// forms, nor the String methods past ES5 that neither has
const nodemcuBound = {
  files: ["firmware/**/*.ts", "hal/nodemcu/**/*.ts", "boot/nodemcu.ts", "test/lint-probe-fw-*/*.ts"],
  rules: {
    "no-restricted-syntax": portable.rules["no-restricted-syntax"].concat([
      banned("CallExpression[callee.property.name=/^(padStart|repeat|lastIndexOf)$/][arguments.length!=1]",
        "the NodeMCU build takes padStart, repeat and lastIndexOf with one argument only"),
      banned("MemberExpression[property.name=/^(padEnd|trimStart|trimEnd|codePointAt|normalize|localeCompare|replaceAll|matchAll)$/]",
        "missing on Espruino or in the NodeMCU build"),
    ]),
  },
};

// The MAC role's Espruino implementation is the one file allowed a bitwise operator (the HMAC's
// key pads are the key XOR 0x36 and 0x5c); test/lint.test.ts checks that it covers no other file.
const MAC_EXCEPTION = ["hal/espruino/mac.ts"];
const macException = { files: MAC_EXCEPTION, rules: { "no-bitwise": "off" } };

module.exports = [portable, luaBound, nodemcuBound, macException];
