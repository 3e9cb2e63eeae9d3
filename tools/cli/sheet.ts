// carom sheet --port P: the current match's sheet (or a kept one) as JSON, CSV, HTML or PDF.
import * as fs from "fs";
import * as path from "path";
import { timeZoneProblem } from "../export/dates";
import { Lang } from "../export/labels";
import { formatNames, FORMATS } from "../export/formats";
import { NoteAt, parseSheet, Sheet } from "../export/sheet-model";
import { noteTimes } from "../export/note-times";
import { sheetProblems } from "../export/sheet-schema";
import { fail, progress, withScoreboard } from "./common";
import { LinkClient } from "../link/client";
import { DEFAULT_KEYS, sealLine } from "../link/seal-check";
import { replayInto } from "../../rules/replay";
import { newMatch } from "../../rules/match";
import { sheetJson } from "../../rules/sheet";
import { readScript } from "./replay-cmd";
import { hintFor } from "./reply-hint";

export interface SheetOptions { port?: string; script?: string; format: string; lang: string; last?: string; output?: string; tz?: string; keys?: string }

// A damaged journal found at the scoreboard's start-up (docs/protocol.md: damaged): the sheet
// holds the records before the damage only, which the user must know.
async function warnDamaged(client: LinkClient): Promise<void> {
  const d = await client.request("damaged");
  if (d.ok && d.body !== "none") {
    process.stderr.write(`warning: the scoreboard found a damaged journal at start-up and kept it as ${d.body.split(" (")[0]}; ` +
      "this sheet holds the events recorded before the damage. Check it against the paper sheet; " +
      "then clear the kept file with: echo \"damaged clear\" | carom send --port P -\n");
  }
}

export async function sheet(o: SheetOptions): Promise<void> {
  if (o.format !== "json" && !Object.prototype.hasOwnProperty.call(FORMATS, o.format)) return fail(`unknown format ${o.format}: use ${formatNames()}`, 2);
  if (o.lang !== "es" && o.lang !== "en") return fail(`unknown language ${o.lang}: use es or en`, 2);
  const tzProblem = o.tz === undefined ? null : timeZoneProblem(o.tz);
  if (tzProblem !== null) return fail(tzProblem, 2);
  const last = o.last === undefined ? 0 : Number(o.last);
  if (!Number.isInteger(last) || last < 0) return fail(`--last takes a whole number (1 = the last finished match)`, 2);
  const outputProblem = o.output === undefined || o.output === "-" ? null : writableProblem(o.output);
  if (outputProblem !== null) return fail(outputProblem, 2);
  if (o.script !== undefined) return sheetOfScript(o.script, o);
  await withScoreboard(o.port, async (client) => {
    let request = "sheet";
    if (last > 0) {
      const kept = await client.request("sheets");
      const numbers = kept.body.split(" ").filter((x) => x !== "");
      if (last > numbers.length) throw new Error(`the scoreboard keeps ${numbers.length} match(es): --last ${last} is not there`);
      const [n, mark] = numbers[last - 1].split(":");
      if (mark === "abandoned") process.stderr.write(`match ${n} was abandoned unfinished (carom new --abandon): its sheet is the match as it stood\n`);
      request = `sheet ${n}`;
    }
    progress("reading the sheet...");
    const r = await client.request(request, 10000);
    progress("");
    if (!r.ok) throw new Error(r.body);
    await warnDamaged(client);
    await writeSheet(r.body, o, r.noteAt);
  });
}

// --script FILE: the sheet of a match script (docs/script.md), replayed on this computer by the
// same rules core as the unit's, without a unit (its date unknown: the script has no clock; the
// notes' innings known from the replay)
async function sheetOfScript(file: string, o: SheetOptions): Promise<void> {
  if (o.port !== undefined || o.last !== undefined) return fail("--script FILE makes the sheet without a scoreboard: leave out --port and --last", 2);
  const text = readScript(file);
  if (text === null) return; // (said why)
  const m = newMatch();
  const bad = replayInto(m, text);
  if (bad !== "") return fail(`${file}: ${bad}${hintFor(bad.replace(/^line \d+: /, ""))}`, 2);
  await writeSheet(sheetJson(m), o, noteTimes(m)); // (the JSON without its line end, as the link sends it: carom replay's)
}

// The sheet's JSON as the format asked for, to standard output or -o FILE. noteAt: when each note
// was entered, from the journal or the script (the JSON leaves it out: carom replay's has none).
async function writeSheet(body: string, o: SheetOptions, noteAt?: NoteAt[]): Promise<void> {
  const lang = o.lang as Lang;
  const out = o.format === "json" ? Buffer.from(body + "\n", "latin1")
    : await FORMATS[o.format](checked(body), lang, { tz: o.tz, seal: sealCheck(body, o.keys), noteAt });
  if (o.output === undefined || o.output === "-") process.stdout.write(out);
  else {
    fs.writeFileSync(o.output, out);
    process.stderr.write(`wrote ${o.output} (${out.length} bytes)\n`);
  }
}

// A sealed sheet's check against the club's key file (none: not verified, and said so).
function sealCheck(body: string, keys = DEFAULT_KEYS) {
  return sealLine(Buffer.from(body, "latin1"), keys);
}

// The sheet the scoreboard sent, if it follows docs/sheet.schema.json (else the export would be wrong).
export function checked(body: string): Sheet {
  let sheet: Sheet;
  try {
    sheet = parseSheet(body);
  } catch {
    throw new Error("the scoreboard's sheet is not JSON: try again; if it goes on, update carom and the firmware to the same version");
  }
  const problems = sheetProblems(sheet);
  if (problems !== "") throw new Error(`the scoreboard's sheet does not follow docs/sheet.schema.json (${problems}): update carom and the firmware to the same version`);
  return sheet;
}

// null when `file` can be written, else what is wrong and what to do (before reading the sheet).
export function writableProblem(file: string): string | null {
  const dir = path.dirname(path.resolve(file));
  const d = fs.statSync(dir, { throwIfNoEntry: false });
  if (d === undefined) return `cannot write ${file}: the folder ${dir} does not exist: create it (mkdir -p ${dir}) or choose another -o`;
  if (!d.isDirectory()) return `cannot write ${file}: ${dir} is not a folder: choose another -o`;
  if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) return `cannot write ${file}: it is a folder: give a file name, e.g. -o ${path.join(file, "sheet.pdf")}`;
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    return `cannot write ${file}: no permission to write in ${dir}: choose another -o`;
  }
  return null;
}
