/**
 * "Try it with sample data" for a newcomer with no accounts, and "Remove sample data" in one
 * step. The sample is a few months of a household in the user's currency and language
 * (model/sample); everything it made is marked `sample: true`, so removal takes exactly that,
 * never an account or budget the user added meanwhile.
 */
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { userMutation, userQuery } from "./lib/functions";
import { deleteAccountBatch, DELETE_BATCH_SIZE } from "./model/users/accountDeletion";
import { createSample } from "./model/sample/build";
import { validateIsoDate } from "./shared/validation";
import { vCurrency, vLanguage } from "./shared/validators";
import { ensure } from "./model/errors";

/** A user has at most a handful of accounts; more than this is never the sample's concern. */
const ACCOUNT_SCAN = 100;

/** Whether the user has any account, and whether sample data is there to remove. */
export const status = userQuery({
  args: {},
  returns: v.object({ hasAccounts: v.boolean(), hasSample: v.boolean() }),
  handler: async (ctx) => {
    const accounts = (
      await ctx.db
        .query("accounts")
        .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
        .take(ACCOUNT_SCAN)
    ).filter((account) => account.deletingAt === undefined);
    return {
      hasAccounts: accounts.length > 0,
      hasSample: accounts.some((account) => account.sample === true),
    };
  },
});

/** Fills an empty account with sample data; SAMPLE_NOT_EMPTY once the user has accounts. */
export const create = userMutation({
  args: { language: vLanguage, currency: vCurrency, today: v.string() },
  returns: v.null(),
  handler: async (ctx, { language, currency, today }) => {
    ensure(validateIsoDate(today), "today");
    const existing = await ctx.db
      .query("accounts")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .first();
    if (existing !== null) throw new ConvexError({ code: "SAMPLE_NOT_EMPTY" });
    await createSample(ctx, { userId: ctx.userId, language, currency, today });
    return null;
  },
});

/** Removes the sample accounts (with their history, in batches) and the sample budgets. */
export const remove = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const accounts = await ctx.db
      .query("accounts")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .take(ACCOUNT_SCAN);
    for (const account of accounts) {
      if (account.sample !== true || account.deletingAt !== undefined) continue;
      await ctx.db.patch("accounts", account._id, { deletingAt: Date.now() });
      if (await deleteAccountBatch(ctx, account._id, DELETE_BATCH_SIZE)) {
        await ctx.scheduler.runAfter(0, internal.accounts.deleteBatch, { accountId: account._id });
      }
    }
    const budgets = await ctx.db
      .query("budgets")
      .withIndex("by_user_month_scope", (q) => q.eq("userId", ctx.userId))
      .take(1000);
    for (const budget of budgets) {
      if (budget.sample === true) await ctx.db.delete("budgets", budget._id);
    }
    return null;
  },
});
