// intText(x) (rules/numbers.ts: `"" + n`) written into the Espruino build as ("" + (x)), the
// same expression: the interpreter spends about 20,000 instructions on a call of a function of
// its own (64-bit -Os, callgrind), about 9,000 on the concatenation, and the link's replies, the
// club's numbering and the live stream make their numbers text with it at every event. (Lua
// keeps the function: tostring is what `"" + n` becomes there too.)
import { parse, walk } from "./espruino-lazy";

export function inlineIntText(code: string): string {
  const edits: Array<{ at: number; cut: number; text: string }> = [];
  walk(parse(code), null, (n) => {
    const callee = n.callee as { type: string; name: string; start: number; end: number } | undefined;
    if (n.type !== "CallExpression" || callee === undefined || callee.type !== "Identifier" || callee.name !== "intText") return;
    if ((n.arguments as unknown[]).length !== 1) throw new Error("build:espruino: intText takes one number");
    edits.push({ at: callee.start, cut: callee.end - callee.start, text: '(""+' }, { at: n.end as number, cut: 0, text: ")" });
  });
  edits.sort((a, b) => b.at - a.at);
  let out = code;
  for (const e of edits) out = out.substring(0, e.at) + e.text + out.substring(e.at + e.cut);
  return out;
}
