// The tests check sheets with the exporters' own check (docs/sheet.schema.json).
import { SCHEMA_PATH, sheetProblems } from "../../tools/export/sheet-schema";

export const schemaPath = SCHEMA_PATH;
export const schemaErrors = sheetProblems;
