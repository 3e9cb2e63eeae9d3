// BoardData's display (hal/board-data.ts) made from the schema's (hardware/board.schema.json): a
// new display kind's fields go in the schema, and `npm run board-data` writes them into the type
// (test/board-data.test.ts fails while the type is behind the schema). Every field but the kind is
// optional, whatever the schema requires: each runtime's build writes what its kind's start reads
// (NodeMCU's message line has its cs alone: HSPI has its own pins).
import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../root";
import { displaySchema, isPin } from "./display-kinds";

export const FILE = path.join(ROOT, "hal", "board-data.ts");
const BEGIN = "  // display: written from hardware/board.schema.json by `npm run board-data` (tools/build/board-data-type.ts)\n";
const END = "  // (display's end)\n";

// fields the build writes otherwise than the board's file has them (tools/build/board.ts firmwareData:
// a LED chain's fields with each one's kind and colour)
const AS_BUILT: Record<string, string> = { chain: "Array<[string, number, string, string]>" };

function typeOf(s: Record<string, any>, name: string): string {
  if (AS_BUILT[name] !== undefined) return AS_BUILT[name];
  if (isPin(s)) return "Pin";
  if (Array.isArray(s.enum) && s.enum.every((v: unknown) => typeof v === "string")) return "string";
  if (s.type === "integer" || s.type === "number") return "number";
  if (s.type === "string" || s.type === "boolean") return s.type;
  if (s.type === "array" && Array.isArray(s.items)) return `[${s.items.map((i: Record<string, any>) => typeOf(i, "")).join(", ")}]`;
  if (s.type === "array") return `Array<${typeOf(s.items, "")}>`;
  if (s.type === "object") return `{ ${fields(s).join(" ")} }`;
  throw new Error(`board-data: no TypeScript type for the schema's ${name} (${JSON.stringify(s)})`);
}

const fields = (s: Record<string, any>) => Object.entries(s.properties as Record<string, Record<string, any>>).map(([k, f]) => `${k}${k === "kind" ? "" : "?"}: ${typeOf(f, k)};`);

// the display member as hal/board-data.ts has it, from the schema
export function displayType(root = ROOT): string {
  return BEGIN + "  display: {\n" + fields(displaySchema(root)).map((f) => `    ${f}\n`).join("") + "  };\n" + END;
}

// hal/board-data.ts with its display member as the schema has it
export function withDisplayType(text: string, root = ROOT): string {
  const at = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (at < 0 || end < at) throw new Error("board-data: hal/board-data.ts has no display member written by the build (its begin and end lines)");
  return text.slice(0, at) + displayType(root) + text.slice(end + END.length);
}

if (require.main === module) {
  const before = fs.readFileSync(FILE, "utf8");
  const after = withDisplayType(before);
  if (after !== before) fs.writeFileSync(FILE, after);
  console.log(`board-data: hal/board-data.ts's display ${after === before ? "was already" : "is now"} as hardware/board.schema.json has it`);
}
