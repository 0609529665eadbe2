/** The background batches of plans.remove: a long history of contributions. */
import { v } from "convex/values";
import { internalMutation } from "../_generated/server";
import { removeContributionsBatch } from "../model/plans/planRemoval";

export const removeContributions = internalMutation({
  args: { planId: v.id("plans") },
  returns: v.null(),
  handler: async (ctx, { planId }) => {
    await removeContributionsBatch(ctx, planId);
    return null;
  },
});
