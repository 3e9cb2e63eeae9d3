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

// A chain of string concatenations as Lua's one CONCAT: typescript-to-lua writes `a + b + c` as
// `(a .. b) .. c`, one CONCAT (and a register move) per `+`, and a string in RAM for each step;
// Lua's `..` is right-associative, so `a .. (b .. c)` prints as `a .. b .. c`, which Lua 5.1 makes
// one CONCAT of all. The operands are still evaluated left to right, and strings and numbers
// concatenate the same either way (the code has no __concat). A chain is cut every MAX_CONCAT
// operands (each takes a register of the function's 250, and a level of the parser's 200).
const MAX_CONCAT = 40;
function isConcat(e) {
  return lua.isBinaryExpression(e) && e.operator === lua.SyntaxKind.ConcatOperator;
}
function operands(e, out) {
  if (isConcat(e)) {
    operands(e.left, out);
    operands(e.right, out);
  } else {
    out.push(e);
  }
  return out;
}
function flatConcat(e) {
  if (!isConcat(e)) return e;
  const all = [];
  for (const x of operands(e, [])) {
    // adjacent literals joined: one constant, in flash with LFS, not a string made at run time
    const last = all[all.length - 1];
    if (lua.isStringLiteral(x) && last !== undefined && lua.isStringLiteral(last)) all[all.length - 1] = lua.createStringLiteral(last.value + x.value);
    else all.push(x);
  }
  if (all.length === 1) return all[0];
  let chunks = [];
  for (let i = 0; i < all.length; i += MAX_CONCAT) chunks.push(all.slice(i, i + MAX_CONCAT));
  const chain = (xs) => xs.reduceRight((right, x) => lua.createBinaryExpression(x, right, lua.SyntaxKind.ConcatOperator));
  let out = chain(chunks[0]);
  for (let i = 1; i < chunks.length; i++) {
    out = lua.createBinaryExpression(lua.createParenthesizedExpression(out), chain(chunks[i]), lua.SyntaxKind.ConcatOperator);
  }
  return out;
}

function isString(context, node) {
  const t = context.checker.getTypeAtLocation(node);
  return (t.flags & ts.TypeFlags.StringLike) !== 0;
}

const plugin = {
  visitors: {
    [ts.SyntaxKind.BinaryExpression]: (node, context) => flatConcat(context.superTransformExpression(node)),
    [ts.SyntaxKind.TemplateExpression]: (node, context) => flatConcat(context.superTransformExpression(node)),
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
