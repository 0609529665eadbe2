/**
 * "Remove sample data" and its Undo. The removal takes exactly what planRemoval (plan.ts)
 * names, through the ledger's batch writes so balances, rollups, tags and payee stats stay in
 * step, and keeps the removed documents in one undo entry (kind "sample", the same undo log
 * and the same "Undo" as bulk changes). The entry holds the accounts and budgets; the removed
 * transactions (at most SAMPLE_ROWS_MAX) are its undo items (model/bulk/items.ts).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { recordUndo } from "../bulk/bulk";
import { keepDeleted, takeDeleted } from "../bulk/items";
import { groupByAccount, postEntries, removeEntries } from "../ledger/batch";
import type { Entry } from "../ledger/entries";
import { deleteAccountBatch, DELETE_BATCH_SIZE } from "../accounts/removal";
import { planRemoval } from "./plan";
import { withoutSampleMark } from "./vocab";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** Removes the sample; returns the undo entry (null when there was nothing) and what stayed. */
export async function removeSample(
  ctx: Ctx,
): Promise<{ undoId: Id<"undoLog"> | null; kept: string[] }> {
  const plan = await planRemoval(ctx);
  const { remove, keep, rows, budgets } = plan;
  if (remove.length + keep.length + rows.length + budgets.length === 0) {
    return { undoId: null, kept: [] };
  }
  for (const [accountId, txs] of groupByAccount(rows, (tx) => tx.accountId)) {
    const account = (await ctx.db.get("accounts", accountId)) as Doc<"accounts">;
    // Reconciled sample rows are sample rows too; the confirmation counted them.
    await removeEntries(ctx, account, txs, true);
  }
  // Emptied of its sample rows, nothing of the account is left but the document itself.
  for (const account of remove) await deleteAccountBatch(ctx, account._id, DELETE_BATCH_SIZE);
  // A kept account is the person's own now: it loses the sample mark from its name too.
  for (const account of keep) {
    await ctx.db.patch("accounts", account._id, {
      sample: undefined,
      name: withoutSampleMark(account.name),
    });
  }
  for (const budget of budgets) await ctx.db.delete("budgets", budget._id);
  const { undoId, now } = await recordUndo(ctx, {
    kind: "sample",
    sample: {
      accounts: remove.map(({ _id, _creationTime, deletingAt: _d, ...fields }) => ({
        ...fields,
        oldId: _id,
      })),
      kept: keep.map((account) => account._id),
      keptNames: keep.map((account) => ({ accountId: account._id, name: account.name })),
      budgets: budgets.map(({ _id, _creationTime, ...fields }) => fields),
    },
  });
  await keepDeleted(ctx, { _id: undoId, createdAt: now }, rows);
  return { undoId, kept: keep.map((account) => withoutSampleMark(account.name)) };
}

/**
 * Puts back exactly what the removal took: the deleted accounts (as new documents), the
 * sample flag and name of the kept ones, the sample rows (re-posted through the ledger) and the
 * budgets, unless the user has set one for the same month and category since.
 */
export async function restoreSample(ctx: Ctx, entry: Doc<"undoLog">): Promise<void> {
  const removal = entry.sample ?? { accounts: [], kept: [], budgets: [] };
  const accountIds = new Map<Id<"accounts">, Id<"accounts">>();
  for (const { oldId, balance: _b, clearedTotal: _c, ...fields } of removal.accounts) {
    // Opened as it was, empty; re-posting the rows below brings the balance back.
    const id = await ctx.db.insert("accounts", { ...fields, balance: fields.initialBalance });
    accountIds.set(oldId, id);
  }
  for (const id of removal.kept) {
    const account = await ctx.db.get("accounts", id);
    if (account?.userId === ctx.ledgerKey && account.deletingAt === undefined) {
      const before = removal.keptNames?.find((k) => k.accountId === id)?.name;
      // The sample name comes back unless the person has renamed the account since.
      const name =
        before !== undefined && account.name === withoutSampleMark(before) ? before : account.name;
      await ctx.db.patch("accounts", id, { sample: true, name });
    }
  }
  const deleted = await takeDeleted(ctx, entry);
  for (const [oldAccountId, docs] of groupByAccount(deleted, (doc) => doc.accountId)) {
    const account = await ctx.db.get("accounts", accountIds.get(oldAccountId) ?? oldAccountId);
    if (account?.userId !== ctx.ledgerKey || account.deletingAt !== undefined) continue;
    const entries: Entry[] = docs.map(({ oldId: _o, ...doc }) => ({
      ...doc,
      accountId: account._id,
    }));
    await postEntries(ctx, account, entries, { restoring: true });
  }
  for (const budget of removal.budgets) {
    const taken = await ctx.db
      .query("budgets")
      .withIndex("by_user_month_scope", (q) =>
        q.eq("userId", ctx.ledgerKey).eq("month", budget.month).eq("scope", budget.scope),
      )
      .first();
    if (taken === null) await ctx.db.insert("budgets", budget);
  }
  await ctx.db.delete("undoLog", entry._id);
}

/** A new sample replaces a removed one: its undo is dropped, so two sets never stack up. */
export async function forgetSampleUndo(ctx: Ctx): Promise<void> {
  const entries = await ctx.db
    .query("undoLog")
    .withIndex("by_user_created", (q) => q.eq("userId", ctx.ledgerKey))
    .take(100);
  for (const entry of entries.filter((e) => e.kind === "sample")) {
    await takeDeleted(ctx, entry);
    await ctx.db.delete("undoLog", entry._id);
  }
}
