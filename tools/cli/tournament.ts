// carom tournament FILE: standings, schedule and bracket from a tournament file and its sheets
// (docs/tournament.md); next: the matches to play now; fetch --port P: the finished sheets kept
// on a scoreboard, added to the tournament's sheets folder.
import * as fs from "fs";
import * as path from "path";
import { Lang } from "../export/labels";
import { buildEvent, EventView } from "../tournament/build";
import { readSheetFiles, sheetsDir } from "../tournament/files";
import { readTournament, TournamentError } from "../tournament/load";
import { nextText } from "../tournament/next";
import { loadSealPolicy } from "../tournament/seals";
import { tournamentFormat, tournamentFormatNames } from "../tournament/formats";
import { fail, progress, withScoreboard } from "./common";

export interface ShowOptions { format: string; lang: string; output?: string }

function langOf(lang: string): Lang | null {
  if (lang === "es" || lang === "en") return lang;
  fail(`unknown language ${lang}: use es or en`, 2);
  return null;
}

function load(file: string, extra: string[]): EventView | null {
  try {
    const t = readTournament(file);
    return buildEvent(t, readSheetFiles(t, file, extra), loadSealPolicy(t, file));
  } catch (err) {
    if (err instanceof TournamentError) fail(err.message, 2);
    else throw err;
    return null;
  }
}

function write(out: Buffer, output: string | undefined): void {
  if (output === undefined || output === "-") process.stdout.write(out);
  else {
    fs.writeFileSync(output, out);
    process.stderr.write(`wrote ${output} (${out.length} bytes)\n`);
  }
}

export async function tournamentShow(file: string, sheets: string[], o: ShowOptions): Promise<void> {
  const exporter = tournamentFormat(o.format);
  if (exporter === undefined) return fail(`unknown format ${o.format}: use ${tournamentFormatNames()}`, 2);
  const lang = langOf(o.lang);
  if (lang === null) return;
  const v = load(file, sheets);
  if (v === null) return;
  const out = await exporter(v, lang);
  write(out, o.output);
  conflicted(v);
}

// Results not verified, and two different sheets for one match: said; a conflict's exit status is 1.
function conflicted(v: EventView): void {
  if (v.verified === "none") process.stderr.write("carom: results not verified: the event file names no key file of the club (seals, docs/tournament.md)\n");
  for (const c of v.conflicts) process.stderr.write(`carom: ${c.match} has two different sheets (${c.files.join(", ")}): neither counts; remove the wrong one\n`);
  if (v.conflicts.length > 0) process.exitCode = 1;
}

export function tournamentNext(file: string, sheets: string[], o: { lang: string; port?: string }): void {
  const lang = langOf(o.lang);
  if (lang === null) return;
  const v = load(file, sheets);
  if (v === null) return;
  process.stdout.write(nextText(v, lang, o.port));
  conflicted(v);
}

// The sheets a board keeps (carom new keeps the finished one) and its current one once finished.
export async function tournamentFetch(file: string, o: { port?: string }): Promise<void> {
  const before = load(file, []);
  if (before === null) return;
  const dir = sheetsDir(before.t, file);
  const have = readSheetFiles(before.t, file, []);
  await withScoreboard(o.port, async (client) => {
    const kept = await client.request("sheets");
    if (!kept.ok) throw new Error(kept.body);
    const listed = kept.body.split(" ").filter((x) => x !== "").reverse(); // the board lists the newest first
    for (const a of listed.filter((x) => x.endsWith(":abandoned"))) process.stderr.write(`left out board sheet ${a.split(":")[0]}: the match was abandoned unfinished\n`);
    const numbers = listed.filter((x) => !x.endsWith(":abandoned"));
    const bodies: Array<{ from: string; body: string }> = [];
    for (const n of [...numbers, ""]) {
      progress(`reading sheet ${n === "" ? "(current)" : n}...`);
      const r = await client.request(n === "" ? "sheet" : `sheet ${n}`, 10000);
      if (!r.ok) throw new Error(r.body);
      bodies.push({ from: n === "" ? "current" : n, body: r.body });
    }
    progress("");
    let added = 0;
    let already = 0;
    for (const { from, body } of bodies) {
      const text = Buffer.from(body, "latin1").toString("utf8");
      let state = "";
      try {
        state = (JSON.parse(text) as { state: string }).state;
      } catch {
        // not JSON: the checks below refuse it with the reason
      }
      if (from === "current" && state !== "finished" && state !== "signed") continue; // still in play: not a result yet
      if (have.some((h) => h.text.trim() === text.trim())) {
        already++;
        continue;
      }
      const v = buildEvent(before.t, [...have, { file: `board sheet ${from}`, text }], loadSealPolicy(before.t, file));
      const refused = v.refused.find((r) => r.file === `board sheet ${from}`);
      if (refused !== undefined) {
        process.stderr.write(`left out board sheet ${from}: ${refused.reason}\n`);
        continue;
      }
      const match = [...v.results.values()].find((r) => r.file === `board sheet ${from}`)!.match;
      fs.mkdirSync(dir, { recursive: true });
      const target = path.join(dir, `${match.id}.json`);
      fs.writeFileSync(target, Buffer.from(body + "\n", "latin1"));
      have.push({ file: path.relative(path.dirname(path.resolve(file)), target), text });
      process.stderr.write(`added ${path.relative(process.cwd(), target)} (${match.id}, ${match.round})\n`);
      added++;
    }
    process.stderr.write(`${bodies.length} sheet(s) on the board: ${added} added, ${already} already there\n`);
  });
}
