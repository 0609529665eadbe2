import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default: on a 2-core machine that is one worker, every
    // file in turn, and the second core mostly idle. Two workers use both (all unit and
    // function tests: 316 s → 188 s on 2 cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "convex",
          include: ["convex/**/*.test.ts"],
          environment: "edge-runtime",
          server: { deps: { inline: ["convex-test"] } },
          // Password hashing makes sign-up/sign-in tests take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
          // CONVEX_TEST_STORAGE=indexed: the same tests on the offline backend's storage.
          // Convex's document limits on every write (the offline backend has them too), and
          // with CONVEX_TEST_STORAGE=indexed the same tests on the offline backend's storage.
          setupFiles: [
            "./offline-backend/src/limits/vitest.setup.ts",
            ...(process.env.CONVEX_TEST_STORAGE === "indexed"
              ? ["./offline-backend/src/storage/vitest.setup.ts"]
              : []),
          ],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "ui",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // Whole pages render in jsdom; on a busy 2-core machine one can take several seconds.
          testTimeout: 15_000,
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "offline-backend",
          include: ["offline-backend/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "tooling",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
