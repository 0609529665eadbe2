/**
 * Payees API: suggestions while typing, the payee page (counts and totals), rename and merge.
 * A rename or merge moves every transaction of the payee through the ledger (model/payees/move.ts),
 * in batches for payees with a long history, so counts and totals stay right at every step.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { fail } from "./model/errors";
import { movePayee } from "./model/payees/move";
import { payeeByKey, respellPayee, usualPayee } from "./model/ledger/payeeStats";
import { toPayeeView, vPayeeView } from "./model/payees/views";
import { cleanPayee } from "./model/payees/clean";
import { payeePage, suggestPayees } from "./model/payees/search";
import { payeeKey } from "./shared/importing";

const SUGGEST_LIMIT = 8;

/** Payees starting with `prefix` (most used first when it is empty), for the payee field. */
export const suggest = userQuery({
  args: { prefix: v.string() },
  returns: v.array(vPayeeView),
  handler: async (ctx, { prefix }) => {
    const key = payeeKey(prefix.slice(0, 200));
    const rows = await suggestPayees(ctx, key, SUGGEST_LIMIT);
    return rows.map(toPayeeView);
  },
});

/** The payee page: by name, optionally only names starting with `search`. */
export const list = userQuery({
  args: { paginationOpts: paginationOptsValidator, search: v.optional(v.string()) },
  returns: paginationResultValidator(vPayeeView),
  handler: async (ctx, { paginationOpts, search }) => {
    const key = payeeKey((search ?? "").slice(0, 200));
    const result = await payeePage(ctx, key, paginationOpts);
    return { ...result, page: result.page.map(toPayeeView) };
  },
});

/** The category the user usually gives a payee, for the form's guess (null: none yet). */
export const usual = userQuery({
  args: { name: v.string() },
  returns: v.union(v.object({ name: v.string(), category: vPayeeView.fields.category }), v.null()),
  handler: async (ctx, { name }) => {
    return await usualPayee(ctx, ctx.ledgerKey, name.slice(0, 200));
  },
});

/**
 * What a rename or merge left alone: reconciled transactions keep the name the statement was
 * matched with (model/payees/move.ts), counted in the first batch; the notification says so.
 */
const vMoved = v.object({ kept: v.number() });

/**
 * Renames a payee; its transactions follow, except reconciled ones. A name another payee
 * already has is refused with PAYEE_EXISTS (the page then offers to merge the two).
 */
export const rename = userMutation({
  args: { id: v.id("payees"), name: v.string() },
  returns: vMoved,
  handler: async (ctx, { id, name }) => {
    const payee = await getOwned(ctx, "payees", id);
    const next = cleanPayee(name, "name");
    if (next === undefined) fail("REQUIRED", "name");
    const key = payeeKey(next);
    if (key !== payee.key && (await payeeByKey(ctx, ctx.ledgerKey, key)) !== null) {
      fail("PAYEE_EXISTS", "name");
    }
    // Same key (only the spelling changes): the row takes the new name first, so the ledger
    // spells every moved transaction that way.
    if (key === payee.key) await respellPayee(ctx, id, next);
    return await movePayee(ctx, payee.name, next);
  },
});

/**
 * Merges `sourceId` into `targetId`: the source's transactions take the target's name, except
 * reconciled ones, which keep the source payee alive with just them.
 */
export const merge = userMutation({
  args: { sourceId: v.id("payees"), targetId: v.id("payees") },
  returns: vMoved,
  handler: async (ctx, { sourceId, targetId }) => {
    if (sourceId === targetId) fail("INVALID_ARGUMENT", "targetId");
    const source = await getOwned(ctx, "payees", sourceId);
    const target = await getOwned(ctx, "payees", targetId);
    return await movePayee(ctx, source.name, target.name);
  },
});
