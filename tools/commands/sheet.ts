// carom sheet --port P: the current match's sheet (or a kept one) as JSON, CSV, HTML or PDF.
import * as fs from "fs";
import { sheetCsv } from "../export/csv";
import { sheetHtml } from "../export/html";
import { Lang } from "../export/labels";
import { sheetPdf } from "../export/pdf";
import { parseSheet } from "../export/sheet-model";
import { fail, progress, withScoreboard } from "./common";
import { LinkClient } from "../link/client";

export interface SheetOptions { port?: string; format: string; lang: string; last?: string; output?: string }

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
  if (!["json", "csv", "pdf", "html"].includes(o.format)) return fail(`unknown format ${o.format}: use json, csv, pdf or html`, 2);
  if (o.lang !== "es" && o.lang !== "en") return fail(`unknown language ${o.lang}: use es or en`, 2);
  const last = o.last === undefined ? 0 : Number(o.last);
  if (!Number.isInteger(last) || last < 0) return fail(`--last takes a whole number (1 = the last finished match)`, 2);
  await withScoreboard(o.port, async (client) => {
    let request = "sheet";
    if (last > 0) {
      const kept = await client.request("sheets");
      const numbers = kept.body.split(" ").filter((x) => x !== "");
      if (last > numbers.length) throw new Error(`the scoreboard keeps ${numbers.length} finished match(es): --last ${last} is not there`);
      request = `sheet ${numbers[last - 1]}`;
    }
    progress("reading the sheet...");
    const r = await client.request(request, 10000);
    progress("");
    if (!r.ok) throw new Error(r.body);
    await warnDamaged(client);
    const lang = o.lang as Lang;
    let out: Buffer;
    if (o.format === "json") out = Buffer.from(r.body + "\n", "latin1");
    else if (o.format === "csv") out = Buffer.from(sheetCsv(parseSheet(r.body), lang), "utf8");
    else if (o.format === "html") out = Buffer.from(sheetHtml(parseSheet(r.body), lang), "utf8");
    else out = await sheetPdf(parseSheet(r.body), lang);
    if (o.output === undefined || o.output === "-") process.stdout.write(out);
    else {
      fs.writeFileSync(o.output, out);
      process.stderr.write(`wrote ${o.output} (${out.length} bytes)\n`);
    }
  });
}
