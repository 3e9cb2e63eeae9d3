// `carom sim --table` simulates a club table's unit (issue 40, item 5): a table board from
// hardware/boards with its own display and one button per player, not the wall unit with two buttons.
import { spawn } from "child_process";
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { Controls } from "../firmware/unit";
import { readLayout, SIM_BOARD, simBoard, simChoice, SIM_TABLE_BOARD } from "../tools/sim/sim-board";

const carom = path.join(__dirname, "..", "bin", "carom.js");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-table-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("--table: the table board, whose data says one button per player and whose layout is not the wall's; --board still names another", () => {
  expect(simChoice(undefined, true)).toEqual({ board: SIM_TABLE_BOARD, controls: Controls.Table });
  const b = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "boards", `${SIM_TABLE_BOARD}.json`), "utf8"));
  expect(b.controls).toBe(Controls.Table);
  expect(b.layout).not.toBe(JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hardware", "boards", `${SIM_BOARD}.json`), "utf8")).layout);
  expect(simBoard(SIM_TABLE_BOARD).layout).toEqual(readLayout(b.layout));
  expect(simChoice(undefined, false)).toEqual({ board: SIM_BOARD, controls: Controls.Remote });
  expect(simChoice("pico-table", true)).toEqual({ board: "pico-table", controls: Controls.Table });
  expect(simChoice("pico-table", false)).toEqual({ board: "pico-table", controls: Controls.Remote });
});

function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

test("carom sim --table serves the table board's layout with two buttons", async () => {
  const child = spawn(process.execPath, [carom, "sim", "--table", "--store", path.join(dir, "t.json")], { env: { ...process.env, PORT: "0" } });
  let out = "";
  const stopped = new Promise((r) => child.on("exit", r));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${out}`)), 20000);
      const seen = (d: Buffer) => {
        out += d;
        if (/Ctrl-C to stop/.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on("data", seen);
      child.stderr.on("data", seen);
    });
    expect(out).toContain(`(board ${SIM_TABLE_BOARD})`);
    const url = /carom simulator: (\S+)/.exec(out)![1];
    const shown = JSON.parse(await get(new URL("/layout", url).toString()));
    expect(shown.board).toBe(SIM_TABLE_BOARD);
    expect(shown.controls).toBe(Controls.Table);
    expect(shown.layout).toEqual(simBoard(SIM_TABLE_BOARD).layout);
  } finally {
    child.kill("SIGTERM");
    await stopped;
  }
});
