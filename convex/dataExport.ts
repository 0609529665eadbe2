/**
 * "Export everything": the user's documents, one table and one page at a time (a user with
 * 100,000 transactions is read in pages, never in one function). The browser assembles the
 * pages into one versioned JSON file and a CSV of all transactions.
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { userQuery } from "./lib/functions";
import { requireRecentAuth } from "./model/auth/twoFactor";
import { fail } from "./model/errors";
import { exportPage } from "./model/portability/exportPage";
import { EXPORTED_TABLES, PORTABILITY_PAGE } from "./shared/portability";

export const vExportedTable = v.union(...EXPORTED_TABLES.map((t) => v.literal(t)));

/** The signed-in user's profile fields worth keeping (never credentials). */
export const profile = userQuery({
  args: {},
  returns: v.object({ name: v.optional(v.string()), email: v.optional(v.string()) }),
  handler: async (ctx) => {
    // Everything at once is what a stolen session would want most: ask for a recent proof.
    await requireRecentAuth(ctx);
    return { name: ctx.user.name, email: ctx.user.email };
  },
});

/** One page of one table, without the owner field (the restoring user becomes the owner). */
export const page = userQuery({
  args: { table: vExportedTable, paginationOpts: paginationOptsValidator },
  returns: v.object({
    page: v.array(v.any()),
    isDone: v.boolean(),
    continueCursor: v.string(),
  }),
  handler: async (ctx, { table, paginationOpts }) => {
    if (paginationOpts.numItems > PORTABILITY_PAGE) fail("INVALID_ARGUMENT", "numItems");
    await requireRecentAuth(ctx);
    // The books are the household's; preferences are the person's own, whoever else's
    // household is open (a viewer exports their own settings, never the first owner's).
    const owner = table === "userPreferences" ? ctx.personId : ctx.ledgerKey;
    return await exportPage(ctx, table, owner, paginationOpts);
  },
});
