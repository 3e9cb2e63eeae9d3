import Ajv2020 from "ajv/dist/2020";
import * as fs from "fs";
import * as path from "path";

const schemaPath = path.join(__dirname, "..", "..", "shared", "spec", "sheet.schema.json");
const schema = JSON.parse(fs.readFileSync(schemaPath, "utf8"));
export const validateSheet = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

export function schemaErrors(sheet: unknown): string {
  return validateSheet(sheet) ? "" : JSON.stringify(validateSheet.errors);
}
