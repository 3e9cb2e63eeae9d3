module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2020" } }] },
  testTimeout: 60000,
  // the default report, then one SKIPPED line per file that skipped tests, with its reason
  reporters: ["default", "<rootDir>/test/skipped-reporter.js"],
};
