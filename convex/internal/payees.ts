/** The background batches of a payee rename or merge (model/payees/move.ts). */
import { v } from "convex/values";
import { internalMutation } from "../_generated/server";
import { movePayee } from "../model/payees/move";

/** The next batch of a rename or merge too long for one mutation. */
export const moveBatch = internalMutation({
  args: {
    userId: v.id("users"),
    from: v.string(),
    to: v.string(),
    cursor: v.optional(v.union(v.string(), v.null())),
  },
  returns: v.null(),
  handler: async (ctx, { userId, from, to, cursor }) => {
    await movePayee(
      { db: ctx.db, scheduler: ctx.scheduler, ledgerKey: userId },
      from,
      to,
      cursor ?? null,
    );
    return null;
  },
});
