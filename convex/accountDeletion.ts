/**
 * "Delete my account" (R60): removes every document the user owns, then the user. A user with
 * 100,000 transactions cannot be removed in one mutation (Convex caps writes per function), so
 * each batch deletes at most USER_DELETE_BATCH documents and schedules the next one
 * (internal/accountDeletion.ts). Which tables and in what order: model/users/ownedTables.ts.
 */
import { v } from "convex/values";
import { personalMutation } from "./lib/functions";
import { requireRecentAuth } from "./model/auth/twoFactor";
import { startAccountDeletion } from "./model/users/deletion";

/**
 * Starts deleting the signed-in user's account. Sessions end in the first batch, inside this
 * call; the rest follows in the background. Calling it twice starts only one deletion.
 */
export const deleteMyAccount = personalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await requireRecentAuth(ctx);
    await startAccountDeletion(ctx, ctx.personId);
    return null;
  },
});
