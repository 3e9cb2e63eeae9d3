// A jest reporter: at the very end of a run, one line per test file that skipped tests, with the
// reason the file gave (its "SKIPPED: ..." warning: what is missing and how to install it), so
// that a run without chromium or lua says what it did not test where the user sees it, not only
// "1 skipped" far below a warning that scrolled away.
const path = require("path");

class SkippedReporter {
  constructor(globalConfig) {
    this.root = (globalConfig && globalConfig.rootDir) || process.cwd();
    this.files = [];
    this.write = (text) => process.stderr.write(text);
  }

  onTestResult(_test, result) {
    const skipped = result.testResults.filter((t) => t.status === "pending" || t.status === "skipped" || t.status === "todo");
    const reasons = (result.console || []).map((e) => String(e.message)).filter((m) => m.startsWith("SKIPPED"));
    if (skipped.length === 0 && reasons.length === 0) return;
    this.files.push({ file: path.relative(this.root, result.testFilePath), skipped, reasons });
  }

  onRunComplete() {
    if (this.files.length === 0) return;
    const lines = [];
    for (const f of this.files) {
      const count = `${f.file}: ${f.skipped.length} skipped`;
      if (f.reasons.length > 0) for (const r of f.reasons) lines.push(`${r} (${count})`);
      else lines.push(`SKIPPED: no reason given (${count}): ${f.skipped.map((t) => t.fullName).join("; ")}`);
    }
    this.write(`\n${lines.join("\n")}\n`);
  }
}

module.exports = SkippedReporter;
