import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/**
 * Regenerates convex/_generated in a scratch copy of convex/ and compares it with the
 * committed files, so a stale _generated fails the build instead of breaking a deploy.
 */
test("convex/_generated is up to date with convex/", { timeout: 120_000 }, () => {
  const scratch = join(root, "node_modules/.tmp/codegen-check");
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(join(root, "convex"), join(scratch, "convex"), { recursive: true });
  cpSync(join(root, "package.json"), join(scratch, "package.json"));
  execFileSync(
    process.execPath,
    [
      join(root, "node_modules/convex/bin/main.js"),
      "codegen",
      "--system-udfs",
      "--typecheck",
      "disable",
    ],
    { cwd: scratch, stdio: "pipe" },
  );
  const committed = join(root, "convex/_generated");
  const fresh = join(scratch, "convex/_generated");
  const files = readdirSync(committed).sort();
  expect(readdirSync(fresh).sort()).toEqual(files);
  for (const file of files) {
    expect(readFileSync(join(fresh, file), "utf8"), `${file} is stale: run npm run codegen`).toBe(
      readFileSync(join(committed, file), "utf8"),
    );
  }
});
