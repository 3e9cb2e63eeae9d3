// A typescript-to-lua plugin for the NodeMCU build (tsconfig.nodemcu.json): the String methods
// past ES5 that the firmware takes from Espruino's natives (firmware/strings.d.ts) and that
// typescript-to-lua 1.x does not translate (or, declared there, takes for methods of the
// string): `s.repeat(n)` becomes Lua's string.rep, `s.padStart(n)` (spaces) and `s.lastIndexOf(x)`
// small functions put at the top of the bundle. The firmware's code stays as
// it is for Espruino (one native call each there).
const ts = require("typescript");
const lua = require("typescript-to-lua");

const LAST_INDEX_OF = "__carom_lastIndexOf";
const PAD_START = "__carom_padStart";
const HELPERS =
  "-- carom (tools/tstl-natives.js): String.prototype.padStart(n) with spaces, lastIndexOf(x) from the end\n" +
  `local function ${PAD_START}(s, n)\n` +
  "  if #s >= n then return s end\n" +
  "  return string.rep(\" \", n - #s) .. s\n" +
  "end\n" +
  `local function ${LAST_INDEX_OF}(s, x)\n` +
  "  local last, at = -1, 1\n" +
  "  while true do\n" +
  "    local i = string.find(s, x, at, true)\n" +
  "    if i == nil then return last end\n" +
  "    last, at = i - 1, i + 1\n" +
  "  end\n" +
  "end\n";

function isString(context, node) {
  const t = context.checker.getTypeAtLocation(node);
  return (t.flags & ts.TypeFlags.StringLike) !== 0;
}

const plugin = {
  visitors: {
    [ts.SyntaxKind.CallExpression]: (node, context) => {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && node.arguments.length === 1 && isString(context, callee.expression)) {
        const name = callee.name.text;
        const self = () => context.transformExpression(callee.expression);
        const arg = () => context.transformExpression(node.arguments[0]);
        if (name === "repeat") {
          return lua.createCallExpression(lua.createTableIndexExpression(lua.createIdentifier("string"), lua.createStringLiteral("rep")), [self(), arg()], node);
        }
        if (name === "padStart") return lua.createCallExpression(lua.createIdentifier(PAD_START), [self(), arg()], node);
        if (name === "lastIndexOf") return lua.createCallExpression(lua.createIdentifier(LAST_INDEX_OF), [self(), arg()], node);
      }
      return context.superTransformExpression(node);
    },
  },
  beforeEmit(program, options, emitHost, result) {
    for (const file of result) if (file.code.includes(LAST_INDEX_OF) || file.code.includes(PAD_START)) file.code = HELPERS + file.code;
  },
};

module.exports = plugin;
