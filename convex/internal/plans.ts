/** The background batches of plans.remove: a long history of contributions. */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { runBatch } from "../model/jobs/batches";
import { deleteContributions } from "../model/plans/planRemoval";

export const removeContributions = internalMutation({
  args: { planId: v.id("plans") },
  returns: v.null(),
  handler: async (ctx, { planId }) => {
    await runBatch(ctx, internal.internal.plans.removeContributions, async () => ({
      next: (await deleteContributions(ctx, planId)) ? { planId } : null,
    }));
    return null;
  },
});
