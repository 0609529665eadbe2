/**
 * The app's convex-test suite stores documents and searches under Convex's limits, as the
 * offline backend does: every convexTest() instance's databases get the checks the first
 * time it runs anything.
 */
import { onEveryConvexTest } from "../internals.js";
import { enforceDatabaseLimits } from "./database.js";

onEveryConvexTest((global) => {
  for (const { db } of Object.values(global.components)) enforceDatabaseLimits(db);
});
