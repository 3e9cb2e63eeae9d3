// What stays in RAM on Espruino, found from the firmware's TypeScript (tsconfig.portable.json)
// rather than listed by hand (tools/build/espruino-lazy.ts says what the build does with it):
// - a JSDoc mark on the line above a top-level function:
//   `/** @resident */`  a press of the point, miss or undo button runs it (or the shot clock's
//                       tick): defined at start, where every other function is made from its
//                       text in flash at each call;
//   `/** @apart */`     (with @resident) terser must not write it into its callers either;
//   `/** @press */`     a factory whose closures run on each press (the unit's line and key, the
//                       gestures' edge, the store's append).
// - the property names the build shortens (OWN_PROPERTIES before): the names of more than four
//   characters that only the firmware's own objects have, found with the type checker.
// The result is kept in tools/build/espruino-residency.json (a test compares it with the code);
// `npm run residency` (node dist/tools/build/espruino-residency.js --write) writes it again.
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { ROOT } from "../root";

export const TAGS = ["resident", "apart", "press"] as const;
export type Tag = (typeof TAGS)[number];
export interface Mark { name: string; tag: Tag; at: string }
export interface Residency { resident: string[]; apart: string[]; press: string[]; ownProperties: string[] }

export const KEPT = path.join(ROOT, "tools", "build", "espruino-residency.json");

// `/** @external */` on an interface (or type) whose properties something outside the bundle
// names: Espruino's objects declared in a .ts file (the Wi-Fi and net modules). Its names are
// never shortened. (The board's data is not: the build writes it into the bundle as BOARD, whose
// keys terser shortens with the code that reads them.)
const EXTERNAL = "external";

let cache: { program: ts.Program; files: ts.SourceFile[] } | undefined;
function firmware() {
  if (cache !== undefined) return cache;
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.portable.json"), {}, {
    ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n")); },
  });
  if (config === undefined) throw new Error("espruino-residency: cannot read tsconfig.portable.json");
  const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
  program.getTypeChecker(); // (binds the files: their nodes get their parents, which JSDoc needs)
  const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && path.resolve(f.fileName).startsWith(ROOT + path.sep));
  cache = { program, files };
  return cache;
}

const where = (node: ts.Node) => {
  const f = node.getSourceFile();
  return `${path.relative(ROOT, f.fileName)}:${f.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

// Every mark in the firmware; a mark on anything but a top-level function declaration is an error.
export const marks = (): Mark[] => marksIn(firmware().files);

export function marksIn(files: readonly ts.SourceFile[]): Mark[] {
  const out: Mark[] = [];
  const wrong: string[] = [];
  const visit = (node: ts.Node) => {
    for (const t of ts.getJSDocTags(node)) {
      const tag = t.tagName.text as Tag;
      if (!TAGS.includes(tag) || node.kind === ts.SyntaxKind.JSDoc) continue;
      if (ts.isFunctionDeclaration(node) && node.name !== undefined && ts.isSourceFile(node.parent)) out.push({ name: node.name.text, tag, at: where(node) });
      else wrong.push(`@${tag} at ${where(node)} is not on a top-level function declaration`);
    }
    ts.forEachChild(node, visit);
  };
  for (const f of files) visit(f);
  for (const m of out.filter((m) => m.tag === "apart")) {
    if (!out.some((r) => r.tag === "resident" && r.name === m.name)) wrong.push(`${m.name} (${m.at}) is @apart but not @resident`);
  }
  out.forEach((m, i) => {
    const twice = out.slice(i + 1).find((o) => o.name === m.name && o.tag === m.tag);
    if (twice !== undefined) wrong.push(`two functions named ${m.name} are marked @${m.tag} (${m.at}, ${twice.at}): rename one`);
  });
  if (wrong.length > 0) throw new Error(`espruino-residency: ${wrong.join("; ")}`);
  return out;
}

// The marks against the bundle (before terser): a marked function that is not a top-level
// function of it (left out by the bundler, or renamed) is an error, with its name and place.
export function checkMarks(all: Mark[], topFunctions: string[]): void {
  const gone = all.filter((m) => !topFunctions.includes(m.name));
  if (gone.length > 0) {
    throw new Error(`the bundle has no top-level function ${gone.map((m) => `${m.name} (marked @${m.tag} at ${m.at})`).join(", ")}: ` +
      "the function was removed, renamed, or is no longer used by the build; move or drop its mark");
  }
}

// terser's names of the browser and JavaScript, which it never shortens (mangle.properties):
// left out of the list, which names only what the build does shorten
function terserReserved(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, "node_modules", "terser", "tools", "domprops.js"), "utf8");
  const names = new Set([...text.matchAll(/"([^"\n]+)"/g)].map((m) => m[1]));
  for (const g of [Object, Array, Function, Number, String, Boolean, Error, Math, Date, RegExp, JSON, Symbol, Promise, ArrayBuffer, Uint8Array]) {
    for (const o of [g, (g as { prototype?: object }).prototype]) if (o !== undefined) Object.getOwnPropertyNames(o).forEach((n) => names.add(n));
  }
  return names;
}

const tagged = (node: ts.Node, tag: string) => ts.getJSDocTags(node).some((t) => t.tagName.text === tag);

// The declaration's interface, type or class, if it is one's member (through nested type literals).
function owner(decl: ts.Node): ts.Node | undefined {
  for (let n: ts.Node | undefined = decl.parent; n !== undefined; n = n.parent) {
    if (ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n) || ts.isClassDeclaration(n)) return n;
    if (ts.isSourceFile(n) || ts.isFunctionLike(n) || ts.isBlock(n)) return undefined;
  }
  return undefined;
}

const ambient = (d: ts.Node): boolean =>
  !ts.isSourceFile(d) && ((ts.canHaveModifiers(d) && (ts.getModifiers(d) ?? []).some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) || ambient(d.parent));

// Whether a property's declarations are all the firmware's own: none in a declaration file
// (lib, Espruino's globals) or a `declare`, none in an @external type, none an enum's member
// (the build writes a const enum's values in; an enum's names are its strings too).
function ownSymbol(sym: ts.Symbol | undefined): boolean {
  const decls = sym?.getDeclarations();
  if (decls === undefined || decls.length === 0) return false;
  return decls.every((d) => {
    if (d.getSourceFile().isDeclarationFile || ambient(d) || ts.isEnumMember(d)) return false;
    const o = owner(d);
    return o === undefined || !tagged(o, EXTERNAL);
  });
}

// The property names the build may shorten: each of more than four characters (Espruino keeps
// a longer name in a second variable), every use of it resolves to the firmware's own
// declarations (none to Espruino's API, to lib, to an @external type, to an untyped value), and
// never looked up by a computed name (render's texts by field id: an object literal typed by an
// index signature, or a type indexed by a string).
export const ownProperties = (): string[] => ownPropertiesIn(firmware().program, firmware().files);

export function ownPropertiesIn(program: ts.Program, files: readonly ts.SourceFile[]): string[] {
  const checker = program.getTypeChecker();
  const own = new Set<string>();
  const not = new Set<string>();
  const note = (name: string, ok: boolean) => (ok ? own : not).add(name);
  const propertyOfContext = (lit: ts.ObjectLiteralExpression, name: string) => {
    const t = checker.getContextualType(lit);
    if (t === undefined) return { sym: undefined, indexed: false };
    const types = t.isUnion() ? t.types : [t];
    const syms = types.map((u) => checker.getPropertyOfType(u, name)).filter((s): s is ts.Symbol => s !== undefined);
    return { sym: syms, indexed: types.some((u) => checker.getIndexInfoOfType(u, ts.IndexKind.String) !== undefined) };
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
      note(node.name.text, ownSymbol(checker.getSymbolAtLocation(node.name)));
    } else if (ts.isElementAccessExpression(node)) {
      const arg = node.argumentExpression;
      if (ts.isStringLiteral(arg)) not.add(arg.text);
      else if (!(checker.getTypeAtLocation(arg).flags & ts.TypeFlags.NumberLike)) {
        checker.getApparentType(checker.getTypeAtLocation(node.expression)).getProperties().forEach((p) => not.add(p.name));
      }
    } else if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) || ts.isMethodDeclaration(node)) && ts.isObjectLiteralExpression(node.parent)) {
      const name = ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : undefined;
      if (name !== undefined) {
        const context = propertyOfContext(node.parent, name);
        const ok = !context.indexed && (context.sym === undefined || context.sym.every((s) => ownSymbol(s)));
        note(name, ok); // (the literal's own property: the firmware's)
      }
    } else if ((ts.isPropertySignature(node) || ts.isMethodSignature(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name)) {
      note(node.name.text, ownSymbol(checker.getSymbolAtLocation(node.name)));
    } else if (ts.isBindingElement(node)) {
      const key = node.propertyName ?? node.name;
      if (ts.isIdentifier(key)) not.add(key.text); // (the firmware destructures nothing: ES5)
    }
    ts.forEachChild(node, visit);
  };
  for (const f of files) visit(f);
  const reserved = terserReserved();
  return [...own].filter((n) => !not.has(n) && n.length > 4 && !reserved.has(n)).sort();
}

export function residency(): Residency {
  const all = marks();
  const named = (tag: Tag) => all.filter((m) => m.tag === tag).map((m) => m.name);
  return { resident: named("resident"), apart: named("apart"), press: named("press"), ownProperties: ownProperties() };
}

export const keptResidency = (): Residency => JSON.parse(fs.readFileSync(KEPT, "utf8"));

if (require.main === module) {
  const now = residency();
  const text = JSON.stringify(now, null, 2) + "\n";
  if (process.argv.includes("--write")) {
    fs.writeFileSync(KEPT, text);
    console.log(`espruino-residency: wrote ${path.relative(ROOT, KEPT)} (${now.resident.length} resident, ${now.apart.length} apart, ` +
      `${now.press.length} press factories, ${now.ownProperties.length} own properties)`);
  } else process.stdout.write(text);
}
