/**
 * What the convex-test benchmarks start from: the app's real functions on convex-test's engine
 * (the one the offline backend uses) under Convex's real limits, so a query that would fail
 * on Convex fails here too, and one signed-in user.
 */
import { convexTest } from "convex-test";
import { resolve } from "node:path";
import { loadModules } from "../../offline-backend/src/modules";

export async function benchUser() {
  const loaded = await loadModules(resolve(import.meta.dirname, "../../convex"));
  const t = convexTest({
    // The schema module is loaded dynamically, so its static type is unknown here.
    schema: loaded.schema as never,
    modules: loaded.record,
    transactionLimits: true,
  });
  const { userId, sessionId } = await t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { email: "bench@example.com" });
    return {
      userId,
      sessionId: await ctx.db.insert("authSessions", { userId, expirationTime: 2 ** 50 }),
    };
  });
  // The authenticated wrapper refuses a token whose session row does not exist.
  const as = t.withIdentity({ subject: `${userId}|${sessionId}` });
  return { t, as, userId };
}
