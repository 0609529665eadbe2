/**
 * Undo of a bulk change (bulk.ts, edit.ts): puts back what an undo entry recorded, through the
 * ledger like every other write.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { groupByAccount, postEntries } from "../ledger/batch";
import { linkCounterpart } from "../ledger/transfers";
import { fieldsOf, reviseAll, undoable, type Ctx } from "./bulk";
import { undoEdits } from "./edit";
import type { vDeletedTransaction } from "./fields";
import { takeDeleted } from "./items";
import { findBankMerges } from "./bankMerge";

/**
 * Reverts exactly the change recorded in `entry`, then forgets it. Transactions deleted since
 * (or whose account is gone) are skipped, and so are those reconciled since (returned as
 * `kept`); re-inserted transfer sides are linked to each other.
 */
export async function undo(ctx: Ctx, entry: Doc<"undoLog">): Promise<{ kept: number }> {
  const kept = { count: 0 };
  await undoEdits(ctx, entry.edits ?? [], kept);
  const back = [];
  for (const { id, category, reconciled } of entry.previous ?? []) {
    const tx = await undoable(ctx, id, { reconciled }, kept);
    if (tx !== null) back.push({ tx, next: { ...fieldsOf(tx), category } });
  }
  // undoable left out the rows reconciled since; the others may be written back.
  await reviseAll(ctx, back, true, { restoring: true });
  await restoreDeleted(ctx, await takeDeleted(ctx, entry));
  await ctx.db.delete("undoLog", entry._id);
  return { kept: kept.count };
}

type Deleted = Infer<typeof vDeletedTransaction>;

/**
 * Re-inserts deleted transactions through the ledger, account by account, and links the
 * transfer sides to each other again. Those whose account is gone (or going) stay deleted,
 * and so does a transfer whose other side cannot come back: it is not restored alone. One
 * whose bank id a sync brought back since is merged into that row (bankMerge.ts).
 */
async function restoreDeleted(ctx: Ctx, docs: Deleted[]): Promise<void> {
  const accounts = new Map<Id<"accounts">, Doc<"accounts"> | null>();
  for (const { accountId } of docs) {
    if (accounts.has(accountId)) continue;
    const account = await ctx.db.get("accounts", accountId);
    accounts.set(accountId, account?.deletingAt === undefined ? account : null);
  }
  const { merged, dropped } = await findBankMerges(ctx, docs);
  const open = new Set(
    docs.filter((d) => accounts.get(d.accountId) && !dropped.has(d.oldId)).map((d) => d.oldId),
  );
  const back = docs.filter(
    (d) => open.has(d.oldId) && (d.counterpartId === undefined || open.has(d.counterpartId)),
  );
  const newIds = new Map<Id<"transactions">, Id<"transactions">>();
  const merging = merged.filter((m) => back.some((d) => d.oldId === m.oldId));
  for (const { oldId, tx } of merging) newIds.set(oldId, tx._id);
  // The bank's row already counts in the balance: only the user's fields change (same amount).
  await reviseAll(ctx, merging, true, { restoring: true });
  const inserted = back.filter((d) => !newIds.has(d.oldId));
  for (const [accountId, group] of groupByAccount(inserted, (d) => d.accountId)) {
    const entries = group.map(({ oldId: _o, counterpartId: _c, ...doc }) => doc);
    const ids = await postEntries(ctx, accounts.get(accountId)!, entries, { restoring: true });
    group.forEach((doc, i) => newIds.set(doc.oldId, ids[i]));
  }
  for (const { oldId, counterpartId } of back) {
    if (counterpartId === undefined) continue;
    await linkCounterpart(ctx, newIds.get(oldId)!, newIds.get(counterpartId)!);
  }
}
