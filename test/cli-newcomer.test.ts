// What a newcomer meets at the command line (issue 23): help that says what each option is,
// an unknown command refused, errors that say what to do instead of ENOENT or ENOTTY.
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const root = path.join(__dirname, "..");
const carom = (...args: string[]) => spawnSync(process.execPath, [path.join(root, "bin", "carom.js"), ...args], { encoding: "utf8" });
const COMMANDS = ["replay", "sim", "ports", "sheet", "send", "time", "new", "watch", "config", "flash", "espruino-run"];

test.each([["nosuch", "--help"], ["nosuch"], ["nosuch", "--port", "/dev/ttyACM0", "-o", "x.pdf"], ["shet", "--format", "pdf"]])(
  "carom %s ...: an unknown command is an error (status 2) listing the commands, whatever follows it", (...args) => {
    const r = carom(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(new RegExp(`^carom: unknown command ${args[0]}\\. The commands are:\\n`));
    for (const c of COMMANDS) expect(r.stderr).toMatch(new RegExp(`^  ${c} +\\S`, "m"));
  });

test("known commands and the main help still work", () => {
  expect(carom("--help").status).toBe(0);
  expect(carom("replay", "--help").status).toBe(0);
  expect(carom("help", "sheet").stdout).toContain("--tz");
});

test("carom flash --help lists the boards it can build for", () => {
  const r = carom("flash", "--help");
  expect(r.status).toBe(0);
  const boards = fs.readdirSync(path.join(root, "hardware", "boards")).map((f) => f.replace(/\.json$/, "")).filter((b) => b !== "linux");
  expect(boards.length).toBeGreaterThanOrEqual(3);
  for (const b of boards) expect(r.stdout).toMatch(new RegExp(`^  ${b}$`, "m"));
  expect(r.stdout).not.toMatch(/^ {2}linux$/m);
});

test("carom config --help: every option says what it is, --round and --table too", () => {
  const r = carom("config", "--help");
  const options = r.stdout.split("\n").filter((l) => /^ {2}-/.test(l));
  expect(options.length).toBeGreaterThanOrEqual(12);
  for (const l of options) expect({ l, help: /^ {2}(-\w, )?--?[\w-]+( <[^>]+>)?( \S+)? {2,}\S/.test(l) }).toEqual({ l, help: true });
  expect(r.stdout).toMatch(/--round <text> +the sheet's header: the round/);
  expect(r.stdout).toMatch(/--table <text> +the sheet's header: the table/);
});

describe("a --port that is no serial port says so, not ENOTTY", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carom-port-"));
  const file = path.join(dir, "notes.txt");
  fs.writeFileSync(file, "x");
  test.each([
    [file, "a file, not a serial port"],
    [dir, "a folder, not a serial port"],
    ["/dev/null", "not a serial port"],
  ])("%s", (port, what) => {
    const r = carom("sheet", "--port", port);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`carom: ${port} is ${what}: pass the scoreboard's port to --port (carom ports lists them; for carom sim --pty, the pty: path it printed)\n`);
  });
});

test("carom sheet -o into a folder that does not exist says so before connecting, not ENOENT", () => {
  const r = carom("sheet", "--port", "/dev/null", "--format", "pdf", "-o", "/nonexistent/sheets/match.pdf");
  expect(r.status).toBe(2);
  expect(r.stderr).toBe("carom: cannot write /nonexistent/sheets/match.pdf: the folder /nonexistent/sheets does not exist: create it (mkdir -p /nonexistent/sheets) or choose another -o\n");
  expect(carom("sheet", "--port", "/dev/null", "-o", os.tmpdir()).stderr).toMatch(/it is a folder: give a file name/);
});
