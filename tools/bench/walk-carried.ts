// Inside one function of the walk (walk.ts): which values carry the parameter. A value carries it
// when it is the parameter, a name bound to a value that carries it, a property or element of
// one, what a call returns that is given one (or that is called on one), an object or array
// literal that holds one, or either branch of a ?:, ??, || or &&. Unless all values are asked
// for, a value of a primitive type (a number, a string, a boolean, an enum member, undefined)
// carries nothing: it is read out of the options or the state, and is no longer them. Names are
// told apart by their symbols (the type checker's), not by their text: a name shadowed in a
// closure is another name.
import * as ts from "typescript";

export interface Carrying { checker: ts.TypeChecker; tracked: Set<ts.Symbol>; allValues: boolean }

const PRIMITIVE = ts.TypeFlags.NumberLike | ts.TypeFlags.StringLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.EnumLike |
  ts.TypeFlags.BigIntLike | ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void;

function primitive(checker: ts.TypeChecker, e: ts.Expression): boolean {
  const t = checker.getTypeAtLocation(e);
  return (t.isUnion() ? t.types : [t]).every((x) => (x.flags & PRIMITIVE) !== 0);
}

const isTracked = (r: Carrying, s: ts.Symbol | undefined): boolean => s !== undefined && r.tracked.has(s);

// Whether an expression carries one of the tracked symbols.
export function carries(r: Carrying, e: ts.Expression): boolean {
  if (!r.allValues && primitive(r.checker, e)) return false;
  const c = (x: ts.Expression): boolean => carries(r, x);
  if (ts.isIdentifier(e)) return isTracked(r, r.checker.getSymbolAtLocation(e));
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e) ||
    ts.isSatisfiesExpression(e) || ts.isAwaitExpression(e)) return c(e.expression);
  if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) return c(e.expression);
  if (ts.isCallExpression(e) || ts.isNewExpression(e)) return calleeCarries(r, e) || (e.arguments ?? []).some(c);
  if (ts.isConditionalExpression(e)) return c(e.whenTrue) || c(e.whenFalse);
  if (ts.isBinaryExpression(e)) {
    const k = e.operatorToken.kind;
    if (k === ts.SyntaxKind.QuestionQuestionToken || k === ts.SyntaxKind.BarBarToken) return c(e.left) || c(e.right);
    return (k === ts.SyntaxKind.AmpersandAmpersandToken || k === ts.SyntaxKind.CommaToken) && c(e.right);
  }
  if (ts.isArrayLiteralExpression(e)) return e.elements.some((x) => c(ts.isSpreadElement(x) ? x.expression : x));
  if (ts.isObjectLiteralExpression(e)) {
    return e.properties.some((p) => {
      if (ts.isPropertyAssignment(p)) return c(p.initializer);
      if (ts.isSpreadAssignment(p)) return c(p.expression);
      if (ts.isShorthandPropertyAssignment(p)) return isTracked(r, r.checker.getShorthandAssignmentValueSymbol(p));
      return false; // a method or an accessor of the literal: a closure (read in place), not a value that carries it
    });
  }
  return false;
}

// Whether a call is made on a value that carries the parameter (o.clock.now(), live(...)).
export function calleeCarries(r: Carrying, call: ts.CallExpression | ts.NewExpression): boolean {
  const f = call.expression;
  if (ts.isPropertyAccessExpression(f) || ts.isElementAccessExpression(f)) return carries(r, f.expression);
  return !ts.isNewExpression(call) && carries(r, f);
}

// The symbols that a binding name (an identifier, or a destructuring pattern) binds.
export function boundSymbols(checker: ts.TypeChecker, name: ts.BindingName): ts.Symbol[] {
  if (ts.isIdentifier(name)) {
    const s = checker.getSymbolAtLocation(name);
    return s === undefined ? [] : [s];
  }
  return name.elements.flatMap((el) => (ts.isOmittedExpression(el) ? [] : boundSymbols(checker, el.name)));
}

// What carries the parameters in a function's body (its closures' too): the names bound (const,
// let, var, destructuring, for ... of) or assigned (x = ...) to a value that carries them, read
// again until no more are found, so that a name assigned after a closure that reads it counts.
export function trackedIn(checker: ts.TypeChecker, body: ts.Node, params: ts.Symbol[], allValues: boolean): Carrying {
  const r: Carrying = { checker, tracked: new Set(params), allValues };
  let grew = true;
  const bind = (names: ts.Symbol[]): void => {
    for (const s of names) {
      if (!r.tracked.has(s)) {
        r.tracked.add(s);
        grew = true;
      }
    }
  };
  const visit = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && n.initializer !== undefined && carries(r, n.initializer)) bind(boundSymbols(checker, n.name));
    else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && carries(r, n.right)) {
      bind(boundSymbols(checker, n.left));
    } else if (ts.isForOfStatement(n) && ts.isVariableDeclarationList(n.initializer) && carries(r, n.expression)) {
      bind(n.initializer.declarations.flatMap((d) => boundSymbols(checker, d.name)));
    }
    ts.forEachChild(n, visit);
  };
  while (grew) {
    grew = false;
    visit(body);
  }
  return r;
}
