// A program a test needs: there, or a visible SKIPPED line; under CI its absence fails the run.
import { needsProgram } from "./support/needs";

test("a program that is there is found; one that is not skips with a SKIPPED line naming its package, and fails under CI=true", () => {
  expect(needsProgram("sh", "the shell's tests")).toBe(true);
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  const ci = process.env.CI;
  try {
    process.env.CI = "false";
    expect(needsProgram("carom-no-such-program", "the tests of nothing", "carom-pkg")).toBe(false);
    expect(warn).toHaveBeenCalledWith("SKIPPED: the tests of nothing (needs carom-no-such-program: apt-get install -y carom-pkg)");
    process.env.CI = "true";
    expect(() => needsProgram("carom-no-such-program", "the tests of nothing", "carom-pkg")).toThrow("CI needs carom-no-such-program (apt-get install -y carom-pkg)");
  } finally {
    process.env.CI = ci;
    warn.mockRestore();
  }
});
