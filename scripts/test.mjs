// `npm test`: every check CI runs, in order, stopping at nothing so one run shows everything.
// lint (ESLint + Prettier + knip) → typecheck → unit, convex-test, offline-backend and tooling tests
// (Vitest) → browser flows in Chromium (Vitest + Playwright). Ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { root } from "./lib.mjs";

const only = process.argv.slice(2);
const results = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, { vitestJson } = {}) {
  if (only.length && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  if (vitestJson) rmSync(vitestJson, { force: true });
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (vitestJson && existsSync(vitestJson)) {
    const report = JSON.parse(readFileSync(vitestJson, "utf8"));
    results.passed += report.numPassedTests;
    results.failed += report.numFailedTests;
    results.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    results[run.status === 0 ? "passed" : "failed"] += 1;
  }
  if (run.status !== 0) failedSteps.push(name);
  console.log(`${run.status === 0 ? "✔" : "✘"} ${name} (${seconds} s)`);
}

const bin = (path) => `${root}node_modules/${path}`;
const vitest = bin("vitest/vitest.mjs");
const json = (name) => `${root}node_modules/.tmp/${name}-report.json`;

step("eslint", process.execPath, [bin("eslint/bin/eslint.js"), "."]);
step("prettier", process.execPath, [
  bin("prettier/bin/prettier.cjs"),
  "--check",
  ".",
  "--log-level",
  "warn",
]);
// Unused exports, files and dependencies (knip.json says what is left out and why).
step("knip", process.execPath, [bin("knip/bin/knip.js")]);
step("typecheck", "sh", ["-c", "npm run --silent typecheck"]);
step(
  "unit",
  process.execPath,
  [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${json("unit")}`],
  {
    vitestJson: json("unit"),
  },
);
step(
  "e2e",
  process.execPath,
  [
    vitest,
    "run",
    "--config",
    "tests/e2e/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${json("e2e")}`,
  ],
  { vitestJson: json("e2e") },
);

console.log(
  `\n${failedSteps.length ? `Failed steps: ${failedSteps.join(", ")}` : "All steps passed."}`,
);
console.log(
  `tests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`,
);
process.exit(failedSteps.length ? 1 : 0);
