import { defineConfig } from "vitest/config";

// Browser flows in Debian's Chromium against the built app and the offline backend. One
// backend and one app server for the whole run (globalSetup); files run one at a time since
// the machine has 2 cores, and every test signs up its own user so tests stay independent.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/globalSetup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
