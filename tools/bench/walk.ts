// The walk of one parameter (the issue "A house a newcomer can walk": the unit's options from
// startUnit, firmware/unit.ts, through the calls that pass them on): N files, N stays, N of them
// back into a file already left. Read from the code with the TypeScript compiler; nothing is run.
//
// What it follows. It starts in a function with one of its parameters and reads the function's
// body in source order, its closures' bodies in place (what a closure does with a value it
// captures counts where the closure is written). What carries the parameter is said in walk-carried.ts: the parameter, the names
// bound to it or to a part of it, what a call given it returns, a literal that holds it; by
// default objects only (the options, the state, the store, the session, the match), not the
// numbers and strings read out of them. At each call given such a value (as an argument, or as
// what it is called on) the type checker names the function called; the walk enters it with the
// parameters that the carrying arguments fill (one entry a call), and reads it the same way,
// depth first. A function already read with those parameters is entered again (the trip passes
// its door) but not read again, so recursion ends. A call whose function has no body here stops
// there and enters no file: a method of an interface or a value of a function type (which
// function runs is chosen as the program runs: a hall, listed), or a library's or a .d.ts's.
//
// What it counts. The trip is every function entered, in order. A stay is a run of entries in one
// file: each move into another file starts one; files = the files entered; returns = the stays in
// a file already left (stays - files). Floors come from the imports (walk-floors.ts; by default a
// room is a top folder): upFromBelow = the stays on a higher floor than the stay before them,
// againFromBelow = those of them in a file already left (the issue: "no file entered again from
// below").
//
// How it differs from the figure first quoted in the issue (125 stays, 34 files, 91 returns, 6
// climbs, read by another tool from the code's tokens). That reading follows numbers and strings
// too (the journal's text into records.ts and link-frame.ts, words into texts.ts, rules/words.ts
// and rules/fields.ts); here only with allValues. It did not follow the unit's state: it misread
// the literal `st` in startUnit, which then held the session opened on o.store; here st carries
// what it holds (the menu, the shot clock). It leaves out a
// function that is given the value but passes it nowhere; here that is an entry. It enters a call
// with one parameter, here with all that the call fills; it counts an interface's file as entered
// (hal/roles.ts), here not.
//
// Usage: node dist/tools/bench/walk.js FILE FUNCTION PARAM [--rooms=top|folder|file] [--all-values] [--trip]
// (FUNCTION: a function, a const bound to an arrow or function expression, or Class.method).
import * as path from "path";
import * as ts from "typescript";
import { boundSymbols, calleeCarries, carries, trackedIn } from "./walk-carried";
import { fromRoot, importFloors, ROOMS } from "./walk-floors";
import { ROOT } from "../root";

type Fn = ts.FunctionLikeDeclaration;
export interface Entry { file: string; fn: string; as: string; again: boolean }
export interface Walk {
  files: string[]; // in the order first entered
  stays: number;
  returns: number;
  upFromBelow: number;
  againFromBelow: number;
  trip: Entry[];
  halls: string[]; // "callee (file:line)": calls given the value whose function is chosen as the program runs
}
// program: by default one over the project's tsconfig.json from `file` (all a call can reach);
// floorOf: by default importFloors over that program; allValues: numbers and strings carry it too
export interface WalkOptions { program?: ts.Program; floorOf?: (file: string) => number; allValues?: boolean }

// A program with the compiler options of root/tsconfig.json, over its files or over `entries`
// (paths from the root) and what they import.
export function projectProgram(root: string, entries?: string[]): ts.Program {
  const file = path.join(root, "tsconfig.json");
  const read = ts.readConfigFile(file, ts.sys.readFile);
  if (read.error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const cfg = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, file);
  const rootNames = entries === undefined ? cfg.fileNames : entries.map((e) => path.resolve(root, e));
  return ts.createProgram({ rootNames, options: { ...cfg.options, noEmit: true } });
}

const hasBody = (d: ts.Node | undefined): d is Fn => d !== undefined && ts.isFunctionLike(d) && (d as Fn).body !== undefined;

// A function's name as the trip says it.
function nameOf(d: Fn): string {
  const holder = d.parent;
  if (d.name !== undefined && ts.isIdentifier(d.name)) return ts.isClassLike(holder) && holder.name !== undefined ? `${holder.name.text}.${d.name.text}` : d.name.text;
  if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && ts.isIdentifier(holder.name)) return holder.name.text;
  return "(anonymous)";
}

// The function named in a file: a declaration, a const bound to a function, or Class.method.
function findFunction(sf: ts.SourceFile, name: string): Fn | undefined {
  let found: Fn | undefined;
  const visit = (n: ts.Node): void => {
    if (hasBody(n) && nameOf(n) === name) found = n;
    if (found === undefined) ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

// The function a call runs, where the code says which (the declaration with a body), and what the
// type checker found for it.
function calleeOf(checker: ts.TypeChecker, call: ts.CallExpression | ts.NewExpression): { fn?: Fn; decl?: ts.Declaration } {
  const decl = checker.getResolvedSignature(call)?.declaration;
  if (decl === undefined || ts.isJSDocSignature(decl)) return {};
  if (hasBody(decl)) return { fn: decl, decl };
  const name = ts.getNameOfDeclaration(decl as ts.Declaration); // an overload: its implementation
  const impl = name === undefined ? undefined : checker.getSymbolAtLocation(name)?.declarations?.find(hasBody);
  return { fn: impl as Fn | undefined, decl };
}

// The parameters of a function that a call's carrying arguments fill.
function filled(d: Fn, carried: boolean[]): ts.ParameterDeclaration[] {
  const ps = d.parameters;
  const rest = ps.length > 0 && ps[ps.length - 1].dotDotDotToken !== undefined ? ps[ps.length - 1] : undefined;
  const out = new Set<ts.ParameterDeclaration>();
  carried.forEach((yes, i) => {
    const p = i < ps.length ? ps[i] : rest;
    if (yes && p !== undefined) out.add(p);
  });
  return [...out];
}

// The files, stays, returns and climbs of a trip.
export function tally(trip: Entry[], floorOf: (file: string) => number): Omit<Walk, "trip" | "halls"> {
  const files: string[] = [];
  let stays = 0;
  let upFromBelow = 0;
  let againFromBelow = 0;
  trip.forEach((e, i) => {
    const prev = i > 0 ? trip[i - 1].file : undefined;
    if (e.file === prev) return;
    stays++;
    const again = files.includes(e.file);
    if (!again) files.push(e.file);
    if (prev !== undefined && floorOf(e.file) > floorOf(prev)) {
      upFromBelow++;
      if (again) againFromBelow++;
    }
  });
  return { files, stays, returns: stays - files.length, upFromBelow, againFromBelow };
}

// The walk of parameter `param` of function `fn` in `file` (paths from `root`, the folder of the
// project's tsconfig.json).
export function walkParam(root: string, file: string, fn: string, param: string, opts: WalkOptions = {}): Walk {
  const program = opts.program ?? projectProgram(root, [file]);
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(path.resolve(root, file));
  if (sf === undefined) throw new Error(`${file} is not in the program of ${root}/tsconfig.json`);
  const start = findFunction(sf, fn);
  if (start === undefined) throw new Error(`no function ${fn} in ${file}`);
  const p = start.parameters.find((x) => ts.isIdentifier(x.name) && x.name.text === param);
  if (p === undefined) throw new Error(`${fn} in ${file} has no parameter ${param}`);
  // a declaration in the project's own code (not in a library, nor in a .d.ts: what the platform gives)
  const ours = (d: ts.Declaration): boolean => !d.getSourceFile().isDeclarationFile && !fromRoot(root, d.getSourceFile().fileName).startsWith("..");

  const trip: Entry[] = [];
  const halls: string[] = [];
  const read = new Set<string>();
  const enter = (d: Fn, params: ts.ParameterDeclaration[]): void => {
    const at = d.getSourceFile();
    const key = `${at.fileName}:${d.pos}:${params.map((x) => x.pos).join(",")}`;
    const again = read.has(key);
    trip.push({ file: fromRoot(root, at.fileName), fn: nameOf(d), as: params.map((x) => x.name.getText()).join(", "), again });
    if (again) return;
    read.add(key);
    const r = trackedIn(checker, d.body!, params.flatMap((x) => boundSymbols(checker, x.name)), opts.allValues === true);
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
        const carried = (n.arguments ?? []).map((a) => carries(r, a));
        if (calleeCarries(r, n) || carried.includes(true)) {
          const callee = calleeOf(checker, n);
          const fills = callee.fn === undefined ? [] : filled(callee.fn, carried);
          if (fills.length > 0) enter(callee.fn!, fills);
          else if (callee.fn === undefined && callee.decl !== undefined && ours(callee.decl)) {
            const line = n.getSourceFile().getLineAndCharacterOfPosition(n.getStart()).line + 1;
            halls.push(`${n.expression.getText()} (${fromRoot(root, n.getSourceFile().fileName)}:${line})`);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(d.body!);
  };
  enter(start, [p]);
  return { ...tally(trip, opts.floorOf ?? importFloors(program, root)), trip, halls };
}

function main(argv: string[]): void {
  const args = argv.filter((a) => !a.startsWith("--"));
  const rooms = argv.find((a) => a.startsWith("--rooms="))?.slice("--rooms=".length) ?? "top";
  if (args.length !== 3 || ROOMS[rooms] === undefined) {
    console.error("usage: node dist/tools/bench/walk.js FILE FUNCTION PARAM [--rooms=top|folder|file] [--all-values] [--trip]");
    process.exit(2);
  }
  const program = projectProgram(ROOT, [args[0]]);
  const w = walkParam(ROOT, args[0], args[1], args[2], { program, floorOf: importFloors(program, ROOT, ROOMS[rooms]), allValues: argv.includes("--all-values") });
  if (argv.includes("--trip")) {
    w.trip.forEach((e, i) => console.log(`${i === 0 || e.file !== w.trip[i - 1].file ? e.file : ""}\t${e.fn} as ${e.as}${e.again ? " (again)" : ""}`));
  }
  console.log(`${args.join(":")}: ${w.files.length} files, ${w.stays} stays, ${w.returns} of them back into a file already left; ` +
    `${w.upFromBelow} up from a lower floor (rooms: ${rooms}), ${w.againFromBelow} of them into a file already left; ` +
    `${w.trip.length} functions entered; ${w.halls.length} calls where the program chooses the function`);
}

if (require.main === module) main(process.argv.slice(2));
