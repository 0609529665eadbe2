/**
 * Runs the app's convex-test suite on the indexed storage:
 *
 *   CONVEX_TEST_STORAGE=indexed npx vitest run --project convex
 */
import { indexEveryConvexTest } from "./everyConvexTest.js";

indexEveryConvexTest();
