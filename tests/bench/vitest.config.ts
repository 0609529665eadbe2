import { defineConfig } from "vitest/config";
import e2e from "../e2e/vitest.config";

// Browser benchmarks reuse the e2e set-up (offline backend + production build on free ports).
export default defineConfig({
  test: {
    ...e2e.test,
    name: "bench",
    include: ["tests/bench/**/*.browser.ts"],
    testTimeout: 300_000,
  },
});
