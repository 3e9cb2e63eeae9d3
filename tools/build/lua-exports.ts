// A module's exports that it reads itself as locals of its own, in the NodeMCU build: typescript-to-
// lua writes `function ____exports.f(...)` (and `____exports.WORDS = {...}`) and reads them within
// the module as `____exports.f`, so each function that calls one holds the module's table, which
// then stays in RAM for as long as the unit runs (a hash node of 28 bytes per name on the board, the
// table rounded up to a power of two). As a local (`local f` ... `function f(...)`, and
// `____exports.f = f` before the module returns, for its importers), a caller holds f alone, and
// the table goes once the modules have taken their names. Only a name the module assigns once, at
// its top level; within NodeMCU's 50 locals (lua-locals.ts), the names read most first; a name the
// module also uses otherwise (a local, a parameter, a word in a string) stays as it is.
import { MAX_LOCALS, MODULE, topLocals } from "./lua-locals";

const HEAD = "local ____exports = {}\n";
const TAIL = "\nreturn ____exports\n";

export function localExports(bundle: string, most = MAX_LOCALS - 2): string {
  return bundle.replace(MODULE, (_all, head: string, mod: string, body: string, tail: string) => {
    const sets = (n: string) => (body.match(new RegExp(`____exports\\.${n}\\s*=[^=]`, "g")) ?? []).length +
      (new RegExp(`^function ____exports\\.${n}\\(`, "m").test(body) ? 1 : 0);
    const reads = (n: string) => (body.match(new RegExp(`____exports\\.${n}\\b`, "g")) ?? []).length - sets(n);
    const elsewhere = (n: string) => new RegExp(`(^|[^.:\\w])${n}\\b`, "m").test(body.replace(new RegExp(`____exports\\.${n}\\b`, "g"), ""));
    const defined = [...body.matchAll(/^(?:function ____exports\.([A-Za-z_]\w*)\(|____exports\.([A-Za-z_]\w*) = )/gm)].map((m) => m[1] ?? m[2]);
    const chosen = defined
      .filter((n) => sets(n) === 1 && reads(n) > 0 && !elsewhere(n))
      .sort((a, b) => reads(b) - reads(a) || (a < b ? -1 : 1))
      .slice(0, Math.max(0, most - topLocals(body)));
    if (chosen.length === 0) return head + body + tail;
    if (!body.startsWith(HEAD) || !body.includes(TAIL)) throw new Error(`lua-exports: module ${mod} does not begin and end as the build expects`);
    let code = body;
    for (const n of chosen) {
      code = code.replace(new RegExp(`^function ____exports\\.${n}\\(`, "m"), `function ${n}(`)
        .replace(new RegExp(`^____exports\\.${n} = `, "m"), `${n} = `)
        .replace(new RegExp(`____exports\\.${n}\\b`, "g"), n);
    }
    code = HEAD + `local ${chosen.join(", ")}\n` + code.slice(HEAD.length);
    const end = code.lastIndexOf(TAIL);
    return head + code.slice(0, end + 1) + chosen.map((n) => `____exports.${n} = ${n}\n`).join("") + code.slice(end + 1) + tail;
  });
}
