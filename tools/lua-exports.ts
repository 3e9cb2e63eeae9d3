// A module's exported functions as locals of its own, in the NodeMCU build: typescript-to-lua
// writes `function ____exports.f(...)` and calls it within the module as `____exports.f(...)`, so
// each function that calls one holds the module's table, which then stays in RAM for as long as
// the unit runs (a hash node of 28 bytes per name on the board, the table rounded up to a power of
// two). As a local (`local f` ... `function f(...)`, and `____exports.f = f` before the module
// returns, for its importers), a caller holds f alone, and the table goes once the modules have
// taken their names. Within NodeMCU's 50 locals only (lua-locals.ts), the names called most first;
// a name the module also uses otherwise (a local, a parameter, a word in a string) stays as it is.
import { MAX_LOCALS, topLocals } from "./lua-locals";

const MODULE = /(\["([^"]+)"\] = function\(\.\.\.\) \n)([\s\S]*?\n)( end,\n)/g;
const HEAD = "local ____exports = {}\n";
const TAIL = "\nreturn ____exports\n";

export function localExports(bundle: string, most = MAX_LOCALS - 2): string {
  return bundle.replace(MODULE, (_all, head: string, mod: string, body: string, tail: string) => {
    const calls = (n: string) => (body.match(new RegExp(`____exports\\.${n}\\b`, "g")) ?? []).length - 1; // (less its definition)
    const elsewhere = (n: string) => new RegExp(`(^|[^.:\\w])${n}\\b`, "m").test(body.replace(new RegExp(`____exports\\.${n}\\b`, "g"), ""));
    const chosen = [...body.matchAll(/^function ____exports\.([A-Za-z_]\w*)\(/gm)].map((m) => m[1])
      .filter((n) => calls(n) > 0 && !elsewhere(n))
      .sort((a, b) => calls(b) - calls(a) || (a < b ? -1 : 1))
      .slice(0, Math.max(0, most - topLocals(body)));
    if (chosen.length === 0) return head + body + tail;
    if (!body.startsWith(HEAD) || !body.includes(TAIL)) throw new Error(`lua-exports: module ${mod} does not begin and end as the build expects`);
    let code = body;
    for (const n of chosen) {
      code = code.replace(new RegExp(`^function ____exports\\.${n}\\(`, "m"), `function ${n}(`).replace(new RegExp(`____exports\\.${n}\\b`, "g"), n);
    }
    code = HEAD + `local ${chosen.join(", ")}\n` + code.slice(HEAD.length);
    const end = code.lastIndexOf(TAIL);
    return head + code.slice(0, end + 1) + chosen.map((n) => `____exports.${n} = ${n}\n`).join("") + code.slice(end + 1) + tail;
  });
}
