// The NodeMCU build on a host interpreter (LUAC_CROSS=luac.cross -e, or lua5.1) with the fakes of
// NodeMCU's modules (lua/nodemcu/): a match script's lines through the unit's link handler, as
// `carom espruino-run` does on Espruino: the sheet JSON, or "line N: reason" and status 2.
import type { BoardData } from "../../hal/board-data";
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { isBlank, readLines, wireText } from "../link/script-lines";
import { answerOf, askLine, readDeviceLine } from "../link/frame";
import { firstAsk, reasonOfCode, request } from "../link/words";
import { journalOf, journalReads, sheetFromJournal } from "../link/journal-read";
import { OUT } from "../build/build-nodemcu";
import { luaValue } from "../build/nodemcu-board";
import { ROOT } from "../root";

export const FAKES_DIR = path.join(ROOT, "lua", "nodemcu") + "/";

// A board with nothing on it but the link, on a layout of hardware/layouts.json (the tests').
export function hostBoard(layout = "standard", over: Record<string, unknown> = {}): Record<string, unknown> {
  const fields: Array<{ id: string; size: number }> = JSON.parse(fs.readFileSync(path.join(ROOT, "hardware", "layouts.json"), "utf8"))[layout].fields;
  return {
    device: "carom-nodemcu", controls: 0, buttons: [], buzzer: -1, link: { baud: 115200 }, display: { kind: "none" },
    layout: { ids: fields.map((f) => f.id), sizes: fields.map((f) => f.size) }, ...over,
  };
}

export interface LuaRun { status: number | null; stdout: string; stderr: string }

// The Lua that makes FAKE, its SPIFFS in a folder of dir (removed with dir).
export function fakeTable(dir: string): string {
  fs.mkdirSync(path.join(dir, "spiffs"));
  return `FAKE = { dir = ${JSON.stringify(path.join(dir, "spiffs"))} }`;
}

// One run of lua/nodemcu/unit-run.lua. before: Lua run first (FAKE's settings: FAKE.pins...).
export function runUnit(cross: string, o: { board?: BoardData<number>; requests?: string[]; steps?: string[]; before?: string; bundle?: string; timeoutMs?: number }): LuaRun {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-nodemcu-"));
  try {
    const lines = [`FAKES_DIR = ${JSON.stringify(FAKES_DIR)}`, `UNIT = ${JSON.stringify(o.bundle ?? path.join(OUT, "carom.lua"))}`,
      `BOARD = ${luaValue(o.board ?? hostBoard())}`, fakeTable(dir), o.before ?? ""];
    if (o.requests !== undefined) {
      fs.writeFileSync(path.join(dir, "requests.txt"), o.requests.join("\n") + "\n", "latin1");
      lines.push(`REQUESTS = ${JSON.stringify(path.join(dir, "requests.txt"))}`);
    }
    if (o.steps !== undefined) {
      fs.writeFileSync(path.join(dir, "steps.lua"), o.steps.join("\n") + "\n", "latin1");
      lines.push(`STEPS = ${JSON.stringify(path.join(dir, "steps.lua"))}`);
    }
    lines.push(`local ok, e = pcall(dofile, ${JSON.stringify(path.join(FAKES_DIR, "unit-run.lua"))})`,
      "if not ok then io.stderr:write(tostring(e), \"\\n\") os.exit(3) end");
    const runner = path.join(dir, "run.lua");
    fs.writeFileSync(runner, lines.join("\n") + "\n", "latin1");
    const args = path.basename(cross).startsWith("luac.cross") ? ["-e", runner] : [runner];
    const r = spawnSync(cross, args, { cwd: dir, timeout: o.timeoutMs ?? 120000, maxBuffer: 1 << 28 });
    return { status: r.status, stdout: r.stdout.toString("latin1").replace(/^\n?(Erasing LFS[^\n]*\n)?/, ""), stderr: r.stderr.toString("latin1") };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The device's replies in a run's output, in order (the live stream and unsealed lines left out).
export function replies(stdout: string): Array<{ id: string; kind: string; body: string }> {
  return stdout.split("\n").map((l) => readDeviceLine(l)).filter((l): l is NonNullable<typeof l> => l !== null && l.id !== "*");
}

// A request's one frame as a line (tools/link/words.ts firstAsk): a script line, new, view...
export function frameLine(text: string): string {
  const a = firstAsk(text);
  if (a === null) throw new Error(`not a request the unit answers in one frame: ${text}`);
  return askLine(1, a);
}

// A match script through the unit's link handler, in protocol 3's frames: the sheet (made on the
// host from the unit's journal, as carom sheet makes it), or the first refused line; `more`: the
// answers to further requests, in words.
export function nodemcuRun(cross: string, script: string, more: string[] = []): LuaRun {
  const lines = readLines(script);
  const at: number[] = [];
  const requests: string[] = [];
  let refused = ""; // the first line the host refuses itself (its parser's), as carom send says it
  for (let i = 0; i < lines.length && refused === ""; i++) {
    if (isBlank(lines[i])) continue;
    const steps = request(wireText(lines[i]), "carom").next();
    if (steps.done === true) refused = `line ${i + 1}: ${steps.value.body}\n`;
    else {
      at.push(i + 1);
      requests.push(askLine(1, steps.value));
    }
  }
  const reads = journalReads(0, 9000).map((a) => askLine(1, a));
  requests.push(...reads, ...more.map(frameLine));
  const r = runUnit(cross, { requests });
  if (r.status !== 0) return r;
  const got = replies(r.stdout);
  if (got.length !== requests.length) return { status: 3, stdout: r.stdout, stderr: `${got.length} replies to ${requests.length} requests\n${r.stderr}` };
  for (let i = 0; i < at.length; i++) {
    const a = answerOf(got[i]);
    if (a.code < 0) return { status: 2, stdout: "", stderr: `line ${at[i]}: ${reasonOfCode(a.code)}\n` };
  }
  if (refused !== "") return { status: 2, stdout: "", stderr: refused };
  const sheet = sheetFromJournal(journalOf(got.slice(at.length, at.length + reads.length).map(answerOf)), "carom");
  return { status: 0, stdout: sheet + "\n", stderr: got.slice(at.length + reads.length).map((g) => `${g.kind} ${g.body}\n`).join("") };
}
