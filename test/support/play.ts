// Test helpers: replay a script through the rules core and read the sheet.
import { replayScript } from "../../rules/replay";

export interface Sheet {
  [key: string]: any;
}

export function play(lines: string[]): Sheet {
  const result = replayScript(lines.join("\n"));
  if (!result.ok) throw new Error(`script failed: ${result.out}`);
  return JSON.parse(Buffer.from(result.out, "latin1").toString("utf8"));
}

// The line number and reason of a script that must fail.
export function failure(lines: string[]): { line: number; reason: string } {
  const result = replayScript(lines.join("\n"));
  if (result.ok) throw new Error("script was accepted");
  const m = /^line (\d+): (.+)$/.exec(result.out);
  if (m === null) throw new Error(`bad error text: ${result.out}`);
  return { line: Number(m[1]), reason: m[2] };
}

export const LAG = "lag A break white";
