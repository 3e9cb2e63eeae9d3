// The sheet's JSON Schema (docs/sheet.schema.json): the exporters check what a scoreboard sent
// against it before they write anything, and the tests check every sheet the code prints.
import Ajv2020 from "ajv/dist/2020";
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";

export const SCHEMA_PATH = path.join(ROOT, "docs", "sheet.schema.json");
export const validateSheet = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(SCHEMA_PATH, "utf8")));

// "" when the sheet follows the schema, else where it does not, e.g. "/players/A/score must be >= 0".
export function sheetProblems(sheet: unknown): string {
  if (validateSheet(sheet)) return "";
  return (validateSheet.errors ?? []).map((e) => `${e.instancePath || "the sheet"} ${e.message ?? "is wrong"}`).join("; ");
}
