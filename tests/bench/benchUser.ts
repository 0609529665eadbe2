/**
 * What the convex-test benchmarks start from: the app's real functions on convex-test's engine
 * (the one the offline backend uses) under Convex's real limits, so a query that would fail
 * on Convex fails here too, and one signed-in user.
 */
import { convexTest } from "convex-test";
import type { FunctionReference } from "convex/server";
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

export type AnyQuery = FunctionReference<"query", "public">;
type BenchCaller = Awaited<ReturnType<typeof benchUser>>["as"];

/**
 * Prints what one run of a query reads (documents and bytes, by Convex's own transaction
 * metrics, read before and after inside the transaction) and how long it took.
 */
export function queryCostPrinter(as: BenchCaller) {
  return async function cost(label: string, query: AnyQuery, args: Record<string, unknown>) {
    const result = await as.run(async (ctx) => {
      const before = await ctx.meta.getTransactionMetrics();
      const began = performance.now();
      await ctx.runQuery(query, args);
      const ms = performance.now() - began;
      const after = await ctx.meta.getTransactionMetrics();
      return {
        docs: after.documentsRead.used - before.documentsRead.used,
        bytes: after.bytesRead.used - before.bytesRead.used,
        ms,
      };
    });
    console.log(
      `  ${label.padEnd(48)} ${String(result.docs).padStart(6)} docs ${(result.bytes / 1024).toFixed(1).padStart(8)} KB ${result.ms.toFixed(1).padStart(7)} ms`,
    );
  };
}
