/// <reference types="vite/client" />
// convex-test needs every module of the functions folder (including _generated) passed
// explicitly; it finds the folder from the "_generated" key, so "../" keys are fine. Files with
// a second dot (*.test.ts, *.d.ts, *.testkit.ts) are not modules.
// Each function is held to Convex's limits on arguments, return values, clock and time, as on
// the offline backend (offline-backend/src/limits/functions.ts).
import { withConvexLimits } from "../../offline-backend/src/limits/functions";

export const modules = withConvexLimits(
  import.meta.glob<Record<string, unknown>>(["../**/*.*s", "!../**/*.*.*s"]),
);

// Function tests seal secrets with a fixed key; a test of a deployment without one clears it
// with withEnv (helpers.testkit.ts).
process.env.SECRETS_ENCRYPTION_KEY ??= btoa("function-tests-secrets-key-32-by");
