// The modules of the firmware as an Espruino board has them: what the build changes in their ES5
// text for the board's features (asBoard), and the board's display start (displayModule).
import * as path from "path";
import { functionText, NATIVES } from "./espruino-natives";
import type { Features } from "./board";
import { ROOT } from "../root";
import { kindStarts } from "./display-kinds";
import { JOURNAL_ROOM } from "../../firmware/journal/journal-file";
import { FOUL_KINDS } from "../../rules/codes";

// `find` in `code` replaced once by `by` (the build's own changes of a module: each must find
// what it changes, or the source moved and the build says so)
function once(code: string, file: string, find: RegExp, by: string): string {
  if ((code.match(new RegExp(find.source, "g")) ?? []).length !== 1) throw new Error(`build:espruino: ${file} is not as the build expects (${find.source})`);
  return code.replace(find, by);
}

// The modules as the board has them (the ES5 text of firmware/panel/wifi-board.ts, journal-file.ts, texts.ts, menu-items.ts, rules/foul-words.ts;
// the loops Espruino does natively: tools/build/espruino-natives.ts). The test of a small board's
// journal (test/store-full.test.ts) loads journal-file.ts through this too.
export function asBoard(code: string, file: string, f: Features): string {
  for (const n of NATIVES) if (file.endsWith(path.join(...n.file.split("/")))) code = once(code, file, functionText(n.name), n.text);
  if (file.endsWith(path.join("firmware", "panel", "wifi-board.js"))) {
    const w = once(once(once(code, file, /\bWIFI = true\b/, `WIFI = ${f.wifi}`), file, /\bRADIO = true\b/, `RADIO = ${f.radio}`), file, /\bSEAL = true\b/, `SEAL = ${f.seal}`);
    return once(w, file, /\bMENU_DIGITS = true\b/, `MENU_DIGITS = ${f.menuDigits}`);
  }
  if (file.endsWith(path.join("firmware", "journal", "journal-file.js")) || file.endsWith(path.join("firmware", "journal", "journal-file.ts"))) {
    return once(code, file, new RegExp(`\\bJOURNAL_ROOM = ${JOURNAL_ROOM}\\b`), `JOURNAL_ROOM = ${f.journalRoom}`);
  }
  if (file.endsWith(path.join("firmware", "panel", "texts.js")) && !f.languages) {
    // English only: each line key|Spanish|English becomes key|English, the list of languages "en"
    const lines = /"([a-z-]+)\|([^|"\\]*)\|([^|"\\]*)\\n"/g;
    const n = (code.match(lines) ?? []).length;
    if (n < 50) throw new Error(`build:espruino: ${file} is not as the build expects (its lines key|es|en)`);
    const en = once(code.replace(lines, (_m, k, _es, en) => `"${k}|${en}\\n"`), file, /\bLANGS = "es en"/, `LANGS = "en"`);
    return once(en, file, /"\|", 1 \+ lang\)/, `"|", 1)`); // (any language kept before shows English)
  }
  if (file.endsWith(path.join("rules", "foul-words.js"))) {
    // the display's columns alone: name|Spanish|English (or name|English), not the sheet's
    const lines = /"([a-z-]+)\|([^|"\\]*)\|([^|"\\]*)\|[^|"\\]*\|[^|"\\]*\\n"/g;
    if ((code.match(lines) ?? []).length !== FOUL_KINDS.length) throw new Error(`build:espruino: ${file} is not as the build expects (its lines name|es|en|es|en)`);
    return code.replace(lines, (_m, k, es, en) => (f.languages ? `"${k}|${es}|${en}\\n"` : `"${k}|${en}\\n"`));
  }
  if (file.endsWith(path.join("firmware", "panel", "menu-items.js")) && !f.languages) {
    return once(code, file, /"language\|[0-9]*\|\|[0-9]+\|caes en\\n" \+/, ""); // (one language: nothing to choose)
  }
  return code;
}

// The board's display start (hal/espruino/display/board.ts), as the build writes it: the start of
// hal/espruino/display/KIND.ts for the board's kind (board.schema.json's display.kind), the one
// function that file exports; with no kind (the tests' bundles of all the code), every kind's that
// has a start, chosen by the board's data as it starts. (root: the project's, or a test's.)
export const DISPLAY_MODULE = "hal/espruino/display/board.js";
export function displayModule(kind: string | undefined, root = ROOT): string {
  const starts = kindStarts("espruino", kind, root);
  if (kind !== undefined) return `export { ${starts[0][1]} as startDisplay } from "./${kind}.js";\n`;
  const imports = starts.map(([k, f]) => `import { ${f} } from "./${k}.js";\n`).join("");
  const chosen = starts.map(([k, f]) => `k === ${JSON.stringify(k)} ? ${f}(d, layout, clock, quiet) : `).join("");
  return `${imports}export function startDisplay(d, layout, clock, quiet) {\n  var k = d.kind;\n  return ${chosen}quiet;\n}\n`;
}
