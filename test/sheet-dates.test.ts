// Issue 40 item 7: a sheet's date is when its match ended, on the unit's clock (its journal's
// clock record, Rec.Clock), or unknown when the unit's clock was never set; never the time of the
// export. The JSON from such a unit has no date (it is carom replay's sheet exactly: no marker the
// replay contract does not have); the PDF, the HTML and the CSV say "unknown" in the sheet's
// language, and none of them, nor the PDF's metadata, holds the date of the export.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { replayScript } from "../rules/replay";
import { sheetCsv } from "../tools/export/csv";
import { dateText } from "../tools/export/dates";
import { sheetHtml } from "../tools/export/html";
import { Lang } from "../tools/export/labels";
import { sheetPdf } from "../tools/export/pdf";
import { parseSheet, Sheet } from "../tools/export/sheet-model";
import { flat, havePoppler, readPdf } from "./support/pdf-words";
import { rig, unitSheet } from "./support/rig";

if (!havePoppler) console.warn("SKIPPED: the PDF's text needs pdftotext: apt-get install -y poppler-utils");
const root = path.join(__dirname, "..");
const carom = path.join(root, "bin", "carom.js");
const SCRIPT = ["set distance 3", 'player A "Ana Ortega"', 'player B "Ben Costa"', "lag A break white", "point", "miss", "point", "point", "point"];
const unhtml = (t: string) => t.replace(/<[^>]*>/g, " ").replace(/&middot;/g, " ").replace(/&amp;/g, "&");
const uncsv = (t: string) => t.replace(/"/g, "").replace(/,/g, " ");
const bare = (t: string) => flat(t).replace(/[:,]/g, ""); // (the HTML's "Date:", the CSV's cells)

// the sheet as carom sheet reads it from a unit on the simulator, the match played to its end
function unitMatch(time?: string): Sheet {
  const r = rig();
  if (time !== undefined) r.send(`time ${time}`);
  for (const l of SCRIPT) r.send(l);
  r.clock.advance(3600 * 1000); // read an hour later: the date is still when it ended
  const reply = unitSheet(r.link);
  expect(reply.ok).toBe(true);
  return parseSheet(reply.body);
}

// each format's text, as a reader sees it (the PDF: its text and its bytes, metadata included)
async function formats(s: Sheet, lang: Lang): Promise<Record<string, string>> {
  const pdf = await sheetPdf(s, lang, { tz: "UTC" });
  const out: Record<string, string> = {
    html: unhtml(sheetHtml(s, lang, { tz: "UTC" })),
    csv: uncsv(sheetCsv(s, lang, { tz: "UTC" })),
    "pdf bytes": pdf.toString("latin1"),
  };
  if (havePoppler) out.pdf = readPdf(pdf).text;
  return out;
}

// the ways the export's day could be written: ISO, the PDF's D:YYYYMMDD, in words in either language
function exportDays(): string[] {
  const now = new Date();
  const iso = now.toISOString().slice(0, 10);
  const words = (["es", "en"] as Lang[]).map((lang) => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(now));
  return [iso, `D:${iso.replace(/-/g, "")}`, ...words];
}

describe.each([["es", "Fecha", "desconocida"], ["en", "Date", "unknown"]] as Array<[Lang, string, string]>)("in %s", (lang, dateWord, unknown) => {
  test("a unit whose clock was never set: the JSON has no date (carom replay's sheet exactly), every format says the date is unknown and none holds the export's day", async () => {
    const s = unitMatch();
    expect(s.date).toBeUndefined();
    expect(s).toEqual(JSON.parse(replayScript(SCRIPT.join("\n")).out));
    for (const [format, text] of Object.entries(await formats(s, lang))) {
      if (format !== "pdf bytes") expect([format, bare(text)]).toEqual([format, expect.stringContaining(bare(`${dateWord} ${unknown}`))]);
      expect([format, exportDays().filter((d) => flat(text).includes(flat(d)))]).toEqual([format, []]);
    }
  });

  test("a unit whose clock was set: every format gives when the match ended, the PDF's metadata too", async () => {
    const s = unitMatch("2026-11-30T14:05:00Z");
    expect(s.date).toBe("2026-11-30T14:05:00Z");
    for (const [format, text] of Object.entries(await formats(s, lang))) {
      if (format === "pdf bytes") expect(text).toContain("(D:20261130140500Z)"); // (its /CreationDate)
      else expect([format, bare(text)]).toEqual([format, expect.stringContaining(bare(`${dateWord} ${dateText(s.date!, lang, "UTC")}`))]);
      expect([format, flat(text).includes(flat(unknown))]).toEqual([format, false]);
    }
  });
});

test("carom sheet --script FILE: no unit, no clock: the date unknown in the PDF, the HTML and the CSV; the JSON has none", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-dates-"));
  try {
    const file = path.join(dir, "match.txt");
    fs.writeFileSync(file, SCRIPT.join("\n") + "\n");
    const out = (format: string) => spawnSync(process.execPath, [carom, "sheet", "--script", file, "--format", format, "--lang", "en"], { cwd: root }).stdout;
    expect(flat(unhtml(out("html").toString("utf8")))).toContain("Date:unknown");
    expect(out("csv").toString("utf8")).toContain("\nDate,unknown\n");
    const pdf = out("pdf");
    if (havePoppler) expect(flat(readPdf(pdf).text)).toContain("Dateunknown");
    expect(pdf.toString("latin1")).not.toContain("/CreationDate");
    expect(JSON.parse(out("json").toString("utf8")).date).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
