// One board model (hal/board-data.ts BoardData): its fields are the schema's
// (hardware/board.schema.json) but the build's own (tools/build/board.ts BUILD_ONLY), and what the
// builds write as BOARD for every board (Espruino: boardData, NodeMCU: nodemcuBoard) has no field
// the type does not name. The boot files read BOARD through that type.
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { boardData, boardFile, BUILD_ONLY } from "../tools/build/board";
import { nodemcuBoard } from "../tools/build/nodemcu-board";
import { displayType, FILE, withDisplayType } from "../tools/build/board-data-type";
import * as os from "os";

const ROOT = path.join(__dirname, "..");
const schema = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "board.schema.json"), "utf8"));
const boards = fs.readdirSync(path.join(ROOT, "hardware", "boards")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));

// the members of BoardData, and of its object members, by path ("display.kind")
function members(): Set<string> {
  const file = path.join(ROOT, "hal", "board-data.ts");
  const src = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.ES2019, true);
  const out = new Set<string>();
  const walk = (list: ts.NodeArray<ts.TypeElement>, prefix: string) => {
    for (const m of list) {
      if (!ts.isPropertySignature(m)) continue;
      const name = prefix + m.name.getText(src);
      out.add(name);
      if (m.type !== undefined && ts.isTypeLiteralNode(m.type)) walk(m.type.members, name + ".");
    }
  };
  src.forEachChild((n) => { if (ts.isInterfaceDeclaration(n) && n.name.text === "BoardData") walk(n.members, ""); });
  return out;
}
const typed = members();

// the fields an object has, by path, down the objects the type names
function fieldsOf(o: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(o).flatMap(([k, v]) => {
    const name = prefix + k;
    return v !== null && typeof v === "object" && !Array.isArray(v) && typed.has(name) ? [name, ...fieldsOf(v as Record<string, unknown>, name + ".")] : [name];
  });
}

test("BoardData names the schema's fields but the build's own, and no other", () => {
  expect(typed.size).toBeGreaterThan(20);
  const top = Object.keys(schema.properties);
  expect(top.filter((k) => !typed.has(k) && !BUILD_ONLY.includes(k))).toEqual([]);
  expect([...typed].filter((k) => !k.includes(".") && !top.includes(k))).toEqual([]);
  for (const obj of ["display", "link"]) {
    const props = Object.keys(schema.properties[obj].properties);
    expect({ obj, untyped: props.filter((k) => !typed.has(`${obj}.${k}`)) }).toEqual({ obj, untyped: [] });
  }
});

test.each(boards)("the BOARD the build writes for %s has only fields BoardData names", (name) => {
  const file = boardFile(name);
  if (file.role !== undefined) return; // (the remote's and the receiver's own firmware: no BOARD of the display unit)
  const data = file.runtime === "nodemcu" ? nodemcuBoard(name) : boardData(name);
  expect(fieldsOf(data as unknown as Record<string, unknown>).filter((k) => !typed.has(k))).toEqual([]);
});

test("BoardData's display is the schema's, as `npm run board-data` writes it: a new kind's fields go in the schema alone", () => {
  const text = fs.readFileSync(FILE, "utf8");
  expect(withDisplayType(text)).toBe(text); // (else: npm run board-data)
  expect(displayType()).toContain("    chain?: Array<[string, number, string, string]>;\n"); // (as the build writes it: each field's kind and colour)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "carom-board-data-"));
  try {
    fs.mkdirSync(path.join(root, "hardware"));
    const next = JSON.parse(JSON.stringify(schema));
    next.properties.display.properties.kind.enum.push("test-kind");
    next.properties.display.properties.testClk = { $ref: "#/$defs/pin" };
    next.properties.display.properties.testLevel = { type: "integer", minimum: 0, maximum: 7 };
    fs.writeFileSync(path.join(root, "hardware", "board.schema.json"), JSON.stringify(next));
    const made = withDisplayType(text, root);
    expect(made).toContain("    testClk?: Pin;\n    testLevel?: number;\n  };\n");
    expect(made.replace("    testClk?: Pin;\n    testLevel?: number;\n", "")).toBe(text);
    expect(() => withDisplayType(text.replace("(display's end)", ""), root)).toThrow(/no display member written by the build/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
