// A typescript-to-lua plugin for the NodeMCU build (tsconfig.nodemcu.json; the rules' Lua build, tsconfig.lua.json, takes only its concatenations): the String methods
// past ES5 that the firmware takes from Espruino's natives (firmware/strings.d.ts) and that
// typescript-to-lua 1.x does not translate (or, declared there, takes for methods of the
// string): `s.repeat(n)` becomes Lua's string.rep, `s.padStart(n)` (spaces) and `s.lastIndexOf(x)`
// small functions put at the top of the bundle. The firmware's code stays as
// it is for Espruino (one native call each there).
// It also makes the bundle smaller where typescript-to-lua's own Lua is larger than it need be:
// string concatenations as one CONCAT, and the features a NodeMCU board has not (FLAGS) left out.
const ts = require("typescript");
const lua = require("typescript-to-lua");

const LAST_INDEX_OF = "__carom_lastIndexOf";
const PAD_START = "__carom_padStart";
const HELPERS =
  "-- carom (tools/build/tstl-natives.js): String.prototype.padStart(n) with spaces, lastIndexOf(x) from the end\n" +
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

// The board's features as the NodeMCU build has them (firmware/panel/wifi-board.ts; build-nodemcu.ts
// writes the same values into that module): no club network, no wireless remote, no sealed
// sheets. The code behind them is left out where it is chosen: `FLAG ? a : b` is b, `FLAG && x`
// is false, `if (FLAG ...) {...}` its else part (typescript-to-lua would still emit the dead
// branches, and for `f(a, FLAG ? b : undefined)` its sparse-array runtime).
const FLAGS = { WIFI: false, RADIO: false, SEAL: false };
function flagOf(context, node) {
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (!ts.isIdentifier(node) || FLAGS[node.text] === undefined) return undefined;
  let sym = context.checker.getSymbolAtLocation(node);
  if (sym !== undefined && (sym.flags & ts.SymbolFlags.Alias) !== 0) sym = context.checker.getAliasedSymbol(sym);
  const decl = sym === undefined || sym.declarations === undefined ? undefined : sym.declarations[0];
  if (decl === undefined || !decl.getSourceFile().fileName.endsWith("firmware/panel/wifi-board.ts")) return undefined;
  return FLAGS[node.text];
}
// the value of a condition when the flags decide it (undefined: they do not)
function decided(context, node) {
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  const f = flagOf(context, node);
  if (f !== undefined) return f;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && decided(context, node.left) === false) return false;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken && decided(context, node.left) === true) return true;
  return undefined;
}

// An if statement with the branches the flags rule out left out, its else-ifs too (typescript-to-lua
// takes an else-if itself, not through the visitors): the statement, the branch that is left (or
// undefined: none), or a new if statement of the same parts without the else-ifs left out.
function prunedIf(context, node) {
  const d = decided(context, node.expression);
  if (d !== undefined) {
    const kept = d ? node.thenStatement : node.elseStatement;
    return kept !== undefined && ts.isIfStatement(kept) ? prunedIf(context, kept) : kept;
  }
  const other = node.elseStatement;
  if (other === undefined || !ts.isIfStatement(other)) return node;
  const rest = prunedIf(context, other);
  return rest === other ? node : ts.factory.updateIfStatement(node, node.expression, node.thenStatement, rest);
}

function isString(context, node) {
  const t = context.checker.getTypeAtLocation(node);
  return (t.flags & ts.TypeFlags.StringLike) !== 0;
}

const plugin = {
  visitors: {
    [ts.SyntaxKind.BinaryExpression]: (node, context) => {
      const d = decided(context, node);
      if (d !== undefined) return lua.createBooleanLiteral(d, node);
      const op = node.operatorToken.kind;
      if ((op === ts.SyntaxKind.AmpersandAmpersandToken && decided(context, node.left) === true) || (op === ts.SyntaxKind.BarBarToken && decided(context, node.left) === false)) {
        return context.transformExpression(node.right);
      }
      return flatConcat(context.superTransformExpression(node));
    },
    [ts.SyntaxKind.Identifier]: (node, context) => {
      const f = flagOf(context, node);
      return f === undefined ? context.superTransformExpression(node) : lua.createBooleanLiteral(f, node);
    },
    [ts.SyntaxKind.ConditionalExpression]: (node, context) => {
      const d = decided(context, node.condition);
      if (d === undefined) return context.superTransformExpression(node);
      return context.transformExpression(d ? node.whenTrue : node.whenFalse);
    },
    [ts.SyntaxKind.IfStatement]: (node, context) => {
      const kept = prunedIf(context, node);
      if (kept === node) return context.superTransformStatements(node);
      if (kept === undefined) return [];
      if (ts.isIfStatement(kept)) return context.superTransformStatements(kept);
      return ts.isBlock(kept) ? [lua.createDoStatement(context.transformStatements(kept.statements))] : context.transformStatements(kept);
    },
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

plugin.FLAGS = FLAGS;
module.exports = plugin;
