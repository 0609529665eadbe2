/**
 * Bulk edits of the ledger with undo: re-categorise or delete up to BULK_MAX transactions per
 * call (model/bulk/bulk.ts); each call returns an undo entry the notification offers to revert.
 */
import { v } from "convex/values";
import { userMutation } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import * as bulk from "./model/bulk/bulk";
import { matchingPage } from "./model/bulk/matching";
import { listArgs } from "./model/transactions/list";
import { vCategory } from "./model/validators";
import { editedBy, editMany, type HandEdit } from "./model/bulk/edit";
import { undo as undoBulk } from "./model/bulk/undo";
import { fail } from "./model/errors";
import { restoreSample } from "./model/sampleData/removal";
import { ensureCategory } from "./model/categories/check";
import { cleanTags } from "./model/transactions/extras";
import { cleanPayee } from "./model/payees/clean";
import type { CategoryKey } from "./shared/domain";

const ids = v.array(v.id("transactions"));
const allowReconciled = v.optional(v.boolean());
const vResult = v.object({ undoId: v.id("undoLog"), changed: v.number() });

export const recategorize = userMutation({
  args: { ids, category: vCategory, allowReconciled },
  returns: vResult,
  handler: async (ctx, args) =>
    await bulk.recategorize(ctx, args.ids, args.category, args.allowReconciled),
});

/** What a bulk edit sets: any of category, payee ("" removes it), tags to add or remove. */
const editArgs = {
  category: v.optional(vCategory),
  payee: v.optional(v.string()),
  addTags: v.optional(v.array(v.string())),
  removeTags: v.optional(v.array(v.string())),
};

function handEdit(args: {
  category?: CategoryKey;
  payee?: string;
  addTags?: string[];
  removeTags?: string[];
}): HandEdit {
  const payee = args.payee === undefined ? undefined : (cleanPayee(args.payee) ?? "");
  const addTags = cleanTags(args.addTags);
  const edit = { category: args.category, payee, addTags, removeTags: args.removeTags };
  if (Object.values(edit).every((value) => value === undefined)) fail("REQUIRED", "change");
  return edit;
}

/** Sets category, payee and/or tags on the selected transactions (transfers are left out). */
export const edit = userMutation({
  args: { ids, ...editArgs, allowReconciled },
  returns: vResult,
  handler: async (ctx, { ids: selected, allowReconciled: allow, ...args }) => {
    const change = handEdit(args);
    await ensureCategory(ctx, change.category);
    const txs = await bulk.loadMany(ctx, selected, false);
    return await editMany(ctx, txs, editedBy(change), allow);
  },
});

export const remove = userMutation({
  args: { ids, allowReconciled },
  returns: vResult,
  handler: async (ctx, args) => await bulk.removeMany(ctx, args.ids, args.allowReconciled),
});

/**
 * Reverts one bulk change (or a rule applied). `kept`: rows reconciled since the change, left
 * as the statement matched them (model/ledger/reconciledGuard.ts).
 */
export const undo = userMutation({
  args: { undoId: v.id("undoLog") },
  returns: v.object({ kept: v.number() }),
  handler: async (ctx, { undoId }) => {
    const entry = await getOwned(ctx, "undoLog", undoId);
    // Past its time an entry's undo items may already be pruned: it is no longer offered.
    if (entry.createdAt < Date.now() - bulk.UNDO_TTL_MS) fail("NOT_FOUND");
    if (entry.kind !== "sample") return await undoBulk(ctx, entry);
    await restoreSample(ctx, entry);
    return { kept: 0 };
  },
});

/**
 * "Select all matching the filter": the server walks the ledger's filter (the list's own
 * arguments) one page of BULK_MAX at a time, applying the change to each page. A text search
 * goes through every match, month by month (model/transactions/searchWalk.ts), not only the
 * SEARCH_LIMIT the list shows. The client calls again with the returned cursor until it is
 * null, showing progress; each page has its own undo.
 */
const matchingArgs = { ...listArgs, cursor: v.union(v.string(), v.null()), allowReconciled };
const vMatchingResult = v.object({
  undoId: v.union(v.id("undoLog"), v.null()),
  changed: v.number(),
  cursor: v.union(v.string(), v.null()),
});

export const recategorizeMatching = userMutation({
  args: { ...matchingArgs, category: vCategory },
  returns: vMatchingResult,
  handler: async (ctx, { category, ...args }) => {
    const { ids, next } = await matchingPage(ctx, args);
    if (ids.length === 0) return { undoId: null, changed: 0, cursor: next };
    const done = await bulk.recategorize(ctx, ids, category, args.allowReconciled);
    return { ...done, cursor: next };
  },
});

export const editMatching = userMutation({
  args: { ...matchingArgs, ...editArgs },
  returns: vMatchingResult,
  handler: async (ctx, { category, payee, addTags, removeTags, ...args }) => {
    const change = handEdit({ category, payee, addTags, removeTags });
    await ensureCategory(ctx, change.category);
    const { ids, next } = await matchingPage(ctx, args);
    if (ids.length === 0) return { undoId: null, changed: 0, cursor: next };
    const txs = await bulk.loadMany(ctx, ids, false);
    const done = await editMany(ctx, txs, editedBy(change), args.allowReconciled);
    return { ...done, cursor: next };
  },
});

export const removeMatching = userMutation({
  args: matchingArgs,
  returns: vMatchingResult,
  handler: async (ctx, args) => {
    const { ids, next } = await matchingPage(ctx, args);
    if (ids.length === 0) return { undoId: null, changed: 0, cursor: next };
    const done = await bulk.removeMany(ctx, ids, args.allowReconciled);
    return { ...done, cursor: next };
  },
});
