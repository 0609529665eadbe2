/**
 * Where the person's history starts, for the averages rule in shared/averages.ts. One indexed
 * read (the earliest transaction), whatever the size of the history.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { firstFullMonth } from "../../shared/averages";

export async function historyStart(ctx: {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}): Promise<string | null> {
  const first = await ctx.db
    .query("transactions")
    .withIndex("by_user_date", (q) => q.eq("userId", ctx.ledgerKey))
    .order("asc")
    .first();
  return firstFullMonth(first?.date ?? null);
}
