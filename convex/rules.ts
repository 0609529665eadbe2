/**
 * Rules API: the user's rules, the rules the app proposes from their history, the form's guess
 * for a new entry, and applying a rule to existing transactions after a preview (undoable).
 * Rules also run on every entry and import (transactions.create, imports.addChunk).
 */
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { loadMany } from "./model/bulk/bulk";
import { editMany } from "./model/bulk/edit";
import { dismissPayeeSuggestion, usualPayee } from "./model/ledger/payeeStats";
import { loadRules } from "./model/rules/apply";
import { candidatePage, scanPage } from "./model/rules/candidates";
import { ruleFields, ruleInputFields } from "./model/rules/fields";
import { checkNewRule, cleanRule } from "./model/rules/input";
import { applyOutcome, outcomeOf } from "./model/rules/match";
import { deleteRule, insertRule, replaceRule } from "./model/rules/ruleStore";
import { ruleSuggestions } from "./model/rules/suggestions";
import { partitionReconciled } from "./model/ledger/reconciledGuard";
import { toTransactionView, vTransactionView } from "./model/transactions/views";
import { vCategory } from "./model/validators";
import { systemFields } from "convex-helpers/validators";

/** Existing transactions changed per applyToExisting call (each a few ledger writes). */
const APPLY_PAGE = 200;

const vRuleView = ruleFields.omit("userId").extend(systemFields("rules"));

export const list = userQuery({
  args: {},
  returns: v.array(vRuleView),
  handler: async (ctx) => {
    const rules = await loadRules(ctx, ctx.ledgerKey);
    return rules.map(({ userId: _u, ...rule }) => rule);
  },
});

export const create = userMutation({
  args: ruleInputFields,
  returns: v.id("rules"),
  handler: async (ctx, input) => {
    const rule = await checkNewRule(ctx, input);
    return await insertRule(ctx, rule);
  },
});

export const update = userMutation({
  args: { id: v.id("rules"), ...ruleInputFields },
  returns: v.null(),
  handler: async (ctx, { id, ...input }) => {
    const current = await getOwned(ctx, "rules", id);
    const rule = await cleanRule(ctx, input);
    await replaceRule(ctx, current, rule);
    return null;
  },
});

export const remove = userMutation({
  args: { id: v.id("rules") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await getOwned(ctx, "rules", id);
    await deleteRule(ctx, id);
    return null;
  },
});

const vSuggestion = v.object({
  payeeId: v.id("payees"),
  payee: v.string(),
  category: vCategory,
  times: v.number(),
});

/** "You put 'REWE' in Groceries 14 times: always do that?" (model/rules/suggestions.ts). */
export const suggestions = userQuery({
  args: {},
  returns: v.array(vSuggestion),
  handler: async (ctx) =>
    await ruleSuggestions(ctx, ctx.ledgerKey, await loadRules(ctx, ctx.ledgerKey)),
});

/** "No thanks" to a suggestion: it is not proposed again for that payee. */
export const dismissSuggestion = userMutation({
  args: { payeeId: v.id("payees") },
  returns: v.null(),
  handler: async (ctx, { payeeId }) => {
    await getOwned(ctx, "payees", payeeId);
    await dismissPayeeSuggestion(ctx, payeeId);
    return null;
  },
});

/**
 * What a new entry would be filed as, for the form to fill in while the user types: the
 * matching rules' outcome, else the payee's usual category. Nothing is written.
 */
export const guess = userQuery({
  args: {
    accountId: v.id("accounts"),
    payee: v.optional(v.string()),
    notes: v.optional(v.string()),
    amount: v.optional(v.number()),
  },
  returns: v.object({
    category: v.union(vCategory, v.null()),
    payee: v.union(v.string(), v.null()),
    tags: v.array(v.string()),
    source: v.union(v.literal("rule"), v.literal("history"), v.null()),
  }),
  handler: async (ctx, args) => {
    await getOwned(ctx, "accounts", args.accountId);
    const payee = args.payee?.slice(0, 200);
    const notes = args.notes?.slice(0, 2000);
    const target = { ...args, payee, notes, amount: args.amount ?? 0, kind: "expense" as const };
    const outcome = outcomeOf(await loadRules(ctx, ctx.ledgerKey), target);
    const usual = payee ? await usualPayee(ctx, ctx.ledgerKey, payee) : null;
    const fromHistory = usual?.category ?? null;
    const category = outcome?.category ?? fromHistory;
    return {
      category,
      payee: outcome?.payee ?? usual?.name ?? null,
      tags: outcome?.tags ?? [],
      source: sourceOf(outcome?.category !== undefined, fromHistory !== null),
    };
  },
});

function sourceOf(byRule: boolean, byHistory: boolean): "rule" | "history" | null {
  if (byRule) return "rule";
  return byHistory ? "history" : null;
}

const vPreviewRow = vTransactionView.extend({
  next: v.object({
    category: vCategory,
    payee: v.optional(v.string()),
    tags: v.optional(v.array(v.string())),
  }),
});

/** One page of the transactions the rule would change, each with what it would become. */
export const preview = userQuery({
  args: {
    id: v.id("rules"),
    includeHandEdited: v.optional(v.boolean()),
    paginationOpts: paginationOptsValidator,
  },
  returns: v.object({
    page: v.array(vPreviewRow),
    isDone: v.boolean(),
    continueCursor: v.string(),
  }),
  handler: async (ctx, { id, includeHandEdited, paginationOpts }) => {
    const rule = await getOwned(ctx, "rules", id);
    const numItems = Math.min(Math.max(1, paginationOpts.numItems), 100);
    const result = await candidatePage(ctx, rule, includeHandEdited === true, {
      ...paginationOpts,
      numItems,
    });
    const currencies = new Map<string, Awaited<ReturnType<typeof getOwned<"accounts">>>>();
    const page = [];
    for (const tx of result.page) {
      if (!currencies.has(tx.accountId)) {
        currencies.set(tx.accountId, await getOwned(ctx, "accounts", tx.accountId));
      }
      const view = await toTransactionView(ctx, tx, currencies.get(tx.accountId)!.currency);
      const after = applyOutcome(tx, outcomeOf([rule], tx)!);
      page.push({
        ...view,
        next: { category: after.category, payee: after.payee, tags: after.tags },
      });
    }
    return { page, isDone: result.isDone, continueCursor: result.continueCursor };
  },
});

/**
 * Applies the rule to the next page of existing transactions it would change (up to
 * BULK_MAX). The client calls again with the returned cursor until it is null, showing
 * progress; each page has its own undo entry.
 */
export const applyToExisting = userMutation({
  args: {
    id: v.id("rules"),
    includeHandEdited: v.optional(v.boolean()),
    cursor: v.union(v.string(), v.null()),
  },
  returns: v.object({
    undoId: v.union(v.id("undoLog"), v.null()),
    changed: v.number(),
    cursor: v.union(v.string(), v.null()),
  }),
  handler: async (ctx, { id, includeHandEdited, cursor }) => {
    const rule = await getOwned(ctx, "rules", id);
    const page = await scanPage(ctx, rule, includeHandEdited === true, {
      numItems: APPLY_PAGE,
      cursor,
    });
    const next = page.isDone ? null : page.continueCursor;
    if (page.page.length === 0) return { undoId: null, changed: 0, cursor: next };
    const txs = await loadMany(
      ctx,
      page.page.map((tx) => tx._id),
      false,
    );
    // A rule is not a hand edit: its changes keep each transaction's hand-edited mark, and
    // reconciled transactions are the user's confirmed history, so the rule passes them by.
    const done = await editMany(
      ctx,
      partitionReconciled(txs).open,
      (tx) => {
        const outcome = outcomeOf([rule], tx);
        return outcome === null ? tx : { ...applyOutcome(tx, outcome), handEdited: tx.handEdited };
      },
      false,
    );
    return { ...done, cursor: next };
  },
});
