/** The background batches of accounts.remove: a long history goes DELETE_BATCH_SIZE at a time. */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { runBatch } from "../model/jobs/batches";
import { DELETE_BATCH_SIZE, deleteAccountBatch } from "../model/accounts/removal";

export const deleteBatch = internalMutation({
  args: { accountId: v.id("accounts") },
  returns: v.null(),
  handler: async (ctx, { accountId }) => {
    await runBatch(ctx, internal.internal.accounts.deleteBatch, async () => ({
      next: (await deleteAccountBatch(ctx, accountId, DELETE_BATCH_SIZE)) ? { accountId } : null,
    }));
    return null;
  },
});
