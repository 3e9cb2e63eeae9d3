import Ajv2020 from "ajv/dist/2020";
import * as fs from "fs";
import * as path from "path";

// The sheet's schema, kept in the repository (docs/sheet.schema.json).
export const schemaPath = path.join(__dirname, "..", "docs", "sheet.schema.json");
const schema = JSON.parse(fs.readFileSync(schemaPath, "utf8"));
export const validateSheet = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

export function schemaErrors(sheet: unknown): string {
  return validateSheet(sheet) ? "" : JSON.stringify(validateSheet.errors);
}
