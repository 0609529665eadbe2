/**
 * "Try it with sample data" for a newcomer (or beside the accounts of someone who wants to look
 * around), and "Remove sample data" in one step with Undo. The sample is a few months of a household in the user's currency and
 * language (model/sampleData/build.ts); everything it made is marked `sample: true`, and removal
 * takes exactly the sample rows, never what the user added (model/sampleData/plan.ts).
 */
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { createSample } from "./model/sampleData/build";
import { hasSampleData, liveAccounts, planRemoval } from "./model/sampleData/plan";
import { forgetSampleUndo, removeSample } from "./model/sampleData/removal";
import { validateIsoDate } from "./shared/validation";
import { vCurrency, vLanguage } from "./model/validators";
import { ensure, fail } from "./model/errors";

/** Whether the user has any account, and whether sample data is there to remove. */
export const status = userQuery({
  args: {},
  returns: v.object({ hasAccounts: v.boolean(), hasSample: v.boolean() }),
  handler: async (ctx) => {
    const accounts = await liveAccounts(ctx);
    return { hasAccounts: accounts.length > 0, hasSample: await hasSampleData(ctx, accounts) };
  },
});

/** What "Remove sample data" would take and which sample accounts stay, for its confirmation. */
export const preview = userQuery({
  args: {},
  returns: v.object({
    accounts: v.array(v.string()),
    kept: v.array(v.string()),
    transactions: v.number(),
    /** Of `transactions`, the reconciled ones: sample rows too, named in the confirmation. */
    reconciled: v.number(),
    budgets: v.number(),
  }),
  handler: async (ctx) => {
    const plan = await planRemoval(ctx);
    return {
      accounts: plan.remove.map((account) => account.name),
      kept: plan.keep.map((account) => account.name),
      transactions: plan.rows.length,
      reconciled: plan.rows.filter((tx) => tx.cleared === "reconciled").length,
      budgets: plan.budgets.length,
    };
  },
});

/**
 * Adds the sample: to an empty account, or beside the person's own accounts for one who wants
 * to look around (their data is untouched, and "Remove sample data" takes exactly the sample
 * again). SAMPLE_PRESENT while a sample is there already: two sets would only confuse.
 */
export const create = userMutation({
  args: { language: vLanguage, currency: vCurrency, today: v.string() },
  returns: v.null(),
  handler: async (ctx, { language, currency, today }) => {
    ensure(validateIsoDate(today), "today");
    if (await hasSampleData(ctx, await liveAccounts(ctx))) {
      fail("SAMPLE_PRESENT");
    }
    await forgetSampleUndo(ctx);
    await createSample(ctx, { userId: ctx.ledgerKey, language, currency, today });
    return null;
  },
});

/**
 * Removes the sample rows, the sample accounts nothing of the user's is in or on, and the
 * sample budgets; returns the undo entry (api.bulk.undo) and the sample accounts that stayed.
 */
export const remove = userMutation({
  args: {},
  returns: v.object({ undoId: v.union(v.id("undoLog"), v.null()), kept: v.array(v.string()) }),
  handler: async (ctx) => await removeSample(ctx),
});
