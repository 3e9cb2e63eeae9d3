// A program a test needs from Debian (README: the prerequisites): there, or the test skips with a
// SKIPPED line naming what installs it; under CI=true its absence is an error (.ci/run installs all).
import { spawnSync } from "child_process";

// what: the tests that need it, as the SKIPPED line names them; pkg: Debian's package
export function needsProgram(program: string, what: string, pkg = program): boolean {
  const there = spawnSync("sh", ["-c", `command -v ${program}`]).status === 0;
  if (!there && process.env.CI === "true") throw new Error(`CI needs ${program} (apt-get install -y ${pkg})`);
  if (!there) console.warn(`SKIPPED: ${what} (needs ${program}: apt-get install -y ${pkg})`);
  return there;
}
