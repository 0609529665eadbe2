/**
 * Bulk edits of the ledger with undo: re-categorise or delete up to BULK_MAX transactions per
 * call (model/bulk/bulk.ts); each call returns an undo entry the notification offers to revert.
 */
import { v } from "convex/values";
import { userMutation } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import * as bulk from "./model/bulk/bulk";
import { vCategory } from "./shared/validators";

const ids = v.array(v.id("transactions"));
const allowReconciled = v.optional(v.boolean());
const vResult = v.object({ undoId: v.id("undoLog"), changed: v.number() });

export const recategorize = userMutation({
  args: { ids, category: vCategory, allowReconciled },
  returns: vResult,
  handler: async (ctx, args) =>
    await bulk.recategorize(ctx, args.ids, args.category, args.allowReconciled),
});

export const remove = userMutation({
  args: { ids, allowReconciled },
  returns: vResult,
  handler: async (ctx, args) => await bulk.removeMany(ctx, args.ids, args.allowReconciled),
});

export const undo = userMutation({
  args: { undoId: v.id("undoLog") },
  returns: v.null(),
  handler: async (ctx, { undoId }) => {
    await bulk.undo(ctx, await getOwned(ctx, "undoLog", undoId));
    return null;
  },
});
